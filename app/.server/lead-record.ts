// What happens to a lead after it arrives: who handles it (owner), managers' private notes, the outcome of an
// inquiry, deletion by an admin, the retention purge of old applications, and the history of all of it
// (lead_events), which outlives the lead and never names the visitor.
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { users } from "~/.server/db/auth-schema";
import { type Database, getDb } from "~/.server/db/client";
import {
  applications,
  inquiries,
  type LeadEventAction,
  type LeadKind,
  leadEvents,
  leadNotes,
  userRoles,
} from "~/.server/db/schema";
import { logger } from "~/.server/logger";
import { getStorage } from "~/.server/storage";
import { type LeadOutcome, OUTCOME_LABELS } from "~/lib/lead-outcomes";

/** The manager acting, as the history shows them. */
export type Actor = { id: string; name: string };

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

function leadTable(kind: LeadKind) {
  return kind === "inquiry" ? inquiries : applications;
}

/** The users who may own a lead: every account with the manager or admin role, by name. */
export async function listAssignableManagers(db: Database = getDb()) {
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
export async function assignLead(kind: LeadKind, leadId: string, ownerId: string | null, actor: Actor) {
  const db = getDb();
  let ownerName: string | null = null;
  if (ownerId) {
    const [owner] = (await listAssignableManagers(db)).filter((manager) => manager.id === ownerId);
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
export async function addLeadNote(kind: LeadKind, leadId: string, body: string, actor: Actor) {
  const db = getDb();
  const table = leadTable(kind);
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.id, leadId));
    if (!found) return false;
    await tx.insert(leadNotes).values({ leadKind: kind, leadId, authorId: actor.id, authorName: actor.name, body });
    await recordLeadEvent(tx, { kind, leadId, action: "note-added", actor });
    return true;
  });
}

/** Sets an inquiry's outcome. Returns false for an unknown inquiry. */
export async function setInquiryOutcome(leadId: string, outcome: LeadOutcome, actor: Actor) {
  return getDb().transaction(async (tx) => {
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
  kind: LeadKind,
  leadId: string,
  actor: Actor | null,
  action: "deleted" | "purged" = "deleted",
) {
  const db = getDb();
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
    await getStorage()
      .delete(fileKey)
      .catch((error) => logger.error({ key: fileKey, err: error }, "could not remove a deleted lead's file"));
  return true;
}

/**
 * Removes job applications (and their résumés and notes) received more than `retentionDays` ago; each keeps a
 * "purged" line in its history. Returns how many were removed.
 */
export async function purgeExpiredApplications(retentionDays: number, db: Database = getDb()) {
  const expired = await db
    .select({ id: applications.id })
    .from(applications)
    .where(lt(applications.createdAt, sql`now() - make_interval(days => ${retentionDays})`));
  let purged = 0;
  for (const { id } of expired) if (await deleteLead("application", id, null, "purged")) purged++;
  return purged;
}

export type HistoryLine = {
  at: Date;
  action: LeadEventAction | "created";
  actorName: string | null;
  detail: string | null;
};

/** A lead's owner, notes (newest first) and history (oldest first, starting with its arrival). */
export async function getLeadRecord(
  kind: LeadKind,
  lead: { id: string; createdAt: Date; ownerId: string | null },
  createdFrom: string,
  db: Database = getDb(),
) {
  const [owner, notes, events] = await Promise.all([
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
  const history: HistoryLine[] = [
    { at: lead.createdAt, action: "created", actorName: null, detail: createdFrom },
    ...events.map((event) => ({
      at: event.createdAt,
      action: event.action,
      actorName: event.actorName,
      detail: event.detail,
    })),
  ];
  const [ownerRow] = owner;
  return { owner: ownerRow ? { id: ownerRow.id, name: ownerRow.name || ownerRow.email } : null, notes, history };
}

/** Records that these leads were included in a CSV export, in one statement. */
export async function recordExport(kind: LeadKind, leadIds: readonly string[], actor: Actor, db: Database = getDb()) {
  if (leadIds.length === 0) return;
  await db.insert(leadEvents).values(
    leadIds.map((leadId) => ({
      leadKind: kind,
      leadId,
      action: "exported" as const,
      actorId: actor.id,
      actorName: actor.name,
    })),
  );
}

const HISTORY_LABELS: Record<HistoryLine["action"], string> = {
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
};

/**
 * Everything a details page shows about a lead's handling, ready to render: owner, assignable managers, notes and
 * history with their times formatted by `formatTime`.
 */
export async function loadLeadRecordView(
  kind: LeadKind,
  lead: { id: string; createdAt: Date; ownerId: string | null },
  createdFrom: string,
  formatTime: (date: Date) => string,
) {
  const [record, managers] = await Promise.all([getLeadRecord(kind, lead, createdFrom), listAssignableManagers()]);
  return {
    owner: record.owner,
    managers: managers.map((manager) => ({ id: manager.id, name: manager.name || manager.email })),
    notes: record.notes.map((note) => ({
      id: note.id,
      authorName: note.authorName,
      body: note.body,
      at: note.createdAt.toISOString(),
      atText: formatTime(note.createdAt),
    })),
    history: record.history.map((line) => ({
      at: line.at.toISOString(),
      atText: formatTime(line.at),
      label: HISTORY_LABELS[line.action],
      actorName: line.actorName,
      detail: line.detail,
    })),
  };
}
export type LeadRecordView = Awaited<ReturnType<typeof loadLeadRecordView>>;
