// What every public form does before and around its own work: count the submission against the per-IP limit
// (before the body is read, so refused senders cost one small database write), and write the security log
// lines for rate-limited senders and honeypot hits.
import type { RouterContextProvider } from "react-router";
import type { AppContext } from "~/.server/app-context";
import { consumeFormRateLimit } from "~/.server/db/rate-limit";
import { type RequestFacts, requestFacts } from "~/.server/runtime/request-context";
import { logSecurityEvent } from "~/.server/runtime/security-log";

export type PublicForm = "contact" | "quote" | "book" | "chat" | "application";

export type Admission =
  | { status: "allowed" }
  | { status: "limited"; retryAfterSeconds: number }
  // The count could not be written (the database is down): the handler goes on so the visitor still gets
  // field errors, and reports this error only where it would save — the save could not work either.
  | { status: "unknown"; error: unknown };

export type Sender = RequestFacts & { form: PublicForm };

/** Who sent the request, for the limit and the log. The IP comes from server.ts (never from a header here). */
export function senderOf(request: Request, context: Readonly<RouterContextProvider>, form: PublicForm): Sender {
  return { ...requestFacts(request, context), form };
}

/**
 * Counts this submission for the sender's IP. Every POST counts — valid, invalid or honeypot — so a bot cannot
 * probe without limit. Never throws.
 */
export async function admitSubmission(
  app: Pick<AppContext, "db" | "formRateLimit">,
  sender: Sender,
): Promise<Admission> {
  try {
    const decision = await consumeFormRateLimit(app, sender.subject);
    if (decision.isAllowed) return { status: "allowed" };
    logSecurityEvent("rate-limited", sender, { form: sender.form, status: 429 });
    return { status: "limited", retryAfterSeconds: decision.retryAfterSeconds };
  } catch (error) {
    return { status: "unknown", error };
  }
}

/** Throws the error that kept the submission from being counted, so the handler's catch reports "failed". */
export function requireCounted(admission: Admission) {
  if (admission.status === "unknown") throw admission.error;
}

export function logHoneypotHit(sender: Sender) {
  logSecurityEvent("honeypot", sender, { form: sender.form });
}
