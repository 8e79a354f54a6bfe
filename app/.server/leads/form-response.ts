// How a public form's action answers: its FormResult (lib/schemas/form-result.ts, the contract with the page) with
// the HTTP status and headers that go with it. The page reads the answer through components/forms/submission-result.ts.
import { data, type RouterContextProvider } from "react-router";
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

type LeadFormArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * A public form page's action: `submit` reads, checks and stores the submission (it never throws), and the page
 * answers with its result and the status and headers that go with it.
 */
export function leadFormAction<R extends FormResult>(
  submit: (request: Request, context: LeadFormArgs["context"]) => Promise<R>,
) {
  return async ({ request, context }: LeadFormArgs) => {
    const result = await submit(request, context);
    return data(result, responseInitOf(result));
  };
}

/** A public form page's headers: the action's (Retry-After on a 429) go on the page's response too, not only on the data request's. */
export const actionHeadersOnPage = ({ actionHeaders }: { actionHeaders: Headers }) => actionHeaders;
