import type * as React from "react";
import { buttonVariants } from "~/components/ui/button";
import { Download } from "~/components/ui/icons/download";
import { toast } from "~/lib/toast";
import { cn } from "~/lib/utils";

/** The guarded download URL of a résumé (by application id) or an upload's document (by upload id). */
export function fileUrl(kind: "resume" | "upload", id: string) {
  return `/manager-dashboard/files/${kind}/${id}`;
}

/** The server's own sentence for a refused download ("…failed its integrity check…"), when it sent one. */
async function refusalOf(response: Response) {
  if (!response.headers.get("Content-Type")?.startsWith("text/plain")) return undefined;
  return (await response.text()).slice(0, 300) || undefined;
}

async function downloadThroughFetch(href: string, fileName: string) {
  try {
    const response = await fetch(href, { credentials: "same-origin" });
    if (!response.ok) {
      toast({ title: "Failed to download file.", description: await refusalOf(response), variant: "error" });
      return;
    }
    const blob = await response.blob();
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement("a");
    anchor.href = url;
    anchor.download = fileName;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    // The browser has started the download by now; keep the blob a little longer for slow disks.
    window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
  } catch {
    toast({ title: "Failed to download file.", variant: "error" });
  }
}

/**
 * A download that reports failures: with JavaScript it fetches the file and saves it (so a refused or missing
 * file shows "Failed to download file." with the server's reason); without, it is a plain link. A row without a
 * file shows a toast.
 */
export function DownloadLink({
  href,
  fileName,
  hasFile,
  children,
  srSuffix,
  className,
}: {
  href: string;
  fileName: string;
  hasFile: boolean;
  children: React.ReactNode;
  /** Read after the visible text, so each row's link has a name of its own: "Resume (Dana K.)". */
  srSuffix?: string;
  className?: string;
}) {
  const classes = cn(buttonVariants({ variant: "outline", size: "sm" }), className);
  const suffix = srSuffix ? <span className="sr-only"> ({srSuffix})</span> : null;
  if (!hasFile) {
    return (
      <button
        type="button"
        className={classes}
        onClick={() => toast({ title: "No file available for download.", variant: "error" })}
      >
        <Download aria-hidden="true" />
        {children}
        {suffix}
      </button>
    );
  }
  return (
    <a
      href={href}
      download={fileName}
      className={classes}
      onClick={(event) => {
        event.preventDefault();
        void downloadThroughFetch(href, fileName);
      }}
    >
      <Download aria-hidden="true" />
      {children}
      {suffix}
    </a>
  );
}
