// Test-only fault switch (E2E=1): POST db=down makes database writes fail until db=up, so browser tests can show
// what a visitor sees when saving fails. With `marker`, only the writes that carry it (a test's own e-mail
// address or row uuid) fail, so tests running side by side do not fail each other's writes; without it, every
// write does. Loopback callers only; 404 for everyone when E2E is unset.
import { z } from "zod";
import { setDatabaseWritesFailing } from "~/.server/db/faults";
import { getEnv } from "~/.server/lifecycle";
import { requestContext } from "~/.server/request-context";
import type { Route } from "./+types/test-faults";

const FaultsSchema = z.object({ db: z.enum(["up", "down"]), marker: z.string().trim().min(1).max(200).optional() });

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

function isTestServer() {
  try {
    return getEnv().E2E;
  } catch {
    return false; // boot() has not run: not a test server
  }
}

function isLoopback(ip: string) {
  return /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(ip);
}

export function loader() {
  return notFound();
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isTestServer() || !isLoopback(context.get(requestContext).clientIp)) return notFound();
  let fields: Record<string, FormDataEntryValue>;
  try {
    fields = Object.fromEntries(await request.formData());
  } catch {
    fields = {};
  }
  const parsed = FaultsSchema.safeParse(fields);
  if (!parsed.success) {
    return Response.json(
      { error: "Send db=up or db=down, and optionally a marker of 1–200 characters." },
      { status: 400 },
    );
  }
  const { db, marker } = parsed.data;
  setDatabaseWritesFailing(db === "down", marker);
  return Response.json({ db, marker }, { headers: { "Cache-Control": "no-store" } });
}
