// The end-to-end tests' "database down" switch (POST /__test/faults, only with E2E=1) and the integration
// tests use this to make writes fail for real, through the same driver path a real outage would take.
import type { Logger } from "drizzle-orm";

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

/**
 * A Drizzle logger that refuses writes while the switch is on: Drizzle calls it before running each query. Every
 * query of the live site passes through it, so with the switch off it costs two checks and nothing more.
 */
export const faultInjectingLogger: Logger = {
  logQuery(query, params) {
    if (!isFailingWrites && failingMarkers.size === 0) return;
    if (WRITE_STATEMENT.test(query) && (isFailingWrites || holdsMarker(params))) {
      throw new SimulatedDatabaseOutageError("Database writes are switched off (test fault switch).");
    }
  },
};
