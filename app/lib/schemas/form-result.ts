/** The submitted text fields, echoed back so a page rendered without JavaScript can refill its form. */
export type FormValues = Record<string, string | string[]>;

/**
 * What a public form's action answers: the contract between the form pages and the server. It lives here, with
 * no server code, so that both sides import the one type.
 */
export type FormResult =
  | { status: "success"; role?: string } // role: the application's role title, for the thank-you
  | { status: "invalid"; errors: Record<string, string>; values: FormValues }
  | { status: "failed"; values: FormValues } // the server could not save (e.g. database down)
  | { status: "too-large"; values: FormValues } // body or file over the limit
  | { status: "rate-limited"; values: FormValues; retryAfterSeconds: number }; // until the sender's window ends
