// What the studio's pages show of an item: its state, its text as the editor's inputs hold it, its revisions and its
// audit trail, with every time in Central.
import type { Database } from "~/.server/db/client";
import { formValuesOf, STUDIO_SECTIONS } from "~/content/studio";
import { formatCentralDateTime } from "~/lib/central-time";
import type { ContentEventAction, ContentSection } from "~/lib/content-sections";
import { getItem, type ItemDetail, listEvents, listItems, listRevisions } from "./items";

/** The date and time of `at`, as the studio shows it (Central). */
const when = (at: Date) => formatCentralDateTime(at);

const EVENT_WORDS: Record<ContentEventAction, string> = {
  created: "created it",
  saved: "saved",
  restored: "restored",
  published: "published",
  scheduled: "scheduled publishing",
  "schedule-cancelled": "cancelled the scheduled publish",
  unpublished: "unpublished it",
};

/** One line of an item's audit trail as the page reads it. */
function eventLine(event: Awaited<ReturnType<typeof listEvents>>[number]) {
  const who = event.actorName ?? "The site";
  const revision = event.revision !== null ? ` (revision ${event.revision})` : "";
  const detail =
    event.action === "scheduled" && event.detail
      ? ` for ${when(new Date(event.detail))}`
      : event.detail
        ? ` (${event.detail})`
        : "";
  return { at: when(event.createdAt), text: `${who} ${EVENT_WORDS[event.action]}${revision}${detail}` };
}

/** The item's summary for the editor's heading. */
export function itemSummaryOf(item: ItemDetail) {
  return {
    id: item.id,
    title: item.title,
    status: item.status,
    isLive: item.isLive,
    hasUnpublishedChanges: item.hasUnpublishedChanges,
    currentRevision: item.currentRevision,
    slug: item.slug,
    publishedSlug: item.publishedSlug,
    publishAtText: item.publishAt ? when(item.publishAt) : null,
    updatedText: `${when(item.updatedAt)}${item.updatedByName ? `, by ${item.updatedByName}` : ""}`,
    publicHref:
      item.isLive && item.publishedSlug !== null ? STUDIO_SECTIONS[item.section].publicPath(item.publishedSlug) : null,
  };
}

/** Everything the editor of an existing item shows; null when `id` is not an item of `section`. */
export async function loadEditorPage(db: Database, section: ContentSection, id: string) {
  const item = await getItem(db, section, id);
  if (!item) return null;
  const [revisions, events] = await Promise.all([listRevisions(db, section, id), listEvents(db, id)]);
  return {
    item: itemSummaryOf(item),
    values: { ...formValuesOf(section, item.fields), slug: item.slug },
    revisions: revisions.map((revision) => ({
      number: revision.number,
      title: revision.title,
      by: revision.authorName ?? "The site",
      at: when(revision.createdAt),
      isCurrent: revision.number === item.currentRevision,
      isPublished: revision.number === item.publishedRevision,
    })),
    events: events.map(eventLine),
  };
}

/** A section's list, as the studio shows it. */
export async function loadSectionList(db: Database, section: ContentSection) {
  const items = await listItems(db, section);
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    status: item.status,
    hasUnpublishedChanges: item.hasUnpublishedChanges,
    updatedText: when(item.updatedAt),
    updatedBy: item.updatedByName ?? "The site",
  }));
}
