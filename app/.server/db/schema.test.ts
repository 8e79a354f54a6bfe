// The schema is gathered from the files in schema/: a table in a file that schema.ts does not re-export would be
// missing from Drizzle's client and from every migration drizzle-kit generates, without any error.
import { readdirSync } from "node:fs";
import { is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { expect, test } from "vitest";
import * as schema from "./schema";

const schemaExports = new Map(Object.entries(schema));
const partsDir = new URL("./schema/", import.meta.url);
const partFiles = readdirSync(partsDir).filter((name) => name.endsWith(".ts") && !name.includes(".test."));

test.each(partFiles)("every table in schema/%s is part of the schema", async (file) => {
  const part: Record<string, unknown> = await import(new URL(file, partsDir).href);
  const tables = Object.entries(part).filter(([, value]) => is(value, PgTable));
  for (const [name, table] of tables) expect(schemaExports.get(name), name).toBe(table);
});

test("the schema holds the tables of every part file", () => {
  expect(partFiles.length).toBeGreaterThan(1);
  expect([...schemaExports.values()].filter((value) => is(value, PgTable)).length).toBeGreaterThanOrEqual(16);
});
