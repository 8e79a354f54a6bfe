/**
 * Buttons that open the browser's print dialog (a guide's Download Resource: the print stylesheet leaves the guide
 * alone, so "Save as PDF" gives a clean document). Plain DOM code, so the same listener serves a hydrated page and
 * one that runs its pre-React script (ADR 014): a click on a `data-print-page` button under `root` prints the page,
 * until `signal` aborts.
 */
export function startPrintButtons(root: HTMLElement, signal: AbortSignal) {
  root.addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Element && event.target.closest("button[data-print-page]")) window.print();
    },
    { signal },
  );
}
