// The manager dashboard's lists: one page of inquiries, applications or uploads, filtered by search, status, owner
// and outcome, with the list's total. The CSV export (csv-export.ts) uses the same filters. Callers check the
// manager's session and role first (requireManager).
import { and, desc, eq, ilike, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import { overdueCutoff } from "~/lib/business-days";
import { DASHBOARD_PAGE_SIZE, type DashboardQuery, type StatusFilter } from "~/lib/schemas/dashboard";
import type { Database } from "../db/client.ts";
import {
  applicationSearchParts,
  applications,
  callRequests,
  dashboardCounts,
  inquiries,
  inquirySearchParts,
  type SearchPart,
  searchDocument,
  uploadSearchParts,
  uploads,
} from "../db/schema.ts";
import { type CountedList, countWhere, readDashboardCounts } from "./dashboard-summary.ts";

/** The list filters besides the search; `userId` is the signed-in manager, for "Assigned to me". */
export type LeadFilters = Pick<DashboardQuery, "q" | "status"> &
  Partial<Pick<DashboardQuery, "owner" | "outcome">> & { userId?: string; now?: Date };

/** "Responded", "Pending" or "Overdue" (pending past the reply promise) rows of a table, or every row. */
function statusCondition(table: typeof inquiries | typeof applications, status: StatusFilter, now = new Date()) {
  if (status === "all") return undefined;
  if (status === "overdue") return and(eq(table.responded, false), lt(table.createdAt, overdueCutoff(now)));
  return eq(table.responded, status === "responded");
}

/** "Assigned to me" or "Unassigned" over a lead table or the kept counts (dashboard_counts has an owner_id too). */
function ownerCondition(table: { ownerId: AnyPgColumn }, filters: LeadFilters) {
  if (filters.owner === "unassigned") return isNull(table.ownerId);
  if (filters.owner === "me") return eq(table.ownerId, filters.userId ?? "");
  return undefined;
}

/** An inquiry's outcome filter, over the inquiries or the kept counts. */
function outcomeCondition(table: { outcome: AnyPgColumn }, filters: LeadFilters) {
  return filters.outcome && filters.outcome !== "all" ? eq(table.outcome, filters.outcome) : undefined;
}

/** ILIKE pattern for a visitor's search text: % and _ are matched literally. */
function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

// The column separator inside searchDocument (db/schema/search.ts). A search holding it could match across two
// columns, so such a search (no one types U+001F) falls back to one ILIKE per column.
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
    outcomeCondition(inquiries, filters),
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

/**
 * What the kept counts (readDashboardCounts) need to give a lead list's total without a search: the owner and outcome
 * filters over dashboard_counts, and over the lead table for the Overdue filter's recent leads.
 */
export function countedList(kind: "inquiries" | "applications", filters: LeadFilters): CountedList {
  if (kind === "applications") {
    // Applications have no outcome.
    return {
      kind,
      status: filters.status,
      match: ownerCondition(dashboardCounts, filters),
      leadMatch: ownerCondition(applications, filters),
    };
  }
  return {
    kind,
    status: filters.status,
    match: and(ownerCondition(dashboardCounts, filters), outcomeCondition(dashboardCounts, filters)),
    leadMatch: and(ownerCondition(inquiries, filters), outcomeCondition(inquiries, filters)),
  };
}

/** A list's total without a search, from the kept counts: given by the caller when it read them with the summary. */
async function countedTotal(db: Database, kind: "inquiries" | "applications", query: LeadFilters, known?: number) {
  if (known !== undefined) return known;
  const { listTotal } = await readDashboardCounts(db, { now: query.now, list: countedList(kind, query) });
  return listTotal ?? 0;
}

/** A list's rows: newest first, and by id among rows of the same instant so that pages never overlap. */
export const newestFirst = (table: { createdAt: AnyPgColumn; id: AnyPgColumn }) =>
  [desc(table.createdAt), desc(table.id)] as const;

/** What each list reads of the dashboard's query: its filters and the page asked for. */
type ListQuery = LeadFilters & Pick<DashboardQuery, "page">;

/** One page of `rows` (a select with its filter, still unordered) and the list's total, read side by side. */
async function pageWithTotal<T extends PgSelect>(
  rows: T,
  table: typeof inquiries | typeof applications | typeof uploads,
  page: number,
  total: Promise<number>,
) {
  const ordered = rows
    .orderBy(...newestFirst(table))
    .limit(DASHBOARD_PAGE_SIZE)
    .offset((page - 1) * DASHBOARD_PAGE_SIZE);
  const [found, counted] = await Promise.all([ordered, total]);
  return { rows: found, total: counted };
}

/**
 * One page of a search's matches (`rows`, a select with the search in `where`, still unordered) and their total. The
 * page is read first, and when it is the last one (not full, and not past the end), its rows give the total: a search
 * that finds a few leads, as a name or an e-mail does, is one statement, not a page and a count, so the trigram
 * index is planned and scanned once (with 100,000 inquiries on PGlite, ~5 ms to plan and ~4 ms to scan, each time).
 * Only a full page, or one past the last, counts the matches.
 */
async function searchPageWithTotal<T extends PgSelect>(
  db: Database,
  rows: T,
  table: typeof inquiries | typeof applications | typeof uploads,
  where: SQL | undefined,
  page: number,
) {
  const offset = (page - 1) * DASHBOARD_PAGE_SIZE;
  const found = await rows
    .orderBy(...newestFirst(table))
    .limit(DASHBOARD_PAGE_SIZE)
    .offset(offset);
  const isLastPage = found.length < DASHBOARD_PAGE_SIZE && (found.length > 0 || page === 1);
  return { rows: found, total: isLastPage ? offset + found.length : await countWhere(db, table, where) };
}

// What each list shows of a row: the columns its SELECT reads.

/** An inquiry: the message cut to a preview, and the call request's slots, state and time when it is one. */
const INQUIRY_LIST_COLUMNS = {
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
  callScheduledAt: callRequests.scheduledAt,
};

/** An application: whether a résumé is stored, never the file itself. */
const APPLICATION_LIST_COLUMNS = {
  id: applications.id,
  fullName: applications.fullName,
  email: applications.email,
  phone: applications.phone,
  role: applications.role,
  postingTitle: applications.postingTitle,
  hasResume: sql<boolean>`${applications.resumeFileKey} is not null`,
  resumeFileName: applications.resumeFileName,
  responded: applications.responded,
  ownerId: applications.ownerId,
  createdAt: applications.createdAt,
};

/** An upload: whether its file is stored, never the file itself. */
const UPLOAD_LIST_COLUMNS = {
  id: uploads.id,
  senderName: uploads.senderName,
  documentTitle: uploads.documentTitle,
  submissionType: uploads.submissionType,
  hasFile: sql<boolean>`${uploads.filePath} is not null`,
  fileName: uploads.fileName,
  createdAt: uploads.createdAt,
};

/**
 * One page of inquiries, newest first, and the list's total: a search's from its page or a count of its matches
 * (searchPageWithTotal), else the kept counts'. Pass the total without a search when the caller read it with the
 * summary (readDashboardCounts with countedList), so it is not read again.
 */
export async function listInquiries(db: Database, query: ListQuery, knownTotal?: number) {
  const where = inquiryFilter(query);
  const rows = db
    .select(INQUIRY_LIST_COLUMNS)
    .from(inquiries)
    .leftJoin(callRequests, eq(callRequests.inquiryId, inquiries.id))
    .where(where)
    .$dynamic();
  if (query.q) return searchPageWithTotal(db, rows, inquiries, where, query.page);
  return pageWithTotal(rows, inquiries, query.page, countedTotal(db, "inquiries", query, knownTotal));
}

/** One page of applications, newest first (the total as for listInquiries). */
export async function listApplications(db: Database, query: ListQuery, knownTotal?: number) {
  const where = applicationFilter(query);
  const rows = db.select(APPLICATION_LIST_COLUMNS).from(applications).where(where).$dynamic();
  if (query.q) return searchPageWithTotal(db, rows, applications, where, query.page);
  return pageWithTotal(rows, applications, query.page, countedTotal(db, "applications", query, knownTotal));
}

/** One page of uploads, newest first (the total as for listInquiries: the summary's upload count). */
export async function listUploads(
  db: Database,
  query: Pick<DashboardQuery, "q" | "page"> & { onlyWithoutRequest?: boolean },
  knownTotal?: number,
) {
  const where = and(uploadFilter(query), query.onlyWithoutRequest ? isNull(uploads.requestId) : undefined);
  const rows = db.select(UPLOAD_LIST_COLUMNS).from(uploads).where(where).$dynamic();
  if (query.q) return searchPageWithTotal(db, rows, uploads, where, query.page);
  const total = Promise.resolve(knownTotal ?? readDashboardCounts(db).then(({ summary }) => summary.uploads.total));
  return pageWithTotal(rows, uploads, query.page, total);
}
