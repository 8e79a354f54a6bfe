// GET /manager-dashboard/access-log.csv — the whole file access log as CSV, for admins only.
import { appContextOf } from "~/.server/app-context";
import { requireManagerForResource } from "~/.server/auth/session";
import { accessLogCsv, listAllAccesses } from "~/.server/files/access-log";
import type { Route } from "./+types/access-log-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const manager = await requireManagerForResource(app, request);
  if (manager.role !== "admin") {
    return new Response("Only an admin can export the access log.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(accessLogCsv(await listAllAccesses(app.db)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="file-access-log-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
