/**
 * The carousel's arithmetic, kept free of React and the DOM so it can be unit-tested.
 * `start` is the index of the first visible item; the carousel moves one item at a time.
 */

/** Tailwind's md and lg breakpoints: the widths at which 2 and then 3 items fit side by side. */
export const CAROUSEL_MEDIA = { md: "(min-width: 48rem)", lg: "(min-width: 64rem)" } as const;

/** Before the browser has measured anything (server render, first client render) one item fills the view. */
export const SERVER_ITEMS_PER_VIEW = 1;

export function itemsPerView(matches: { md: boolean; lg: boolean }) {
  if (matches.lg) return 3;
  if (matches.md) return 2;
  return 1;
}

/** The last valid start: the point where the final item is in view. Never negative. */
export function lastStart(count: number, perView: number) {
  return Math.max(0, count - perView);
}

/** Keeps a start inside the range, e.g. after the window widens and fewer steps are needed. */
export function clampStart(start: number, count: number, perView: number) {
  return Math.min(Math.max(0, start), lastStart(count, perView));
}

/** A move of one item: the start goes up by one (Next) or down by one (Previous). */
export const NEXT = 1;
export const PREVIOUS = -1;
export type CarouselMove = typeof NEXT | typeof PREVIOUS;

export function moveStart(start: number, move: CarouselMove, count: number, perView: number) {
  return clampStart(start + move, count, perView);
}

/** Arrow keys move the carousel; anything else (including modified arrows, used by assistive tech) does not. */
export function moveForKey(event: Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey" | "shiftKey">) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
  if (event.key === "ArrowLeft") return PREVIOUS;
  if (event.key === "ArrowRight") return NEXT;
  return undefined;
}

export function isVisible(index: number, start: number, perView: number) {
  return index >= start && index < start + perView;
}

/** What a screen reader hears after a move: "Showing 2 to 4 of 4" or "Showing 3 of 4". */
export function positionLabel(start: number, count: number, perView: number) {
  const first = start + 1;
  const last = Math.min(count, start + perView);
  return `Showing ${first}${first === last ? "" : ` to ${last}`} of ${count}`;
}
