// Every server runs this loop: it publishes the items whose scheduled time has come (whichever server gets there
// first; the others skip the rows it holds) and reads the content version, so a publish on another server reaches
// this one's pages within a second or two. One cheap query a second instead of one per page view (ADR 015).
import type { Database } from "~/.server/db/client";
import { publishDueItems } from "./items";
import type { ContentState } from "./published";

/** How often the loop runs: well inside the five seconds a publish may take to show on every server. */
export const CONTENT_WATCH_EVERY_MS = 1000;

/**
 * Starts the loop; `onError` hears a failed round (the loop goes on). Returns the function that stops it, which waits
 * for a round in progress.
 */
export function startContentWatch(
  db: Database,
  content: ContentState,
  onError: (error: unknown) => void,
  everyMs = CONTENT_WATCH_EVERY_MS,
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  let isFailing = false;
  let round: Promise<void> = Promise.resolve();
  const run = () => {
    round = check();
  };
  const check = async () => {
    try {
      await publishDueItems(db);
      await content.refresh();
      isFailing = false;
    } catch (error) {
      // Said once per outage, not once a second.
      if (!isFailing) onError(error);
      isFailing = true;
    }
    if (isStopped) return;
    timer = setTimeout(run, everyMs);
    timer.unref();
  };
  timer = setTimeout(run, everyMs);
  timer.unref();
  return async () => {
    isStopped = true;
    clearTimeout(timer);
    await round;
  };
}
