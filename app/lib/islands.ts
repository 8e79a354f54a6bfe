/**
 * The contract between the home page's own small script (app/islands/home.ts) and the app (ADR 006). A first visit
 * to the home page loads no React: that script runs the menu, the carousels, the chat toggle and the manager
 * shortcut with plain DOM code. When the visitor asks for something only the app can do (the chat, the manager
 * sign-in), it loads the app (`window.__bootApp`, written by scripts/defer-hydration.ts) and records what was asked;
 * once React has hydrated the page, the app takes the request and the script hands its listeners over.
 */

/** What a visitor can ask for on the home page before the app has loaded. */
export type IslandIntent = "chat" | "manager-login";

export interface HomeIslands {
  /** Whether the visitor asked for `intent` before the app loaded; true once, then forgotten. */
  take(intent: IslandIntent): boolean;
  /** Stops the script's listeners; the app's own take over from the state the DOM holds. */
  handOver(): void;
}

declare global {
  interface Window {
    __homeIslands?: HomeIslands;
    /** Loads and hydrates the app, on a page that waits to be asked (scripts/defer-hydration.ts); once. */
    __bootApp?: () => void;
  }
}

/** The element holding the home page's sections (server markup, ADR 005). */
export const HOME_SECTIONS_ID = "home-sections";

/** Whether the visitor asked for `intent` on the home page before the app loaded (then it is the app's to do). */
export function takeIslandIntent(intent: IslandIntent): boolean {
  return typeof window !== "undefined" && (window.__homeIslands?.take(intent) ?? false);
}

/** Called once the app has hydrated: the home page's script stops, if it ran. */
export function endIslands() {
  const islands = window.__homeIslands;
  window.__homeIslands = undefined;
  islands?.handOver();
}
