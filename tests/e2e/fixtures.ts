import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails on a console error or an uncaught page error, and on any request to another origin.
 * Use `consoleErrors.allow(pattern)` in a test that expects one (a console error or a page error).
 */
export const test = base.extend<{ consoleErrors: { allow: (pattern: RegExp) => void } }>({
  consoleErrors: [
    async ({ page, baseURL }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !allowed.some((re) => re.test(message.text()))) {
          problems.push(`console.error: ${message.text()}`);
        }
      });
      page.on("pageerror", (error) => {
        if (!allowed.some((re) => re.test(error.message))) problems.push(`page error: ${error.message}`);
      });
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (["http:", "https:"].includes(url.protocol) && baseURL && url.origin !== new URL(baseURL).origin) {
          problems.push(`request to another origin: ${request.url()}`);
        }
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, problems.join("\n")).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated the page, so client-side behaviour can be exercised. A page that loads the app on
 * demand (ADRs 006 and 010) is asked for it first, with the call its pre-React script makes when the visitor turns to
 * a form or the chat (tests/e2e/on-demand-forms.spec.ts shows those intents load it).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const w = window as unknown as { __bootApp?: () => void; __reactRouterRouteModules?: object };
    w.__bootApp?.();
    return w.__reactRouterRouteModules !== undefined;
  });
  await page.waitForLoadState("networkidle");
}

/**
 * Waits until the pre-React script has started on a page that loads the app on demand (ADR 006): the menu, the
 * carousels and the chat toggle respond, and React has not loaded.
 */
export async function waitForPreReactScript(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __preReactScript?: object }).__preReactScript !== undefined);
}

/**
 * Waits until the page's scripts respond, whichever way the page runs them: the pre-React script where the app loads on
 * demand (ADR 006, the pages scripts/postbuild.ts lists), React everywhere else.
 */
export async function waitForPageScripts(page: Page) {
  const ready = await page.waitForFunction(() => {
    const w = window as unknown as { __preReactScript?: object; __reactRouterRouteModules?: object };
    return w.__preReactScript ? "pre-React script" : w.__reactRouterRouteModules ? "app" : false;
  });
  if ((await ready.jsonValue()) === "app") await page.waitForLoadState("networkidle");
}

/**
 * Once the page has settled: it requested none of the JavaScript files `watchScripts` saw, and React never loaded. A
 * page that loads the app on demand (ADRs 006 and 013) does so only when the visitor asks.
 */
export async function expectNoJavaScriptLoaded(page: Page, scripts: string[]) {
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);
  expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
}

/** The JavaScript files the page has requested from now on (the pre-React script is inline). */
export function watchScripts(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** Marks the current document, so a test can tell an in-app navigation (kept) from a page load (gone). */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

/** Whether the document markDocument marked is still the one shown. */
export async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/**
 * axe over the page, or over `include` (a CSS selector) only: after a change inside one part, checking that part
 * again is enough, and axe over a whole long page takes seconds.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // A whole-page scan takes 5–10 s here and longer on a busy machine, and a test may scan several pages or states:
  // with 3 workers on 2 cores two such tests crossed the 30 s default timeout. A test that scans gets triple time.
  test.info().slow();
  // Every rule still runs; only the violations are collected in full (axe's own advice for speed): ~15 % faster.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (include) builder.include(include);
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** A schema.org thing of a page's JSON-LD graph. */
export type StructuredThing = Record<string, unknown> & { "@type": string };

/** The page's JSON-LD graph: there is exactly one such script, and it parses (its text was escaped for </script>). */
export async function structuredDataOf(page: Page): Promise<StructuredThing[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts).toHaveLength(1);
  const data = JSON.parse(scripts[0] ?? "") as { "@context": string; "@graph": StructuredThing[] };
  expect(data["@context"]).toBe("https://schema.org");
  return data["@graph"];
}

/** The first thing of `type` in a graph. */
export const thingOf = (graph: StructuredThing[], type: string) => graph.find((thing) => thing["@type"] === type);
