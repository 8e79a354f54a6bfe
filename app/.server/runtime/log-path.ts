// A request's path as every log line writes it (the request log, the security log, error lines): the token in a
// link's path — whoever holds it can cancel a call, upload to a request, or set a manager's password — is replaced by
// its name, so a log that leaks or is shared opens nothing. The query is never logged at all.
//
// React Router matches a route whatever the letter case, with its segments percent-encoded, with trailing slashes,
// and as its data request (`/book/cancel/<token>.data`, `/book/cancel/<token>/_.data`), so the redaction compares
// segments the same way. log-path.test.ts walks every route in app/routes.ts whose parameter is named like a token
// and fails until it is listed here.

/** The routes whose path carries a secret, as app/routes.ts writes them (a longer path under one is covered too). */
export const TOKEN_ROUTES = [
  "book/cancel/:token",
  "upload/:token",
  "manager-login/invitation/:token",
  "manager-login/reset-password/:token",
] as const;

const DATA_SUFFIX = ".data";

type Pattern = { fixed: string[]; name: string };

const PATTERNS: Pattern[] = TOKEN_ROUTES.map((route) => {
  const segments = route.split("/");
  const last = segments.at(-1) ?? "";
  return { fixed: segments.slice(0, -1).map((segment) => segment.toLowerCase()), name: last };
});

/** A segment as React Router compares it: percent-decoded, any letter case. */
function comparable(segment: string) {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * `pathname` (without its query) as the logs may show it: the token of a TOKEN_ROUTES path replaced by its name
 * (`/book/cancel/:token`, `/upload/:token/file`, `/book/cancel/:token.data`); any other path as it is.
 */
export function loggedPath(pathname: string): string {
  const segments = pathname.split("/");
  // Empty segments (a doubled or trailing slash) are skipped when comparing, as a stricter router would not match.
  const filled = segments.flatMap((segment, index) => (segment === "" ? [] : [index]));
  for (const pattern of PATTERNS) {
    const tokenAt = filled[pattern.fixed.length];
    if (tokenAt === undefined) continue;
    if (!pattern.fixed.every((fixed, position) => comparable(segments[filled[position]!]!) === fixed)) continue;
    const token = segments[tokenAt]!;
    const suffix = token.endsWith(DATA_SUFFIX) && filled.at(-1) === tokenAt ? DATA_SUFFIX : "";
    return [...segments.slice(0, tokenAt), pattern.name + suffix, ...segments.slice(tokenAt + 1)].join("/");
  }
  return pathname;
}

/**
 * The path of an HTTP request-target as the logs show it (loggedPath): of `/book?x=1` or of the absolute form a
 * client may send instead (`http://host/book/cancel/<token>`), which the router also answers.
 */
export function loggedTarget(target: string): string {
  const pathname = target.startsWith("/") ? target.split("?")[0]! : pathOfAbsolute(target);
  return loggedPath(pathname);
}

function pathOfAbsolute(target: string) {
  try {
    return new URL(target).pathname;
  } catch {
    return target.split("?")[0]!;
  }
}
