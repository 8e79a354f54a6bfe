import { createContext, RouterContextProvider } from "react-router";
import { type AppContext, appContext } from "../app-context.ts";

export type RequestInfo = { nonce: string; clientIp: string };

/** Per-request facts set by server.ts: the CSP nonce and the client IP (from the socket, or X-Forwarded-For behind a trusted proxy). */
export const requestContext = createContext<RequestInfo>();

/** One request's load context: the server's app context and this request's facts. */
export function createRequestContext(app: AppContext, info: RequestInfo) {
  const context = new RouterContextProvider();
  context.set(appContext, app);
  context.set(requestContext, info);
  return context;
}

/** The client IP server.ts found for this request, or "unknown" for a caller that set no request context. */
export function clientIpOf(context: Readonly<RouterContextProvider>): string {
  try {
    return context.get(requestContext).clientIp;
  } catch {
    // No request context (a caller outside server.ts): every such request shares the "unknown" count.
    return "unknown";
  }
}
