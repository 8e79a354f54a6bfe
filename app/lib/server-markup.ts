import { createContext, useContext } from "react";

/**
 * Parts of pages that only the server renders (ADR 005). entry.server.tsx provides them from `.server` modules, so
 * a route shows them in its server render while the route's browser bundle never imports their code or copy.
 */
export type ServerMarkup = { homeSections: () => React.ReactNode };

export const ServerMarkupContext = /* @__PURE__ */ createContext<ServerMarkup | null>(null);

/** The server-only parts, in the server render; throws anywhere else. */
export function useServerMarkup(): ServerMarkup {
  const markup = useContext(ServerMarkupContext);
  if (!markup) throw new Error("Server markup exists only in the server render (entry.server.tsx).");
  return markup;
}
