import { appContextOf } from "~/.server/app-context";
import { findCallsAt, getCallRequest } from "~/.server/leads/call-requests";
import { getInquiry } from "~/.server/leads/lead-details";
import { loadLeadRecordView } from "~/.server/leads/lead-record";
import { handleLeadRecordAction } from "~/.server/leads/lead-record-action";
import { isOverdue } from "~/lib/business-days";
import { callViewOf } from "~/lib/call-request-text";
import { isOpenCall } from "~/lib/call-statuses";
import { formatCentralDateTime } from "~/lib/central-time";
import { describeFirstTouch } from "~/lib/schemas/first-touch";
import { describeService, INQUIRY_SOURCE_LABELS } from "~/lib/schemas/quote-fields";
import type { Route } from "./+types/inquiry-detail";
import { loadDetails } from "./details-loader";
import { CallRequestPanel } from "./ui/call-request-panel";
import { ChatTranscriptView } from "./ui/chat-transcript";
import { EmailLink, PhoneLink, replySubject } from "./ui/contact";
import { Field, FirstTouchFields } from "./ui/details";
import { LeadDetailsLayout } from "./ui/lead-details-parts";
import { leadRecordChangeOrFailure } from "./ui/lead-record-change";
import { LeadRecordPanel } from "./ui/lead-record-panel";
import { privatePageHeaders, privatePageMeta } from "./ui/private-page";

export const meta = privatePageMeta("Inquiry details", "An inquiry's details.");

export const headers = privatePageHeaders;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { app, manager, record: inquiry } = await loadDetails({ request, context }, (db) => getInquiry(db, params.id));
  const call = inquiry.source === "call" ? await getCallRequest(app.db, inquiry.id) : null;
  // The visitor's times that another call has already, named beside them so the manager chooses knowingly.
  const taken = call && isOpenCall(call.status) ? await findCallsAt(app.db, call.slots, inquiry.id) : [];
  const record = await loadLeadRecordView(
    app.db,
    "inquiry",
    inquiry,
    INQUIRY_SOURCE_LABELS[inquiry.source],
    formatCentralDateTime,
  );
  return {
    inquiry: {
      ...inquiry,
      createdAtText: formatCentralDateTime(inquiry.createdAt),
      isOverdue: isOverdue(inquiry.createdAt, new Date(), { isPending: !inquiry.responded }),
      serviceText: describeService(inquiry.serviceType, inquiry.category),
    },
    record,
    call: call ? callViewOf(call, new Date(), taken) : null,
    isMailing: app.notifications.mailHost !== null,
    firstTouch: describeFirstTouch(inquiry.firstTouch),
    isAdmin: manager.role === "admin",
    currentUserId: manager.user.id,
  };
}

/** Assign, note, outcome and delete (admins) from this page; the handler checks the session and role itself. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return leadRecordChangeOrFailure(serverAction);
}

export const action = ({ request, params, context }: Route.ActionArgs) =>
  handleLeadRecordAction(appContextOf(context), request, "inquiry", params.id);

export default function InquiryDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiry, record, call, isMailing, firstTouch, isAdmin, currentUserId } = loaderData;
  return (
    <>
      <LeadDetailsLayout
        kind="inquiry"
        lead={inquiry}
        title={`Inquiry from ${inquiry.name}`}
        subject={replySubject({ kind: "inquiry", source: inquiry.source, serviceType: inquiry.serviceType })}
      >
        <Field label="Sent through">{INQUIRY_SOURCE_LABELS[inquiry.source]}</Field>
        <Field label="Name">{inquiry.name}</Field>
        <Field label="Email">
          <EmailLink address={inquiry.email} />
        </Field>
        <Field label="Phone">{inquiry.phone ? <PhoneLink phone={inquiry.phone} /> : null}</Field>
        {inquiry.source === "quote" || inquiry.source === "call" ? (
          <>
            <Field label={inquiry.source === "call" ? "Topic" : "Service"}>{inquiry.serviceText}</Field>
            <Field label="Organization">{inquiry.organization}</Field>
          </>
        ) : null}
        {call ? (
          <Field label="Preferred times">
            <ol className="list-decimal pl-5">
              {call.slots.map((slot) => (
                <li key={slot.start}>{slot.text}</li>
              ))}
            </ol>
          </Field>
        ) : null}
        {inquiry.source === "chat" ? (
          <>
            <Field label="Recommended service">{inquiry.serviceType}</Field>
            <Field label="Note">
              {inquiry.message ? <p className="whitespace-pre-wrap">{inquiry.message}</p> : null}
            </Field>
            <Field label="Conversation">
              <ChatTranscriptView lines={inquiry.transcript ?? []} />
            </Field>
          </>
        ) : (
          <Field label={inquiry.source === "call" ? "Note" : "Message"}>
            <p className="whitespace-pre-wrap">{inquiry.message}</p>
          </Field>
        )}
        <FirstTouchFields rows={firstTouch} />
      </LeadDetailsLayout>
      {call ? (
        <div className="mx-auto max-w-4xl px-4 pb-6" data-print-hide>
          <CallRequestPanel call={call} isMailing={isMailing} visitorEmail={inquiry.email} answer={actionData} />
        </div>
      ) : null}
      <LeadRecordPanel view={record} outcome={inquiry.outcome} isAdmin={isAdmin} currentUserId={currentUserId} />
    </>
  );
}
