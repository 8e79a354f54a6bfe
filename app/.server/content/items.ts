// The studio's work on an item: create, save (each save a revision, refused over a newer one), publish now or at a
// time, unpublish, restore an old revision, and the audit trail of all of it. Whatever changes what visitors see
// bumps the content version in the same transaction, so every server renders its pages again (published.ts).
import { and, asc, desc, eq, isNotNull, lte, ne, or, sql } from "drizzle-orm";
import type { Actor } from "~/.server/auth/actor";
import type { Database } from "~/.server/db/client";
import {
  type ContentItem,
  contentEvents,
  contentItems,
  contentRedirects,
  contentRevisions,
  contentVersion,
} from "~/.server/db/schema";
import type { ContentEventAction, ContentLocale, ContentSection } from "~/lib/content-sections";
import { TITLE_FIELD } from "~/lib/schemas/content";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Transaction;

export type ContentStatus = "draft" | "scheduled" | "published" | "unpublished";

/** How the studio's lists name an item's state: Scheduled wins over Published (a new text is waiting). */
export function statusOf(item: Pick<ContentItem, "publishAt" | "publishedRevision" | "firstPublishedAt">) {
  if (item.publishAt) return "scheduled";
  if (item.publishedRevision !== null) return "published";
  if (item.firstPublishedAt) return "unpublished";
  return "draft";
}

/** The text an item is known by (its title, question or name) in a revision's fields. */
export function titleOf(section: ContentSection, fields: Record<string, unknown>): string {
  return String(fields[TITLE_FIELD[section]] ?? "");
}

/** Adds one line to an item's audit trail. `actor` null: the site did it (a scheduled publish, the seed). */
async function recordEvent(
  executor: Executor,
  event: { itemId: string; action: ContentEventAction; revision?: number | null; actor: Actor | null; detail?: string },
) {
  await executor.insert(contentEvents).values({
    itemId: event.itemId,
    action: event.action,
    revision: event.revision ?? null,
    actorId: event.actor?.id ?? null,
    actorName: event.actor?.name ?? null,
    detail: event.detail ?? null,
  });
}

/** Moves the content version on by one, in the transaction that changes what visitors see. Returns the new version. */
export async function bumpContentVersion(executor: Executor): Promise<number> {
  const [row] = await executor
    .update(contentVersion)
    .set({ version: sql`${contentVersion.version} + 1` })
    .where(eq(contentVersion.id, 1))
    .returning({ version: contentVersion.version });
  if (!row) throw new Error("The content_version row is missing: migrations create it.");
  return row.version;
}

/** The content version now (0 until the seed has run). */
export async function readContentVersion(executor: Executor): Promise<number> {
  const [row] = await executor.select({ version: contentVersion.version }).from(contentVersion).limit(1);
  return row?.version ?? 0;
}

export type ItemSummary = {
  id: string;
  slug: string;
  title: string;
  status: ContentStatus;
  /** Visitors see an older text than the current one (or, when scheduled, still the old one). */
  hasUnpublishedChanges: boolean;
  isLive: boolean;
  publishAt: Date | null;
  updatedAt: Date;
  updatedByName: string | null;
  fields: Record<string, unknown>;
};

/** The items of a section with their current text, for the studio's list. */
export async function listItems(db: Database, section: ContentSection, locale: ContentLocale = "en") {
  const rows = await db
    .select({ item: contentItems, fields: contentRevisions.fields })
    .from(contentItems)
    .innerJoin(
      contentRevisions,
      and(eq(contentRevisions.itemId, contentItems.id), eq(contentRevisions.number, contentItems.currentRevision)),
    )
    .where(and(eq(contentItems.section, section), eq(contentItems.locale, locale)))
    .orderBy(desc(contentItems.updatedAt));
  return rows.map(({ item, fields }): ItemSummary => summaryOf(section, item, fields));
}

function summaryOf(section: ContentSection, item: ContentItem, fields: Record<string, unknown>): ItemSummary {
  return {
    id: item.id,
    slug: item.slug,
    title: titleOf(section, fields),
    status: statusOf(item),
    hasUnpublishedChanges: item.publishedRevision !== item.currentRevision,
    isLive: item.publishedRevision !== null,
    publishAt: item.publishAt,
    updatedAt: item.updatedAt,
    updatedByName: item.updatedByName,
    fields,
  };
}

export type ItemDetail = ItemSummary & {
  section: ContentSection;
  currentRevision: number;
  publishedRevision: number | null;
  publishedSlug: string | null;
  firstPublishedAt: Date | null;
  publishedAt: Date | null;
};

/** One item of `section` with its current text; null when there is none with that id in that section. */
export async function getItem(db: Database, section: ContentSection, id: string): Promise<ItemDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ item: contentItems, fields: contentRevisions.fields })
    .from(contentItems)
    .innerJoin(
      contentRevisions,
      and(eq(contentRevisions.itemId, contentItems.id), eq(contentRevisions.number, contentItems.currentRevision)),
    )
    .where(and(eq(contentItems.id, id), eq(contentItems.section, section)));
  if (!row) return null;
  const { item, fields } = row;
  return {
    ...summaryOf(section, item, fields),
    section,
    currentRevision: item.currentRevision,
    publishedRevision: item.publishedRevision,
    publishedSlug: item.publishedSlug,
    firstPublishedAt: item.firstPublishedAt,
    publishedAt: item.publishedAt,
  };
}

/** The one item of a single-item section (the firm's details), or null before the seed. */
export async function getOnlyItem(db: Database, section: ContentSection) {
  const [row] = await db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.section, section));
  return row ? getItem(db, section, row.id) : null;
}

export function isUuid(text: string) {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
}

/**
 * Who else holds `slug` in the section: another item's address (current or published) or an address another item
 * was renamed from. Returns that item's title, or null when the slug is free for `itemId`.
 */
async function slugHolder(
  executor: Executor,
  where: { section: ContentSection; locale: ContentLocale; slug: string; itemId?: string },
): Promise<string | null> {
  const notThisItem = where.itemId ? ne(contentItems.id, where.itemId) : undefined;
  const [item] = await executor
    .select({ id: contentItems.id, currentRevision: contentItems.currentRevision })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.section, where.section),
        eq(contentItems.locale, where.locale),
        or(eq(contentItems.slug, where.slug), eq(contentItems.publishedSlug, where.slug)),
        notThisItem,
      ),
    )
    .limit(1);
  const [redirect] = item
    ? []
    : await executor
        .select({ id: contentRedirects.itemId })
        .from(contentRedirects)
        .where(
          and(
            eq(contentRedirects.section, where.section),
            eq(contentRedirects.locale, where.locale),
            eq(contentRedirects.fromSlug, where.slug),
            where.itemId ? ne(contentRedirects.itemId, where.itemId) : undefined,
          ),
        )
        .limit(1);
  const holderId = item?.id ?? redirect?.id;
  if (!holderId) return null;
  const [holder] = await executor
    .select({ fields: contentRevisions.fields })
    .from(contentRevisions)
    .innerJoin(contentItems, eq(contentItems.id, contentRevisions.itemId))
    .where(and(eq(contentRevisions.itemId, holderId), eq(contentRevisions.number, contentItems.currentRevision)));
  return titleOf(where.section, holder?.fields ?? {}) || "another item";
}

export type SaveInput = { fields: Record<string, unknown>; slug: string };

export type SaveOutcome =
  | { status: "saved"; id: string; revision: number; isNewRevision: boolean }
  | { status: "slug-taken"; holder: string }
  | { status: "conflict"; revision: number; authorName: string | null; savedAt: Date }
  | { status: "not-found" };

/** A new item of `section`: its first revision, unpublished. */
export async function createItem(
  db: Database,
  section: ContentSection,
  input: SaveInput,
  actor: Actor | null,
  locale: ContentLocale = "en",
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const holder = await slugHolder(tx, { section, locale, slug: input.slug });
    if (holder !== null) return { status: "slug-taken", holder };
    const [item] = await tx
      .insert(contentItems)
      .values({ section, locale, slug: input.slug, currentRevision: 1, updatedByName: actor?.name ?? null })
      .returning({ id: contentItems.id });
    if (!item) throw new Error("The new item was not stored.");
    await tx.insert(contentRevisions).values({
      itemId: item.id,
      number: 1,
      slug: input.slug,
      fields: input.fields,
      authorId: actor?.id ?? null,
      authorName: actor?.name ?? null,
    });
    await recordEvent(tx, { itemId: item.id, action: "created", revision: 1, actor });
    return { status: "saved", id: item.id, revision: 1, isNewRevision: true };
  });
}

/** The item, locked for the rest of the transaction; undefined when `id` is not an item of `section`. */
async function lockItem(tx: Transaction, section: ContentSection, id: string) {
  if (!isUuid(id)) return undefined;
  const [item] = await tx
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.section, section)))
    .for("update");
  return item;
}

async function revisionOf(executor: Executor, itemId: string, number: number) {
  const [revision] = await executor
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.itemId, itemId), eq(contentRevisions.number, number)));
  return revision;
}

/**
 * Writes `input` as the item's next revision, unless it is the same as the current one. Refused when someone saved
 * since the editor opened revision `baseRevision` (the editor keeps what was typed), or when the slug is taken.
 */
async function saveInTransaction(
  tx: Transaction,
  item: ContentItem,
  input: SaveInput & { baseRevision: number },
  actor: Actor | null,
  action: "saved" | "restored" = "saved",
  detail?: string,
): Promise<SaveOutcome> {
  const current = await revisionOf(tx, item.id, item.currentRevision);
  if (!current) throw new Error(`Item ${item.id} has no revision ${item.currentRevision}.`);
  if (input.baseRevision !== item.currentRevision) {
    return { status: "conflict", revision: current.number, authorName: current.authorName, savedAt: current.createdAt };
  }
  const isUnchanged = current.slug === input.slug && sameFields(current.fields, input.fields);
  if (isUnchanged && action === "saved") {
    return { status: "saved", id: item.id, revision: current.number, isNewRevision: false };
  }
  if (input.slug !== item.slug) {
    const holder = await slugHolder(tx, {
      section: item.section,
      locale: item.locale,
      slug: input.slug,
      itemId: item.id,
    });
    if (holder !== null) return { status: "slug-taken", holder };
  }
  const number = item.currentRevision + 1;
  await tx.insert(contentRevisions).values({
    itemId: item.id,
    number,
    slug: input.slug,
    fields: input.fields,
    authorId: actor?.id ?? null,
    authorName: actor?.name ?? null,
  });
  await tx
    .update(contentItems)
    .set({ currentRevision: number, slug: input.slug, updatedAt: sql`now()`, updatedByName: actor?.name ?? null })
    .where(eq(contentItems.id, item.id));
  await recordEvent(tx, { itemId: item.id, action, revision: number, actor, detail });
  item.currentRevision = number;
  item.slug = input.slug;
  return { status: "saved", id: item.id, revision: number, isNewRevision: true };
}

/** Field values compared as stored (jsonb gives keys back in its own order). */
function sameFields(a: Record<string, unknown>, b: Record<string, unknown>) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/** Makes the item's current revision what visitors see, with its address; the old address then redirects. */
async function publishInTransaction(tx: Transaction, item: ContentItem, actor: Actor | null, detail?: string) {
  const oldSlug = item.publishedSlug;
  if (oldSlug !== null && oldSlug !== item.slug) {
    await tx
      .insert(contentRedirects)
      .values({ section: item.section, locale: item.locale, fromSlug: oldSlug, itemId: item.id })
      .onConflictDoUpdate({
        target: [contentRedirects.section, contentRedirects.locale, contentRedirects.fromSlug],
        set: { itemId: item.id },
      });
  }
  // Its new address is its own again, if it once redirected.
  await tx
    .delete(contentRedirects)
    .where(
      and(
        eq(contentRedirects.section, item.section),
        eq(contentRedirects.locale, item.locale),
        eq(contentRedirects.fromSlug, item.slug),
      ),
    );
  await tx
    .update(contentItems)
    .set({
      publishedRevision: item.currentRevision,
      publishedSlug: item.slug,
      publishAt: null,
      publishedAt: sql`now()`,
      firstPublishedAt: sql`coalesce(${contentItems.firstPublishedAt}, now())`,
    })
    .where(eq(contentItems.id, item.id));
  await recordEvent(tx, { itemId: item.id, action: "published", revision: item.currentRevision, actor, detail });
  await bumpContentVersion(tx);
}

export type WorkflowOutcome =
  | SaveOutcome
  | { status: "published"; id: string; revision: number }
  | { status: "scheduled"; id: string; revision: number; publishAt: Date };

/**
 * Saves `input` (when it differs) and then, by `step`: leaves it a draft, publishes it now, or schedules it for
 * `publishAt` (a time already past publishes now). The save's refusals (conflict, slug taken) stop it all.
 */
export async function saveItem(
  db: Database,
  section: ContentSection,
  id: string,
  input: SaveInput & { baseRevision: number },
  actor: Actor | null,
  step: { to: "draft" } | { to: "publish" } | { to: "schedule"; publishAt: Date },
  now = new Date(),
): Promise<WorkflowOutcome> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, section, id);
    if (!item) return { status: "not-found" };
    const saved = await saveInTransaction(tx, item, input, actor);
    if (saved.status !== "saved" || step.to === "draft") return saved;
    if (step.to === "schedule" && step.publishAt.getTime() > now.getTime()) {
      await tx.update(contentItems).set({ publishAt: step.publishAt }).where(eq(contentItems.id, item.id));
      await recordEvent(tx, {
        itemId: item.id,
        action: "scheduled",
        revision: item.currentRevision,
        actor,
        detail: step.publishAt.toISOString(),
      });
      return { status: "scheduled", id: item.id, revision: item.currentRevision, publishAt: step.publishAt };
    }
    await publishInTransaction(tx, item, actor);
    return { status: "published", id: item.id, revision: item.currentRevision };
  });
}

export type StateOutcome = { status: "done" } | { status: "not-found" } | { status: "unchanged" };

/** Takes the item off the site (it keeps its text and address, to publish again). */
export async function unpublishItem(
  db: Database,
  section: ContentSection,
  id: string,
  actor: Actor,
): Promise<StateOutcome> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, section, id);
    if (!item) return { status: "not-found" };
    if (item.publishedRevision === null && !item.publishAt) return { status: "unchanged" };
    await tx.update(contentItems).set({ publishedRevision: null, publishAt: null }).where(eq(contentItems.id, item.id));
    await recordEvent(tx, { itemId: item.id, action: "unpublished", revision: item.publishedRevision, actor });
    await bumpContentVersion(tx);
    return { status: "done" };
  });
}

/** Drops a scheduled publish; what visitors see stays as it is. */
export async function cancelSchedule(
  db: Database,
  section: ContentSection,
  id: string,
  actor: Actor,
): Promise<StateOutcome> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, section, id);
    if (!item) return { status: "not-found" };
    if (!item.publishAt) return { status: "unchanged" };
    await tx.update(contentItems).set({ publishAt: null }).where(eq(contentItems.id, item.id));
    await recordEvent(tx, { itemId: item.id, action: "schedule-cancelled", revision: item.currentRevision, actor });
    return { status: "done" };
  });
}

/**
 * Makes revision `number` the current text again, as a new revision (to publish as usual). Refused like a save when
 * the item changed since the page was opened at `baseRevision`.
 */
export async function restoreRevision(
  db: Database,
  section: ContentSection,
  id: string,
  number: number,
  baseRevision: number,
  actor: Actor,
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, section, id);
    if (!item) return { status: "not-found" };
    const old = await revisionOf(tx, item.id, number);
    if (!old) return { status: "not-found" };
    return saveInTransaction(
      tx,
      item,
      { fields: old.fields, slug: old.slug, baseRevision },
      actor,
      "restored",
      `from revision ${number}`,
    );
  });
}

/**
 * Publishes every item whose scheduled time has come (the content watch calls it every few seconds, on every server;
 * a row another server is publishing is skipped). Returns how many were published.
 */
export async function publishDueItems(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(contentItems)
      .where(and(isNotNull(contentItems.publishAt), lte(contentItems.publishAt, now)))
      .orderBy(asc(contentItems.publishAt))
      .limit(50)
      .for("update", { skipLocked: true });
    for (const item of due) await publishInTransaction(tx, item, null, "at the scheduled time");
    return due.length;
  });
}

export type RevisionSummary = {
  number: number;
  slug: string;
  title: string;
  authorName: string | null;
  createdAt: Date;
};

/** An item's revisions, newest first. */
export async function listRevisions(db: Database, section: ContentSection, itemId: string): Promise<RevisionSummary[]> {
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(eq(contentRevisions.itemId, itemId))
    .orderBy(desc(contentRevisions.number));
  return rows.map((row) => ({
    number: row.number,
    slug: row.slug,
    title: titleOf(section, row.fields),
    authorName: row.authorName,
    createdAt: row.createdAt,
  }));
}

/** One revision of an item, or null. */
export async function getRevision(db: Database, itemId: string, number: number) {
  if (!isUuid(itemId) || !Number.isInteger(number)) return null;
  return (await revisionOf(db, itemId, number)) ?? null;
}

/** An item's audit trail, newest first. */
export async function listEvents(db: Database, itemId: string) {
  return db
    .select({
      action: contentEvents.action,
      revision: contentEvents.revision,
      actorName: contentEvents.actorName,
      detail: contentEvents.detail,
      createdAt: contentEvents.createdAt,
    })
    .from(contentEvents)
    .where(eq(contentEvents.itemId, itemId))
    .orderBy(desc(contentEvents.id));
}
