import { expect, test } from "vitest";
import { SITE_ORIGIN } from "~/lib/site-origin";
import { getMeta } from "./meta";

test("a page's title carries the firm name, the home page's stands alone", () => {
  const about = getMeta({ title: "About", description: "d", path: "/about" });
  expect(about[0]).toEqual({ title: expect.stringMatching(/^About \| .+/) });
  const home = getMeta({ title: "Home title", description: "d", path: "/" });
  expect(home[0]).toEqual({ title: "Home title" });
});

test("noindex pages ask robots to stay away; others do not", () => {
  expect(getMeta({ title: "t", description: "d", path: "/x", noindex: true })).toContainEqual({
    name: "robots",
    content: "noindex, nofollow",
  });
  expect(getMeta({ title: "t", description: "d", path: "/x" }).some((m) => "name" in m && m.name === "robots")).toBe(
    false,
  );
});

test("canonical and og:url name the page on the site's origin (PUBLIC_URL when built; the local address in tests)", () => {
  const meta = getMeta({ title: "About", description: "d", path: "/about" });
  expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE_ORIGIN}/about` });
  expect(meta).toContainEqual({ property: "og:url", content: `${SITE_ORIGIN}/about` });
  expect(SITE_ORIGIN).toBe("http://localhost:3000");
});

test("og:type is website unless the page says it is an article", () => {
  expect(getMeta({ title: "t", description: "d", path: "/x" })).toContainEqual({
    property: "og:type",
    content: "website",
  });
  const article = getMeta({ title: "t", description: "d", path: "/news/x", type: "article" });
  expect(article).toContainEqual({ property: "og:type", content: "article" });
  expect(article.filter((tag) => "property" in tag && tag.property === "og:type")).toHaveLength(1);
});
