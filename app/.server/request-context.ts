import { createContext, RouterContextProvider } from "react-router";

export type RequestInfo = { nonce: string; clientIp: string };

/** Per-request facts set by server.ts: the CSP nonce and the client IP (from the socket, or X-Forwarded-For behind a trusted proxy). */
export const requestContext = createContext<RequestInfo>();

export function createRequestContext(info: RequestInfo) {
  const context = new RouterContextProvider();
  context.set(requestContext, info);
  return context;
}
