import { replySubject } from "./contact";
import { DownloadLink, fileUrl } from "./download-link";
import { LeadActions, leadListView } from "./lead-list-parts";
import { ContactDetails, RECEIVED_COLUMN, type RowsOf } from "./list-layouts";

type ApplicationRow = RowsOf<"applications">[number];

function ApplicationActions({ row }: { row: ApplicationRow }) {
  return (
    <LeadActions
      kind="application"
      lead={{ ...row, name: row.fullName }}
      replySubject={replySubject({ kind: "application", role: row.role })}
    >
      <DownloadLink
        href={fileUrl("resume", row.id)}
        fileName={row.resumeFileName ?? "resume"}
        hasFile={row.hasResume}
        srSuffix={row.fullName}
      >
        Resume
      </DownloadLink>
    </LeadActions>
  );
}

/** The Applications tab: who applied for which position, the status, and the actions (details, reply, résumé). */
export const applicationList = leadListView<ApplicationRow>({
  kind: "application",
  label: "Applications, newest first",
  columns: [
    RECEIVED_COLUMN,
    { head: "Applicant", cell: (row) => <ContactDetails name={row.fullName} email={row.email} phone={row.phone} /> },
    { head: "Position", cell: (row) => row.postingTitle ?? row.role },
  ],
  name: (row) => row.fullName,
  detail: (row) => row.postingTitle ?? row.role,
  actions: (row) => <ApplicationActions row={row} />,
  actionsClassName: "flex flex-wrap gap-2",
});
