// `npm run bench:uploads`: the server's memory while agencies upload large files at once.
//   1. makes a fresh DATA_DIR with one upload request per upload (written straight into its database, so no manager
//      or e-mail is needed) and starts the production server (BUILD_DIR, default ./build) on a free loopback port;
//   2. sends UPLOADS (default 3) uploads in parallel, each of MB (default 250) as ten PDF files in one multipart body,
//      the body made as it is sent (the sender holds none of it);
//   3. reads the server's resident memory (VmRSS in /proc/<pid>/status) every 100 ms from before the first byte to
//      after the last answer; prints the settled and the peak figure, and exits 1 if the peak reaches LIMIT_MB
//      (default 350) or an upload was not stored whole.
// With DATABASE_URL set (`bash scripts/with-postgres.sh npm run bench:uploads`) the files go to PostgreSQL instead.
// The e2e suite runs the same function smaller (tests/e2e/upload-memory.spec.ts).
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { freePort } from "./free-port.ts";
import { serveCommand } from "./serve-command.ts";

export type UploadBenchOptions = {
  uploads: number;
  /** Each upload's size in MB, sent as ten files of a tenth each (at most 25 MB a file). */
  megabytes: number;
  buildDir?: string;
  databaseUrl?: string;
};

export type UploadBenchResult = {
  /** The server's RSS just before the uploads start, and the most it reached during them, in MB. */
  settledMb: number;
  peakMb: number;
  /** Each upload's HTTP status and the files it stored. */
  answers: { status: number; total: number | null }[];
  seconds: number;
};

const MB = 1024 * 1024;
const FILES_PER_UPLOAD = 10;

/** Runs the bench once: starts and stops its own server and data directory. */
export async function runUploadBench({
  uploads,
  megabytes,
  buildDir = "build",
  databaseUrl,
}: UploadBenchOptions): Promise<UploadBenchResult> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const dataDir = await mkdtemp(path.join(tmpdir(), "eidbi-upload-bench-"));
  const tokens = await createRequests(root, dataDir, databaseUrl, uploads);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // As `npm run serve` starts it (package.json): the same V8 and allocator settings.
  const serve = serveCommand();
  const server = spawn(process.execPath, [...serve.flags, "server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...serve.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      DATABASE_URL: databaseUrl ?? "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", process.env.BENCH_LOG ? "inherit" : "ignore", "inherit"],
  });
  try {
    await waitUntilUp(baseURL, server);
    await sleep(1000);
    const settledMb = rssMb(server.pid ?? 0);
    let peakMb = settledMb;
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, rssMb(server.pid ?? 0));
    }, 100);
    const started = Date.now();
    const answers = await Promise.all(tokens.map((token) => sendUpload(baseURL, token, megabytes)));
    const seconds = (Date.now() - started) / 1000;
    await sleep(200);
    clearInterval(sampler);
    peakMb = Math.max(peakMb, rssMb(server.pid ?? 0));
    return { settledMb, peakMb, answers, seconds };
  } finally {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One open upload request per upload, made in the data directory's database before the server starts. */
async function createRequests(root: string, dataDir: string, databaseUrl: string | undefined, count: number) {
  const load = (file: string) => import(pathToFileURL(path.join(root, file)).href);
  const { openDatabase } = await load("app/.server/db/client.ts");
  const { uploadRequests } = await load("app/.server/db/schema.ts");
  const { hashToken } = await load("app/.server/mail/upload-link.ts");
  const opened = await openDatabase({ dataDir, databaseUrl, lockCommand: "npm run bench:uploads" });
  const tokens: string[] = [];
  try {
    for (let index = 0; index < count; index++) {
      const token = randomBytes(32).toString("base64url");
      await opened.db.insert(uploadRequests).values({
        tokenHash: hashToken(token),
        agencyName: `Bench Agency ${index + 1}`,
        contactEmail: `bench-${index + 1}@agency.example`,
        purpose: "Memory bench",
        expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
        maxTotalBytes: 5000 * MB,
        maxFiles: 1000,
      });
      tokens.push(token);
    }
  } finally {
    await opened.close();
  }
  return tokens;
}

/** Posts one multipart upload of `megabytes` in ten PDF files, generated as the socket takes it. */
function sendUpload(baseURL: string, token: string, megabytes: number) {
  const boundary = `----bench${randomBytes(8).toString("hex")}`;
  const fileBytes = Math.floor((megabytes * MB) / FILES_PER_UPLOAD);
  const head = (name: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
        "Content-Type: application/pdf\r\n\r\n",
    );
  const fields = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="baaAcknowledged"\r\n\r\nyes\r\n`);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const length =
    fields.byteLength + FILES_PER_UPLOAD * (head("document-00.pdf").byteLength + fileBytes + 2) + end.byteLength;
  const piece = Buffer.alloc(64 * 1024, 0x20);
  const pdfStart = Buffer.from("%PDF-1.4\n");

  return new Promise<{ status: number; total: number | null }>((resolve, reject) => {
    const req = httpRequest(`${baseURL}/upload/${token}`, {
      method: "POST",
      headers: {
        Origin: baseURL,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": String(length),
      },
    });
    req.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({
          status: response.statusCode ?? 0,
          total: Number(/Files received for this request: (?:<!-- -->)?(\d+)/.exec(text)?.[1] ?? Number.NaN) || null,
        });
      });
    });
    req.on("error", reject);
    const write = (bytes: Buffer) =>
      req.write(bytes) ? Promise.resolve() : new Promise((ok) => req.once("drain", ok));
    (async () => {
      await write(fields);
      for (let file = 0; file < FILES_PER_UPLOAD; file++) {
        await write(head(`document-${String(file).padStart(2, "0")}.pdf`));
        await write(pdfStart);
        for (let sent = pdfStart.byteLength; sent < fileBytes; sent += piece.byteLength) {
          await write(piece.subarray(0, Math.min(piece.byteLength, fileBytes - sent)));
        }
        await write(Buffer.from("\r\n"));
      }
      req.end(end);
    })().catch(reject);
  });
}

/** The resident memory of process `pid`, in MB. */
function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
}

async function waitUntilUp(baseURL: string, server: ChildProcess) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const isUp = await fetch(`${baseURL}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (isUp) return;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error("The server did not start.");
    await sleep(250);
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const uploads = Number(process.env.UPLOADS ?? 3);
  const megabytes = Number(process.env.MB ?? 250);
  const limitMb = Number(process.env.LIMIT_MB ?? 350);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  console.log(
    `upload bench: ${uploads} parallel uploads of ${megabytes} MB (ten files each), ${databaseUrl ? "PostgreSQL" : "embedded database"}`,
  );
  const result = await runUploadBench({ uploads, megabytes, buildDir: process.env.BUILD_DIR, databaseUrl });
  const isWhole = result.answers.every((answer) => answer.status === 200 && answer.total === FILES_PER_UPLOAD);
  console.log(
    `server RSS: ${result.settledMb.toFixed(0)} MB settled, ${result.peakMb.toFixed(0)} MB at peak (limit ${limitMb} MB)`,
  );
  console.log(
    `${(uploads * megabytes).toLocaleString("en-US")} MB in ${result.seconds.toFixed(1)} s; answers: ${result.answers.map((answer) => `${answer.status} (${answer.total ?? "?"} files)`).join(", ")}`,
  );
  process.exitCode = result.peakMb < limitMb && isWhole ? 0 : 1;
}
