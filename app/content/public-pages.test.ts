import { expect, test } from "vitest";
import { isCacheablePage, resourcePath } from "./public-pages";

test.each([
  ["/", true],
  ["/news", true],
  ["/news/eidbi-compliance-changes", true],
  ["/resources/insurance%20billing", true],
  ["/careers", true],
  ["/news/feed.xml", false],
  ["/news/eidbi-compliance-changes.data", false],
  ["/news/", false],
  ["/news/a/b", false],
  ["/book", false],
  ["/manager-dashboard", false],
  ["/manager-dashboard/content/news", false],
  ["/sitemap.xml", false],
])("isCacheablePage(%j) is %s", (path, cacheable) => {
  expect(isCacheablePage(path)).toBe(cacheable);
});

test("ids with a space get an encoded link", () => {
  expect(resourcePath("insurance billing")).toBe("/resources/insurance%20billing");
  expect(resourcePath("aba-therapy-guide")).toBe("/resources/aba-therapy-guide");
});
