/** The submitted text fields, echoed back so a page rendered without JavaScript can refill its form. */
export type FormValues = Record<string, string | string[]>;

/** What a form handler answers (the contract between the form pages and the server, /work/briefs/contract.md). */
export type FormResult =
  | { status: "success"; role?: string } // role: the application's role title, for the thank-you
  | { status: "invalid"; errors: Record<string, string>; values: FormValues }
  | { status: "failed"; values: FormValues } // the server could not save (e.g. database down)
  | { status: "too-large"; values: FormValues } // body or file over the limit
  | { status: "rate-limited"; values: FormValues; retryAfterSeconds: number }; // until the sender's window ends

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
