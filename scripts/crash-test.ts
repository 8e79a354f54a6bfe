// `npm run test:crash`: no acknowledged submission may be lost when the server dies.
//   1. starts the production server (BUILD_DIR, default ./build) on a free loopback port with a fresh DATA_DIR
//      (or the PostgreSQL server in DATABASE_URL: `bash scripts/with-postgres.sh npm run test:crash`);
//   2. a second process posts the contact form in a loop, several requests at a time, and reports the unique
//      e-mail of every submission answered 2xx;
//   3. about 2 s in, the server is killed with SIGKILL mid-run, then restarted on the same data;
//   4. after a while on the new server the poster stops, the server is stopped, and the database is opened
//      directly: every acknowledged e-mail must be there. Exit 1 on any loss (or if the run proved nothing).
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { freePort } from "./free-port.ts";

const POSTER_FLAG = "--poster";

if (process.argv[2] === POSTER_FLAG) {
  await runPoster(String(process.argv[3]), String(process.argv[4]));
} else {
  process.exitCode = await runCrashTest();
}

/** The poster: CONCURRENCY loops posting the contact form; prints "ACK <email>" for each 2xx, until SIGTERM. */
async function runPoster(baseURL: string, tag: string) {
  const CONCURRENCY = 4;
  let isStopping = false;
  let sequence = 0;
  process.on("SIGTERM", () => {
    isStopping = true;
  });
  const loop = async (lane: number) => {
    while (!isStopping) {
      sequence += 1;
      const email = `${tag}-${lane}-${sequence}@example.com`;
      try {
        const response = await fetch(`${baseURL}/contact`, {
          method: "POST",
          headers: { Origin: baseURL, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ name: "Crash Test", email, message: "Durability check.", website: "" }),
          signal: AbortSignal.timeout(5000),
        });
        await response.arrayBuffer();
        if (response.status >= 200 && response.status < 300) process.stdout.write(`ACK ${email}\n`);
        else process.stdout.write(`STATUS ${response.status}\n`);
      } catch {
        // The server is down (killed, or restarting): try again shortly.
        process.stdout.write("DOWN\n");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, lane) => loop(lane)));
}

async function runCrashTest(): Promise<number> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const buildDir = process.env.BUILD_DIR ?? "build";
  if (!existsSync(path.join(root, buildDir, "server", "index.js"))) {
    console.error(`crash-test: no build in ${buildDir}. Run \`npm run build\` first (or set BUILD_DIR).`);
    return 1;
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "eidbi-crash-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const tag = `crash-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
  const engine = databaseUrl ? "PostgreSQL" : "PGlite";
  console.log(`crash-test: ${engine}, server on ${baseURL}, data in ${databaseUrl ? "DATABASE_URL" : dataDir}`);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    DATABASE_URL: databaseUrl ?? "",
    // One poster from one address posts hundreds of times: lift the per-IP form limit for this run only.
    RATE_LIMIT_FORMS: "100000000/600",
  };
  const acknowledged = new Set<string>();
  const counts = { down: 0, other: 0, beforeKill: 0, afterRestart: 0 };
  let phase: "first" | "killed" | "second" = "first";
  let server: ChildProcess | null = null;
  let poster: ChildProcess | null = null;

  try {
    server = await startServer(root, env, baseURL);
    poster = spawn(process.execPath, [fileURLToPath(import.meta.url), POSTER_FLAG, baseURL, tag], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
    });
    createInterface({ input: poster.stdout! }).on("line", (line) => {
      if (line.startsWith("ACK ")) {
        acknowledged.add(line.slice(4));
        if (phase === "first") counts.beforeKill += 1;
        if (phase === "second") counts.afterRestart += 1;
      } else if (line === "DOWN") counts.down += 1;
      else counts.other += 1;
    });

    await sleep(2000);
    phase = "killed";
    const killed = await kill(server, "SIGKILL");
    console.log(`crash-test: SIGKILL after ${counts.beforeKill} acknowledged submissions (exit signal ${killed})`);
    await sleep(500);

    server = await startServer(root, env, baseURL);
    phase = "second";
    console.log("crash-test: restarted on the same data");
    await sleep(2000);

    await kill(poster, "SIGTERM");
    poster = null;
    await kill(server, "SIGTERM");
    server = null;

    const stored = await storedEmails(root, dataDir, databaseUrl, tag);
    const missing = [...acknowledged].filter((email) => !stored.has(email));
    const unacknowledged = [...stored].filter((email) => !acknowledged.has(email)).length;
    console.log(
      [
        `crash-test: ${acknowledged.size} acknowledged (${counts.beforeKill} before the kill, ${counts.afterRestart} after the restart),`,
        `${stored.size} stored, ${missing.length} missing; ${unacknowledged} stored without an acknowledgement (in flight at the kill),`,
        `${counts.down} attempts while the server was down, ${counts.other} other answers.`,
      ].join(" "),
    );
    if (missing.length > 0) {
      console.error(`crash-test: FAILED: acknowledged but not stored:\n  ${missing.slice(0, 20).join("\n  ")}`);
      return 1;
    }
    if (counts.beforeKill === 0 || counts.afterRestart === 0 || counts.other > 0) {
      console.error("crash-test: FAILED: the run proved nothing (no submissions on one side of the kill, or errors).");
      return 1;
    }
    console.log("crash-test: OK, every acknowledged submission is stored.");
    return 0;
  } catch (error) {
    console.error("crash-test: FAILED:", error);
    return 1;
  } finally {
    if (poster) await kill(poster, "SIGKILL");
    if (server) await kill(server, "SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function startServer(root: string, env: NodeJS.ProcessEnv, baseURL: string) {
  const server = spawn(process.execPath, ["server.ts"], { cwd: root, env, stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  server.stderr?.on("data", (chunk) => {
    log += String(chunk);
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const isUp = await fetch(`${baseURL}/healthz`)
      .then(async (response) => (await response.text()) === "ok")
      .catch(() => false);
    if (isUp) return server;
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill("SIGKILL");
      throw new Error(`the server did not start:\n${log}`);
    }
    await sleep(100);
  }
}

/** Sends `signal` and waits for the process to end; returns the signal or exit code it ended with. */
function kill(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.signalCode ?? child.exitCode);
  return new Promise<string | number | null>((resolve) => {
    child.once("exit", (code, endedBy) => resolve(endedBy ?? code));
    child.kill(signal);
  });
}

/** The e-mails of this run's inquiries, read straight from the database once no server holds it. */
async function storedEmails(root: string, dataDir: string, databaseUrl: string | undefined, tag: string) {
  const { openDatabase } = await import(pathToFileURL(path.join(root, "app/.server/db/client.ts")).href);
  const { inquiries } = await import(pathToFileURL(path.join(root, "app/.server/db/schema.ts")).href);
  const { like } = await import("drizzle-orm");
  const opened = await openDatabase({ dataDir, databaseUrl, migrate: false, lockCommand: "crash-test" });
  try {
    const rows: { email: string }[] = await opened.db
      .select({ email: inquiries.email })
      .from(inquiries)
      .where(like(inquiries.email, `${tag}-%`));
    if (databaseUrl) await opened.db.delete(inquiries).where(like(inquiries.email, `${tag}-%`));
    return new Set(rows.map((row) => row.email));
  } finally {
    await opened.close();
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
