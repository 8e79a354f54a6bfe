// After a burst of requests V8 keeps the burst's garbage resident until a full collection that reduces memory, and
// a burst can end without one: the old generation first grows to several times its live size. After `npm run bench`
// the server then sat at ~370 MB, well over a third of it garbage, for as long as it stayed idle. A lower
// --max-old-space-size bounds that but makes full collections so frequent under load that the dashboard's p95 rose.
// So the server collects once itself when it falls idle: a while after the last request, one collection that
// compacts the heap and returns the free pages (V8's "last resort" flavour, ~0.1 s here, off the request path).
// server.ts starts it; it needs node's `--expose-gc` (package.json `serve`), and without it nothing is collected.

export const IDLE_COLLECTION_MS = 5_000;
const CHECK_EVERY_MS = 1_000;

type Collect = (options: { type: "major"; execution: "async"; flavor: "last-resort" }) => unknown;

/**
 * Starts the idle collector and returns what each request calls. One collection per idle spell: after it, the
 * collector waits for the next request. The boot's garbage counts as a burst's.
 */
export function collectGarbageWhenIdle(collect = globalThis.gc as Collect | undefined): () => void {
  if (!collect) return () => {};
  let lastRequestAt = performance.now();
  let hasGarbage = true;
  setInterval(() => {
    if (!hasGarbage || performance.now() - lastRequestAt < IDLE_COLLECTION_MS) return;
    hasGarbage = false;
    void collect({ type: "major", execution: "async", flavor: "last-resort" });
  }, CHECK_EVERY_MS).unref();
  return () => {
    lastRequestAt = performance.now();
    hasGarbage = true;
  };
}
