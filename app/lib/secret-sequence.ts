// The manager sign-in's keyboard sequence, without React: useSecretShortcut and the shell script
// (app/entry.shell.ts, ADR 006) both listen with listenForSecretSequence.

/** The keys, in order, that open the manager sign-in: Ctrl/Cmd+C, Ctrl/Cmd+C, Ctrl/Cmd+P. */
export const SECRET_SEQUENCE = ["c", "c", "p"] as const;

/** Advances the sequence by one key press and says where it now stands. Pure, so it is unit-tested. */
export function nextSecretStep(step: number, event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey">) {
  if (["Control", "Meta", "Shift", "Alt"].includes(event.key)) return { step, isComplete: false };
  const isModified = event.ctrlKey || event.metaKey;
  const expected = SECRET_SEQUENCE[step];
  if (isModified && event.key.toLowerCase() === expected) {
    const next = step + 1;
    return next === SECRET_SEQUENCE.length ? { step: 0, isComplete: true } : { step: next, isComplete: false };
  }
  // Any other key starts over. An extra Ctrl/Cmd+C is not "another key": the last presses still
  // begin the sequence, so the visitor is never punished for copying once too often.
  if (isModified && event.key.toLowerCase() === "c") return { step: Math.min(step + 1, 2), isComplete: false };
  return { step: 0, isComplete: false };
}

/**
 * Listens for the sequence until the returned function is called. Copying still works: Ctrl/Cmd+C is never
 * prevented; only the final Ctrl/Cmd+P is, so the print dialog does not open over the redirect.
 */
export function listenForSecretSequence(onComplete: () => void): () => void {
  let step = 0;
  function onKeyDown(event: KeyboardEvent) {
    const result = nextSecretStep(step, event);
    step = result.step;
    if (result.isComplete) {
      event.preventDefault();
      onComplete();
    }
  }
  window.addEventListener("keydown", onKeyDown);
  return () => window.removeEventListener("keydown", onKeyDown);
}
