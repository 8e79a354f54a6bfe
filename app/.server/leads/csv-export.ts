// The dashboard's CSV export: the rows of the current tab, search and status filter, in columns that open well in
// a spreadsheet (the received time in Central time as well as in ISO 8601, one column per part), with how each lead
// is being handled: its outcome, who it is assigned to, and a call request's state and time. Callers check the
// manager's session and role first; only an admin may ask for applicants' voluntary self-identification.
import { eq, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { ASKS_CRIMINAL_HISTORY } from "~/content/careers";
import { CALL_STATUS_LABELS } from "~/lib/call-request-text";
import { formatCentralDateTimeForSpreadsheet } from "~/lib/central-time";
import { OUTCOME_LABELS } from "~/lib/lead-outcomes";
import { veteranStatusLabel, yesNoText } from "~/lib/schemas/application-fields";
import type { DashboardQuery } from "~/lib/schemas/dashboard";
import { FIRST_TOUCH_PARTS } from "~/lib/schemas/first-touch";
import { describeService, INQUIRY_SOURCE_LABELS } from "~/lib/schemas/quote-fields";
import { users } from "../db/auth-schema.ts";
import type { Database } from "../db/client.ts";
import {
  type Application,
  applications,
  type CallStatus,
  callRequests,
  type FirstTouch,
  type Inquiry,
  inquiries,
  type Upload,
  uploads,
} from "../db/schema.ts";
import { csvOf } from "../runtime/csv.ts";
import { describeRoleAnswers } from "./lead-details.ts";
import { applicationFilter, inquiryFilter, type LeadFilters, newestFirst, uploadFilter } from "./lead-lists.ts";

/** The most rows one CSV export holds; a filter narrows it further. */
const MAX_EXPORT_ROWS = 50_000;

/** The two received columns every export starts with. */
const RECEIVED_COLUMNS = ["Received (Central time)", "Received (UTC, ISO 8601)"] as const;
const received = (date: Date) => [formatCentralDateTimeForSpreadsheet(date), date.toISOString()];

const statusText = (responded: boolean) => (responded ? "Responded" : "Pending");

/** The manager a lead is assigned to, by name (or e-mail when the account has no name); empty for nobody. */
const ownerName = sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`;

/** A call request's state and its time (confirmed, proposed, or the one cancelled), as the received time is given. */
const CALL_COLUMNS = ["Call state", "Call time (Central time)", "Call time (UTC, ISO 8601)"] as const;
const callCells = (call: { status: CallStatus | null; scheduledAt: Date | null }) =>
  call.status
    ? [CALL_STATUS_LABELS[call.status], ...(call.scheduledAt ? received(call.scheduledAt) : [null, null])]
    : [null, null, null];

/** Where the lead's visitor first arrived from, one column per part (empty when not recorded). */
const FIRST_TOUCH_COLUMNS = FIRST_TOUCH_PARTS.map(([label]) => label);
const firstTouchCells = (touch: FirstTouch | null) => FIRST_TOUCH_PARTS.map(([, key]) => touch?.[key]);

const INQUIRY_COLUMNS = [
  ...RECEIVED_COLUMNS,
  "Name",
  "Email",
  "Phone",
  "Sent through",
  "Service",
  "Organization",
  "Message",
  "Status",
  "Outcome",
  "Assigned to",
  ...CALL_COLUMNS,
  ...FIRST_TOUCH_COLUMNS,
] as const;

/** Dropped from the export when the form does not ask the question (the switch in app/content/careers.ts). */
const CRIMINAL_HISTORY_COLUMNS = ["Criminal background", "Criminal details"] as const;

const APPLICATION_COLUMNS = [
  ...RECEIVED_COLUMNS,
  "Full name",
  "Email",
  "Phone",
  "Position",
  "Address",
  "Authorized to work",
  "Work history",
  "Education",
  "Interest",
  "Role answers",
  ...CRIMINAL_HISTORY_COLUMNS,
  "Drug test",
  "Resume file",
  "Status",
  "Assigned to",
  ...FIRST_TOUCH_COLUMNS,
] as const;

/** Applicants' voluntary answers: added at the end of an applications export only when an admin asks. */
const VOLUNTARY_COLUMNS = ["Gender", "Race or ethnicity", "Veteran status"] as const;

const UPLOAD_COLUMNS = [...RECEIVED_COLUMNS, "Sender", "Document title", "Submission type", "File"] as const;

type CsvOptions = {
  /** Add the voluntary self-identification columns to an applications export (the caller has checked for admin). */
  includeVoluntary: boolean;
  /** Whether the application form asks the criminal-history question (default: the content switch). */
  asksCriminalHistory?: boolean;
  /** Told which leads went into the file, for their history. */
  onExported?: (kind: "inquiry" | "application", ids: string[]) => Promise<void>;
};

/** Every row a tab's filter keeps (`rows`, a select still unordered), newest first, up to the export's limit. */
function exportedRows<T extends PgSelect>(rows: T, table: typeof inquiries | typeof applications | typeof uploads) {
  return rows.orderBy(...newestFirst(table)).limit(MAX_EXPORT_ROWS);
}

type InquiryExportRow = Inquiry & { ownerName: string | null; callStatus: CallStatus | null; callAt: Date | null };
type ApplicationExportRow = Application & { ownerName: string | null };

const inquiryCells = (r: InquiryExportRow) => [
  ...received(r.createdAt),
  r.name,
  r.email,
  r.phone,
  INQUIRY_SOURCE_LABELS[r.source],
  describeService(r.serviceType, r.category),
  r.organization,
  r.message,
  statusText(r.responded),
  OUTCOME_LABELS[r.outcome],
  r.ownerName,
  ...callCells({ status: r.callStatus, scheduledAt: r.callAt }),
  ...firstTouchCells(r.firstTouch),
];

/** An application's cells in APPLICATION_COLUMNS order, then the voluntary answers when they are asked for. */
const applicationCells = (r: ApplicationExportRow, includeVoluntary: boolean) => [
  ...received(r.createdAt),
  r.fullName,
  r.email,
  r.phone,
  r.role,
  r.address,
  yesNoText(r.authorized),
  r.workHistory.join(" | "),
  r.education.join(" | "),
  r.interest,
  describeRoleAnswers(r.role, r.roleAnswers)
    .map(({ label, value }) => `${label}: ${value}`)
    .join(" | "),
  yesNoText(r.criminalBackground),
  r.criminalDetails,
  yesNoText(r.drugTest),
  r.resumeFileName,
  statusText(r.responded),
  r.ownerName,
  ...firstTouchCells(r.firstTouch),
  ...(includeVoluntary ? [r.gender, r.race, veteranStatusLabel(r.veteran)] : []),
];

const uploadCells = (r: Upload) => [
  ...received(r.createdAt),
  r.senderName,
  r.documentTitle,
  r.submissionType,
  r.filePath ? r.fileName || "Attached" : "No file",
];

const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);

/** Every row matching the dashboard's current tab, search and status filter, as CSV (newest first). */
export async function exportCsv(
  db: Database,
  query: Pick<DashboardQuery, "tab"> & LeadFilters,
  { includeVoluntary, onExported, asksCriminalHistory = ASKS_CRIMINAL_HISTORY }: CsvOptions,
): Promise<string> {
  if (query.tab === "inquiries") {
    const select = db
      .select({ inquiry: inquiries, ownerName, callStatus: callRequests.status, callAt: callRequests.scheduledAt })
      .from(inquiries)
      .leftJoin(users, eq(users.id, inquiries.ownerId))
      .leftJoin(callRequests, eq(callRequests.inquiryId, inquiries.id))
      .where(inquiryFilter(query));
    const rows = (await exportedRows(select.$dynamic(), inquiries)).map(({ inquiry, ...rest }) => ({
      ...inquiry,
      ...rest,
    }));
    await onExported?.("inquiry", idsOf(rows));
    return csvOf(INQUIRY_COLUMNS, rows.map(inquiryCells));
  }
  if (query.tab === "applications") {
    const select = db
      .select({ application: applications, ownerName })
      .from(applications)
      .leftJoin(users, eq(users.id, applications.ownerId))
      .where(applicationFilter(query));
    const rows = (await exportedRows(select.$dynamic(), applications)).map(({ application, ownerName }) => ({
      ...application,
      ownerName,
    }));
    await onExported?.("application", idsOf(rows));
    const omitted = new Set<string>(asksCriminalHistory ? [] : CRIMINAL_HISTORY_COLUMNS);
    const columns = [...APPLICATION_COLUMNS, ...(includeVoluntary ? VOLUNTARY_COLUMNS : [])];
    const kept = columns.map((column) => !omitted.has(column));
    return csvOf(
      columns.filter((_, index) => kept[index]),
      rows.map((r) => applicationCells(r, includeVoluntary).filter((_, index) => kept[index])),
    );
  }
  const rows = await exportedRows(db.select().from(uploads).where(uploadFilter(query)).$dynamic(), uploads);
  return csvOf(UPLOAD_COLUMNS, rows.map(uploadCells));
}
