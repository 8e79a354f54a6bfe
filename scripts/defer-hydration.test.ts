import { describe, expect, test } from "vitest";
import { deferHydration } from "./defer-hydration.ts";

// The shape React Router 8 prerenders: modulepreloads in <head>, one inline module script in <body>.
const PAGE = [
  '<html><head><title>x</title><link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/root-B.js"/><link rel="modulepreload" href="/assets/home-C.js"/>',
  "<style>p{}</style></head><body><main>Text</main>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">;\nimport * as route0 from "/assets/root-B.js";\nimport * as route1 from "/assets/home-C.js";',
  '\n  window.__reactRouterManifest = {"entry": {"module": "/assets/entry.client-A.js", "imports": []}};',
  '\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

/** A pre-React script's code, as scripts/postbuild.ts bundles it. */
const PRE_REACT = "window.preReact=1";

/** What starting the app does, in order: the same preloads, the route modules, then entry.client with them set. */
const STARTED = [
  "modulepreload /assets/entry.client-A.js",
  "modulepreload /assets/root-B.js",
  "modulepreload /assets/home-C.js",
  "import /assets/root-B.js",
  "import /assets/home-C.js",
  "import /assets/entry.client-A.js (route modules set)",
];

/** Runs the rewritten inline script with a fake document, frames and module loader; returns what happened, in order. */
async function run(html: string, visibilityState: "visible" | "hidden", failingLoads = 0) {
  const body = html.match(/<script type="module"(?: async="")?>([\s\S]*?)<\/script>/)![1]!;
  const events: string[] = [];
  const frames: (() => void)[] = [];
  const win: Record<string, unknown> = {};
  const document = {
    visibilityState,
    createElement: () => ({}) as { rel?: string; href?: string },
    head: { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
  };
  let failures = failingLoads;
  const load = async (url: string) => {
    if (failures > 0) {
      failures--;
      events.push(`failed ${url}`);
      throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    }
    events.push(`import ${url}${win.__reactRouterRouteModules ? " (route modules set)" : ""}`);
    return { url };
  };
  new Function(
    "document",
    "window",
    "requestAnimationFrame",
    "setTimeout",
    "load",
    body.replaceAll("import(", "load("),
  )(
    document,
    win,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => frames.push(callback),
    load,
  );
  const beforeFrames = events.length;
  while (frames.length > 0) frames.shift()!();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { events, beforeFrames, win };
}

describe("deferHydration", () => {
  test("removes the modulepreload links and every static import", () => {
    const html = deferHydration(PAGE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/import \* as/);
    expect(html).toContain("<main>Text</main>");
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  test("after two frames: the same preloads, then the route modules, then entry.client with them in place", async () => {
    const { events, beforeFrames, win } = await run(deferHydration(PAGE), "visible");
    expect(beforeFrames).toBe(0);
    expect(events).toEqual(STARTED);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-B.js" },
      "routes/home": { url: "/assets/home-C.js" },
    });
    expect(win.__reactRouterManifest).toMatchObject({ entry: { module: "/assets/entry.client-A.js" } });
  });

  test("in a hidden tab it starts at once", async () => {
    const { beforeFrames } = await run(deferHydration(PAGE), "hidden");
    expect(beforeFrames).toBeGreaterThan(0);
  });

  test("on demand: nothing starts by itself; the first window.__bootApp() starts it all, later calls do nothing", async () => {
    const html = deferHydration(PAGE, { preReactScript: PRE_REACT });
    // Neither is async: the start runs before the pre-React script that follows it, which may call __bootApp at once.
    expect(html).not.toContain('async=""');
    expect(html).toMatch(
      /<script type="module">const start=[\s\S]*?<\/script><script type="module">window\.preReact=1<\/script><\/body>/,
    );
    const { events, win } = await run(html, "visible");
    expect(events).toEqual([]);
    const boot = win.__bootApp as () => void;
    boot();
    (win.__bootApp as () => void)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(STARTED);
  });

  test("on demand: when the code could not load, the next window.__bootApp() tries again", async () => {
    const { events, win } = await run(deferHydration(PAGE, { preReactScript: PRE_REACT }), "visible", 1);
    (win.__bootApp as () => void)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events.filter((e) => e.startsWith("failed"))).toEqual(["failed /assets/root-B.js"]);
    expect(events.some((e) => e.startsWith("import /assets/entry.client"))).toBe(false);
    events.length = 0;
    (win.__bootApp as () => void)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(STARTED);
  });

  test.each([
    ["no module script", PAGE.replace(/<script type="module"[\s\S]*?<\/script>/, "")],
    ["two module scripts", PAGE.replace("</body>", '<script type="module" async="">import("/x.js");</script></body>')],
    ["a named import", PAGE.replace("import * as route1 from", 'import { x } from "/y.js";\nimport * as route1 from')],
    ["no entry import", PAGE.replace('import("/assets/entry.client-A.js");', "")],
  ])("refuses markup it does not know: %s", (_name, html) => {
    expect(() => deferHydration(html)).toThrow();
  });

  // The contract with React Router's markup. When an upgrade changes it, the build stops here instead of shipping
  // pages that quietly load their JavaScript early or not at all.
  test.each([
    ["no inline module script", PAGE.replace('<script type="module" async="">', "<script>"), /found 0/],
    [
      "two inline module scripts",
      PAGE.replace("</body>", '<script type="module" async="">import("/x.js");</script></body>'),
      /found 2/,
    ],
    ["no modulepreload link", PAGE.replaceAll(/<link rel="modulepreload" href="[^"]+"\/>/g, ""), /0 of 0 matched/],
    [
      "a modulepreload link written another way",
      PAGE.replace(
        '<link rel="modulepreload" href="/assets/root-B.js"/>',
        '<link rel="modulepreload" href="/assets/root-B.js" crossorigin=""/>',
      ),
      /2 of 3 matched/,
    ],
    ["no route import", PAGE.replaceAll(/import \* as route\d from "[^"]+";/g, ""), /expected imports/],
    [
      "a static import left over",
      PAGE.replace('import("/assets/entry.client-A.js");', 'import "/assets/entry.client-A.js";'),
      /expected imports/,
    ],
  ])("refuses a page with %s", (_label, html, message) => {
    expect(() => deferHydration(html)).toThrow(message);
  });
});

test("a page rendered per request keeps its CSP nonce on the rewritten script and loses its preload links", () => {
  const rendered = PAGE.replaceAll('"/>', '" nonce="abc"/>').replace(
    '<script type="module" async="">',
    '<script nonce="abc" type="module" async="">',
  );
  const html = deferHydration(rendered);
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html.match(/<script nonce="abc" type="module" async="">/g)).toHaveLength(1);
  expect(html).toContain('import("/assets/home-C.js")');
  // On demand (/book, ADR 010) the pre-React script carries the same nonce, or the CSP would refuse it.
  const onDemand = deferHydration(rendered, { preReactScript: PRE_REACT });
  expect(onDemand.match(/<script nonce="abc" type="module">/g)).toHaveLength(2);
  expect(onDemand).toContain('<script nonce="abc" type="module">window.preReact=1</script>');
});
