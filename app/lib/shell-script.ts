/**
 * The contract between the shell script (app/entry.shell.ts) and the app (ADR 006). A first visit to a page that
 * loads the app on demand (the home and services pages, scripts/postbuild.ts) runs no React: the shell script runs
 * the small-screen menu, the carousels, the chat toggle and the manager shortcut with plain DOM code. When the
 * visitor asks for something only the app can do (the chat, the manager sign-in), it loads the app
 * (`window.__bootApp`, written by scripts/defer-hydration.ts) and records what was asked; once React has hydrated
 * the page, the app takes the request and the shell script hands its listeners over.
 */

/** What a visitor can ask for before the app has loaded. */
export type ShellRequest = "chat" | "manager-login";

export interface ShellScript {
  /** Whether the visitor asked for `request` before the app loaded; true once, then forgotten. */
  take(request: ShellRequest): boolean;
  /** Stops the script's listeners; the app's own take over from the state the DOM holds. */
  handOver(): void;
}

declare global {
  interface Window {
    __shellScript?: ShellScript;
    /** Loads and hydrates the app, on a page that waits to be asked (scripts/defer-hydration.ts); once. */
    __bootApp?: () => void;
  }
}

/** Whether the visitor asked for `request` before the app loaded (then it is the app's to do). */
export function takeShellRequest(request: ShellRequest): boolean {
  return typeof window !== "undefined" && (window.__shellScript?.take(request) ?? false);
}

/** Called once the app has hydrated: the shell script stops, if it ran. */
export function endShellScript() {
  const script = window.__shellScript;
  window.__shellScript = undefined;
  script?.handOver();
}
