import { expect, test } from "vitest";
import { faqItems } from "./faq";

test("exactly 12 questions, each with a unique id and question and a non-empty answer", () => {
  expect(faqItems).toHaveLength(12);
  expect(new Set(faqItems.map((f) => f.id)).size).toBe(12);
  expect(new Set(faqItems.map((f) => f.question)).size).toBe(12);
  for (const item of faqItems) {
    expect(item.question.endsWith("?")).toBe(true);
    expect(item.answer.join(" ").trim().length).toBeGreaterThan(20);
  }
});

test("one answer promises a response within 1 to 2 business days", () => {
  const answers = faqItems.filter((f) => f.answer.join(" ").includes("within 1 to 2 business days"));
  expect(answers).toHaveLength(1);
});

test("the office hours answer reads the firm's hours in sentence case", () => {
  const text = faqItems.map((f) => f.answer.join(" ")).join(" ");
  expect(text).toContain("Monday to Friday, 7:30 AM to 8:00 PM; Saturday, by appointment only; Sunday, closed.");
});
