import { describe, expect, test } from "vitest";
import { formatNewsDate, NEWS_DATE_RANGE, newsArticles } from "./news";

describe("news content", () => {
  test("five articles on the five topics the spec names", () => {
    expect(newsArticles).toHaveLength(5);
    expect(newsArticles.map((a) => a.topic)).toEqual([
      "EIDBI compliance",
      "Translation services",
      "SLP support",
      "Training program",
      "Partnerships",
    ]);
    expect(new Set(newsArticles.map((a) => a.id)).size).toBe(5);
  });

  test.each(newsArticles.map((a) => [a.id, a.date]))("%s is dated %s, between Feb 2024 and Jul 2025", (_id, date) => {
    expect(() => formatNewsDate(date)).not.toThrow();
    expect(date >= NEWS_DATE_RANGE.from && date <= NEWS_DATE_RANGE.to).toBe(true);
  });

  test("every article has a summary and a full text beyond it", () => {
    for (const article of newsArticles) {
      expect(article.summary.length).toBeGreaterThan(40);
      expect(article.body.length).toBeGreaterThanOrEqual(2);
    }
  });

  test.each([
    ["2024-02-12", "February 12, 2024"],
    ["2025-07-01", "July 1, 2025"],
    ["2024-12-31", "December 31, 2024"],
  ])("formatNewsDate(%s) → %s", (iso, shown) => {
    expect(formatNewsDate(iso)).toBe(shown);
  });

  test.each(["2024-02-30", "2024-13-01", "Feb 12 2024", "", "2024-2-1"])("formatNewsDate rejects %j", (bad) => {
    expect(() => formatNewsDate(bad)).toThrow(RangeError);
  });
});
