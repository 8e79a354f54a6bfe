// The manager sign-in's keyboard sequence, without React: useSecretShortcut and the pre-React script
// (app/entry.pre-react.ts, ADR 006) both listen with listenForSecretSequence.

/** The keys, in order, one letter each, that open the manager sign-in: Ctrl/Cmd+C, Ctrl/Cmd+C, Ctrl/Cmd+P. */
export const SECRET_SEQUENCE = "ccp";

/**
 * Advances the sequence by one key press: the step it now stands at, which is SECRET_SEQUENCE.length once the
 * sequence is complete. Pure, so it is unit-tested.
 */
export function nextSecretStep(step: number, event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey">): number {
  if (["Control", "Meta", "Shift", "Alt"].includes(event.key)) return step;
  if (!event.ctrlKey && !event.metaKey) return 0;
  const key = event.key.toLowerCase();
  if (key === SECRET_SEQUENCE[step]) return step + 1;
  // Any other key starts over. An extra Ctrl/Cmd+C where Ctrl/Cmd+P is due is not "another key": the last two
  // presses still begin the sequence, so the visitor is never punished for copying once too often.
  return key === "c" ? step : 0;
}

/**
 * Listens for the sequence until `signal` aborts. Copying still works: Ctrl/Cmd+C is never
 * prevented; only the final Ctrl/Cmd+P is, so the print dialog does not open over the redirect.
 */
export function listenForSecretSequence(onComplete: () => void, signal: AbortSignal) {
  let step = 0;
  function onKeyDown(event: KeyboardEvent) {
    step = nextSecretStep(step, event);
    if (step < SECRET_SEQUENCE.length) return;
    step = 0;
    event.preventDefault();
    onComplete();
  }
  window.addEventListener("keydown", onKeyDown, { signal });
}
