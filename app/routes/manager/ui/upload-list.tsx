import { cn } from "~/lib/utils";
import { DownloadLink, fileUrl } from "./download-link";
import { ageOf, Card, CardList, ListLayouts, ReceivedCell, type RowsOf, TableFrame, td } from "./list-layouts";

function UploadDownload({ row }: { row: RowsOf<"uploads">[number] }) {
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

export function UploadList({ rows }: { rows: RowsOf<"uploads"> }) {
  if (rows.length === 0) return null;
  return (
    <ListLayouts
      table={
        <TableFrame caption="Uploads, newest first" head={["Received", "Sender", "Title", "Type", "File"]}>
          {rows.map((row) => (
            <tr key={row.id}>
              <ReceivedCell row={row} />
              <td className={cn(td, "font-semibold")}>{row.senderName}</td>
              <td className={td}>{row.documentTitle}</td>
              <td className={td}>{row.submissionType}</td>
              <td className={td}>
                <UploadDownload row={row} />
              </td>
            </tr>
          ))}
        </TableFrame>
      }
      cards={
        <CardList label="Uploads, newest first">
          {rows.map((row) => (
            <Card
              key={row.id}
              name={row.senderName}
              age={ageOf(row)}
              detail={`${row.documentTitle} (${row.submissionType})`}
              actions={<UploadDownload row={row} />}
            />
          ))}
        </CardList>
      }
    />
  );
}
