// Who sent a request, in one place: the client IP server.ts determined, the part of it a limit counts, the path as the
// logs may show it and the request's id. The rate limits, the security log and the upload path all read them here.
// Also the routes' side of the same-origin rule (same-origin.ts), which the load context tells them server.ts applied.
import { createContext, type RouterContextProvider } from "react-router";
import { CLIENT_IP_HEADER, rateLimitSubject } from "./client-subject.ts";
import { loggedPath } from "./log-path.ts";
import { isSameOrigin } from "./same-origin.ts";

export type RequestInfo = {
  /** None for a page rendered for the render cache: its inline scripts are allowed by their hashes. */
  nonce: string | undefined;
  clientIp: string;
  /** server.ts refused cross-site requests before any route ran (same-origin.ts), so a route need not ask again. */
  isOriginChecked?: boolean;
};

/**
 * Per-request facts set by server.ts: the CSP nonce (none for a page rendered for the render cache) and the client IP
 * (from the socket, or X-Forwarded-For behind a trusted proxy).
 */
export const requestContext = createContext<RequestInfo>();

export type RequestFacts = {
  /** The client IP server.ts determined; "unknown" for a caller that gave none. */
  ip: string;
  /** The part of the IP a limit counts: IPv4 as is, IPv6 by its /64 (client-subject.ts). */
  subject: string;
  /** The URL's path: no query (a dashboard search may hold a visitor's name), a link's token replaced (log-path.ts). */
  path: string;
  /** The request's id (X-Request-Id), which the request log shows too. */
  reqId: string | undefined;
};

/**
 * Who sent `request`. With a load context (loaders and actions) the IP is the one server.ts put there; without one
 * (the sign-in checks, which get the request alone) it is the X-Client-IP header server.ts stamped.
 */
export function requestFacts(request: Request, context?: Readonly<RouterContextProvider>): RequestFacts {
  const ip = context ? contextClientIp(context) : (request.headers.get(CLIENT_IP_HEADER) ?? "unknown");
  return {
    ip,
    subject: rateLimitSubject(ip),
    path: pathOf(request),
    reqId: request.headers.get("x-request-id") ?? undefined,
  };
}

/** The client IP in the load context, or "unknown" for a caller that set no request context. */
function contextClientIp(context: Readonly<RouterContextProvider>): string {
  try {
    return context.get(requestContext).clientIp;
  } catch {
    // No request context (a caller outside server.ts): every such request shares the "unknown" count.
    return "unknown";
  }
}

/** The path of a request's URL as the logs show it: without the query and a link's token (log-path.ts). */
function pathOf(request: Request) {
  try {
    return loggedPath(new URL(request.url).pathname);
  } catch {
    return "unknown";
  }
}

/** The same-origin rule for a route's own check of `request`: true at once when server.ts has applied it already. */
export function isSameOriginRequest(
  request: Request,
  context: Readonly<RouterContextProvider>,
  publicUrl: string | undefined,
): boolean {
  if (isCheckedByServer(context)) return true;
  return isSameOrigin({
    origin: request.headers.get("origin"),
    secFetchSite: request.headers.get("sec-fetch-site"),
    requestOrigin: new URL(request.url).origin,
    publicUrl,
  });
}

function isCheckedByServer(context: Readonly<RouterContextProvider>) {
  try {
    return context.get(requestContext).isOriginChecked === true;
  } catch {
    return false; // no request context: not served by server.ts
  }
}
