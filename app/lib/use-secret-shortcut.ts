import { useEffect } from "react";
import { listenUntilStopped } from "./listen-until-stopped";
import { listenForSecretSequence } from "./secret-sequence";

/** Calls `onComplete` when the visitor types the manager sign-in's sequence (secret-sequence.ts). */
export function useSecretShortcut(onComplete: () => void) {
  useEffect(() => listenUntilStopped((signal) => listenForSecretSequence(onComplete, signal)), [onComplete]);
}
