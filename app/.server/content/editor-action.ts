// The server side of the studio's editor: reads what the form sent, checks it with the section's schema, and saves,
// publishes, schedules or unpublishes. A refusal comes back with a message on its field and everything typed, for
// the form to show again; a success is the address to go on to (Post/Redirect/Get), with a note for the page.
import { z } from "zod";
import type { Actor } from "~/.server/auth/actor";
import type { Database } from "~/.server/db/client";
import { type DoneNote, type FormValues, readFieldValues, STUDIO_SECTIONS } from "~/content/studio";
import { centralInstant } from "~/lib/call-slots";
import { formatCentralDateTime } from "~/lib/central-time";
import type { ContentSection } from "~/lib/content-sections";
import { CONTENT_FIELD_SCHEMAS, TITLE_FIELD } from "~/lib/schemas/content";
import { slugify, slugProblem } from "~/lib/slug";
import { cancelSchedule, createItem, getItem, type SaveOutcome, saveItem, unpublishItem } from "./items";
import type { ContentState } from "./published";

const INTENTS = ["save", "publish", "schedule", "unpublish", "cancel-schedule"] as const;
export type EditorIntent = (typeof INTENTS)[number];
const IntentSchema = z.enum(INTENTS);

export type EditorResult =
  | { status: "invalid" | "conflict"; message: string; errors: Record<string, string>; values: FormValues }
  | { status: "done"; itemId: string; note: DoneNote; slugNormalised: boolean };

const SCHEDULE_FIELDS = { date: "publishDate", time: "publishTime" } as const;

/** The editor's extra inputs, kept with the fields when the form is shown again. */
function extraValues(form: FormData): FormValues {
  return {
    slug: String(form.get("slug") ?? ""),
    [SCHEDULE_FIELDS.date]: String(form.get(SCHEDULE_FIELDS.date) ?? ""),
    [SCHEDULE_FIELDS.time]: String(form.get(SCHEDULE_FIELDS.time) ?? ""),
  };
}

function invalid(values: FormValues, errors: Record<string, string>): EditorResult {
  const count = Object.keys(errors).length;
  const message =
    count === 1 ? "One field needs another look. It is marked below." : `${count} fields need another look.`;
  return { status: "invalid", message, errors, values };
}

/** The scheduled time the form names (Central), or an error for its field. */
function readPublishAt(form: FormData): { at: Date } | { error: string } {
  const date = String(form.get(SCHEDULE_FIELDS.date) ?? "").trim();
  const time = String(form.get(SCHEDULE_FIELDS.time) ?? "").trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
    return { error: "Enter the date and the time (Central) to publish at, like 2025-03-14 and 09:00." };
  }
  try {
    return { at: centralInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3))) };
  } catch {
    return { error: "That time does not exist in Central time (the hour the clocks skip). Choose another." };
  }
}

/**
 * The address the item is saved with: what was typed, made a slug (kept as it is when it is already the item's,
 * so the built-in addresses with a space stay), or the title's when left empty. Sections without an address
 * field get the title's, with a suffix so two items never share one.
 */
function readSlug(section: ContentSection, typed: string, title: string, current: string | null) {
  if (!STUDIO_SECTIONS[section].hasSlug) {
    return { slug: current ?? `${slugify(title) || "item"}-${crypto.randomUUID().slice(0, 8)}`, isNormalised: false };
  }
  const trimmed = typed.trim();
  if (current !== null && trimmed === current) return { slug: current, isNormalised: false };
  const slug = slugify(trimmed || title);
  return { slug, isNormalised: trimmed !== "" && slug !== trimmed };
}

function messageOf(outcome: Exclude<SaveOutcome, { status: "saved" }>): {
  status: "invalid" | "conflict";
  message: string;
  field?: string;
} {
  switch (outcome.status) {
    case "slug-taken":
      return {
        status: "invalid",
        message: "That address is in use.",
        field: `This address belongs to “${outcome.holder}”. Choose another one.`,
      };
    case "conflict":
      return {
        status: "conflict",
        message: `Someone else changed this since you opened it: ${outcome.authorName ?? "the site"} saved revision ${outcome.revision} at ${formatCentralDateTime(outcome.savedAt)}. Your text was not saved and is still below. Copy what you need, then reload the page to see their version.`,
      };
    case "not-found":
      return { status: "invalid", message: "This item no longer exists." };
  }
}

type EditorDeps = { readonly db: Database; readonly content: ContentState };

/**
 * One action of the editor of `section`: on item `itemId`, or a new item when null. `actor` is the signed-in
 * manager (the route checks the role).
 */
export async function runEditorAction(
  app: EditorDeps,
  section: ContentSection,
  itemId: string | null,
  form: FormData,
  actor: Actor,
  now = new Date(),
): Promise<EditorResult> {
  const intent = IntentSchema.safeParse(form.get("intent"));
  const fieldValues = readFieldValues(section, form);
  const values = { ...fieldValues, ...extraValues(form) };
  if (!intent.success) return invalid(values, { form: "This request could not be read. Reload the page." });

  const current = itemId ? await getItem(app.db, section, itemId) : null;
  if (itemId && !current) return invalid(values, { form: "This item no longer exists." });

  if (intent.data === "unpublish" || intent.data === "cancel-schedule") {
    if (!itemId) return invalid(values, { form: "Save the item first." });
    const outcome =
      intent.data === "unpublish"
        ? await unpublishItem(app.db, section, itemId, actor)
        : await cancelSchedule(app.db, section, itemId, actor);
    await app.content.refresh();
    if (outcome.status === "not-found") return invalid(values, { form: "This item no longer exists." });
    return {
      status: "done",
      itemId,
      note: intent.data === "unpublish" ? "unpublished" : "schedule-cancelled",
      slugNormalised: false,
    };
  }

  const errors: Record<string, string> = {};
  const parsed = CONTENT_FIELD_SCHEMAS[section].safeParse(fieldValues);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "form");
      errors[field] ??= issue.message;
    }
  }
  const title = String(fieldValues[TITLE_FIELD[section]] ?? "");
  const { slug, isNormalised } = readSlug(section, String(values.slug ?? ""), title, current?.slug ?? null);
  const problem = STUDIO_SECTIONS[section].hasSlug ? slugProblem(slug) : null;
  if (problem) errors.slug = problem;
  const schedule = intent.data === "schedule" ? readPublishAt(form) : null;
  if (schedule && "error" in schedule) errors.publishAt = schedule.error;
  if (!parsed.success || Object.keys(errors).length > 0) return invalid(values, errors);

  const fields = parsed.data as Record<string, unknown>;
  const step =
    intent.data === "publish"
      ? ({ to: "publish" } as const)
      : schedule && "at" in schedule
        ? ({ to: "schedule", publishAt: schedule.at } as const)
        : ({ to: "draft" } as const);

  let id = itemId;
  let baseRevision = Number(form.get("baseRevision"));
  if (!id) {
    const created = await createItem(app.db, section, { fields, slug }, actor);
    if (created.status !== "saved") return refused(created, values);
    id = created.id;
    baseRevision = created.revision;
    if (step.to === "draft") return { status: "done", itemId: id, note: "created", slugNormalised: isNormalised };
  }
  const outcome = await saveItem(app.db, section, id, { fields, slug, baseRevision }, actor, step, now);
  await app.content.refresh();
  if (outcome.status === "published") {
    const note = step.to === "schedule" ? "published-now" : "published";
    return { status: "done", itemId: id, note, slugNormalised: isNormalised };
  }
  if (outcome.status === "scheduled")
    return { status: "done", itemId: id, note: "scheduled", slugNormalised: isNormalised };
  if (outcome.status === "saved") {
    const note = itemId ? (outcome.isNewRevision ? "saved" : "unchanged") : "created";
    return { status: "done", itemId: id, note, slugNormalised: isNormalised };
  }
  return refused(outcome, values);
}

function refused(outcome: Exclude<SaveOutcome, { status: "saved" }>, values: FormValues): EditorResult {
  const { status, message, field } = messageOf(outcome);
  return { status, message, errors: field ? { slug: field } : {}, values };
}
