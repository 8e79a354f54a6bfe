// What the inquiry and application details pages show alike about their lead: the frame with its way back, the
// reply and responded actions, and the first rows (status, received).
import type { ReactNode } from "react";
import { leadReference } from "~/lib/lead-reference";
import type { RespondedKind } from "~/lib/schemas/dashboard";
import { ReplyLink } from "./contact";
import { DetailsLayout, Field } from "./details";
import { RespondedStatus, RespondedToggle } from "./responded";

type Lead = {
  id: string;
  email: string;
  responded: boolean;
  isOverdue: boolean;
  createdAt: Date;
  createdAtText: string;
};

/** Where each kind's details page leads back to: the dashboard tab that lists it. */
const BACK = {
  inquiry: { to: "/manager-dashboard", label: "Back to inquiries" },
  application: { to: "/manager-dashboard?tab=applications", label: "Back to applications" },
} as const satisfies Record<RespondedKind, { to: string; label: string }>;

/**
 * A lead's details page: the way back to its list, `title`, a reply by e-mail with `subject` and the responded
 * toggle, then whether it has been answered and when it arrived, followed by the kind's own rows (`children`).
 */
export function LeadDetailsLayout({
  kind,
  lead,
  title,
  subject,
  after,
  children,
}: {
  kind: RespondedKind;
  lead: Lead;
  title: string;
  subject: string;
  /** Printed below the details (e.g. a collapsed section). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <DetailsLayout
      backTo={BACK[kind].to}
      backLabel={BACK[kind].label}
      title={title}
      actions={
        <>
          <ReplyLink address={lead.email} subject={subject} />
          <RespondedToggle kind={kind} id={lead.id} responded={lead.responded} />
        </>
      }
      after={after}
    >
      <Field label="Status">
        <RespondedStatus kind={kind} id={lead.id} responded={lead.responded} isOverdue={lead.isOverdue} />
      </Field>
      <Field label="Received">
        <time dateTime={lead.createdAt.toISOString()}>{lead.createdAtText}</time>
      </Field>
      {/* The reference the lead's e-mail alert names it by. */}
      <Field label="Reference">{leadReference(lead.id)}</Field>
      {children}
    </DetailsLayout>
  );
}
