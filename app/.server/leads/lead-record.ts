// What happens to a lead after it arrives: whether it has had a reply, who handles it (owner), managers' private
// notes, the outcome of an inquiry, deletion by an admin, the retention purge of old applications, and the history
// of all of it (lead_events), which outlives the lead and never names the visitor.
import { and, desc, eq, lt, ne, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/app-context";
import type { Actor } from "~/.server/auth/actor";
import { users } from "~/.server/db/auth-schema";
import type { Database } from "~/.server/db/client";
import {
  applications,
  inquiries,
  type LeadEventAction,
  type LeadKind,
  leadEvents,
  leadNotes,
  userRoles,
} from "~/.server/db/schema";
import { logger } from "~/.server/runtime/logger";
import { type LeadOutcome, OUTCOME_LABELS } from "~/lib/lead-outcomes";
import type { RespondedKind } from "~/lib/schemas/dashboard";

type Executor = Pick<Database, "insert">;

/** Adds one line to a lead's history. `actor` null: the system did it (retention). */
export async function recordLeadEvent(
  executor: Executor,
  event: { kind: LeadKind; leadId: string; action: LeadEventAction; actor: Actor | null; detail?: string | null },
) {
  await executor.insert(leadEvents).values({
    leadKind: event.kind,
    leadId: event.leadId,
    action: event.action,
    actorId: event.actor?.id ?? null,
    actorName: event.actor?.name ?? null,
    detail: event.detail ?? null,
  });
}

/** The table holding a lead of `kind`. */
export function leadTable(kind: LeadKind) {
  return kind === "inquiry" ? inquiries : applications;
}

/** The users who may own a lead: every account with the manager or admin role, by name. */
async function listAssignableManagers(db: Database) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .orderBy(users.name, users.email);
}

/**
 * Sets (or clears, with null) who handles a lead. Returns "not-found" for an unknown lead, "not-a-manager" when
 * `ownerId` has no dashboard role, "unchanged" when it already is the owner.
 */
export async function assignLead(db: Database, kind: LeadKind, leadId: string, ownerId: string | null, actor: Actor) {
  let ownerName: string | null = null;
  if (ownerId) {
    const [owner] = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.id, ownerId));
    if (!owner) return "not-a-manager" as const;
    ownerName = owner.name || owner.email;
  }
  const table = leadTable(kind);
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ ownerId: table.ownerId }).from(table).where(eq(table.id, leadId)).for("update");
    if (!current) return "not-found" as const;
    if (current.ownerId === ownerId) return "unchanged" as const;
    await tx.update(table).set({ ownerId }).where(eq(table.id, leadId));
    await recordLeadEvent(tx, {
      kind,
      leadId,
      action: ownerId ? "assigned" : "unassigned",
      actor,
      detail: ownerName,
    });
    return "assigned" as const;
  });
}

/** Adds a private note to a lead. Returns false for an unknown lead. */
export async function addLeadNote(db: Database, kind: LeadKind, leadId: string, body: string, actor: Actor) {
  const table = leadTable(kind);
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.id, leadId));
    if (!found) return false;
    await tx.insert(leadNotes).values({ leadKind: kind, leadId, authorId: actor.id, authorName: actor.name, body });
    await recordLeadEvent(tx, { kind, leadId, action: "note-added", actor });
    return true;
  });
}

/**
 * Sets `responded` to the value the manager chose (not "the opposite", so a double click cannot undo itself).
 * Returns false when no row has this id.
 */
export async function setResponded(db: Database, kind: RespondedKind, id: string, responded: boolean, actor: Actor) {
  const table = leadTable(kind);
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(table)
      .set({ responded })
      .where(and(eq(table.id, id), ne(table.responded, responded)))
      .returning({ id: table.id });
    if (changed.length === 0) {
      const [existing] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
      return existing !== undefined;
    }
    await recordLeadEvent(tx, { kind, leadId: id, action: responded ? "responded" : "pending", actor });
    return true;
  });
}

/** Sets an inquiry's outcome. Returns false for an unknown inquiry. */
export async function setInquiryOutcome(db: Database, leadId: string, outcome: LeadOutcome, actor: Actor) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ outcome: inquiries.outcome })
      .from(inquiries)
      .where(eq(inquiries.id, leadId))
      .for("update");
    if (!current) return false;
    if (current.outcome === outcome) return true;
    await tx.update(inquiries).set({ outcome }).where(eq(inquiries.id, leadId));
    await recordLeadEvent(tx, { kind: "inquiry", leadId, action: "outcome", actor, detail: OUTCOME_LABELS[outcome] });
    return true;
  });
}

/**
 * Deletes a lead with its notes and its résumé file; its history stays, with a "deleted" line. Returns false for
 * an unknown lead.
 */
export async function deleteLead(
  { db, storage }: Pick<AppContext, "db" | "storage">,
  kind: LeadKind,
  leadId: string,
  actor: Actor | null,
  action: "deleted" | "purged" = "deleted",
) {
  const fileKey = await db.transaction(async (tx) => {
    let key: string | null = null;
    if (kind === "application") {
      const [removed] = await tx
        .delete(applications)
        .where(eq(applications.id, leadId))
        .returning({ key: applications.resumeFileKey });
      if (!removed) return undefined;
      key = removed.key;
    } else {
      const [removed] = await tx.delete(inquiries).where(eq(inquiries.id, leadId)).returning({ id: inquiries.id });
      if (!removed) return undefined;
    }
    await tx.delete(leadNotes).where(and(eq(leadNotes.leadKind, kind), eq(leadNotes.leadId, leadId)));
    await recordLeadEvent(tx, { kind, leadId, action, actor });
    return key;
  });
  if (fileKey === undefined) return false;
  // The row is gone, so nothing points at the file any more; a file left behind by a failure here is only orphaned.
  if (fileKey)
    await storage
      .delete(fileKey)
      .catch((error) => logger.error({ key: fileKey, err: error }, "could not remove a deleted lead's file"));
  return true;
}

/**
 * Removes job applications (and their résumés and notes) received more than `retentionDays` ago; each keeps a
 * "purged" line in its history. Returns how many were removed.
 */
export async function purgeExpiredApplications(app: Pick<AppContext, "db" | "storage">, retentionDays: number) {
  const expired = await app.db
    .select({ id: applications.id })
    .from(applications)
    .where(lt(applications.createdAt, sql`now() - make_interval(days => ${retentionDays})`));
  let purged = 0;
  for (const { id } of expired) if (await deleteLead(app, "application", id, null, "purged")) purged++;
  return purged;
}

/** A statement holds at most 65,535 parameters; a history line takes five. */
const EXPORT_LINES_PER_INSERT = 5000;

/** Records that these leads were included in a CSV export (an export holds up to 50,000). */
export async function recordExport(db: Database, kind: LeadKind, leadIds: readonly string[], actor: Actor) {
  for (let start = 0; start < leadIds.length; start += EXPORT_LINES_PER_INSERT) {
    await db.insert(leadEvents).values(
      leadIds.slice(start, start + EXPORT_LINES_PER_INSERT).map((leadId) => ({
        leadKind: kind,
        leadId,
        action: "exported" as const,
        actorId: actor.id,
        actorName: actor.name,
      })),
    );
  }
}

type HistoryAction = LeadEventAction | "created";

const HISTORY_LABELS: Record<HistoryAction, string> = {
  created: "Received",
  responded: "Marked as responded",
  pending: "Marked as pending",
  assigned: "Assigned",
  unassigned: "Unassigned",
  "note-added": "Note added",
  outcome: "Outcome set",
  "resume-downloaded": "Résumé downloaded",
  "document-downloaded": "Document downloaded",
  exported: "Included in a CSV export",
  deleted: "Deleted",
  purged: "Removed by the retention rule",
  "call-confirmed": "Call confirmed",
  "call-proposed": "Another call time proposed",
  "call-declined": "Call declined",
  "call-cancelled": "Call cancelled by the visitor",
};

/**
 * What a details page shows about a lead's handling, ready to render: the managers it can be assigned to (its
 * owner among them, also one whose access was revoked since), its owner, notes (newest first) and history (oldest
 * first, starting with its arrival through `createdFrom`), times formatted by `formatTime`.
 */
export async function loadLeadRecordView(
  db: Database,
  kind: LeadKind,
  lead: { id: string; createdAt: Date; ownerId: string | null },
  createdFrom: string,
  formatTime: (date: Date) => string,
) {
  const displayName = (user: { name: string; email: string }) => user.name || user.email;
  const [managers, owners, notes, events] = await Promise.all([
    listAssignableManagers(db),
    lead.ownerId
      ? db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, lead.ownerId))
      : Promise.resolve([]),
    db
      .select()
      .from(leadNotes)
      .where(and(eq(leadNotes.leadKind, kind), eq(leadNotes.leadId, lead.id)))
      .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id)),
    db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadKind, kind), eq(leadEvents.leadId, lead.id)))
      .orderBy(leadEvents.id),
  ]);
  const owner = owners[0] ? { id: owners[0].id, name: displayName(owners[0]) } : null;
  const choices = managers.map((manager) => ({ id: manager.id, name: displayName(manager) }));
  if (owner && !choices.some((choice) => choice.id === owner.id)) {
    choices.push({ id: owner.id, name: `${owner.name} (no access)` });
  }
  const line = (at: Date, action: HistoryAction, actorName: string | null, detail: string | null) => ({
    at: at.toISOString(),
    atText: formatTime(at),
    label: HISTORY_LABELS[action],
    actorName,
    detail,
  });
  return {
    owner,
    managers: choices,
    notes: notes.map((note) => ({
      id: note.id,
      authorName: note.authorName,
      body: note.body,
      at: note.createdAt.toISOString(),
      atText: formatTime(note.createdAt),
    })),
    history: [
      line(lead.createdAt, "created", null, createdFrom),
      ...events.map((event) => line(event.createdAt, event.action, event.actorName, event.detail)),
    ],
  };
}
