import { describe, expect, test } from "vitest";
import { SERVICES_PAGE_CATEGORIES } from "#tests/support/expected-content.ts";
import { additionalServices, coreServices, quotePathFor } from "./services";

describe("services content", () => {
  test("6 core and 7 additional services carry the spec's 13 categories, in order and unique", () => {
    expect(coreServices).toHaveLength(6);
    expect(additionalServices).toHaveLength(7);
    const categories = [...coreServices, ...additionalServices].map((s) => s.category);
    expect(categories).toEqual(SERVICES_PAGE_CATEGORIES);
    expect(new Set(categories).size).toBe(13);
  });

  test("the in-page anchors other pages link to sit on the matching cards", () => {
    const anchors = Object.fromEntries(
      [...coreServices, ...additionalServices].filter((s) => s.anchor).map((s) => [s.anchor, s.category]),
    );
    expect(anchors).toEqual({
      "compliance-auditing": "EIDBI Compliance Audits",
      "supervision-oversight": "Staff Supervision Review",
      "policy-training": "Policy Development",
      "audit-preparation": "Audit Preparation",
      "translation-services": "Translation Services",
    });
  });

  test("the supervision card names Level I, Level II and QP staff", () => {
    const supervision = coreServices.find((s) => s.category === "Staff Supervision Review");
    expect(supervision?.description).toMatch(/Level I, Level II and QP staff/);
  });

  test.each([
    ["EIDBI Compliance Audits", "/quote?category=EIDBI%20Compliance%20Audits"],
    ["Budget Compliance Planning", "/quote?category=Budget%20Compliance%20Planning"],
    ["Billing & Payroll", "/quote?category=Billing%20%26%20Payroll"],
  ])("quotePathFor(%s) → %s", (category, path) => {
    expect(quotePathFor(category)).toBe(path);
    expect(new URL(path, "http://x").searchParams.get("category")).toBe(category);
  });
});
