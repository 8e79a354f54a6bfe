// GET /manager-dashboard/export.csv?tab=&q=&status=[&voluntary=1] — the rows of the dashboard's current filter as
// CSV. Applicants' voluntary self-identification is left out unless an admin asks for it.
import { appContextOf } from "~/.server/app-context";
import { actorOf } from "~/.server/auth/actor";
import { requireManagerForResource } from "~/.server/auth/session";
import { exportCsv } from "~/.server/leads/csv-export";
import { recordExport } from "~/.server/leads/lead-record";
import { parseDashboardQuery, parseExportOptions } from "~/lib/schemas/dashboard";
import type { Route } from "./+types/export-csv";

const VOLUNTARY_REFUSED_MESSAGE = "Only an admin can export voluntary self-identification answers.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, auth } = appContextOf(context);
  const manager = await requireManagerForResource({ db, auth }, request);
  const url = new URL(request.url);
  const query = parseDashboardQuery(url);
  const { voluntary } = parseExportOptions(url);
  if (voluntary && manager.role !== "admin") {
    return new Response(VOLUNTARY_REFUSED_MESSAGE, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const actor = actorOf(manager);
  const csv = await exportCsv(
    db,
    { ...query, userId: manager.user.id },
    {
      includeVoluntary: voluntary && query.tab === "applications",
      onExported: (kind, ids) => recordExport(db, kind, ids, actor),
    },
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${query.tab}-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
