import type { RouterContextProvider } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { requireManager } from "~/.server/auth/session";
import type { Database } from "~/.server/db/client";
import { notFound } from "./ui/private-page";

// For loaders only, which React Router keeps out of the browser; the 404 is the manager pages' own (ui/private-page).

/**
 * What a details page's loader starts with: the app, the signed-in manager (requireManager throws the redirect for
 * anyone else) and the record `find` looks up; a record that does not exist (or no longer does) throws a 404.
 */
export async function loadDetails<R>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  find: (db: Database) => Promise<R | null | undefined>,
) {
  const app = appContextOf(context);
  const manager = await requireManager(app, request);
  const record = await find(app.db);
  if (!record) throw notFound();
  return { app, manager, record };
}
