// Whether a state-changing request comes from this site: one rule, applied once to each request. server.ts applies it
// before any route runs; the resource routes that change state (sign-out, an upload's one-file endpoint), which
// React Router does not check, apply it themselves only where server.ts did not (request-context.ts's
// isSameOriginRequest: the development server, tests).

export type OriginFacts = {
  /** The Origin header, if any. */
  origin: string | null | undefined;
  /** The Sec-Fetch-Site header, if any. */
  secFetchSite: string | null | undefined;
  /** This request's own origin (scheme://host[:port]; behind a trusted proxy, the forwarded ones). */
  requestOrigin: string | undefined;
  /** PUBLIC_URL, when set. */
  publicUrl: string | undefined;
};

/**
 * An Origin must be this request's own origin or PUBLIC_URL's ("null", a sandboxed or privacy-stripped origin, is
 * refused). Browsers send Origin on every cross-site POST; without one, Sec-Fetch-Site still tells a cross-site
 * request apart. A request with neither comes from a program, not a browser, so no visitor's cookies ride on it.
 */
export function isSameOrigin({ origin, secFetchSite, requestOrigin, publicUrl }: OriginFacts): boolean {
  if (!origin) return secFetchSite !== "cross-site" && secFetchSite !== "same-site";
  if (origin === "null") return false;
  const allowed = new Set<string>();
  if (requestOrigin) allowed.add(requestOrigin);
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  return allowed.has(origin);
}
