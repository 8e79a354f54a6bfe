// Upload requests: a manager asks an agency for documents and gives out a link /upload/<token>. Only the token's
// SHA-256 is stored, so the database alone cannot rebuild a working link. The agency's files are stored encrypted
// (the app context's storage) as uploads rows naming the request; the retention job removes the files a while after the request
// expired and keeps the rows (without a file) as the history. This module is the record (its state, the passcode rule,
// the receipt number) and the manager's side; what the agency's link does is in agency-upload.ts.
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { and, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "~/.server/auth/actor";
import { DASHBOARD_PAGE_SIZE } from "~/lib/schemas/dashboard";
import { bytesOfMb, mbOfBytes, type UploadLimits, type UploadRequestForm } from "~/lib/schemas/upload-request";
import type { AppContext } from "../app-context.ts";
import type { Database } from "../db/client.ts";
import {
  refusedUploads,
  type UploadRequest,
  type UploadRequestEventAction,
  uploadRequestEvents,
  uploadRequests,
  uploads,
} from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { hashToken } from "../mail/upload-link.ts";

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;
const DAY_MS = 24 * 60 * 60 * 1000;

const RequestIdSchema = z.uuid();
/** Whether `id` can be a request's id (a UUID): anything else would make PostgreSQL refuse the query. */
const isRequestId = (id: string) => RequestIdSchema.safeParse(id).success;

async function hashPasscode(passcode: string) {
  const salt = randomBytes(16);
  return `scrypt:${salt.toString("hex")}:${(await scryptAsync(passcode, salt, 32)).toString("hex")}`;
}

/** Whether `passcode` matches the stored hash (in constant time). */
export async function isPasscodeRight(stored: string, passcode: string) {
  const [, saltHex, hashHex] = stored.split(":");
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, "hex");
  const actual = await scryptAsync(passcode, Buffer.from(saltHex, "hex"), expected.byteLength);
  return timingSafeEqual(actual, expected);
}

/**
 * Creates a request; returns it with its token (256 random bits), which is shown once and never stored. With
 * `emailHost` (mail is on and the manager asked for it), the link's e-mail to the contact is queued in the same
 * transaction.
 */
export async function createUploadRequest(
  db: Database,
  form: UploadRequestForm,
  actor: Actor,
  { emailHost = null, now = new Date() }: { emailHost?: string | null; now?: Date } = {},
) {
  const token = randomBytes(32).toString("base64url");
  const passcodeHash = form.passcode ? await hashPasscode(form.passcode) : null;
  const request = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(uploadRequests)
      .values({
        tokenHash: hashToken(token),
        agencyName: form.agencyName,
        contactEmail: form.contactEmail,
        purpose: form.purpose,
        passcodeHash,
        expiresAt: new Date(now.getTime() + form.expiresInDays * DAY_MS),
        maxFiles: form.maxFiles,
        maxTotalBytes: bytesOfMb(form.maxTotalMb),
        createdById: actor.id,
        createdByName: actor.name,
      })
      .returning();
    if (!row) throw new Error("The upload request was not saved.");
    await recordEvent(tx, row.id, "created", actor, describeLimits(row));
    if (emailHost) await enqueueUploadLinkMail(tx, row, emailHost);
    return row;
  });
  return { request, token };
}

/** Queues another e-mail of the link to an open request's contact; false when the request is not open. */
export async function emailUploadLinkAgain(db: Database, id: string, emailHost: string) {
  if (!isRequestId(id)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(uploadRequests)
      .where(
        and(eq(uploadRequests.id, id), isNull(uploadRequests.revokedAt), gt(uploadRequests.expiresAt, sql`now()`)),
      );
    if (!row) return false;
    await enqueueUploadLinkMail(tx, row, emailHost);
    return true;
  });
}

/** Queues the link's e-mail to the request's contact; the sender makes the link (upload-link-mail.ts). */
function enqueueUploadLinkMail(executor: Parameters<typeof enqueueMail>[0], request: UploadRequest, host: string) {
  return enqueueMail(executor, {
    kind: "upload-link",
    leadKind: "upload-request",
    leadId: request.id,
    recipient: request.contactEmail,
    host,
  });
}

export type RequestState = "open" | "expired" | "revoked";

/** Open, expired or revoked (revoked wins). */
export function stateOf(request: Pick<UploadRequest, "expiresAt" | "revokedAt">, now = new Date()): RequestState {
  if (request.revokedAt) return "revoked";
  return request.expiresAt.getTime() <= now.getTime() ? "expired" : "open";
}

type Executor = Pick<Database, "insert">;

/** One line of the request's history. `detail` is the firm's wording only. */
function recordEvent(
  executor: Executor,
  requestId: string,
  action: UploadRequestEventAction,
  actor: Actor,
  detail: string | null = null,
) {
  return executor
    .insert(uploadRequestEvents)
    .values({ requestId, action, actorId: actor.id, actorName: actor.name, detail });
}

/** "100 files, 500 MB in all": a link's totals as its history and page say them. */
export function describeLimits(request: Pick<UploadRequest, "maxFiles" | "maxTotalBytes">) {
  return `${request.maxFiles} ${request.maxFiles === 1 ? "file" : "files"}, ${mbOfBytes(request.maxTotalBytes).toLocaleString("en-US")} MB in all`;
}

/**
 * Revokes the request now, with a line in its history (a second revoke keeps the first time and adds no line).
 * Returns false for an unknown id.
 */
export async function revokeUploadRequest(db: Database, id: string, actor: Actor) {
  if (!isRequestId(id)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ revokedAt: uploadRequests.revokedAt })
      .from(uploadRequests)
      .where(eq(uploadRequests.id, id))
      .for("update");
    if (!row) return false;
    if (row.revokedAt) return true;
    await tx.update(uploadRequests).set({ revokedAt: sql`now()` }).where(eq(uploadRequests.id, id));
    await recordEvent(tx, id, "revoked", actor);
    return true;
  });
}

/**
 * Opens the request's link again, or gives an open one more time: it works for `days` from now, a revoke is lifted,
 * and its files are purged again on the new schedule. Recorded in its history. Returns the request, or null for an
 * unknown id.
 */
export async function reopenUploadRequest(db: Database, id: string, days: number, actor: Actor, now = new Date()) {
  if (!isRequestId(id)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(uploadRequests)
      .set({ revokedAt: null, purgedAt: null, expiresAt: new Date(now.getTime() + days * DAY_MS) })
      .where(eq(uploadRequests.id, id))
      .returning();
    if (!row) return null;
    await recordEvent(tx, id, "reopened", actor, `Works for ${days} ${days === 1 ? "day" : "days"} from then`);
    return row;
  });
}

/** Sets what the request's link may receive in all, with a line in its history. Returns false for an unknown id. */
export async function setUploadLimits(db: Database, id: string, limits: UploadLimits, actor: Actor) {
  if (!isRequestId(id)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(uploadRequests)
      .set({ maxFiles: limits.maxFiles, maxTotalBytes: bytesOfMb(limits.maxTotalMb) })
      .where(eq(uploadRequests.id, id))
      .returning();
    if (!row) return false;
    await recordEvent(tx, id, "limits-changed", actor, describeLimits(row));
    return true;
  });
}

/** The date the request's files are (or were) purged: `retentionDays` after it expired or was revoked. */
export function purgeDateOf(request: Pick<UploadRequest, "expiresAt" | "revokedAt">, retentionDays: number) {
  const end = request.revokedAt && request.revokedAt < request.expiresAt ? request.revokedAt : request.expiresAt;
  return new Date(end.getTime() + retentionDays * DAY_MS);
}

/** One page of requests, newest first, each with its files; `q` searches agency, contact and purpose. */
export async function listUploadRequests(db: Database, { q, page }: { q: string; page: number }) {
  const pattern = `%${q.replace(/[\\%_]/g, "\\$&")}%`;
  const where = q
    ? or(
        ilike(uploadRequests.agencyName, pattern),
        ilike(uploadRequests.contactEmail, pattern),
        ilike(uploadRequests.purpose, pattern),
      )
    : undefined;
  const [requests, [total]] = await Promise.all([
    db
      .select()
      .from(uploadRequests)
      .where(where)
      .orderBy(desc(uploadRequests.createdAt), desc(uploadRequests.id))
      .limit(DASHBOARD_PAGE_SIZE)
      .offset((page - 1) * DASHBOARD_PAGE_SIZE),
    db.select({ n: count() }).from(uploadRequests).where(where),
  ]);
  const files = requests.length
    ? await listFilesOf(
        db,
        requests.map((request) => request.id),
      )
    : [];
  return {
    total: total?.n ?? 0,
    requests: requests.map((request) => ({
      request,
      files: files.filter((file) => file.requestId === request.id),
    })),
  };
}

function listFilesOf(db: Database, requestIds: string[]) {
  return db
    .select({
      id: uploads.id,
      requestId: uploads.requestId,
      fileName: uploads.fileName,
      fileSize: uploads.fileSize,
      hasFile: sql<boolean>`${uploads.filePath} is not null`,
      receipt: uploads.receipt,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(inArray(uploads.requestId, requestIds))
    .orderBy(uploads.createdAt, uploads.id);
}

/** The request with its files, the files it refused and its history (oldest first), or null for an unknown id. */
export async function getUploadRequestDetails(db: Database, id: string) {
  if (!isRequestId(id)) return null;
  const [request] = await db.select().from(uploadRequests).where(eq(uploadRequests.id, id));
  if (!request) return null;
  const [files, refused, events] = await Promise.all([
    listFilesOf(db, [id]),
    db
      .select({
        id: refusedUploads.id,
        fileName: refusedUploads.fileName,
        reason: refusedUploads.reason,
        receipt: refusedUploads.receipt,
        createdAt: refusedUploads.createdAt,
      })
      .from(refusedUploads)
      .where(eq(refusedUploads.requestId, id))
      .orderBy(refusedUploads.id),
    db.select().from(uploadRequestEvents).where(eq(uploadRequestEvents.requestId, id)).orderBy(uploadRequestEvents.id),
  ]);
  return { request, files, refused, events };
}

/**
 * Removes the files of requests that ended (expired or were revoked) more than `retentionDays` ago; the uploads
 * rows stay, without a file, and the request is marked purged. Returns how many files were removed.
 */
export async function purgeExpiredUploads(app: Pick<AppContext, "db" | "storage">, retentionDays: number) {
  const { db } = app;
  const cutoff = sql`now() - make_interval(days => ${retentionDays})`;
  const ended = await db
    .select({ id: uploadRequests.id })
    .from(uploadRequests)
    .where(
      and(
        isNull(uploadRequests.purgedAt),
        or(lt(uploadRequests.expiresAt, cutoff), lt(uploadRequests.revokedAt, cutoff)),
      ),
    );
  let removed = 0;
  for (const { id } of ended) {
    const files = await db
      .select({ id: uploads.id, key: uploads.filePath })
      .from(uploads)
      .where(and(eq(uploads.requestId, id), isNotNull(uploads.filePath)));
    for (const file of files) {
      // The file goes first and the row lets go of it after: when the removal fails, the row still names the file,
      // so the next run removes it. (The other order left a file, and its data key, that no run would find again.)
      if (file.key) await app.storage.delete(file.key);
      await db.update(uploads).set({ filePath: null }).where(eq(uploads.id, file.id));
      removed += 1;
    }
    await db.update(uploadRequests).set({ purgedAt: sql`now()` }).where(eq(uploadRequests.id, id));
  }
  return removed;
}

const RECEIPT_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Whether `batch` is a batch id the page's script made (a UUID), which files sent together share. */
export const isBatchId = (batch: string) => /^[0-9a-f-]{36}$/i.test(batch);

/**
 * The receipt number of one submission: 10 characters an agency can read out on the phone. The page's script sends
 * each file on its own with one batch id, so files sent together share a receipt; without one, it is random.
 */
export function receiptOf(requestId: string, batch: string) {
  const bytes = isBatchId(batch)
    ? createHash("sha256").update(`${requestId}:${batch.toLowerCase()}`).digest()
    : randomBytes(10);
  const chars = Array.from(bytes.subarray(0, 10), (byte) => RECEIPT_ALPHABET[byte % RECEIPT_ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
