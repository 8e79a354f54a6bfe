// The site's editable content (the content studio): items of each section, every saved text as a revision, the old
// addresses of renamed items, the audit trail, and the version counter a publish bumps so every server renders its
// public pages again. The fields of a revision are the section's (app/lib/schemas/content.ts checks them).
import { sql } from "drizzle-orm";
import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CONTENT_EVENT_ACTIONS, CONTENT_LOCALES, CONTENT_SECTIONS } from "../../../lib/content-sections.ts";
import { createdAt, enumCheck, identityId } from "./columns.ts";

/**
 * One article, job posting, guide, FAQ entry, testimonial, or the firm's details. `current_revision` is the text the
 * editor shows (the latest save); `published_revision` the one visitors see (null while never published or after an
 * unpublish); `publish_at` a scheduled publish of the current text. `slug` is the current text's address and
 * `published_slug` the address visitors use. A translation would be another item with its own `locale`.
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    section: text("section", { enum: CONTENT_SECTIONS }).notNull(),
    locale: text("locale", { enum: CONTENT_LOCALES }).notNull().default("en"),
    slug: text("slug").notNull(),
    currentRevision: integer("current_revision").notNull(),
    publishedRevision: integer("published_revision"),
    publishedSlug: text("published_slug"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedByName: text("updated_by_name"),
    createdAt: createdAt(),
  },
  (table) => [
    enumCheck("content_items_section_check", table.section, CONTENT_SECTIONS),
    enumCheck("content_items_locale_check", table.locale, CONTENT_LOCALES),
    uniqueIndex("content_items_slug_unique").on(table.section, table.locale, table.slug),
    uniqueIndex("content_items_published_slug_unique")
      .on(table.section, table.locale, table.publishedSlug)
      .where(sql`${table.publishedSlug} is not null`),
    index("content_items_publish_at_idx").on(table.publishAt).where(sql`${table.publishAt} is not null`),
  ],
);
export type ContentItem = typeof contentItems.$inferSelect;

/** Every save of an item: its fields as the editor sent them (validated), who saved them and when. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    itemId: uuid("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    slug: text("slug").notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    // The manager's user id and name as they were then; null for the seed.
    authorId: text("author_id"),
    authorName: text("author_name"),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.number] })],
);
export type ContentRevision = typeof contentRevisions.$inferSelect;

/** An address a published item answered at before it was renamed: it redirects (301) to the item's address now. */
export const contentRedirects = pgTable(
  "content_redirects",
  {
    section: text("section", { enum: CONTENT_SECTIONS }).notNull(),
    locale: text("locale", { enum: CONTENT_LOCALES }).notNull(),
    fromSlug: text("from_slug").notNull(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.section, table.locale, table.fromSlug] })],
);

/** The studio's audit trail: one line per action on an item, naming the manager (never visitor data). */
export const contentEvents = pgTable(
  "content_events",
  {
    id: identityId(),
    itemId: uuid("item_id").notNull(),
    action: text("action", { enum: CONTENT_EVENT_ACTIONS }).notNull(),
    revision: integer("revision"),
    actorId: text("actor_id"),
    actorName: text("actor_name"),
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (table) => [
    enumCheck("content_events_action_check", table.action, CONTENT_EVENT_ACTIONS),
    foreignKey({ columns: [table.itemId], foreignColumns: [contentItems.id] }).onDelete("cascade"),
    index("content_events_item_idx").on(table.itemId, table.id),
  ],
);
export type ContentEvent = typeof contentEvents.$inferSelect;

/**
 * One row: the content's version, bumped in every transaction that changes what visitors see. Each server compares
 * it with the version its rendered pages were made from. 0 until the seed has filled the tables.
 */
export const contentVersion = pgTable("content_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
