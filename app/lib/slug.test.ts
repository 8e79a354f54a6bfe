import { expect, test } from "vitest";
import { MAX_SLUG_LENGTH, slugify, slugProblem } from "./slug";

test.each([
  [
    "EIDBI Compliance Changes: What Agencies Should Prepare For",
    "eidbi-compliance-changes-what-agencies-should-prepare-for",
  ],
  ["My Slug", "my-slug"],
  ["  Spaces   and CAPITALS  ", "spaces-and-capitals"],
  ["What's new? (2025)", "whats-new-2025"],
  ["Crème brûlée à la carte", "creme-brulee-a-la-carte"],
  ["already-a-slug", "already-a-slug"],
  ["--double--hyphens--", "double-hyphens"],
  ["!!!", ""],
])("slugify(%j) → %j", (text, slug) => {
  expect(slugify(text)).toBe(slug);
});

test("a long title gives a slug of at most the limit, never ending in a hyphen", () => {
  const slug = slugify(`${"word ".repeat(40)}end`);
  expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
  expect(slug.endsWith("-")).toBe(false);
});

test.each([
  ["annual-review", null],
  ["", "Enter an address made of letters or digits, for example annual-review-checklist."],
  ["feed", '"feed" is kept for the site\'s own pages. Choose another address.'],
  ["new", '"new" is kept for the site\'s own pages. Choose another address.'],
])("slugProblem(%j)", (slug, problem) => {
  expect(slugProblem(slug)).toBe(problem);
});
