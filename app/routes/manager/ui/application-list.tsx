import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { ReplyLink, replySubject } from "./contact";
import { DownloadLink, fileUrl } from "./download-link";
import {
  ageOf,
  Card,
  CardList,
  ContactCell,
  ListLayouts,
  ReceivedCell,
  type RowsOf,
  TableFrame,
  td,
} from "./list-layouts";
import { LeadStatus, RespondedToggle } from "./responded";

function ApplicationActions({ row }: { row: RowsOf<"applications">[number] }) {
  return (
    <>
      <Link
        to={`/manager-dashboard/applications/${row.id}`}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        View details<span className="sr-only"> (application from {row.fullName})</span>
      </Link>
      <ReplyLink
        address={row.email}
        subject={replySubject({ kind: "application", role: row.role })}
        whom={row.fullName}
      />
      <DownloadLink
        href={fileUrl("resume", row.id)}
        fileName={row.resumeFileName ?? "resume"}
        hasFile={row.hasResume}
        srSuffix={row.fullName}
      >
        Resume
      </DownloadLink>
      <RespondedToggle
        kind="application"
        id={row.id}
        responded={row.responded}
        subject={`application from ${row.fullName}`}
      />
    </>
  );
}

export function ApplicationList({ rows }: { rows: RowsOf<"applications"> }) {
  if (rows.length === 0) return null;
  return (
    <ListLayouts
      table={
        <TableFrame
          caption="Applications, newest first"
          head={["Received", "Applicant", "Position", "Status", "Actions"]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <ReceivedCell row={row} />
              <ContactCell name={row.fullName} email={row.email} phone={row.phone} />
              <td className={td}>{row.role}</td>
              <td className={td}>
                <LeadStatus kind="application" row={row} />
              </td>
              <td className={td}>
                <div className="flex flex-wrap gap-2">
                  <ApplicationActions row={row} />
                </div>
              </td>
            </tr>
          ))}
        </TableFrame>
      }
      cards={
        <CardList label="Applications, newest first">
          {rows.map((row) => (
            <Card
              key={row.id}
              name={row.fullName}
              age={ageOf(row)}
              status={<LeadStatus kind="application" row={row} />}
              detail={row.role}
              actions={<ApplicationActions row={row} />}
            />
          ))}
        </CardList>
      }
    />
  );
}
