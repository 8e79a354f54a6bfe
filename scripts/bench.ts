// `npm run bench`: measures the production server on loopback and prints one table (also written to
// bench/results.md). Not a test: it prints figures. Uses PGlite in a fresh data directory, or the
// PostgreSQL server in DATABASE_URL when set (its tables are emptied of earlier benchmark rows first).
//   1. GET / and GET of an article page (public pages from the render cache) against a bare node:http server sending
//      the same bytes
//   2. POST of the contact form: as a plain document POST (answered 303 to the sent note) and as the hydrated
//      page's data request (200), each after an unmeasured warm-up, with the server's CPU time per POST; then the
//      stored row count against the number of successful answers
//   3. the dashboard's first page and a search with 100,000 seeded inquiries, signed in (p50/p95, after an
//      unmeasured warm-up)
//   4. the server's resident memory after start and after the load, at once and after a few idle seconds
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { count, like, or } from "drizzle-orm";
import { openDatabase } from "../app/.server/db/client.ts";
import { maintainDatabase } from "../app/.server/db/maintenance.ts";
import { inquiries } from "../app/.server/db/schema.ts";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 12);
const SEED_INQUIRIES = Number(process.env.BENCH_SEED ?? 100_000);
const databaseUrl = process.env.DATABASE_URL;
const MANAGER = { email: "bench-manager@example.com", password: "bench-password-123" };

type Row = { what: string; figure: string; goal: string };
const rows: Row[] = [];

function freePort() {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * The environment settings and node flags of `npm run serve` (package.json, e.g. `MALLOC_ARENA_MAX=2 node
 * --max-semi-space-size=8 --expose-gc server.ts`), so the benchmark runs the server as production does.
 */
function serveCommand() {
  const words: string[] = JSON.parse(readFileSync("package.json", "utf8")).scripts.serve.split(/\s+/);
  const env = Object.fromEntries(words.filter((w) => /^[A-Z_]+=/.test(w)).map((w) => w.split("=", 2)));
  return { env, flags: words.filter((word) => word.startsWith("--")) };
}

function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** RSS once the server has been idle for SETTLE_SECONDS: V8 returns a burst's garbage a few seconds after it. */
async function settledRssMb(pid: number) {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
  return rssMb(pid);
}

/** CPU time (user + system) a process has used so far, in milliseconds. */
function cpuMs(pid: number) {
  // /proc/<pid>/stat: the fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** Sends `amount` contact-form POSTs to `url` from CONNECTIONS connections, each with its own e-mail address. */
async function postContact(url: string, amount: number, tag: string) {
  let n = 0;
  // A fixed number of requests (not a duration), so every request is answered and can be counted.
  return await autocannon({
    connections: CONNECTIONS,
    amount,
    // With `amount`, autocannon notices the last answer only at its next sample tick, so the run's duration is
    // rounded up to a whole sampling interval: at the default 1 s, 5,000 posts in 1.3 s read as 2.0 s.
    sampleInt: 50,
    url,
    method: "POST",
    headers: { Origin: new URL(url).origin, "Content-Type": "application/x-www-form-urlencoded" },
    setupClient(client) {
      client.setBody(
        new URLSearchParams({
          name: "Bench Visitor",
          email: `bench-${tag}-${process.pid}-${n++}@example.com`,
          message: "Please call me about an audit.",
        }).toString(),
      );
    },
  });
}

async function cannon(options: autocannon.Options) {
  return await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
}

/**
 * Times `count` requests one after another (p50/p95), after DASHBOARD_WARMUP unmeasured ones: as with the POSTs, the
 * figure is the long-running server's, not V8 compiling the page's code and PGlite filling its caches (a fresh
 * server's first twenty or so pages take up to several times as long, which alone would set the p95).
 */
async function timeRequests(url: string, headers: Record<string, string>, count: number) {
  for (let i = 0; i < DASHBOARD_WARMUP; i++) await (await fetch(url, { headers, redirect: "manual" })).arrayBuffer();
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers, redirect: "manual" });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) failures++;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  return { p50: at(50), p95: at(95), failures };
}

if (!existsSync(path.join(BUILD_DIR, "server", "index.js"))) {
  console.log("No build found: building first…");
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}

const dataDir = mkdtempSync(path.join(tmpdir(), "eidbi-bench-"));
// The per-IP form limit would stop a load test from one address after ten posts: lift it here only.
const env = { ...process.env, DATA_DIR: dataDir, BUILD_DIR, HOST: "127.0.0.1", RATE_LIMIT_FORMS: "100000000/600" };
const POSTS = Number(process.env.BENCH_POSTS ?? 5000);
const WARMUP_POSTS = Number(process.env.BENCH_WARMUP_POSTS ?? 1000);
const DASHBOARD_WARMUP = Number(process.env.BENCH_WARMUP_PAGES ?? 50);
const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

// Seed before the server starts (the embedded database allows one process at a time).
{
  console.log(`Seeding ${SEED_INQUIRIES.toLocaleString("en-US")} inquiries and a manager…`);
  const opened = await openDatabase({ dataDir, databaseUrl, lockCommand: "bench seed" });
  await opened.db.execute(`delete from inquiries where email like 'bench-%@example.com'`);
  await opened.db.execute(`
    insert into inquiries (name, email, phone, message, source, created_at, responded)
    select 'Seeded Person ' || g, 'bench-seed-' || g || '@example.com', null,
           'Seeded inquiry number ' || g || ' about ' || (array['licensing','training','billing','supervision'])[1 + g % 4],
           'contact', now() - (g || ' minutes')::interval, g % 3 = 0
    from generate_series(1, ${SEED_INQUIRIES}) as g`);
  // The statistics a long-running server has: its own maintenance (PGlite) or autovacuum (PostgreSQL) gathers them
  // within the hour after the rows arrive.
  await maintainDatabase(opened.db, new Map());
  await opened.close();
  // The operator's command itself, so its Node flags are spelled once (package.json).
  const created = spawnSync("npm", ["run", "--silent", "manager", "--", "create", "--email", MANAGER.email], {
    env: { ...env, MANAGER_PASSWORD: MANAGER.password },
    encoding: "utf8",
  });
  if (created.status !== 0) throw new Error(`Could not create the bench manager: ${created.stderr}`);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const serve = serveCommand();
const server = spawn(process.execPath, [...serve.flags, "server.ts"], {
  env: { ...env, ...serve.env, PORT: String(port) },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 150) throw new Error("The server did not become ready.");
    await new Promise((r) => setTimeout(r, 200));
  }
  const rssStart = rssMb(server.pid!);
  const rssStartSettled = await settledRssMb(server.pid!);

  // 1. Public pages (answered from the render cache, rendered from the content studio's database once per content
  // version) against a bare node:http server with the same bytes. The first request renders the page.
  for (const [label, pagePath] of [
    ["GET / (render cache)", "/"],
    ["GET /news/slp-support (render cache, an article)", "/news/slp-support"],
  ] as const) {
    const page = await fetch(`${base}${pagePath}`, { headers: { "Accept-Encoding": "identity" } });
    if (!page.ok) throw new Error(`${pagePath} answered ${page.status}.`);
    const pageBytes = Buffer.from(await page.arrayBuffer());
    const barePort = await freePort();
    const bare = createHttpServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": pageBytes.length });
      res.end(pageBytes);
    }).listen(barePort, "127.0.0.1");
    const bareResult = await cannon({ url: `http://127.0.0.1:${barePort}${pagePath}` });
    bare.close();
    const pageResult = await cannon({ url: `${base}${pagePath}` });
    const ratio = pageResult.requests.average / bareResult.requests.average;
    rows.push({
      what: `${label} vs bare node:http`,
      figure: `${Math.round(pageResult.requests.average)} vs ${Math.round(bareResult.requests.average)} req/s = ${ratio.toFixed(2)}`,
      goal: "ratio ≥ 0.8",
    });
  }

  // 3. Dashboard, signed in.
  const signIn = await fetch(`${base}/manager-login`, {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(MANAGER).toString(),
    redirect: "manual",
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`Sign-in for the benchmark failed (${signIn.status}).`);
  const auth = { Cookie: cookie };
  const firstPage = await timeRequests(`${base}/manager-dashboard`, auth, 200);
  const search = await timeRequests(`${base}/manager-dashboard?q=${encodeURIComponent("number 4242")}`, auth, 200);
  rows.push({
    what: `Dashboard first page, ${SEED_INQUIRIES.toLocaleString("en-US")} inquiries`,
    figure: `p50 ${firstPage.p50.toFixed(1)} ms, p95 ${firstPage.p95.toFixed(1)} ms${firstPage.failures ? `, ${firstPage.failures} non-200` : ""}`,
    goal: "p95 ≤ 50 ms",
  });
  rows.push({
    what: "Dashboard search",
    figure: `p50 ${search.p50.toFixed(1)} ms, p95 ${search.p95.toFixed(1)} ms${search.failures ? `, ${search.failures} non-200` : ""}`,
    goal: "p95 ≤ 50 ms",
  });

  // 2. Contact form POSTs: the plain document POST and the hydrated page's data request. Each kind is first sent
  // WARMUP_POSTS times unmeasured (their rows are not counted), so the figure is the long-running server's rate,
  // not V8 compiling the POST path; the server's CPU time per POST is read from /proc around the measured run,
  // a figure that another process on the machine disturbs far less than the rate.
  let ok = 0;
  for (const [label, url] of [
    ["document POST", `${base}/contact`],
    ["data request", `${base}/contact.data`],
  ] as const) {
    const kind = label === "document POST" ? "doc" : "data";
    await postContact(url, WARMUP_POSTS, "warm");
    const cpuBefore = cpuMs(server.pid!);
    const result = await postContact(url, POSTS, kind);
    const cpuPerPost = (cpuMs(server.pid!) - cpuBefore) / POSTS;
    // A document POST that succeeds is answered 303 See Other (Post/Redirect/Get); the data request, 200.
    const answered = result["2xx"] + result["3xx"];
    const failed = result["4xx"] + result["5xx"] + result.errors + result.timeouts;
    ok += answered;
    rows.push({
      what: `POST /contact, ${label}`,
      // A fixed number of requests: the rate is their count over the run's time (to the sampling interval below).
      figure: `${Math.round(result.requests.total / result.duration)} req/s, p99 ${result.latency.p99} ms, ${answered} ${label === "document POST" ? "303" : "200"}, ${failed} failed; server CPU ${cpuPerPost.toFixed(2)} ms a POST`,
      goal: "≥ 1,000 req/s, 0 failed",
    });
  }
  const rssAfter = rssMb(server.pid!);
  const rssAfterSettled = await settledRssMb(server.pid!);
  rows.push({
    what: `Server memory (RSS) after start / after the load: at once → after ${SETTLE_SECONDS} s idle`,
    figure: `${rssStart} → ${rssStartSettled} MB / ${rssAfter} → ${rssAfterSettled} MB`,
    goal: "≤ 300 MB",
  });

  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  const opened = await openDatabase({ dataDir, databaseUrl, lockCommand: "bench count" });
  const [counted] = await opened.db
    .select({ n: count() })
    .from(inquiries)
    .where(or(like(inquiries.email, "bench-doc-%"), like(inquiries.email, "bench-data-%")));
  const stored = counted?.n ?? 0;
  await opened.db.execute(`delete from inquiries where email like 'bench-%@example.com'`);
  await opened.close();
  rows.push({
    what: "Rows stored vs successful answers",
    figure: `${stored} vs ${ok}${stored === ok ? " (equal)" : " (MISMATCH)"}`,
    goal: "equal",
  });
} finally {
  if (server.exitCode === null) server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

const cpu = cpus()[0]?.model ?? "unknown CPU";
const header = `Benchmark ${new Date().toISOString().slice(0, 10)} · ${databaseUrl ? "PostgreSQL" : "PGlite (embedded)"} · ${cpu} × ${cpus().length} · Node ${process.versions.node} · ${CONNECTIONS} connections, ${DURATION} s per run`;
const table = [
  "| Measure | Result | Goal |",
  "|---|---|---|",
  ...rows.map((r) => `| ${r.what} | ${r.figure} | ${r.goal} |`),
].join("\n");
console.log(`\n${header}\n\n${table}\n`);
mkdirSync("bench", { recursive: true });
const file = "bench/results.md";
const previous = existsSync(file) ? readFileSync(file, "utf8").replace(/^# Benchmark results\n+/, "") : "";
writeFileSync(file, `# Benchmark results\n\n## ${header}\n\n${table}\n\n${previous}`);
console.log(`Written to ${file}.`);
