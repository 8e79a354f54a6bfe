import { cn } from "~/lib/utils";

export type ContentStatus = "draft" | "scheduled" | "published" | "unpublished";

const LABELS: Record<ContentStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
};

const STYLES: Record<ContentStatus, string> = {
  draft: "bg-muted text-foreground",
  scheduled: "bg-secondary text-secondary-foreground",
  published: "bg-primary text-primary-foreground",
  unpublished: "border border-border text-muted-foreground",
};

/** An item's state, as the studio's lists and editor name it, and whether visitors see an older text. */
export function StatusBadge({
  status,
  hasUnpublishedChanges,
}: {
  status: ContentStatus;
  hasUnpublishedChanges?: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", STYLES[status])}>{LABELS[status]}</span>
      {hasUnpublishedChanges && status === "published" ? (
        <span className="text-xs text-muted-foreground">with changes not yet published</span>
      ) : null}
    </span>
  );
}
