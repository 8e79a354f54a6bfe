// Where a manager returns after signing in: a page of the dashboard on this site, never another site. The sign-in
// link carries it as ?redirectTo=…, which anyone can write, so it is checked wherever it is read.

/** The dashboard's pages; a return path must lead to one of them. */
const DASHBOARD = "/manager-dashboard";
const BASE = "https://return-path.invalid";
const MAX_LENGTH = 2000;

/**
 * `value` as a path of this site's dashboard (path, query and fragment, normalised), or null when it is anything
 * else: another site (`//evil`, `/\evil`, `https://…`), an encoded form of one, control characters, or a page
 * outside the dashboard.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  // Every spelling a browser might read as another host is refused, decoded or not.
  let decoded = value;
  for (let round = 0; round < 3; round += 1) {
    if (!isPlainPath(decoded)) return null;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    decoded = next;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname !== DASHBOARD && !url.pathname.startsWith(`${DASHBOARD}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function isPlainPath(value: string) {
  return (
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.includes("\\") &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
    !/[\u0000-\u001f\u007f]/.test(value)
  );
}

/** The sign-in page (or another step, `page`) that returns to `returnPath` (already checked) afterwards. */
export function signInHref(returnPath: string | null, page = "/manager-login") {
  return returnPath && returnPath !== DASHBOARD ? `${page}?redirectTo=${encodeURIComponent(returnPath)}` : page;
}
