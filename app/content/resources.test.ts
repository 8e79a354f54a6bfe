import { describe, expect, test } from "vitest";
import { PRERENDERED_PATHS } from "./prerender";
import {
  findResource,
  RESOURCE_CATEGORIES,
  resourceLibrary,
  resourcePath,
  resources,
  UNPUBLISHED_RESOURCES,
} from "./resources";

const IDS_WITH_CONTENT = [
  "aba-therapy-guide",
  "data-collection-templates",
  "behavior-intervention-strategies",
  "state-licensing-requirements",
  "licensing-checklist",
  "compliance-documentation",
  "staff-training-curriculum",
  "parent-training-resources",
  "professional-development",
];
const IDS_WITHOUT_CONTENT = [
  "bcba-hiring-guide",
  "qsp-role-description",
  "new-center-onboarding",
  "faq-document",
  "insurance-billing-guide",
  "insurance billing",
];

describe("resource library", () => {
  test("has the four categories, in order", () => {
    expect(resourceLibrary().map((c) => c.category)).toEqual([
      "ABA Resources",
      "Licensing Resources",
      "Training & Hiring Resources",
      "Onboarding & FAQs",
    ]);
    expect(RESOURCE_CATEGORIES).toHaveLength(4);
  });

  test("publishes exactly the known ids and lists exactly the known-missing ones", () => {
    expect(resources.map((r) => r.id).sort()).toEqual([...IDS_WITH_CONTENT].sort());
    expect(UNPUBLISHED_RESOURCES.map((r) => r.id).sort()).toEqual([...IDS_WITHOUT_CONTENT].sort());
  });

  test("every listed id either has content or is a known-missing one, and each is listed once", () => {
    const listed = resourceLibrary().flatMap((c) => c.items.map((i) => i.id));
    expect(listed).toHaveLength(IDS_WITH_CONTENT.length + IDS_WITHOUT_CONTENT.length);
    expect(new Set(listed).size).toBe(listed.length);
    for (const id of listed) {
      expect(IDS_WITH_CONTENT.includes(id) !== IDS_WITHOUT_CONTENT.includes(id)).toBe(true);
    }
  });

  test("every category lists at least one resource", () => {
    for (const { items } of resourceLibrary()) expect(items.length).toBeGreaterThan(0);
  });

  test.each(IDS_WITH_CONTENT)("%s has a body and is prerendered", (id) => {
    const resource = findResource(id);
    expect(resource?.body.length).toBeGreaterThan(0);
    expect(PRERENDERED_PATHS).toContain(`/resources/${id}`);
  });

  test.each([...IDS_WITHOUT_CONTENT, "no-such-resource", undefined])("%s has no page", (id) => {
    expect(findResource(id)).toBeUndefined();
  });

  test("the licensing checklist keeps its 45-day claim", () => {
    expect(findResource("licensing-checklist")?.summary).toContain("save an average of 45 days");
  });

  test("ids with a space get an encoded link", () => {
    expect(resourcePath("insurance billing")).toBe("/resources/insurance%20billing");
    expect(resourcePath("aba-therapy-guide")).toBe("/resources/aba-therapy-guide");
  });
});
