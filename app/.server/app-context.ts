// The app context: everything a loader, action or background job needs from the running server — the configuration,
// the database, file storage, auth, the form limit, lead alerts and the published content — built once by startApp() (lifecycle.ts) and
// handed to React Router in every request's load context. Tests build their own (tests/support/app-context.ts).
// Loaders and actions read it with appContextOf(context) and pass what a .server function needs as arguments.
import { createContext, RouterContextProvider } from "react-router";
import type { Auth } from "./auth/config.ts";
import type { ContentState } from "./content/published.ts";
import type { Database } from "./db/client.ts";
import type { RateLimit } from "./db/rate-limit.ts";
import type { FileStorage } from "./files/storage.ts";
import type { Notifications } from "./mail/notifications.ts";
import type { Env } from "./runtime/env.ts";
import { type RequestInfo, requestContext } from "./runtime/request-context.ts";

export type AppContext = {
  readonly config: Env;
  readonly db: Database;
  readonly storage: FileStorage;
  readonly auth: Auth;
  /** The public forms' shared per-IP limit (RATE_LIMIT_FORMS). */
  readonly formRateLimit: RateLimit;
  readonly notifications: Notifications;
  /** What is published in the content studio, as this server knows it (content/published.ts). */
  readonly content: ContentState;
};

export const appContext = createContext<AppContext>();

// React Router's development server offers no hook for a load context, so `npm run dev` registers its app context
// here (bootForDevelopment in lifecycle.ts); the production server and the tests always put it in the load context.
const DEVELOPMENT_APP_CONTEXT = Symbol.for("eidbi.development-app-context");
type DevelopmentGlobal = { [DEVELOPMENT_APP_CONTEXT]?: AppContext };

export function registerDevelopmentAppContext(context: AppContext | undefined) {
  (globalThis as DevelopmentGlobal)[DEVELOPMENT_APP_CONTEXT] = context;
}

/** The app context of this request: `const { db } = appContextOf(context)` in a loader or action. */
export function appContextOf(context: Readonly<RouterContextProvider>): AppContext {
  try {
    return context.get(appContext);
  } catch (error) {
    const development = (globalThis as DevelopmentGlobal)[DEVELOPMENT_APP_CONTEXT];
    if (development) return development;
    throw new Error("No app context in this request's load context: server.ts puts it there.", { cause: error });
  }
}

/** One request's load context: the server's app context and this request's facts. */
export function createRequestContext(app: AppContext, info: RequestInfo) {
  const context = new RouterContextProvider();
  context.set(appContext, app);
  context.set(requestContext, info);
  return context;
}
