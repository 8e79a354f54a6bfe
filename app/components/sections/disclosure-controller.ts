/**
 * Show-and-hide buttons, run by plain DOM code as the carousels and the menu are (ADRs 005 and 006): React renders
 * each button and the part it shows once, closed, and never changes them, so the same code serves a hydrated page
 * (the component's effect) and a page before React has loaded (the pre-React script). The state is the DOM's own: the
 * button's aria-expanded and the part's hidden attribute. What the button says and its chevron follow aria-expanded
 * in CSS.
 *
 * A button marked `data-disclosure` shows or hides the element its aria-controls names. Inside a `data-accordion`
 * only one part is open at a time, and the arrow keys, Home and End move between its buttons (WAI-ARIA accordion
 * pattern).
 */

const BUTTON = "button[data-disclosure]";

function toggle(button: HTMLButtonElement) {
  const open = button.getAttribute("aria-expanded") !== "true";
  const accordion = button.closest("[data-accordion]");
  if (open && accordion) {
    for (const other of accordion.querySelectorAll<HTMLButtonElement>(BUTTON)) {
      if (other !== button && other.getAttribute("aria-expanded") === "true") show(other, false);
    }
  }
  show(button, open);
}

function show(button: HTMLButtonElement, open: boolean) {
  button.setAttribute("aria-expanded", String(open));
  const part = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (part) part.hidden = !open;
}

/** Where the arrow keys, Home and End move the focus among an accordion's buttons; undefined for other keys. */
function target(key: string, index: number, count: number) {
  if (key === "ArrowDown") return (index + 1) % count;
  if (key === "ArrowUp") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

/** Brings every disclosure button under `root` to life, until `signal` aborts (each part stays as it is). */
export function startDisclosures(root: HTMLElement, signal: AbortSignal) {
  const buttonOf = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLButtonElement>(BUTTON) : null;

  root.addEventListener(
    "click",
    (event) => {
      const button = buttonOf(event);
      if (button) toggle(button);
    },
    { signal },
  );
  root.addEventListener(
    "keydown",
    (event) => {
      const button = buttonOf(event);
      const accordion = button?.closest("[data-accordion]");
      if (!button || !accordion) return;
      const buttons = [...accordion.querySelectorAll<HTMLButtonElement>(BUTTON)];
      const index = target(event.key, buttons.indexOf(button), buttons.length);
      if (index === undefined) return;
      event.preventDefault();
      buttons[index]!.focus();
    },
    { signal },
  );
}
