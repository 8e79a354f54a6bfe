// What the inquiry and application details pages show alike about their lead.
import type { RespondedKind } from "~/lib/schemas/dashboard";
import { ReplyLink } from "./contact";
import { Field } from "./details";
import { OverdueMark, RespondedToggle, StatusBadge } from "./responded";

type Lead = {
  id: string;
  email: string;
  responded: boolean;
  isOverdue: boolean;
  createdAt: Date;
  createdAtText: string;
};

/** The page's actions: reply by e-mail with `subject`, and mark the lead answered (or not). */
export function LeadDetailsActions({ kind, lead, subject }: { kind: RespondedKind; lead: Lead; subject: string }) {
  return (
    <>
      <ReplyLink address={lead.email} subject={subject} />
      <RespondedToggle kind={kind} id={lead.id} responded={lead.responded} />
    </>
  );
}

/** The first rows of the details: whether the lead has been answered (and is overdue), and when it arrived. */
export function LeadStatusFields({ kind, lead }: { kind: RespondedKind; lead: Lead }) {
  return (
    <>
      <Field label="Status">
        <StatusBadge kind={kind} id={lead.id} responded={lead.responded} />
        <OverdueMark kind={kind} id={lead.id} responded={lead.responded} isOverdue={lead.isOverdue} />
      </Field>
      <Field label="Received">
        <time dateTime={lead.createdAt.toISOString()}>{lead.createdAtText}</time>
      </Field>
    </>
  );
}
