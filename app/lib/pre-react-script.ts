// The contract between the pre-React script (app/entry.pre-react.ts) and the app (ADR 006). A first visit to a page
// that loads the app on demand (scripts/on-demand-pages.ts: the home and services pages, the content pages of ADR 014
// and the lead-form pages of ADR 010) runs no React: the pre-React script runs the small-screen menu, the carousels, the chat toggle and the manager
// shortcut with plain DOM code. When the visitor asks for something only the app can do (the chat, the manager
// sign-in, a form), it loads the app (`window.__bootApp`, written by scripts/defer-hydration.ts) and records what was
// asked; once React has hydrated the page, the app takes the request and the pre-React script hands its listeners
// over.

/** What a visitor can ask for before the app has loaded. */
export type PreReactRequest = "chat" | "manager-login";

export interface PreReactScript {
  /** Whether the visitor asked for `request` before the app loaded; true once, then forgotten. */
  take(request: PreReactRequest): boolean;
  /** Stops the script's listeners; the app's own take over from the state the DOM holds. */
  handOver(): void;
}

declare global {
  interface Window {
    __preReactScript?: PreReactScript;
    /** Loads and hydrates the app, on a page that waits to be asked (scripts/defer-hydration.ts); once. */
    __bootApp?: () => void;
  }
}

/**
 * Stops the listeners of `listening` when the app takes over: for a page's own pre-React script (the lead forms', the
 * content pages'), which adds listeners to the home page's script that it imports.
 */
export function stopOnHandOver(listening: AbortController) {
  const base = window.__preReactScript;
  if (!base) return;
  window.__preReactScript = {
    ...base,
    handOver: () => {
      listening.abort();
      base.handOver();
    },
  };
}

/** Whether the visitor asked for `request` before the app loaded (then it is the app's to do). */
export function takePreReactRequest(request: PreReactRequest): boolean {
  return typeof window !== "undefined" && (window.__preReactScript?.take(request) ?? false);
}

/** Called once the app has hydrated: the pre-React script stops, if it ran. */
export function endPreReactScript() {
  const script = window.__preReactScript;
  window.__preReactScript = undefined;
  script?.handOver();
}
