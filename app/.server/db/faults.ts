// The end-to-end tests' "database down" switch (POST /__test/faults, only with E2E=1) and the integration
// tests use this to make writes fail for real, through the same driver path a real outage would take.
import type { Logger } from "drizzle-orm";

let isFailingWrites = false;

/** Makes every INSERT/UPDATE/DELETE through Drizzle fail (true) or work again (false). */
export function setDatabaseWritesFailing(value: boolean) {
  isFailingWrites = value;
}

export function areDatabaseWritesFailing() {
  return isFailingWrites;
}

export class SimulatedDatabaseOutageError extends Error {
  override name = "SimulatedDatabaseOutageError";
}

const WRITE_STATEMENT = /^\s*(insert|update|delete)\b/i;

/** A Drizzle logger that refuses writes while the switch is on: Drizzle calls it before running each query. */
export const faultInjectingLogger: Logger = {
  logQuery(query) {
    if (isFailingWrites && WRITE_STATEMENT.test(query)) {
      throw new SimulatedDatabaseOutageError("Database writes are switched off (test fault switch).");
    }
  },
};
