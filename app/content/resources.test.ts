import { describe, expect, test } from "vitest";
import {
  ALL_RESOURCE_IDS,
  RESOURCE_CATEGORIES as EXPECTED_CATEGORIES,
  RESOURCE_IDS_ONCE_MISSING,
} from "#tests/support/expected-content.ts";
import { RESOURCE_CATEGORIES } from "~/lib/content-sections";
import { PRERENDERED_PATHS } from "./prerender";
import { findResource, resourceLibrary, resourcePath, resources } from "./resources";

describe("resource library", () => {
  test("has the four categories, in order", () => {
    expect(resourceLibrary().map((c) => c.category)).toEqual(EXPECTED_CATEGORIES);
    expect(RESOURCE_CATEGORIES).toHaveLength(4);
  });

  test("publishes exactly the listed ids, each listed once", () => {
    expect(resources.map((r) => r.id).sort()).toEqual([...ALL_RESOURCE_IDS].sort());
    const listed = resourceLibrary().flatMap((c) => c.items.map((i) => i.id));
    expect(listed.sort()).toEqual([...ALL_RESOURCE_IDS].sort());
  });

  test("every category lists at least one resource", () => {
    for (const { items } of resourceLibrary()) expect(items.length).toBeGreaterThan(0);
  });

  test.each(ALL_RESOURCE_IDS)("%s has a page with sections and is prerendered", (id) => {
    const resource = findResource(id);
    expect(resource?.body.length).toBeGreaterThanOrEqual(2);
    for (const section of resource?.body ?? []) expect(section.paragraphs.length).toBeGreaterThan(0);
    expect(PRERENDERED_PATHS).toContain(resourcePath(id));
  });

  test.each(["no-such-resource", "insurance-billing", "", undefined])("%j has no page", (id) => {
    expect(findResource(id)).toBeUndefined();
  });

  // The guides written later may cite no figures: numbers in this library are only the firm's own stated claims.
  test.each(RESOURCE_IDS_ONCE_MISSING)("%s states no statistics", (id) => {
    const text = JSON.stringify(findResource(id));
    expect(text).not.toMatch(/\d+\s*(%|percent)/i);
    expect(text).not.toMatch(/average of \d/i);
  });

  test("the licensing checklist keeps its 45-day claim", () => {
    expect(findResource("licensing-checklist")?.summary).toContain("save an average of 45 days");
  });

  test("ids with a space get an encoded link", () => {
    expect(resourcePath("insurance billing")).toBe("/resources/insurance%20billing");
    expect(resourcePath("aba-therapy-guide")).toBe("/resources/aba-therapy-guide");
  });
});
