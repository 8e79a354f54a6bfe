import { describe, expect, test } from "vitest";
import {
  ALL_RESOURCE_IDS,
  RESOURCE_CATEGORIES as EXPECTED_CATEGORIES,
  RESOURCE_IDS_ONCE_MISSING,
} from "#tests/support/expected-content.ts";
import { RESOURCE_CATEGORIES } from "~/lib/content-sections";
import { resourceCategoryIntros, resources } from "./resources";

// The built-in guides: the content studio's seed.
describe("resource library", () => {
  test("has the four categories, in order, each introduced", () => {
    expect(RESOURCE_CATEGORIES).toEqual(EXPECTED_CATEGORIES);
    for (const category of RESOURCE_CATEGORIES) expect(resourceCategoryIntros[category].length).toBeGreaterThan(20);
  });

  test("holds exactly the listed ids, each once", () => {
    expect(resources.map((r) => r.id).sort()).toEqual([...ALL_RESOURCE_IDS].sort());
  });

  test("every category has at least one guide", () => {
    for (const category of RESOURCE_CATEGORIES) expect(resources.some((r) => r.category === category)).toBe(true);
  });

  test.each(ALL_RESOURCE_IDS)("%s has sections, each with text", (id) => {
    const resource = resources.find((r) => r.id === id);
    expect(resource?.body.length).toBeGreaterThanOrEqual(2);
    for (const section of resource?.body ?? []) expect(section.paragraphs.length).toBeGreaterThan(0);
  });

  // The guides written later may cite no figures: numbers in this library are only the firm's own stated claims.
  test.each(RESOURCE_IDS_ONCE_MISSING)("%s states no statistics", (id) => {
    const text = JSON.stringify(resources.find((r) => r.id === id));
    expect(text).not.toMatch(/\d+\s*(%|percent)/i);
    expect(text).not.toMatch(/average of \d/i);
  });

  test("the licensing checklist keeps its 45-day claim", () => {
    expect(resources.find((r) => r.id === "licensing-checklist")?.summary).toContain("save an average of 45 days");
  });
});
