// Helpers for the backup and several-server journeys: a job application as multipart form data, and the rows a
// data directory's database holds, read by a separate Node process (PGlite allows one process per directory).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** A valid job application for the QSP role with `resume` as its PDF. */
export function applicationForm(email: string, resume: Uint8Array<ArrayBuffer>) {
  const fields: [string, string][] = [
    ["fullName", "Jordan Backup"],
    ["email", email],
    ["phone", "612-555-0188"],
    ["address", "100 Main St, Duluth, MN"],
    ["authorized", "yes"],
    ["workHistory", "Behavior technician, a St. Paul clinic"],
    ["education", "B.A. Psychology"],
    ["interest", "I want to help agencies keep their programs compliant."],
    ["role", "Qualified Supervision Professional (QSP)"],
    ["criminalBackground", "no"],
    ["drugTest", "yes"],
    ["answers.licenseNumber", "LIC-20417"],
    ["answers.yearsBehavioralHealth", "6"],
    ["answers.supervisionExperience", "Supervised four technicians."],
    ["website", ""],
  ];
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  form.append("resume", new Blob([resume], { type: "application/pdf" }), "resume.pdf");
  return form;
}

export type RestoredRows = { inquiries: string[]; applications: { email: string; resumeSha256: string | null }[] };

/**
 * The inquiries' e-mails, and the applications' e-mails with the SHA-256 of their résumé files, read from the
 * database of `dataDir` (or `databaseUrl`) and its file store, as a server started with those settings would. Files
 * are decrypted with the master key in `keyDir` (a backup holds no key: the operator keeps it apart).
 */
export async function readRestoredRows(dataDir: string, databaseUrl?: string, keyDir = dataDir): Promise<RestoredRows> {
  const module = (file: string) => JSON.stringify(path.join(ROOT, file));
  const script = `
import { createHash } from "node:crypto";
import path from "node:path";
const { openDatabase } = await import(${module("app/.server/db/client.ts")});
const { inquiries, applications } = await import(${module("app/.server/db/schema.ts")});
const { createLocalFileStorage } = await import(${module("app/.server/files/storage.ts")});
const { createDatabaseFileStorage } = await import(${module("app/.server/files/database-storage.ts")});
const { createEncryptedFileStorage, loadMasterKeyring } = await import(${module("app/.server/files/encrypted-storage.ts")});
const [dataDir, databaseUrl, keyDir] = process.argv.slice(1);
const opened = await openDatabase({ dataDir, databaseUrl: databaseUrl || undefined, migrate: false, lockCommand: "test reader" });
try {
  const inner = databaseUrl ? createDatabaseFileStorage(opened.db) : createLocalFileStorage(path.join(dataDir, "files"));
  const keyring = loadMasterKeyring(keyDir, process.env.FILE_ENCRYPTION_KEY || undefined, { mayGenerate: false });
  const storage = createEncryptedFileStorage(inner, opened.db, keyring);
  const inquiryRows = await opened.db.select({ email: inquiries.email }).from(inquiries);
  const applicationRows = await opened.db
    .select({ email: applications.email, key: applications.resumeFileKey })
    .from(applications);
  const withFiles = [];
  for (const row of applicationRows) {
    const file = row.key ? await storage.get(row.key) : null;
    const resumeSha256 = file ? createHash("sha256").update(await file.bytes()).digest("hex") : null;
    withFiles.push({ email: row.email, resumeSha256 });
  }
  console.log(JSON.stringify({ inquiries: inquiryRows.map((row) => row.email), applications: withFiles }));
} finally {
  await opened.close();
}`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--liftoff-only", "--input-type=module", "-e", script, dataDir, databaseUrl ?? "", keyDir],
    { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as RestoredRows;
}
