/**
 * The site header's small-screen menu, opened and closed by plain DOM code, as the carousels are moved (ADR 005):
 * React renders the button and the panel once and never changes them, so the same code serves a hydrated page
 * (SiteHeader's effect) and a page before React has loaded (the pre-React script, app/entry.pre-react.ts, ADR 006).
 * The menu's state is the DOM's own: the button's aria-expanded and the panel's hidden attribute.
 */

export const MENU_ID = "mobile-menu";

type MenuParts = { button: HTMLButtonElement; panel: HTMLElement };

function menuParts(header: ParentNode): MenuParts | null {
  const button = header.querySelector<HTMLButtonElement>(`button[aria-controls="${MENU_ID}"]`);
  const panel = header.querySelector<HTMLElement>(`#${MENU_ID}`);
  return button && panel ? { button, panel } : null;
}

function showMenu({ button, panel }: MenuParts, open: boolean) {
  button.setAttribute("aria-expanded", String(open));
  button.setAttribute("aria-label", open ? "Close menu" : "Open menu");
  panel.hidden = !open;
}

/** Opens or closes the menu: the panel shows or hides, the button says which it will do next. */
export function setMenuOpen(header: ParentNode, open: boolean) {
  const parts = menuParts(header);
  if (parts) showMenu(parts, open);
}

/**
 * Brings the menu inside `header` to life: its button opens and closes it, a chosen link closes it, and Escape
 * closes it and puts focus back on the button, until `signal` aborts (the menu stays as it is).
 */
export function startMenu(header: HTMLElement, signal: AbortSignal) {
  const parts = menuParts(header);
  if (!parts) return;
  const { button, panel } = parts;
  const isOpen = () => button.getAttribute("aria-expanded") === "true";

  const onToggle = () => showMenu(parts, !isOpen());
  const onChoose = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) showMenu(parts, false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !isOpen()) return;
    showMenu(parts, false);
    button.focus();
  };

  button.addEventListener("click", onToggle, { signal });
  panel.addEventListener("click", onChoose, { signal });
  header.addEventListener("keydown", onKeyDown, { signal });
}
