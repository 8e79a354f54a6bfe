// GET /manager-dashboard/export.csv?tab=&q=&status= — the rows of the dashboard's current filter as CSV.
import { requireManagerForResource } from "~/.server/auth";
import { exportCsv } from "~/.server/managers";
import { parseDashboardQuery } from "~/lib/schemas/dashboard";
import type { Route } from "./+types/export-csv";

export async function loader({ request }: Route.LoaderArgs) {
  await requireManagerForResource(request);
  const query = parseDashboardQuery(new URL(request.url));
  const csv = await exportCsv(query);
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
