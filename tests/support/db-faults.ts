// The tests' "database down" switch. The browser tests' server (tests/support/e2e-server.ts, POST /__test/faults) and
// the integration tests' databases (test-db.ts) are opened with this query logger, so a test can make writes fail
// for real, through the same driver path a real outage would take. The production server never loads it.
import type { Logger } from "drizzle-orm";
import { z } from "zod";

let isFailingWrites = false;
const failingMarkers = new Set<string>();

/**
 * Makes database writes fail (true) or work again (false): every INSERT/UPDATE/DELETE through Drizzle, or with a
 * `marker` only the writes with a text parameter containing it. Browser tests run side by side against one server,
 * so each marks its own writes (its unique e-mail address, its row's uuid) and the others' go through.
 */
export function setDatabaseWritesFailing(value: boolean, marker?: string) {
  if (marker === undefined) isFailingWrites = value;
  else if (value) failingMarkers.add(marker);
  else failingMarkers.delete(marker);
}

export class SimulatedDatabaseOutageError extends Error {
  override name = "SimulatedDatabaseOutageError";
}

const WRITE_STATEMENT = /^\s*(insert|update|delete)\b/i;

function holdsMarker(params: unknown[]) {
  for (const marker of failingMarkers) {
    if (params.some((param) => typeof param === "string" && param.includes(marker))) return true;
  }
  return false;
}

/** A Drizzle logger that refuses writes while the switch is on: Drizzle calls it before running each query. */
export const faultInjectingLogger: Logger = {
  logQuery(query, params) {
    if (!isFailingWrites && failingMarkers.size === 0) return;
    if (WRITE_STATEMENT.test(query) && (isFailingWrites || holdsMarker(params))) {
      throw new SimulatedDatabaseOutageError("Database writes are switched off (test fault switch).");
    }
  },
};

const FaultsSchema = z.object({ db: z.enum(["up", "down"]), marker: z.string().trim().min(1).max(200).optional() });

function isLoopback(ip: string) {
  return /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(ip);
}

/**
 * The browser tests' switch (POST /__test/faults on the test server only): db=down makes writes fail until db=up;
 * with `marker`, only the writes that carry it. Loopback callers only.
 */
export function switchFaults(fields: Record<string, unknown>, clientIp: string): { status: number; body: unknown } {
  if (!isLoopback(clientIp)) return { status: 404, body: "Not found" };
  const parsed = FaultsSchema.safeParse(fields);
  if (!parsed.success) {
    return { status: 400, body: { error: "Send db=up or db=down, and optionally a marker of 1–200 characters." } };
  }
  const { db, marker } = parsed.data;
  setDatabaseWritesFailing(db === "down", marker);
  return { status: 200, body: { db, ...(marker ? { marker } : {}) } };
}
