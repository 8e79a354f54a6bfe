/**
 * Runs `start` with a fresh AbortSignal and returns the function that aborts it: the cleanup of an effect whose DOM
 * code listens with `{ signal }` (the menu, the carousels, the manager shortcut), so one call stops every listener.
 */
export function listenUntilStopped(start: (signal: AbortSignal) => void): () => void {
  const listening = new AbortController();
  start(listening.signal);
  return () => listening.abort();
}
