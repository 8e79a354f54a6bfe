// The manager dashboard's queries: summary counts, paged and filtered lists, details, the responded toggle and
// downloads (the CSV export is in manager-csv.ts). Callers check the manager's session and role first
// (requireManager).
import { and, count, desc, eq, gte, ilike, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type Actor, leadTable, recordLeadEvent } from "~/.server/lead-record";
import { logger } from "~/.server/logger";
import { overdueCutoff } from "~/lib/business-days";
import { roleQuestionsFor } from "~/lib/schemas/application";
import {
  DASHBOARD_PAGE_SIZE,
  type DashboardQuery,
  type RespondedKind,
  type StatusFilter,
} from "~/lib/schemas/dashboard";
import type { Database } from "./db/client.ts";
import {
  applicationSearchParts,
  applications,
  callRequests,
  dashboardCounts,
  inquiries,
  inquirySearchParts,
  type RoleAnswers,
  type SearchPart,
  searchDocument,
  uploadSearchParts,
  uploads,
} from "./db/schema.ts";
import { UPLOAD_CONTENT_TYPES } from "./forms/upload-file-check.ts";
import type { FileStorage } from "./storage.ts";

/** The list filters besides the search; `userId` is the signed-in manager, for "Assigned to me". */
export type LeadFilters = Pick<DashboardQuery, "q" | "status"> &
  Partial<Pick<DashboardQuery, "owner" | "outcome">> & { userId?: string; now?: Date };

/** "Responded", "Pending" or "Overdue" (pending past the reply promise) rows of a table, or every row. */
function statusCondition(table: typeof inquiries | typeof applications, status: StatusFilter, now = new Date()) {
  if (status === "all") return undefined;
  if (status === "overdue") return and(eq(table.responded, false), lt(table.createdAt, overdueCutoff(now)));
  return eq(table.responded, status === "responded");
}

function ownerCondition(table: typeof inquiries | typeof applications, filters: LeadFilters) {
  if (filters.owner === "unassigned") return isNull(table.ownerId);
  if (filters.owner === "me") return eq(table.ownerId, filters.userId ?? "");
  return undefined;
}

/** Whether the list can take its total from the summary's counts (no search and no filter they do not hold). */
function isCountedBySummary(filters: LeadFilters) {
  return !filters.q && (filters.owner ?? "all") === "all" && (filters.outcome ?? "all") === "all";
}

/** ILIKE pattern for a visitor's search text: % and _ are matched literally. */
function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

// The column separator inside searchDocument (schema.ts). A search holding it could match across two columns, so
// such a search (no one types U+001F) falls back to one ILIKE per column.
const SEARCH_SEPARATOR = "\u001f";

/**
 * Case-insensitive substring search over the columns, through the table's trigram index on
 * searchDocument(columns). Searches shorter than three characters have no trigrams and read every row.
 */
function searchCondition(q: string, columns: SearchPart[]) {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  if (q.includes(SEARCH_SEPARATOR)) return or(...columns.map((column) => ilike(column, pattern)));
  return ilike(searchDocument(columns), pattern);
}

export function inquiryFilter(filters: LeadFilters) {
  return and(
    searchCondition(filters.q, inquirySearchParts(inquiries)),
    statusCondition(inquiries, filters.status, filters.now),
    ownerCondition(inquiries, filters),
    filters.outcome && filters.outcome !== "all" ? eq(inquiries.outcome, filters.outcome) : undefined,
  );
}

export function applicationFilter(filters: LeadFilters) {
  return and(
    searchCondition(filters.q, applicationSearchParts(applications)),
    statusCondition(applications, filters.status, filters.now),
    ownerCondition(applications, filters),
  );
}

export function uploadFilter({ q }: Pick<DashboardQuery, "q">) {
  return searchCondition(q, uploadSearchParts(uploads));
}

async function countWhere(db: Database, table: typeof inquiries | typeof applications | typeof uploads, where?: SQL) {
  const rows = await db.select({ n: count() }).from(table).where(where);
  return rows[0]?.n ?? 0;
}

// dashboard_counts holds signed deltas that triggers append (drizzle/0006): one row per insert, delete or
// responded change statement, so concurrent writers never wait on a shared counter row. Summing a few hundred
// rows is still far cheaper than counting 100,000; past this many the summary folds them into one per table.
const COMPACT_COUNTS_AFTER = 500;

/** The summary cards: totals and pending counts, regardless of the current filter. */
export async function getDashboardSummary(db: Database) {
  const sums = await db
    .select({
      tableName: dashboardCounts.tableName,
      total: sql<number>`coalesce(sum(${dashboardCounts.total}), 0)::int`,
      pending: sql<number>`coalesce(sum(${dashboardCounts.pending}), 0)::int`,
      parts: sql<number>`count(*)::int`,
    })
    .from(dashboardCounts)
    .groupBy(dashboardCounts.tableName);
  if (sums.some((row) => row.parts > COMPACT_COUNTS_AFTER)) await compactDashboardCounts(db);
  const of = (table: string) => sums.find((row) => row.tableName === table) ?? { total: 0, pending: 0 };
  return {
    inquiries: { total: of("inquiries").total, pending: of("inquiries").pending },
    applications: { total: of("applications").total, pending: of("applications").pending },
    uploads: { total: of("uploads").total },
  };
}
export type DashboardSummary = Awaited<ReturnType<typeof getDashboardSummary>>;

/**
 * Replaces the delta rows with one row per table in a single statement. It deletes only the rows its snapshot
 * sees and re-inserts their sums, so deltas committed meanwhile, or a concurrent compaction, lose nothing.
 */
export async function compactDashboardCounts(db: Database) {
  await db.execute(sql`
    with removed as (delete from ${dashboardCounts} returning table_name, total, pending)
    insert into ${dashboardCounts} (table_name, total, pending)
    select table_name, sum(total), sum(pending) from removed group by table_name`);
}

/**
 * The list's total: with only the status filter it comes from the summary (the trigger-kept counts and the overdue
 * counts), so only a search or an owner or outcome filter counts rows.
 */
async function totalFor(
  db: Database,
  kind: "inquiries" | "applications",
  query: LeadFilters,
  where: SQL | undefined,
  summary: SummaryWithOverdue | undefined,
) {
  const table = kind === "inquiries" ? inquiries : applications;
  if (!isCountedBySummary(query)) return countWhere(db, table, where);
  if (query.status === "overdue") return summary?.overdue ? summary.overdue[kind] : countWhere(db, table, where);
  const { total, pending } = (summary ?? (await getDashboardSummary(db)))[kind];
  if (query.status === "pending") return pending;
  if (query.status === "responded") return total - pending;
  return total;
}

const offsetOf = (page: number) => (page - 1) * DASHBOARD_PAGE_SIZE;

/**
 * One page of inquiries, newest first, with the message shortened for the list. Pass the summary when the
 * caller has it, so a list without a search takes its total from there.
 */
export async function listInquiries(
  db: Database,
  query: LeadFilters & Pick<DashboardQuery, "page">,
  summary?: SummaryWithOverdue,
) {
  const where = inquiryFilter(query);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: inquiries.id,
        name: inquiries.name,
        email: inquiries.email,
        phone: inquiries.phone,
        source: inquiries.source,
        serviceType: inquiries.serviceType,
        category: inquiries.category,
        organization: inquiries.organization,
        messagePreview: sql<string>`left(${inquiries.message}, 160)`,
        responded: inquiries.responded,
        outcome: inquiries.outcome,
        ownerId: inquiries.ownerId,
        createdAt: inquiries.createdAt,
        callSlots: callRequests.slots,
        callStatus: callRequests.status,
      })
      .from(inquiries)
      .leftJoin(callRequests, eq(callRequests.inquiryId, inquiries.id))
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(DASHBOARD_PAGE_SIZE)
      .offset(offsetOf(query.page)),
    totalFor(db, "inquiries", query, where, summary),
  ]);
  return { rows, total };
}

/** One page of applications, newest first (the summary as for listInquiries). */
export async function listApplications(
  db: Database,
  query: LeadFilters & Pick<DashboardQuery, "page">,
  summary?: SummaryWithOverdue,
) {
  const where = applicationFilter(query);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: applications.id,
        fullName: applications.fullName,
        email: applications.email,
        phone: applications.phone,
        role: applications.role,
        hasResume: sql<boolean>`${applications.resumeFileKey} is not null`,
        resumeFileName: applications.resumeFileName,
        responded: applications.responded,
        ownerId: applications.ownerId,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(DASHBOARD_PAGE_SIZE)
      .offset(offsetOf(query.page)),
    totalFor(db, "applications", query, where, summary),
  ]);
  return { rows, total };
}

/** Pending leads past the reply promise, per table: the Overdue summary cards. */
/**
 * Pending leads past the reply promise, per table: the Overdue summary cards. Counted as the summary's pending
 * count less the pending leads still within the promise, which are only the last few days' (an index range), so the
 * count stays cheap however many old leads are pending.
 */
export async function countOverdue(db: Database, summary: DashboardSummary, now = new Date()) {
  const cutoff = overdueCutoff(now);
  const withinPromise = (table: typeof inquiries | typeof applications) =>
    countWhere(db, table, and(eq(table.responded, false), gte(table.createdAt, cutoff)));
  const [recentInquiries, recentApplications] = await Promise.all([
    withinPromise(inquiries),
    withinPromise(applications),
  ]);
  return {
    inquiries: summary.inquiries.pending - recentInquiries,
    applications: summary.applications.pending - recentApplications,
  };
}

/** The summary cards, with the overdue counts when the caller has them. */
export type SummaryWithOverdue = DashboardSummary & { overdue?: Awaited<ReturnType<typeof countOverdue>> };

/** One page of uploads, newest first (the summary as for listInquiries). */
export async function listUploads(
  db: Database,
  query: Pick<DashboardQuery, "q" | "page"> & { onlyWithoutRequest?: boolean },
  summary?: DashboardSummary,
) {
  const where = and(uploadFilter(query), query.onlyWithoutRequest ? isNull(uploads.requestId) : undefined);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: uploads.id,
        senderName: uploads.senderName,
        documentTitle: uploads.documentTitle,
        submissionType: uploads.submissionType,
        hasFile: sql<boolean>`${uploads.filePath} is not null`,
        fileName: uploads.fileName,
        createdAt: uploads.createdAt,
      })
      .from(uploads)
      .where(where)
      .orderBy(desc(uploads.createdAt), desc(uploads.id))
      .limit(DASHBOARD_PAGE_SIZE)
      .offset(offsetOf(query.page)),
    query.q
      ? countWhere(db, uploads, where)
      : Promise.resolve(summary ?? getDashboardSummary(db)).then((known) => known.uploads.total),
  ]);
  return { rows, total };
}

const UuidSchema = z.uuid();

/** The inquiry, or null when no row has this id (or the id is not a UUID). */
export async function getInquiry(db: Database, id: string) {
  if (!UuidSchema.safeParse(id).success) return null;
  const rows = await db.select().from(inquiries).where(eq(inquiries.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The application, or null when no row has this id (or the id is not a UUID). */
export async function getApplication(db: Database, id: string) {
  if (!UuidSchema.safeParse(id).success) return null;
  const rows = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The upload, or null when no row has this id (or the id is not a UUID). */
export async function getUpload(db: Database, id: string) {
  if (!UuidSchema.safeParse(id).success) return null;
  const rows = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * The role-specific answers with their questions' labels, in the form's order; answers to questions the form no
 * longer asks keep their key as the label, so nothing stored is hidden.
 */
export function describeRoleAnswers(role: string, answers: RoleAnswers) {
  const questions = roleQuestionsFor(role);
  const known = questions.flatMap((question) => {
    const value = answers[question.key];
    if (!value) return [];
    const option =
      question.kind === "choice" ? question.options.find((candidate) => candidate.value === value) : undefined;
    return [{ key: question.key, label: question.label, value: option?.label ?? value }];
  });
  const unknown = Object.entries(answers)
    .filter(([key, value]) => value && !questions.some((question) => question.key === key))
    .map(([key, value]) => ({ key, label: key, value }));
  return [...known, ...unknown];
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

// ---- Files ----

const FILE_TYPES = new Map([
  ["pdf", "application/pdf"],
  ["doc", "application/msword"],
  ["docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
]);
const ACCEPTED_TYPES = new Set([...FILE_TYPES.values(), ...UPLOAD_CONTENT_TYPES]);

/** The Content-Type to serve: the stored type when it is one we accept, else one from the extension, else binary. */
export function downloadTypeOf(fileName: string, storedType: string | null) {
  if (storedType && ACCEPTED_TYPES.has(storedType)) return storedType;
  const extension = fileName.split(".").pop()?.toLowerCase() ?? "";
  return FILE_TYPES.get(extension) ?? "application/octet-stream";
}

export const FILE_KINDS = ["resume", "upload"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export type DownloadableFile =
  | {
      status: "found";
      fileName: string;
      type: string;
      size: number;
      /** The upload request the file came through (uploads only). */
      requestId: string | null;
      stream: () => ReadableStream<Uint8Array>;
    }
  | { status: "no-file" }
  | { status: "missing" }
  | { status: "not-found" };

/** The applicant's résumé or an upload's document, looked up by the row's id (never by a storage key). */
export async function findDownload(
  { db, storage }: { db: Database; storage: FileStorage },
  kind: FileKind,
  id: string,
): Promise<DownloadableFile> {
  let key: string | null;
  let fileName: string | null;
  let storedType: string | null;
  let requestId: string | null = null;
  if (kind === "resume") {
    const row = await getApplication(db, id);
    if (!row) return { status: "not-found" };
    [key, fileName, storedType] = [row.resumeFileKey, row.resumeFileName, row.resumeFileType];
  } else {
    const row = await getUpload(db, id);
    if (!row) return { status: "not-found" };
    [key, fileName, storedType] = [row.filePath, row.fileName ?? row.documentTitle, row.fileType];
    requestId = row.requestId;
  }
  if (!key) return { status: "no-file" };
  const file = await storage.get(key);
  if (!file) {
    logger.warn({ kind, id, key }, "a record names a stored file that is missing");
    return { status: "missing" };
  }
  const name = fileName || "download";
  return {
    status: "found",
    fileName: name,
    type: downloadTypeOf(name, storedType),
    size: file.size,
    requestId,
    stream: file.stream,
  };
}

/** A Content-Disposition header that forces a download and survives any file name (quotes, non-ASCII). */
export function attachmentDisposition(fileName: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must go
  const cleaned = fileName.replace(/[\u0000-\u001f\u007f/\\]/g, "_").trim() || "download";
  const ascii = cleaned.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
