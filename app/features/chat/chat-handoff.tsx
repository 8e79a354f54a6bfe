import { useEffect, useId, useRef, useState } from "react";
import { Field, TextareaField } from "~/components/forms/field";
import { FormAlert } from "~/components/forms/form-alert";
import { Honeypot } from "~/components/forms/honeypot";
import { problemOf, type SubmissionResult, unplacedErrors } from "~/components/forms/submission-result";
import { useFirmDetails } from "~/components/layout/use-firm-details";
import { buttonVariants } from "~/components/ui/button";
import { SUBMIT_TIMEOUT_MS } from "~/lib/answer-or-failure";
import { FIRST_TOUCH_FIELD, readFirstTouch } from "~/lib/first-touch";
import { isOfficeOpen } from "~/lib/office-hours";
import { newSubmissionKey, SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import type { HandoffPoint } from "./analytics-keys";
import type { CHAT_LEAD_FIELDS } from "./chat-lead-fields";
import { stepsOf } from "./conversation-replay";
import type { ChatMessage } from "./engine";

// "Leave your details" inside the chat: the visitor's name and e-mail (phone and a note optional) go to /chat/lead
// with what the visitor did in the conversation so far (the server rebuilds the assistant's side), as one inquiry the
// team answers like any other.

export const CHAT_LEAD_PATH = "/chat/lead";

/** While the office is open: a phone call or a booked call. After hours: when the team will answer. */
export function ReachUs({ now }: { now: Date }) {
  const firm = useFirmDetails();
  const weekdays = firm.hours[0]?.days ?? "";
  const weekdayTime = firm.hours[0]?.time ?? "";
  if (!isOfficeOpen(now, firm.officeHours)) {
    return (
      <p className="text-sm text-muted-foreground">
        Our office is closed right now. We are back {weekdays}, {weekdayTime} Central, and reply to every message within
        1 to 2 business days.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <a href={`tel:${firm.phoneHref}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
        Call us now
      </a>
      <a href="/book" className={buttonVariants({ variant: "outline", size: "sm" })}>
        Book a call
      </a>
    </div>
  );
}

type Values = Record<(typeof CHAT_LEAD_FIELDS)[number], string>;
const EMPTY: Values = { name: "", email: "", phone: "", note: "" };

const MESSAGES = {
  tooLarge: "Your details and the conversation are too long to send. Please shorten your note and try again.",
};

/**
 * Where the chat offered the form, once the visitor has left their details in this tab: it says so (also after the
 * chat is closed and opened again) instead of offering the form again. Focused as it appears after a send.
 */
export function DetailsLeftNote() {
  const noteRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The form that had the focus is gone: the note takes it, so a keyboard or screen reader user hears the answer.
    const active = document.activeElement;
    if (!active || active === document.body) noteRef.current?.focus();
  }, []);
  return (
    <div ref={noteRef} tabIndex={-1} className="outline-none">
      <FormAlert tone="success" title="Thank you, we have your details.">
        We reply within 1 to 2 business days. You can keep using the chat meanwhile.
      </FormAlert>
    </div>
  );
}

export function HandoffForm({
  messages,
  from,
  onSent,
  onCancel,
}: {
  messages: readonly ChatMessage[];
  from: HandoffPoint;
  /** The details arrived: the panel shows DetailsLeftNote in the form's place from now on. */
  onSent: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [result, setResult] = useState<SubmissionResult | undefined>();
  const [isSending, setIsSending] = useState(false);
  // One key per filled-in form: a retry after a lost answer stores nothing twice.
  const [submissionKey] = useState(newSubmissionKey);
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>("input[name=name]")?.focus();
  }, []);

  useEffect(() => {
    if (!result) return;
    if (result.status === "success") {
      onSentRef.current();
      return;
    }
    if (result.status === "invalid") {
      const first = Object.keys(result.errors).find((name) => name in EMPTY);
      if (first) {
        formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
    }
    alertRef.current?.focus();
  }, [result]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const body = new FormData(event.currentTarget);
    body.set(SUBMISSION_KEY_FIELD, submissionKey);
    body.set("steps", JSON.stringify(stepsOf(messages)));
    body.set("handoffFrom", from);
    body.set(FIRST_TOUCH_FIELD, readFirstTouch());
    setIsSending(true);
    setResult(await postLead(body));
    setIsSending(false);
  }

  const errors = result?.status === "invalid" ? result.errors : {};
  const problem = problemOf(result, MESSAGES);
  const unplaced = unplacedErrors(errors, Object.keys(EMPTY));
  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((previous) => ({ ...previous, [name]: event.target.value })),
  });

  return (
    <section aria-labelledby={headingId} className="mb-3 rounded-lg border border-border bg-muted p-4">
      <h3 id={headingId} className="font-semibold text-primary">
        Leave your details
      </h3>
      <p className="mt-1 text-sm">We will get back to you about this conversation. Please leave out health details.</p>
      {problem ? (
        <div ref={alertRef} tabIndex={-1} className="mt-3 outline-none">
          <FormAlert tone="error" title={problem}>
            {unplaced.length > 0 ? unplaced.join(" ") : null}
          </FormAlert>
        </div>
      ) : null}
      {/* Two fields to a row where the panel floats (from the small breakpoint): the whole form fits the pane under
          the header, without a scroll box of its own. */}
      <form ref={formRef} noValidate onSubmit={submit} className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <Field label="Name" required autoComplete="name" maxLength={200} {...field("name")} />
        <Field label="Email" required type="email" autoComplete="email" maxLength={254} {...field("email")} />
        <Field
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          className="content-start"
          {...field("phone")}
        />
        <TextareaField label="Note" rows={2} maxLength={2000} {...field("note")} />
        <Honeypot />
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <button type="submit" aria-disabled={isSending} className={buttonVariants({ size: "sm" })}>
            {isSending ? "Sending…" : "Send my details"}
          </button>
          <button type="button" onClick={onCancel} className={buttonVariants({ variant: "outline", size: "sm" })}>
            Back to the chat
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * The server's answer, or "unreachable" when none arrives in time (network error, proxy page, timeout). The form
 * keeps the visitor's entries in its own state, so no answer needs to carry them back.
 */
async function postLead(body: FormData): Promise<SubmissionResult> {
  try {
    const response = await fetch(CHAT_LEAD_PATH, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
    });
    const answer: unknown = await response.json();
    if (isSubmissionResult(answer)) return answer;
  } catch {
    // Falls through: no usable answer.
  }
  return { status: "unreachable", values: {} };
}

function isSubmissionResult(value: unknown): value is SubmissionResult {
  if (typeof value !== "object" || value === null) return false;
  const { status } = value as { status?: unknown };
  if (status === "invalid") return typeof (value as { errors?: unknown }).errors === "object";
  return status === "success" || status === "failed" || status === "too-large" || status === "rate-limited";
}
