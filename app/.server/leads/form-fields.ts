// What a lead form's fields mean beyond their values: the visitor's entries to send back, the errors by field, the
// submission key and where the visitor first arrived from. The body itself is read by runtime/read-form.ts.
import { z } from "zod";
import type { FirstTouch } from "~/.server/db/schema";
import type { FormFields } from "~/.server/runtime/read-form";
import { FIRST_TOUCH_FIELD } from "~/lib/first-touch";
import { HONEYPOT_FIELD } from "~/lib/schemas/common";
import { parseFirstTouchField } from "~/lib/schemas/first-touch";
import type { FormValues } from "~/lib/schemas/form-result";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";

/** True when the hidden honeypot input was filled in: people never see it, so a bot sent the form. */
export function isHoneypotFilled(fields: FormFields) {
  return fields.get(HONEYPOT_FIELD)?.some((value) => value.trim() !== "") ?? false;
}

/** Where the visitor first arrived from, or null: a missing or bad value is dropped, never the visitor's error. */
export function firstTouchOf(fields: FormFields): FirstTouch | null {
  return parseFirstTouchField(fields.get(FIRST_TOUCH_FIELD)?.[0]);
}

const SubmissionKeySchema = z.uuid();

/**
 * The form's submission key, or null when it has none (a form sent without JavaScript) or an unusable one: the
 * key only prevents duplicates, so a bad one is not worth refusing a visitor's message over.
 */
export function submissionKeyOf(fields: FormFields): string | null {
  const parsed = SubmissionKeySchema.safeParse(fields.get(SUBMISSION_KEY_FIELD)?.[0]);
  return parsed.success ? parsed.data.toLowerCase() : null;
}

// Enough for any honest entry; an absurd one is not sent back whole.
const MAX_ECHO_CHARS = 10_000;

/**
 * The text values to send back for refilling the form: only the form's own field names (and `answers.*` when
 * allowed), lists for repeated inputs, single strings otherwise.
 */
export function echoValues(
  fields: FormFields,
  { names, lists = [], answers = false }: { names: readonly string[]; lists?: readonly string[]; answers?: boolean },
): FormValues {
  const values: FormValues = {};
  const clip = (value: string) => value.slice(0, MAX_ECHO_CHARS);
  for (const [name, entries] of fields) {
    const isKnown = names.includes(name) || lists.includes(name) || (answers && name.startsWith("answers."));
    if (!isKnown || name === HONEYPOT_FIELD) continue;
    if (lists.includes(name)) values[name] = entries.slice(0, 20).map(clip);
    else values[name] = clip(entries[0] ?? "");
  }
  return values;
}

/**
 * One message per field from a zod error, keyed by the form's field names: "email", "answers.licenseNumber";
 * an issue inside a list ("workHistory.2") is reported on the list's name.
 */
export function fieldErrorsOf(error: z.ZodError, lists: readonly string[] = []): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const [first, ...rest] = issue.path.map(String);
    if (first === undefined) continue;
    const key = lists.includes(first) ? first : [first, ...rest].join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}
