import { expect, test } from "vitest";
import { aboutPage, values } from "./about";
import { homePage } from "./home";
import { successStories } from "./success-stories";
import { teamVoices } from "./team-voices";
import { testimonials, testimonialsPage } from "./testimonials";

/** Every string in a value, however deeply nested. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

const allCopy = [
  ...textsOf(homePage),
  ...textsOf(aboutPage),
  ...textsOf(testimonialsPage),
  ...textsOf(testimonials),
].join("\n");

test("the home page has the counts the firm asked for", () => {
  expect(homePage.highlights).toHaveLength(3);
  expect(homePage.serviceCards).toHaveLength(5);
  expect(homePage.whyChooseUs).toHaveLength(6);
  expect(homePage.complianceBlocks).toHaveLength(3);
  expect(homePage.successStories).toHaveLength(4);
  expect(homePage.teamVoices).toHaveLength(4);
  // The quotes the home page and /testimonials both show: the studio's seed.
  expect(testimonials).toHaveLength(6);
});

test("the five service cards link to the anchors the services page provides", () => {
  expect(homePage.serviceCards.map((card) => card.link)).toEqual([
    "/services#compliance-auditing",
    "/services#supervision-oversight",
    "/services#policy-training",
    "/services#audit-preparation",
    "/services#translation-services",
  ]);
});

test("the hero title is exact and its buttons lead to /services and /quote", () => {
  expect(homePage.hero.title).toBe("EIDBI Compliance Firm | Autism Agency Oversight");
  expect(homePage.hero.buttons.map((b) => b.path)).toEqual(["/services", "/quote"]);
});

test.each([
  ["licensed in as little as 90 days", /licensed in as little as 90 days/i],
  ["fully operational in 8 weeks, in a testimonial", /fully operational in 8 weeks/i],
  ["40 percent efficiency gain, in a testimonial", /40 percent efficiency gain/i],
  ["40 percent capacity gain, in a testimonial", /40 percent capacity gain/i],
  ["growth from 15 to 45 clients", /from 15 to 45 clients/i],
  ["the checklist saves an average of 45 days", /checklist that saves agencies an average of 45 days/i],
  ["a response within 1 to 2 business days", /within 1 to 2 business days/i],
])("the copy keeps the claim: %s", (_claim, pattern) => {
  expect(allCopy).toMatch(pattern);
});

test("the testimonial claims sit in testimonials, not in the firm's own voice", () => {
  const quotes = testimonials.map((t) => t.quote).join("\n");
  for (const claim of [/8 weeks/, /40 percent efficiency/, /40 percent capacity/]) expect(quotes).toMatch(claim);
});

test("no figure appears beyond the ones the firm states", () => {
  const figures = new Set(allCopy.match(/\d+/g));
  expect([...figures].sort()).toEqual(["1", "15", "2", "40", "45", "8", "90"].sort());
});

test("the about page lists exactly the five values, in order", () => {
  expect(values.map((v) => v.title)).toEqual([
    "Compliance Excellence",
    "Partnership",
    "Regulatory Innovation",
    "Agency Empowerment",
    "Transparency",
  ]);
  expect(aboutPage.team).toHaveLength(3);
});

test("the six built-in quotes have six different authors", () => {
  expect(new Set(testimonials.map((t) => t.author)).size).toBe(6);
});

test("each team voice's avatar initial is the first letter of the name", () => {
  for (const voice of teamVoices) expect(voice.avatarInitial).toBe(voice.name[0]);
});

test("carousel items have unique keys (their React keys)", () => {
  expect(new Set(successStories.map((s) => s.title)).size).toBe(successStories.length);
  expect(new Set(teamVoices.map((v) => v.name)).size).toBe(teamVoices.length);
});

test("links stay on the site: /testimonials, /careers, /quote and /contact", () => {
  expect(homePage.successStoriesIntro.link.path).toBe("/testimonials");
  expect(homePage.workplace.link).toEqual({ label: "Join Our Team", path: "/careers" });
  expect([homePage.closingCta.primary.path, homePage.closingCta.secondary.path]).toEqual(["/quote", "/contact"]);
  expect(testimonialsPage.cta.link.path).toBe("/contact");
});
