import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { INQUIRY_SOURCE_LABELS } from "~/lib/schemas/quote-fields";
import { cn } from "~/lib/utils";
import { ReplyLink, replySubject } from "./contact";
import {
  ageOf,
  Card,
  CardList,
  ContactCell,
  ListLayouts,
  NotGiven,
  ReceivedCell,
  type RowsOf,
  TableFrame,
  td,
} from "./list-layouts";
import { LeadStatus, RespondedToggle } from "./responded";

function InquiryActions({ row }: { row: RowsOf<"inquiries">[number] }) {
  return (
    <>
      <Link
        to={`/manager-dashboard/inquiries/${row.id}`}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        View details<span className="sr-only"> (inquiry from {row.name})</span>
      </Link>
      <ReplyLink
        address={row.email}
        subject={replySubject({ kind: "inquiry", source: row.source, serviceType: row.serviceType })}
        whom={row.name}
      />
      <RespondedToggle kind="inquiry" id={row.id} responded={row.responded} subject={`inquiry from ${row.name}`} />
    </>
  );
}

/** A call request's state and the visitor's preferred times, under its topic. */
function CallSummary({ call }: { call: { status: string; slots: string[] } }) {
  return (
    <div className="mt-1 text-sm">
      <p className="font-semibold">
        {INQUIRY_SOURCE_LABELS.call}: {call.status}
      </p>
      <ol className="list-decimal pl-5">
        {call.slots.map((slot) => (
          <li key={slot}>{slot}</li>
        ))}
      </ol>
    </div>
  );
}

export function InquiryList({ rows }: { rows: RowsOf<"inquiries"> }) {
  if (rows.length === 0) return null;
  return (
    <ListLayouts
      table={
        <TableFrame
          caption="Inquiries, newest first"
          head={["Received", "From", "Service", "Organization", "Message", "Status", "Actions"]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <ReceivedCell row={row} />
              <ContactCell name={row.name} email={row.email} phone={row.phone} className="max-w-56" />
              <td className={td}>
                {row.source === "quote" || row.source === "call"
                  ? (row.serviceText ?? <NotGiven />)
                  : INQUIRY_SOURCE_LABELS[row.source]}
                {row.call ? <CallSummary call={row.call} /> : null}
              </td>
              <td className={td}>{row.organization ?? (row.source === "quote" ? <NotGiven /> : null)}</td>
              <td className={cn(td, "min-w-48 max-w-sm")}>
                <p className="line-clamp-3 whitespace-pre-line">{row.messagePreview}</p>
              </td>
              <td className={td}>
                <LeadStatus kind="inquiry" row={row} />
              </td>
              <td className={td}>
                <div className="flex flex-col items-start gap-2">
                  <InquiryActions row={row} />
                </div>
              </td>
            </tr>
          ))}
        </TableFrame>
      }
      cards={
        <CardList label="Inquiries, newest first">
          {rows.map((row) => (
            <Card
              key={row.id}
              name={row.name}
              age={ageOf(row)}
              status={<LeadStatus kind="inquiry" row={row} />}
              detail={
                row.call ? (
                  <>
                    {row.serviceText ?? INQUIRY_SOURCE_LABELS.call}
                    <CallSummary call={row.call} />
                  </>
                ) : row.source === "quote" ? (
                  (row.serviceText ?? INQUIRY_SOURCE_LABELS.quote)
                ) : (
                  INQUIRY_SOURCE_LABELS[row.source]
                )
              }
              actions={<InquiryActions row={row} />}
            />
          ))}
        </CardList>
      }
    />
  );
}
