import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { ReplyLink, replySubject } from "./contact";
import { DownloadLink, fileUrl } from "./download-link";
import { ContactDetails, type ListView, RECEIVED_COLUMN, type RowsOf } from "./list-layouts";
import { LeadStatus, RespondedToggle } from "./responded";

type ApplicationRow = RowsOf<"applications">[number];

function ApplicationActions({ row }: { row: ApplicationRow }) {
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

/** The Applications tab: who applied for which position, the status, and the actions (details, reply, résumé). */
export const applicationList: ListView<ApplicationRow> = {
  label: "Applications, newest first",
  columns: [
    RECEIVED_COLUMN,
    { head: "Applicant", cell: (row) => <ContactDetails name={row.fullName} email={row.email} phone={row.phone} /> },
    { head: "Position", cell: (row) => row.role },
    { head: "Status", cell: (row) => <LeadStatus kind="application" row={row} /> },
    {
      head: "Actions",
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <ApplicationActions row={row} />
        </div>
      ),
    },
  ],
  card: (row) => ({
    name: row.fullName,
    status: <LeadStatus kind="application" row={row} />,
    detail: row.role,
    actions: <ApplicationActions row={row} />,
  }),
};
