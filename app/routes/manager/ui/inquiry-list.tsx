import { INQUIRY_SOURCE_LABELS } from "~/lib/schemas/quote-fields";
import { replySubject } from "./contact";
import { LeadActions, leadListView } from "./lead-list-parts";
import { ContactDetails, NotGiven, RECEIVED_COLUMN, type RowsOf } from "./list-layouts";

type InquiryRow = RowsOf<"inquiries">[number];

function InquiryActions({ row }: { row: InquiryRow }) {
  const subject = replySubject({ kind: "inquiry", source: row.source, serviceType: row.serviceType });
  return <LeadActions kind="inquiry" lead={row} replySubject={subject} />;
}

/**
 * A call request's state under its topic, and its time: the one agreed, or the one the firm proposed, marked as
 * such; the visitor's preferred times only while none is set.
 */
function CallSummary({ call }: { call: NonNullable<InquiryRow["call"]> }) {
  return (
    <div className="mt-1 text-sm">
      <p className="font-semibold">
        {INQUIRY_SOURCE_LABELS.call}: {call.status}
      </p>
      {call.time ? (
        <p>
          {call.time.label}: {call.time.text}
        </p>
      ) : null}
      {call.requested.length > 0 ? (
        <ol aria-label="Times the visitor asked for" className="list-decimal pl-5">
          {call.requested.map((slot) => (
            <li key={slot}>{slot}</li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/** The list's Service cell: the service asked about (or the form's name), and a call request's state under it. */
function ServiceCell({ row }: { row: InquiryRow }) {
  return (
    <>
      {row.source === "quote" || row.source === "call"
        ? (row.serviceText ?? <NotGiven />)
        : INQUIRY_SOURCE_LABELS[row.source]}
      {row.call ? <CallSummary call={row.call} /> : null}
    </>
  );
}

/** The card's line under the name: as the Service cell, with the form's name where no service was given. */
function cardDetail(row: InquiryRow) {
  if (row.call) {
    return (
      <>
        {row.serviceText ?? INQUIRY_SOURCE_LABELS.call}
        <CallSummary call={row.call} />
      </>
    );
  }
  return row.source === "quote" ? (row.serviceText ?? INQUIRY_SOURCE_LABELS.quote) : INQUIRY_SOURCE_LABELS[row.source];
}

/** The Inquiries tab: who wrote about which service, a preview of the message, the status and the actions. */
export const inquiryList = leadListView<InquiryRow>({
  kind: "inquiry",
  label: "Inquiries, newest first",
  columns: [
    RECEIVED_COLUMN,
    {
      head: "From",
      className: "max-w-56",
      cell: (row) => <ContactDetails name={row.name} email={row.email} phone={row.phone} />,
    },
    { head: "Service", cell: (row) => <ServiceCell row={row} /> },
    { head: "Organization", cell: (row) => row.organization ?? (row.source === "quote" ? <NotGiven /> : null) },
    {
      head: "Message",
      className: "min-w-48 max-w-sm",
      cell: (row) => <p className="line-clamp-3 whitespace-pre-line">{row.messagePreview}</p>,
    },
  ],
  name: (row) => row.name,
  detail: cardDetail,
  actions: (row) => <InquiryActions row={row} />,
  actionsClassName: "flex flex-col items-start gap-2",
});
