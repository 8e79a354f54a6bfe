// Whether a state-changing request comes from this site: one rule, used by server.ts before any route runs and by
// the routes that check it themselves (sign-out). Plain-Node importable (server.ts loads it): no imports.

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

/** The rule for a Fetch API request (a route's own check). */
export function isSameOriginRequest(request: Request, publicUrl: string | undefined): boolean {
  return isSameOrigin({
    origin: request.headers.get("origin"),
    secFetchSite: request.headers.get("sec-fetch-site"),
    requestOrigin: new URL(request.url).origin,
    publicUrl,
  });
}
