// What every public form does before its own work, in one step: count the submission against the per-IP limit
// (before the body is read, so refused senders cost one small database write), read the body, and write the
// security log line for a rate-limited sender or a honeypot hit.
import type { AppContext } from "~/.server/app-context";
import { consumeFormRateLimit, type RateLimitDecision } from "~/.server/db/rate-limit";
import { type FormFields, type ReadFormLimits, type ReadFormOutcome, readForm } from "~/.server/runtime/read-form";
import type { RequestFacts } from "~/.server/runtime/request-context";
import { logSecurityEvent, type PublicForm } from "~/.server/runtime/security-log";
import { HONEYPOT_FIELD } from "~/lib/schemas/common";

/** Who sent the submission (request-context.ts's requestFacts) and to which form. */
export type Sender = RequestFacts & { form: PublicForm };

type ReadOk = Extract<ReadFormOutcome, { kind: "ok" }>;

export type Intake =
  /** Over the limit. `form` is the body, read all the same so that the form can be refilled, or null (see readWhenLimited). */
  | { status: "limited"; retryAfterSeconds: number; form: ReadFormOutcome | null }
  /** The hidden honeypot input was filled in, so a bot sent it: the handler answers as if it had been stored. */
  | { status: "honeypot"; form: ReadOk }
  /** Counted, and the body read (it may still be too large or malformed). */
  | { status: "counted"; form: ReadFormOutcome }
  /**
   * The count could not be written (the database is down): the handler goes on so the visitor still gets field
   * errors, and throws `error` only where it would save — the save could not work either.
   */
  | { status: "uncounted"; form: ReadFormOutcome; error: unknown };

/**
 * Counts this submission for the sender's IP, then reads its body within `limits`. Every POST counts — valid,
 * invalid or honeypot — so a bot cannot probe without limit. A sender over the limit is logged, and its body is not
 * read unless `readWhenLimited`. Throws only what reading a body throws for errors that are not about the input.
 */
export async function admitSubmission(
  app: Pick<AppContext, "db" | "formRateLimit">,
  request: Request,
  sender: Sender,
  { limits, readWhenLimited }: { limits: ReadFormLimits; readWhenLimited: boolean },
): Promise<Intake> {
  const count: RateLimitDecision | { error: unknown } = await consumeFormRateLimit(app, sender.subject).catch(
    (error: unknown) => ({ error }),
  );
  const limited = "isAllowed" in count && !count.isAllowed ? count : null;
  const form = limited && !readWhenLimited ? null : await readForm(request, limits);
  const isHoneypot = !limited && form?.kind === "ok" && isHoneypotFilled(form.fields);
  if (limited || isHoneypot) {
    logSecurityEvent(limited ? "rate-limited" : "honeypot", sender, {
      form: sender.form,
      status: limited ? 429 : undefined,
    });
  }

  if (limited) return { status: "limited", retryAfterSeconds: limited.retryAfterSeconds, form };
  const read = form as ReadFormOutcome; // within the limit, the body is always read
  if (isHoneypot && read.kind === "ok") return { status: "honeypot", form: read };
  return "error" in count ? { status: "uncounted", form: read, error: count.error } : { status: "counted", form: read };
}

/** True when the hidden honeypot input was filled in: people never see it, so a bot sent the form. */
function isHoneypotFilled(fields: FormFields) {
  return fields.get(HONEYPOT_FIELD)?.some((value) => value.trim() !== "") ?? false;
}
