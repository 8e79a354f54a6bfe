import type { FormResult } from "~/lib/schemas/form-result";

/** The status and headers a route action answers with for `result` (a 429 says when to try again). */
export function responseInitOf(result: FormResult): ResponseInit {
  const status = httpStatusOf(result);
  if (result.status !== "rate-limited") return { status };
  return { status, headers: { "Retry-After": String(result.retryAfterSeconds) } };
}

/** The HTTP status a route action answers with for `result`. */
export function httpStatusOf(result: FormResult): number {
  switch (result.status) {
    case "success":
      return 200;
    case "invalid":
      return 400;
    case "failed":
      return 503;
    case "too-large":
      return 413;
    case "rate-limited":
      return 429;
  }
}
