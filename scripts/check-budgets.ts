// Size budgets over the build: the JavaScript and CSS a first visit to each public page downloads (its module scripts,
// modulepreloads and stylesheets), gzip-compressed. The pages are the ones the built server answers on a new
// install, every page its sitemap lists (each built-in article and guide included). Fails when over budget.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { walkFiles as walk } from "../app/.server/host/static-files.ts";
import { DYNAMIC_PUBLIC_PATHS } from "../app/content/public-pages.ts";
import { startBuiltServer } from "./built-server.ts";
import { BOOT_APP_DEFINITION } from "./defer-hydration.ts";
import {
  PRE_REACT_CONTENT_SCRIPT,
  PRE_REACT_FORM_SCRIPT,
  PRE_REACT_SCRIPT,
  preReactScriptOf,
} from "./on-demand-pages.ts";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const KB = 1024;
// The goal is 110 KB on / and 120 KB elsewhere; the pages still above it are named after the table. A first
// visit to a page that loads the app on demand (scripts/on-demand-pages.ts: ADRs 006, 010 and 013) loads only the
// pre-React script inlined into it; the app it loads when the visitor asks is held to the budget of what the same
// page would load at once. The pre-React scripts' budgets are ratchets just above their sizes, at the 1.5 KB those
// pages are held to (2 KB with the content pages' disclosures or the lead-form part): a change that starts React
// there again, or grows a script past it, fails. The
// pages with a lead form get 2 KB more: they carry what keeps a visitor's submission safe (failures answered in
// place with a timeout, a submission key against double storage, the draft hook). Lower budgets as pages get
// lighter; never raise them without saying why in the commit.
const GOALS = { homeJs: 110 * KB, otherJs: 120 * KB };
const BUDGETS = {
  homeJs: 110 * KB,
  otherJs: 120 * KB,
  leadFormJs: 122 * KB,
  css: 20 * KB,
};
/** Each pre-React script's budget (scripts/on-demand-pages.ts says which page runs which). */
const PRE_REACT_BUDGETS = new Map([
  [PRE_REACT_SCRIPT, 1.5 * KB],
  [PRE_REACT_CONTENT_SCRIPT, 2 * KB],
  [PRE_REACT_FORM_SCRIPT, 2 * KB],
]);
const LEAD_FORM_ROUTES = new Set(["/quote", "/contact", "/careers"]);

const gzipCache = new Map<string, number>();
function gzipSize(url: string) {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const file = path.join(clientDir, url);
  const size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
  gzipCache.set(url, size);
  return size;
}

if (!existsSync(path.join(path.dirname(clientDir), "server", "index.js"))) {
  console.error(`No build in ${path.dirname(clientDir)}: build first.`);
  process.exit(1);
}

/** Every page the sitemap lists, with its HTML as the server sends it. */
async function readPublicPages(): Promise<{ route: string; html: string }[]> {
  const server = await startBuiltServer();
  try {
    const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
    // /book is rendered per request (its times are today's), with a nonce on its scripts: not one of the pages the
    // render cache keeps, and never budgeted here.
    const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]!).pathname)
      .filter((route) => !(DYNAMIC_PUBLIC_PATHS as readonly string[]).includes(route));
    const pages = [];
    for (const route of routes) {
      const response = await fetch(`${server.base}${route}`);
      if (!response.ok) throw new Error(`${route} answered ${response.status}.`);
      pages.push({ route: decodeURI(route), html: await response.text() });
    }
    return pages;
  } finally {
    await server.stop();
  }
}
const pages = await readPublicPages();

// The production build holds no test route and no fault switch: those belong to the test harness (tests/support/,
// the browser tests' server e2e-server.ts), which the build never includes.
const TEST_ONLY = /__test\/|e2e-fail-loaders|SimulatedDatabaseOutage|setDatabaseWritesFailing|faultInjectingLogger/;
const withTestCode = walk(path.dirname(clientDir)).filter(
  (file) => /\.(js|html|json|data)$/.test(file) && TEST_ONLY.test(readFileSync(file, "utf8")),
);
if (withTestCode.length > 0) {
  console.error(`Test-only code in the production build: ${withTestCode.join(", ")}`);
  process.exit(1);
}

/** The JavaScript files a piece of a page loads: module scripts, modulepreloads and imports. */
function chunkUrls(html: string) {
  const js = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) js.add(m[1]!);
  for (const m of html.matchAll(/import \* as \w+ from "([^"]+\.js)"/g)) js.add(m[1]!);
  // A public page adds its modulepreloads after the first paint (scripts/defer-hydration.ts).
  for (const m of html.matchAll(/for\(const href of (\[[^\]]*\])\)/g)) for (const url of JSON.parse(m[1]!)) js.add(url);
  return js;
}

// What loads only where it is used: no public page names these chunks among the JavaScript it loads at once or
// on demand. The chat panel and the job application form are imported when the visitor asks for them (the chat
// toggle; /careers's "Apply" on intent), the lead forms' code only by the two pages with a lead form, and the
// manager pages' route modules (from React Router's manifest) and the chunks only they import (the content studio's
// editor among them) only by the manager pages.
// Each rule must match a chunk of the build, or it could not fail: a renamed file fails here instead.
const assetUrls = readdirSync(path.join(clientDir, "assets"))
  .filter((f) => f.endsWith(".js"))
  .map((f) => `/assets/${f}`);
const manifestUrl = assetUrls.find((url) => /\/manifest-[\w-]+\.js$/.test(url));
const manifest = manifestUrl
  ? JSON.parse(
      readFileSync(path.join(clientDir, manifestUrl), "utf8").replace(/^window\.__reactRouterManifest=|;?\s*$/g, ""),
    )
  : { routes: {} };
type ManifestRoute = { id: string; module: string; imports?: string[] };
const manifestRoutes = Object.values(manifest.routes as Record<string, ManifestRoute>);
const chunksOf = (routes: ManifestRoute[]) => new Set(routes.flatMap((r) => [r.module, ...(r.imports ?? [])]));
const isManagerRoute = (route: ManifestRoute) => route.id.startsWith("routes/manager/");
const managerModules = new Set(manifestRoutes.filter(isManagerRoute).map((r) => r.module));
// The chunks only manager pages load (their route modules and what those alone import: the content studio's editor,
// the dashboard's parts), none of which a public page may load.
const publicChunks = chunksOf(manifestRoutes.filter((r) => !isManagerRoute(r)));
const managerOnlyChunks = new Set(
  [...chunksOf(manifestRoutes.filter(isManagerRoute))].filter((url) => !publicChunks.has(url)),
);
const ONLY_WHERE_USED: { what: string; chunk: (url: string) => boolean; pages: string[] }[] = [
  { what: "the chat panel", chunk: (url) => /\/chat-panel-[\w-]+\.js$/.test(url), pages: [] },
  { what: "the job application form", chunk: (url) => /\/application-form-[\w-]+\.js$/.test(url), pages: [] },
  {
    what: "the lead forms' code",
    chunk: (url) => /\/lead-forms-[\w-]+\.js$/.test(url),
    pages: ["/quote", "/contact"],
  },
  { what: "a manager page", chunk: (url) => managerModules.has(url), pages: [] },
  {
    what: "code only the manager pages use",
    chunk: (url) => managerOnlyChunks.has(url) && !managerModules.has(url),
    pages: [],
  },
];
const unmatched = ONLY_WHERE_USED.filter((rule) => !assetUrls.some(rule.chunk)).map((rule) => rule.what);
if (unmatched.length > 0) {
  console.error(
    `No chunk of the build is ${unmatched.join(", ")}: update ONLY_WHERE_USED in scripts/check-budgets.ts.`,
  );
  process.exit(1);
}
const misplaced: string[] = [];

const rows: { route: string; js: number; onDemand: number; onDemandBudget: number; css: number; budget: number }[] = [];
for (const { route, html } of pages.sort((a, b) => a.route.localeCompare(b.route))) {
  // A page that loads the app only when the visitor asks (ADR 006) names its chunks in a script that defines
  // window.__bootApp: those are counted apart, as on demand, and its own inline script as first-load JavaScript.
  const onDemandScript = [...html.matchAll(/<script type="module"[^>]*>[\s\S]*?<\/script>/g)].find((m) =>
    m[0].includes(BOOT_APP_DEFINITION),
  );
  const firstLoad = onDemandScript ? html.replace(onDemandScript[0], "") : html;
  const js = chunkUrls(firstLoad);
  const onDemand = onDemandScript ? chunkUrls(onDemandScript[0]) : new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) css.add(m[1]!);
  const jsBytes =
    [...js].reduce((sum, url) => sum + gzipSize(url), 0) +
    (onDemandScript
      ? [...firstLoad.matchAll(/<script type="module"(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
          (sum, m) => sum + gzipSync(m[1]!, { level: 9 }).length,
          0,
        )
      : 0);
  const onDemandBytes = [...onDemand].reduce((sum, url) => sum + gzipSize(url), 0);
  for (const rule of ONLY_WHERE_USED) {
    const found = [...js, ...onDemand].filter(rule.chunk);
    if (found.length > 0 && !rule.pages.includes(route))
      misplaced.push(`${route} loads ${rule.what} (${found.join(", ")})`);
  }
  // The stylesheet is inlined into the document (ADR 003): count its <style> text as CSS.
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const cssBytes = [...css].reduce((sum, url) => sum + gzipSize(url), 0) + gzipSync(inlineCss, { level: 9 }).length;
  const hasLeadForm = LEAD_FORM_ROUTES.has(route);
  rows.push({
    route,
    js: jsBytes,
    onDemand: onDemandBytes,
    // The app a page loads on demand is held to the budget of what the same page would load at once.
    onDemandBudget: hasLeadForm ? BUDGETS.leadFormJs : BUDGETS.otherJs,
    css: cssBytes,
    budget: onDemandScript
      ? (PRE_REACT_BUDGETS.get(preReactScriptOf(route) ?? "") ?? 0)
      : route === "/"
        ? BUDGETS.homeJs
        : hasLeadForm
          ? BUDGETS.leadFormJs
          : BUDGETS.otherJs,
  });
}

let failed = false;
console.log(
  "route".padEnd(44),
  "JS gzip".padStart(10),
  "budget".padStart(9),
  "on demand".padStart(10),
  "CSS gzip".padStart(10),
);
/** A size as the table shows it: bytes for the small inline scripts, whose budgets are tight, KB for the rest. */
const sizeText = (bytes: number) =>
  bytes < 10 * KB ? `${bytes.toLocaleString("en-US")} B` : `${(bytes / KB).toFixed(1)} KB`;
for (const row of rows) {
  const over = row.js > row.budget || row.onDemand > row.onDemandBudget || row.css > BUDGETS.css;
  failed ||= over;
  console.log(
    row.route.padEnd(44),
    sizeText(row.js).padStart(10),
    sizeText(row.budget).padStart(9),
    (row.onDemand ? sizeText(row.onDemand) : "").padStart(10),
    sizeText(row.css).padStart(10),
    over ? "  OVER BUDGET" : "",
  );
}
if (failed) console.error("Size budget exceeded: see the rows marked OVER BUDGET.");
if (misplaced.length > 0) console.error(`Code loaded where it is not used:\n  ${misplaced.join("\n  ")}`);
if (failed || misplaced.length > 0) process.exit(1);
console.log(`Loaded only where used: ${ONLY_WHERE_USED.map((rule) => rule.what).join(", ")}.`);
console.log(
  `${rows.length} pages within budget (JS ≤ ${PRE_REACT_BUDGETS.get(PRE_REACT_SCRIPT)! / KB} KB where the app loads on demand, ${PRE_REACT_BUDGETS.get(PRE_REACT_CONTENT_SCRIPT)! / KB} KB with the content pages' disclosures, ${PRE_REACT_BUDGETS.get(PRE_REACT_FORM_SCRIPT)! / KB} KB with a lead form, ≤ ${BUDGETS.homeJs / KB} KB on / otherwise, ≤ ${BUDGETS.leadFormJs / KB} KB on the lead-form pages, ≤ ${BUDGETS.otherJs / KB} KB elsewhere; CSS ≤ ${BUDGETS.css / KB} KB).`,
);
const overGoal = rows.filter((row) => row.js > (row.route === "/" ? GOALS.homeJs : GOALS.otherJs));
if (overGoal.length > 0) {
  console.log(
    `Still above the goal of ${GOALS.homeJs / KB} KB on / and ${GOALS.otherJs / KB} KB elsewhere: ${overGoal.map((r) => r.route).join(", ")}.`,
  );
}
