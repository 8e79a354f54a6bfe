import type { FormResult, FormValues } from "~/lib/schemas/form-result";

/** How a form page reads its action's answer: the server's FormResult, or one the browser made when none arrived. */
export type SubmissionResult =
  | FormResult
  // No answer reached the browser (network error, proxy error page, timeout): made in the browser, not the server.
  | { status: "unreachable"; values: FormValues };

const NO_VALUES: FormValues = {};
const NO_ERRORS: Record<string, string> = {};

/** The visitor's entries to put back in the form: none after a success, so the fresh form is empty. */
export function valuesOf(result: SubmissionResult | undefined): FormValues {
  return result && result.status !== "success" ? result.values : NO_VALUES;
}

export function errorsOf(result: SubmissionResult | undefined): Record<string, string> {
  return result?.status === "invalid" ? result.errors : NO_ERRORS;
}

/** One text value; a repeated field gives its first entry. */
export function textOf(values: FormValues, name: string): string | undefined {
  const value = values[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The id of the control (or the group, for radio buttons) that a lead form's field `name` shows in: the error
 * summary's link leads there. Written from the name alone, so the server's HTML links to it without JavaScript.
 */
export function fieldIdOf(name: string) {
  return `field-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

/** A field's name, id, the entry to put back in it and its error: what a field of the form is given. */
export function fieldOf(form: { values: FormValues; errors: Record<string, string> }, name: string) {
  return { name, id: fieldIdOf(name), defaultValue: textOf(form.values, name), error: form.errors[name] };
}

/** The n-th entry of a repeated field such as workHistory. */
export function entryOf(values: FormValues, name: string, index: number): string | undefined {
  const value = values[name];
  if (Array.isArray(value)) return value[index];
  return index === 0 ? value : undefined;
}

/** Errors about keys no field on the form shows (e.g. "form" for an unreadable body), to show with the form's alert. */
export function unplacedErrors(errors: Record<string, string>, placedKeys: Iterable<string>): string[] {
  const placed = new Set(placedKeys);
  return Object.entries(errors)
    .filter(([key]) => !placed.has(key))
    .map(([, message]) => message);
}

export type ProblemMessages = {
  /** Shown when the body or the file was over the size limit. */
  tooLarge: string;
};

const UNREACHABLE_MESSAGE =
  "Your submission did not reach us: the connection failed or our server did not answer in time. Everything you entered is still here, so please try again.";

const RATE_LIMITED_MESSAGE = "Too many submissions from your network. Please wait a few minutes and try again.";

/** A short, visitor-facing sentence about why the submission did not go through, or undefined on success. */
export function problemOf(result: SubmissionResult | undefined, messages: ProblemMessages): string | undefined {
  switch (result?.status) {
    case undefined:
    case "success":
      return undefined;
    case "invalid": {
      const count = Object.keys(result.errors).length;
      return count === 1
        ? "One answer needs another look. It is marked below."
        : `${count} answers need another look. Each one is marked below.`;
    }
    case "too-large":
      return messages.tooLarge;
    case "rate-limited":
      return RATE_LIMITED_MESSAGE;
    case "failed":
      return "We could not save your submission just now. Your entries are still here, so please try again in a moment.";
    case "unreachable":
      return UNREACHABLE_MESSAGE;
  }
}
