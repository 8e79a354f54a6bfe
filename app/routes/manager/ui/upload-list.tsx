import { DownloadLink, fileUrl } from "./download-link";
import { type ListView, RECEIVED_COLUMN, type RowsOf } from "./list-layouts";

type UploadRow = RowsOf<"uploads">[number];

function UploadDownload({ row }: { row: UploadRow }) {
  return (
    <DownloadLink
      href={fileUrl("upload", row.id)}
      fileName={row.fileName ?? row.documentTitle}
      hasFile={row.hasFile}
      srSuffix={row.documentTitle}
    >
      Download
    </DownloadLink>
  );
}

/** The uploads received without an upload request: sender, title, type and the file. */
export const uploadList: ListView<UploadRow> = {
  label: "Uploads, newest first",
  columns: [
    RECEIVED_COLUMN,
    { head: "Sender", className: "font-semibold", cell: (row) => row.senderName },
    { head: "Title", cell: (row) => row.documentTitle },
    { head: "Type", cell: (row) => row.submissionType },
    { head: "File", cell: (row) => <UploadDownload row={row} /> },
  ],
  card: (row) => ({
    name: row.senderName,
    detail: `${row.documentTitle} (${row.submissionType})`,
    actions: <UploadDownload row={row} />,
  }),
};
