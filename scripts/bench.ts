// `npm run bench`: measures the production server on loopback and prints one table (also written to
// bench/results.md). Not a test: it prints figures. Uses PGlite in a fresh data directory, or the
// PostgreSQL server in DATABASE_URL when set (its tables are emptied of earlier benchmark rows first).
//   1. GET / and GET of an article page (public pages from the render cache) against a bare node:http server sending
//      the same bytes
//   2. POST of the contact form: as a plain document POST (answered 303 to the sent note) and as the hydrated
//      page's data request (200), each after an unmeasured warm-up, with the server's CPU time per POST; then the
//      stored row count against the number of successful answers
//   3. the dashboard with 100,000 seeded inquiries and 20,000 applications (scripts/bench-seed.ts), signed in: the
//      first page, a search, each filter and the Insights tab's default range (p50/p95, after an unmeasured warm-up)
//   4. the time from starting the server on that database to its first healthy answer
//   5. the server's resident memory in each phase (start, GET /, dashboard, POSTs, a backup): its peak, sampled
//      every 100 ms from /proc in a worker thread (the load generator's own work cannot delay the samples), and the
//      figure after a few idle seconds
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import { count, eq, like, or } from "drizzle-orm";
import { users } from "../app/.server/db/auth-schema.ts";
import { openDatabase } from "../app/.server/db/client.ts";
import { maintainDatabase } from "../app/.server/db/maintenance.ts";
import { inquiries } from "../app/.server/db/schema.ts";
import { deleteSeededLeads, seedLeads } from "./bench-seed.ts";
import { freePort } from "./free-port.ts";
import { serveCommand } from "./serve-command.ts";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 12);
const SEED_INQUIRIES = Number(process.env.BENCH_SEED ?? 100_000);
const SEED_APPLICATIONS = Number(process.env.BENCH_SEED_APPLICATIONS ?? Math.round(SEED_INQUIRIES / 5));
const databaseUrl = process.env.DATABASE_URL;
const MANAGER = { email: "bench-manager@example.com", password: "bench-password-123" };

type Row = { what: string; figure: string; goal: string };
const rows: Row[] = [];

function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * The server's peak RSS per phase, sampled every 100 ms from /proc by a worker thread: a phase's peak is the largest
 * sample since the previous `phase()` call. A spike shorter than 100 ms can fall between two samples; the kernel's
 * own high-water mark (VmHWM) over the server's whole life is printed beside them to show whether one did.
 */
function startRssSampler(pid: number) {
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     const { readFileSync } = require("node:fs");
     let peak = 0;
     const sample = () => {
       try {
         const kb = Number(readFileSync("/proc/" + workerData + "/status", "utf8").match(/VmRSS:\\s+(\\d+)/)?.[1] ?? 0);
         if (kb > peak) peak = kb;
       } catch {}
     };
     sample();
     const timer = setInterval(sample, 100);
     parentPort.on("message", (message) => {
       if (message === "stop") { clearInterval(timer); parentPort.close(); return; }
       sample();
       parentPort.postMessage(peak);
       peak = 0;
     });`,
    { eval: true, workerData: pid },
  );
  return {
    /** The phase's peak in MB (and starts the next phase). */
    phase: () =>
      new Promise<number>((resolve) => {
        worker.once("message", (kb: number) => resolve(Math.round(kb / 1024)));
        worker.postMessage("phase");
      }),
    stop: () => worker.postMessage("stop"),
  };
}

/** The server's peak RSS over its whole life so far, as the kernel counted it (VmHWM), in MB. */
function highWaterMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0) / 1024);
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
// BENCH_ONLY=dashboard skips the public pages, the POSTs and the backup (their phases then read as idle): to compare
// dashboard changes in a few minutes.
const ONLY_DASHBOARD = process.env.BENCH_ONLY === "dashboard";
const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

// Seed before the server starts (the embedded database allows one process at a time).
{
  // The operator's command itself, so its Node flags are spelled once (package.json); first, as the seeded leads
  // are partly the manager's.
  const created = spawnSync("npm", ["run", "--silent", "manager", "--", "create", "--email", MANAGER.email], {
    env: { ...env, MANAGER_PASSWORD: MANAGER.password },
    encoding: "utf8",
  });
  if (created.status !== 0 && !/already/i.test(created.stderr)) {
    throw new Error(`Could not create the bench manager: ${created.stderr}`);
  }
  console.log(
    `Seeding ${SEED_INQUIRIES.toLocaleString("en-US")} inquiries and ${SEED_APPLICATIONS.toLocaleString("en-US")} applications…`,
  );
  const opened = await openDatabase({ dataDir, databaseUrl, lockCommand: "bench seed" });
  await deleteSeededLeads(opened.db);
  await opened.db.execute(`delete from inquiries where email like 'bench-%@example.com'`);
  const [manager] = await opened.db.select({ id: users.id }).from(users).where(eq(users.email, MANAGER.email));
  const managerId = manager?.id;
  if (!managerId) throw new Error("The bench manager is not in the database.");
  await seedLeads(opened.db, { inquiries: SEED_INQUIRIES, applications: SEED_APPLICATIONS, managerId });
  // The statistics a long-running server has: its own maintenance (PGlite) or autovacuum (PostgreSQL) gathers them
  // within the hour after the rows arrive.
  await maintainDatabase(opened.db, new Map());
  await opened.close();
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// As production runs it (npm run serve), then BENCH_NODE_FLAGS (e.g. `--no-liftoff-only`) to compare a setting.
const serve = serveCommand((process.env.BENCH_NODE_FLAGS ?? "").split(/\s+/).filter(Boolean));
const startedAt = performance.now();
const server = spawn(process.execPath, [...serve.flags, "server.ts"], {
  env: { ...env, ...serve.env, PORT: String(port) },
  stdio: ["ignore", "ignore", "inherit"],
});
const sampler = startRssSampler(server.pid!);
/** Peak and settled RSS per phase, for the memory table. */
const memory: { phase: string; peak: number; settled: number }[] = [];
async function endPhase(phase: string) {
  const peak = await sampler.phase();
  const settled = await settledRssMb(server.pid!);
  // The settling pause's own samples belong to no phase.
  await sampler.phase();
  memory.push({ phase, peak, settled });
}
try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 1500) throw new Error("The server did not become ready.");
    await new Promise((r) => setTimeout(r, 20));
  }
  const startSeconds = (performance.now() - startedAt) / 1000;
  rows.push({
    what: `Start to healthy, ${SEED_INQUIRIES.toLocaleString("en-US")} inquiries in the database`,
    figure: `${startSeconds.toFixed(2)} s`,
    goal: "≤ 5 s",
  });
  await endPhase("Start (to healthy, then idle)");

  // 1. Public pages (answered from the render cache, rendered from the content studio's database once per content
  // version) against a bare node:http server with the same bytes. The first request renders the page.
  for (const [label, pagePath] of ONLY_DASHBOARD
    ? []
    : ([
        ["GET / (render cache)", "/"],
        ["GET /news/slp-support (render cache, an article)", "/news/slp-support"],
      ] as const)) {
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
  await endPhase("GET / load");

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
  // Each view the issue names, as a manager reaches it: the first page, a search, each filter, and the Insights tab
  // over its default range (the last 12 weeks, which hold every seeded lead).
  const views: [string, string][] = [
    [`Dashboard first page, ${SEED_INQUIRIES.toLocaleString("en-US")} inquiries`, "/manager-dashboard"],
    ["Dashboard search", `/manager-dashboard?q=${encodeURIComponent("number 4242")}`],
    ["Dashboard status: pending", "/manager-dashboard?status=pending"],
    ["Dashboard status: overdue", "/manager-dashboard?status=overdue"],
    ["Dashboard assigned to me", "/manager-dashboard?owner=me"],
    ["Dashboard unassigned", "/manager-dashboard?owner=unassigned"],
    ["Dashboard outcome: client", "/manager-dashboard?outcome=client"],
    [
      `Applications, ${SEED_APPLICATIONS.toLocaleString("en-US")}, overdue`,
      "/manager-dashboard?tab=applications&status=overdue",
    ],
    ["Insights, default range", "/manager-dashboard/insights"],
  ];
  for (const [what, route] of views) {
    const timed = await timeRequests(`${base}${route}`, auth, 200);
    rows.push({
      what,
      figure: `p50 ${timed.p50.toFixed(1)} ms, p95 ${timed.p95.toFixed(1)} ms${timed.failures ? `, ${timed.failures} non-200` : ""}`,
      goal: "p95 ≤ 50 ms",
    });
  }
  await endPhase("Dashboard views");

  // 2. Contact form POSTs: the plain document POST and the hydrated page's data request. Each kind is first sent
  // WARMUP_POSTS times unmeasured (their rows are not counted), so the figure is the long-running server's rate,
  // not V8 compiling the POST path; the server's CPU time per POST is read from /proc around the measured run,
  // a figure that another process on the machine disturbs far less than the rate.
  let ok = 0;
  for (const [label, url] of ONLY_DASHBOARD
    ? []
    : ([
        ["document POST", `${base}/contact`],
        ["data request", `${base}/contact.data`],
      ] as const)) {
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
  await endPhase("Form POSTs");

  // A backup while the server runs, as an operator's cron job takes it (the embedded database: the server writes it).
  const backup = ONLY_DASHBOARD
    ? { status: 0, stderr: "" }
    : spawnSync("npm", ["run", "--silent", "backup"], { env, encoding: "utf8" });
  if (backup.status !== 0) throw new Error(`The backup failed: ${backup.stderr}`);
  await endPhase("Backup (npm run backup)");
  sampler.stop();
  for (const { phase, peak, settled } of memory) {
    rows.push({
      what: `Server memory (RSS), ${phase}: peak (100 ms samples) → after ${SETTLE_SECONDS} s idle`,
      figure: `${peak} → ${settled} MB`,
      goal: "peak ≤ 350 MB, settled ≤ 300 MB",
    });
  }
  rows.push({
    what: "Server memory (RSS), the kernel's high-water mark over the whole run (VmHWM)",
    figure: `${highWaterMb(server.pid!)} MB`,
    goal: "≤ 350 MB",
  });

  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  const opened = await openDatabase({ dataDir, databaseUrl, lockCommand: "bench count" });
  const [counted] = await opened.db
    .select({ n: count() })
    .from(inquiries)
    .where(or(like(inquiries.email, "bench-doc-%"), like(inquiries.email, "bench-data-%")));
  const stored = counted?.n ?? 0;
  await deleteSeededLeads(opened.db);
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
const header = `Benchmark ${new Date().toISOString().slice(0, 10)} · ${databaseUrl ? "PostgreSQL" : "PGlite (embedded)"} · ${cpu} × ${cpus().length} · Node ${process.versions.node} · ${CONNECTIONS} connections, ${DURATION} s per run${process.env.BENCH_NODE_FLAGS ? ` · also ${process.env.BENCH_NODE_FLAGS}` : ""}`;
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
