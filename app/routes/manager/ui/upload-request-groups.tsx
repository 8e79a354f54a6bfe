import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { DownloadLink, fileUrl } from "./download-link";
import { formatFileSize } from "./format";

const STATE_LABELS = { open: "Open", expired: "Expired", revoked: "Revoked" } as const;

type Group = {
  id: string;
  agencyName: string;
  purpose: string;
  state: keyof typeof STATE_LABELS;
  createdAt: string;
  createdText: string;
  expiresText: string;
  purgeText: string;
  isPurged: boolean;
  totalBytes: number;
  files: { id: string; fileName: string; fileSize: number; hasFile: boolean; createdText: string }[];
};

/** The Uploads tab: the button for a new request, then each request with its files. */
export function UploadRequestGroups({ groups }: { groups: Group[] }) {
  return (
    <div className="grid gap-4">
      <Link to="/manager-dashboard/upload-requests/new" className={buttonVariants({ className: "justify-self-start" })}>
        New upload request
      </Link>
      {groups.length > 0 ? (
        <ul aria-label="Upload requests, newest first" className="grid gap-4">
          {groups.map((group) => (
            <li key={group.id} className="rounded-lg border border-border bg-card p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-lg">
                  <Link
                    to={`/manager-dashboard/upload-requests/${group.id}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {group.agencyName}
                  </Link>
                </h3>
                <span className="text-sm">
                  {STATE_LABELS[group.state]} · created <time dateTime={group.createdAt}>{group.createdText}</time> ·
                  link works until {group.expiresText}
                </span>
              </div>
              <p className="mt-1 text-muted-foreground text-sm">{group.purpose}</p>
              <p className="mt-1 text-sm">
                {group.files.length} {group.files.length === 1 ? "file" : "files"}, {formatFileSize(group.totalBytes)} ·{" "}
                {group.isPurged ? "files purged" : "files purged on"} {group.purgeText}
              </p>
              {group.files.length > 0 ? (
                <ul className="mt-2 grid gap-2" aria-label={`Files from ${group.agencyName}`}>
                  {group.files.map((file) => (
                    <li key={file.id} className="flex flex-wrap items-center gap-3 text-sm">
                      <span>
                        {file.fileName} ({formatFileSize(file.fileSize)}), {file.createdText}
                      </span>
                      {file.hasFile ? (
                        <DownloadLink
                          href={fileUrl("upload", file.id)}
                          fileName={file.fileName}
                          hasFile
                          srSuffix={file.fileName}
                        >
                          Download
                        </DownloadLink>
                      ) : (
                        <span className="text-muted-foreground">Purged</span>
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
