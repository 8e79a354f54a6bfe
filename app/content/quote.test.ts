import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { SERVICES_PAGE_CATEGORIES } from "#tests/support/expected-content.ts";
import { SERVICE_TYPES } from "~/lib/schemas/quote-fields";
import { KNOWN_CATEGORIES, MAPPED_CATEGORIES, quotePresetFor, quotePresetOf } from "./quote";

const DEFAULT_HEADING = "Let's Talk";

// The categories other parts of the site send: the services page and the chat's recommendations.
const CHAT_CATEGORIES = [
  "Licensing Support",
  "Consultation",
  "Program Development",
  "Staff Training",
  "Clinical Supervision",
  "ABA Therapy",
  "Speech Occupational Therapy",
  "Billing Payroll Scheduling",
  "Budget Development",
  "Administrative Staff Training",
  "BCB Remote Assistance",
  "License Compliance Auditing",
  "Data Collection Software",
];

describe("known categories", () => {
  test.each([
    ["Licensing Support", "Licensing Support", "Let's Talk About Licensing Support"],
    ["Program Development", "Program Development", "Let's Talk About Program Development"],
    ["Staff Training", "Staff Training", "Let's Talk About Staff Training"],
    ["Clinical Supervision", "Clinical Supervision", "Let's Talk About Clinical Supervision"],
    ["Consultation", "Consultation", "Let's Talk About Your Compliance Questions"],
    ["ABA Therapy", "ABA Therapy", "Let's Talk About Your ABA Program"],
    ["General", "Consultation", "Let's Talk About Your Agency"],
  ])("%s presets %s and its own heading", (category, serviceType, heading) => {
    const preset = quotePresetFor(category);
    expect(preset).toMatchObject({ serviceType, heading, category, askedAbout: null });
  });

  test("each known category has its own heading, and the seven cover the spec's list", () => {
    const headings = KNOWN_CATEGORIES.map((c) => c.heading);
    expect(new Set(headings).size).toBe(KNOWN_CATEGORIES.length);
    expect(headings).not.toContain(DEFAULT_HEADING);
    expect(KNOWN_CATEGORIES).toHaveLength(7);
  });

  test("matching ignores case and extra spaces but keeps the canonical spelling", () => {
    expect(quotePresetFor("  licensing   SUPPORT ")).toMatchObject({
      serviceType: "Licensing Support",
      category: "Licensing Support",
    });
  });
});

describe("categories from the services page and the chat", () => {
  test.each([...SERVICES_PAGE_CATEGORIES, ...CHAT_CATEGORIES])(
    "%s maps to a service type on the form and is understood",
    (category) => {
      const preset = quotePresetFor(category);
      expect(SERVICE_TYPES).toContain(preset.serviceType);
      expect(preset.category).toBe(category);
      const isKnown = KNOWN_CATEGORIES.some((k) => k.category === category);
      if (!isKnown) {
        expect(preset.heading).toBe(DEFAULT_HEADING);
        expect(preset.askedAbout).toBe(category);
        expect(category in MAPPED_CATEGORIES).toBe(true);
      }
    },
  );

  test.each([
    ["Staff Supervision Review", "Clinical Supervision"],
    ["Training Oversight", "Staff Training"],
    ["Policy Development", "Program Development"],
    ["License Compliance Auditing", "Licensing Support"],
    ["Administrative Staff Training", "Staff Training"],
    ["Program Expansion", "Program Development"],
    ["BCB Remote Assistance", "Clinical Supervision"],
    ["Translation Services", "Other"],
    ["Compliance Software", "Other"],
  ])("%s is closest to %s", (category, serviceType) => {
    expect(quotePresetFor(category).serviceType).toBe(serviceType);
  });
});

describe("anything else", () => {
  test("an unknown category is kept as text, with the service type Other and the default heading", () => {
    expect(quotePresetFor("Weekend respite care")).toMatchObject({
      heading: DEFAULT_HEADING,
      serviceType: "Other",
      category: "Weekend respite care",
      askedAbout: "Weekend respite care",
    });
  });

  test.each([[null], [undefined], [""], ["   "], ["x".repeat(101)]])("%j is ignored", (category) => {
    expect(quotePresetFor(category)).toMatchObject({
      heading: DEFAULT_HEADING,
      serviceType: undefined,
      category: null,
      askedAbout: null,
    });
  });

  test("100 characters is still accepted", () => {
    expect(quotePresetFor("y".repeat(100)).category).toBe("y".repeat(100));
  });

  test("control characters never reach the label", () => {
    expect(quotePresetFor("Billing\r\nCompliance").category).toBe("Billing Compliance");
  });

  test("any text gives a usable preset: a heading, a valid service type or none, and at most 100 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const preset = quotePresetFor(text);
        expect(preset.heading.length).toBeGreaterThan(0);
        if (preset.serviceType !== undefined) expect(SERVICE_TYPES).toContain(preset.serviceType);
        expect(preset.category?.length ?? 0).toBeLessThanOrEqual(100);
        expect(preset.category ?? "").not.toMatch(/\p{Cc}/u);
      }),
    );
  });
});

test("each known category has hero art of its own, and none shares the page's default art", () => {
  const arts = KNOWN_CATEGORIES.map((known) => quotePresetFor(known.category).art);
  expect(new Set(arts).size).toBe(KNOWN_CATEGORIES.length);
  expect(arts).not.toContain(quotePresetFor(null).art);
});

describe("the page address's ?category= (quotePresetOf)", () => {
  const presetOf = (query: string) => quotePresetOf(new URL(`https://eidbi.example/book${query}`));

  test("one category presets the form", () => {
    expect(presetOf("?category=Billing%20Compliance")).toMatchObject({ category: "Billing Compliance" });
  });

  test.each([[""], ["?category="], ["?category=%20%20"], ["?category=A&category=B"], [`?category=${"x".repeat(101)}`]])(
    "%j is ignored",
    (query) => {
      expect(presetOf(query)).toMatchObject({ category: null, heading: DEFAULT_HEADING });
    },
  );
});
