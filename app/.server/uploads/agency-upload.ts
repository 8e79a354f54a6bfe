// What the agency's upload page (/upload/<token>) does with a submission. Before a byte of the body is read: the link
// must be open, the disk must have room and the server a free upload slot. Then the body is read as it streams in:
// its fields come first, and before the first file is read the passcode must be right (by the pass its own step gave,
// or in a field ahead of the files: attempts are counted before they are checked), the Business Associate Agreement
// acknowledged and the sender within the submission limits. Each file streams through the type check and encryption
// into storage, stopped as soon as it passes 25 MB or the link's total; the files are recorded only if the link is
// still open when the submission ends (a revoke during a slow upload wins). The answer names only the files of this
// submission, the request's file count and a receipt number: never another file.
import path from "node:path";
import type { Readable } from "node:stream";
import { count, eq, or, sql } from "drizzle-orm";
import type { AppContext } from "~/.server/app-context";
import { consumeRateLimit, type RateLimit, refundRateLimit } from "~/.server/db/rate-limit";
import { freeBytesOf } from "~/.server/runtime/free-disk";
import { logger } from "~/.server/runtime/logger";
import { MultipartError, readMultipart } from "~/.server/runtime/multipart-stream";
import { redactError } from "~/.server/runtime/redact-error";
import type { RequestFacts } from "~/.server/runtime/request-context";
import { logSecurityEvent } from "~/.server/runtime/security-log";
import {
  type AgencyUploadResult,
  BAA_FIELD,
  BATCH_FIELD,
  FILES_FIELD,
  LAST_OF_BATCH_FIELD,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_FILE_BYTES,
  PASSCODE_FIELD,
  type RefusedFile,
  TOO_LARGE_FIELD,
  UPLOAD_MESSAGES,
} from "~/lib/schemas/upload-request";
import type { Database } from "../db/client.ts";
import { refusedUploads, type UploadRequest, uploadRequests, uploads } from "../db/schema.ts";
import { createFileSampler } from "../files/file-types.ts";
import { newStorageKey } from "../files/storage.ts";
import { enqueueBatchMail, makeDueNow } from "../mail/outbox.ts";
import { hashToken } from "../mail/upload-link.ts";
import { readForm } from "../runtime/read-form.ts";
import { checkUploadName, refusalOfBytes } from "./upload-file-check.ts";
import { hasUploadPass, uploadPassCookie } from "./upload-pass.ts";
import { isBatchId, isPasscodeRight, receiptOf, stateOf } from "./upload-requests.ts";
import { uploadSlots } from "./upload-slots.ts";

/** Submissions per link, and per client over all links, in an hour: counted once the passcode is right. */
export const UPLOADS_PER_LINK: RateLimit = { max: 60, windowSeconds: 3600 };
export const UPLOADS_PER_CLIENT: RateLimit = { max: 120, windowSeconds: 3600 };
/** Passcode attempts per link, and per client over all links, in 15 minutes (a right one is given back). */
export const PASSCODES_PER_LINK: RateLimit = { max: 5, windowSeconds: 900 };
export const PASSCODES_PER_CLIENT: RateLimit = { max: 10, windowSeconds: 900 };
/** Uploads one link may have in progress on this server at once. */
export const UPLOADS_IN_PROGRESS_PER_LINK = 2;
/** When a batch's e-mails go if the page never says the batch is complete (the agency closed it part-way). */
const BATCH_MAIL_QUIET_SECONDS = 10 * 60;
/** What one submission may hold besides its files: a few short fields. */
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 4 * 1024;

/** The HTTP status the upload page and its one-file endpoint answer with for `result`. */
export const uploadHttpStatusOf = (result: AgencyUploadResult) =>
  result.status === "done"
    ? 200
    : result.status === "invalid"
      ? 400
      : result.status === "limited"
        ? 429
        : result.status === "gone" || result.status === "unavailable"
          ? result.httpStatus
          : 503;

/** The headers an answer carries: a refusal for now says when to come back. */
export const headersOf = (result: AgencyUploadResult): Record<string, string> =>
  result.status === "unavailable" && result.httpStatus !== 507 ? { "Retry-After": "60" } : {};

type Where = RequestFacts & { path: string };
type StoredFile = { key: string; fileName: string; contentType: string; size: number };
type Refusal = RefusedFile & { reason: string };

/** Where the logs say a request went: "/upload/:token", never with the link's token. */
const whereOf = (sender: RequestFacts): Where => ({ ...sender, path: "/upload/:token" });

/** The open request `token` names, or the answer for an unknown (404) or closed (410) link. */
async function findOpenRequest(
  db: Database,
  token: string,
): Promise<UploadRequest | Extract<AgencyUploadResult, { status: "gone" }>> {
  const found = await findRequestByToken(db, token);
  if (!found) return { status: "gone", httpStatus: 404 };
  return stateOf(found) === "open" ? found : { status: "gone", httpStatus: 410 };
}

/** Handles one submission of the upload page for `token` from `sender` (requestFacts). Never throws. */
export async function receiveAgencyUpload(
  app: Pick<AppContext, "db" | "storage" | "config" | "notifications" | "content">,
  request: Request,
  sender: RequestFacts,
  token: string,
): Promise<AgencyUploadResult> {
  const where = whereOf(sender);
  try {
    const uploadRequest = await findOpenRequest(app.db, token);
    if ("status" in uploadRequest) return uploadRequest;
    if (!(await hasDiskRoom(app.config, declaredBytesOf(request)))) {
      logger.warn({ path: where.path }, "an agency's upload was refused: the disk is nearly full");
      const { firm } = await app.content.published();
      return { status: "unavailable", httpStatus: 507, message: UPLOAD_MESSAGES.diskFull(firm.phone) };
    }
    const slot = uploadSlots.acquire(uploadRequest.id, {
      perLink: UPLOADS_IN_PROGRESS_PER_LINK,
      total: app.config.UPLOADS_IN_PROGRESS,
    });
    if (slot === "link-busy") return { status: "unavailable", httpStatus: 429, message: UPLOAD_MESSAGES.linkBusy };
    if (slot === "server-busy") return { status: "unavailable", httpStatus: 503, message: UPLOAD_MESSAGES.serverBusy };
    try {
      return await receiveParts(app, request, uploadRequest, where);
    } finally {
      slot.release();
    }
  } catch (error) {
    logger.error({ path: sender.path, err: redactError(error) }, "could not save an agency's upload");
    return { status: "failed", message: UPLOAD_MESSAGES.failed };
  }
}

/** The body's declared length, or the most a submission may be when it does not say (a chunked body). */
function declaredBytesOf(request: Request) {
  const declared = Number(request.headers.get("content-length"));
  return Number.isSafeInteger(declared) && declared > 0 ? declared : MAX_FILES_PER_UPLOAD * MAX_UPLOAD_FILE_BYTES;
}

/**
 * Whether the disk that holds the stored files keeps UPLOAD_DISK_RESERVE_MB free after `incoming` more bytes. With
 * the files in a PostgreSQL server's database, that disk is not this machine's to see: the database refuses a full
 * disk itself, and the submission fails and is removed like any failed save.
 */
async function hasDiskRoom(config: AppContext["config"], incoming: number) {
  const directory =
    config.FILE_STORE === "local" ? path.join(config.DATA_DIR, "files") : config.DATABASE_URL ? null : config.DATA_DIR;
  if (!directory) return true;
  const reserve = config.UPLOAD_DISK_RESERVE_MB * 1024 * 1024;
  return (await freeBytesOf(directory)) - incoming >= reserve;
}

async function receiveParts(
  app: Pick<AppContext, "db" | "storage" | "notifications" | "content">,
  request: Request,
  uploadRequest: UploadRequest,
  where: Where,
): Promise<AgencyUploadResult> {
  const fields = new Map<string, string>();
  const tooLarge: string[] = [];
  const stored: StoredFile[] = [];
  const refused: Refusal[] = [];
  let totals: { files: number; bytes: number } | null = null;
  let gate: AgencyUploadResult | "open" | null = null;

  // Runs once, before the first file's first byte is read (or at the end of a body without files).
  const openGate = async (): Promise<AgencyUploadResult | "open"> => {
    if (uploadRequest.passcodeHash && !hasUploadPass(request.headers, uploadRequest)) {
      const passcode = fields.get(PASSCODE_FIELD);
      if (passcode === undefined) {
        return { status: "invalid", errors: { passcode: UPLOAD_MESSAGES.passcodeFirst }, refused: [] };
      }
      const refusal = await checkPasscode(app, uploadRequest, where, passcode);
      if (refusal) return refusal;
    }
    if (fields.get(BAA_FIELD) !== "yes")
      return { status: "invalid", errors: { baa: UPLOAD_MESSAGES.baa }, refused: [] };
    // Counted only now: a sender without the passcode cannot spend the agency's submissions.
    const [perLink, perClient] = await Promise.all([
      consumeRateLimit(app.db, `upload-link:${uploadRequest.id}`, UPLOADS_PER_LINK),
      consumeRateLimit(app.db, `upload-client:${where.subject}`, UPLOADS_PER_CLIENT),
    ]);
    if (!perLink.isAllowed || !perClient.isAllowed) {
      logSecurityEvent("rate-limited", where, { reason: "uploads", status: 429 });
      return { status: "limited", message: UPLOAD_MESSAGES.limited };
    }
    totals = await linkTotals(app.db, uploadRequest.id);
    return "open";
  };

  try {
    try {
      for await (const part of readMultipart(request, {
        maxFields: MAX_FIELDS,
        maxFieldBytes: MAX_FIELD_BYTES,
        maxFiles: MAX_FILES_PER_UPLOAD,
      })) {
        if (part.kind === "field") {
          if (part.name === TOO_LARGE_FIELD) tooLarge.push(part.value);
          else if (!fields.has(part.name)) fields.set(part.name, part.value);
          continue;
        }
        gate ??= await openGate();
        // Leaving the loop stops reading: the rest of the body (the files) is never read.
        if (gate !== "open") return gate;
        if (part.name !== FILES_FIELD || part.fileName === "") {
          part.content.resume(); // an empty file input, or a field that is not ours
          continue;
        }
        const room = {
          files: uploadRequest.maxFiles - totals!.files,
          bytes: uploadRequest.maxTotalBytes - totals!.bytes,
        };
        for (const file of stored) {
          room.files -= 1;
          room.bytes -= file.size;
        }
        const outcome = await storeFilePart(app, part.fileName, part.content, room, uploadRequest);
        if ("key" in outcome) stored.push(outcome);
        else refused.push(outcome);
      }
    } catch (error) {
      if (!(error instanceof MultipartError)) throw error;
      await removeFiles(app, stored);
      return error.reason === "too-many-files"
        ? { status: "invalid", errors: { files: UPLOAD_MESSAGES.tooMany }, refused: [] }
        : { status: "invalid", errors: { form: UPLOAD_MESSAGES.unreadable }, refused: [] };
    }
    gate ??= await openGate();
    if (gate !== "open") return gate;

    for (const name of tooLarge.slice(0, MAX_FILES_PER_UPLOAD)) {
      const fileName = checkUploadName(name).fileName;
      refused.push({ name: fileName, message: UPLOAD_MESSAGES.tooLarge(fileName), reason: "Larger than 25 MB" });
    }
    if (stored.length === 0 && refused.length === 0) {
      return { status: "invalid", errors: { files: UPLOAD_MESSAGES.noFiles }, refused: [] };
    }
    const batch = fields.get(BATCH_FIELD) ?? "";
    const receipt = receiptOf(uploadRequest.id, batch);
    // Without the page's script the submission is the whole batch; with it, the script says which file is the last.
    const isBatchComplete = !isBatchId(batch) || fields.get(LAST_OF_BATCH_FIELD) === "yes";
    const recorded = await recordUploads(app, uploadRequest, { stored, refused, receipt, isBatchComplete });
    if (!recorded) {
      await removeFiles(app, stored);
      return { status: "gone", httpStatus: 410 };
    }
    const shown = refused.map(({ name, message }) => ({ name, message }));
    if (recorded.received.length === 0) return { status: "invalid", errors: {}, refused: shown };
    return { status: "done", receipt, received: recorded.received, refused: shown, total: recorded.total };
  } catch (error) {
    // Stored files of a submission that did not end well are removed, so the agency's retry stores each once.
    await removeFiles(app, stored);
    throw error;
  }
}

/**
 * Counts a passcode attempt, then checks it: null when it is right, else the refusal. Every attempt is counted before
 * its check (one upsert per key), so guesses sent in parallel cannot all be checked; a right one is given back, so
 * an agency typing it again never locks itself out.
 */
async function checkPasscode(
  { db, content }: Pick<AppContext, "db" | "content">,
  uploadRequest: UploadRequest,
  where: Where,
  passcode: string,
): Promise<AgencyUploadResult | null> {
  const keys = [`passcode-link:${uploadRequest.id}`, `passcode-client:${where.subject}`] as const;
  const [link, client] = await Promise.all([
    consumeRateLimit(db, keys[0], PASSCODES_PER_LINK),
    consumeRateLimit(db, keys[1], PASSCODES_PER_CLIENT),
  ]);
  if (!link.isAllowed || !client.isAllowed) {
    logSecurityEvent("rate-limited", where, { reason: "passcode-locked", status: 429 });
    const { firm } = await content.published();
    return { status: "limited", message: UPLOAD_MESSAGES.passcodeLocked(firm.phone) };
  }
  if (await isPasscodeRight(uploadRequest.passcodeHash ?? "", passcode.trim())) {
    await Promise.all(keys.map((key) => refundRateLimit(db, key)));
    return null;
  }
  logSecurityEvent("rate-limited", where, { reason: "wrong-passcode", status: 400 });
  return { status: "invalid", errors: { passcode: UPLOAD_MESSAGES.passcode }, refused: [] };
}

export type PasscodeStepOutcome =
  | { status: "unlocked"; cookie: string }
  | Extract<AgencyUploadResult, { status: "invalid" | "limited" | "gone" | "failed" }>;

/**
 * The passcode step of the upload page (a small form of its own, before any file is chosen): a right passcode gives
 * the browser a pass (upload-pass.ts) for the files step. Never throws.
 */
export async function unlockUploadLink(
  app: Pick<AppContext, "db" | "config" | "content">,
  request: Request,
  sender: RequestFacts,
  token: string,
): Promise<PasscodeStepOutcome> {
  const where = whereOf(sender);
  try {
    const uploadRequest = await findOpenRequest(app.db, token);
    if ("status" in uploadRequest) return uploadRequest;
    const form = await readForm(request, { maxBodyBytes: MAX_FIELD_BYTES, maxFileBytes: 0, maxFiles: 0 });
    if (form.kind !== "ok") return { status: "invalid", errors: { form: UPLOAD_MESSAGES.unreadable }, refused: [] };
    if (!uploadRequest.passcodeHash) return { status: "unlocked", cookie: "" };
    const passcode = form.fields.get(PASSCODE_FIELD)?.[0] ?? "";
    const refusal = await checkPasscode(app, uploadRequest, where, passcode);
    if (refusal) return refusal as Extract<AgencyUploadResult, { status: "invalid" | "limited" }>;
    return { status: "unlocked", cookie: uploadPassCookie(uploadRequest, { isHttps: isHttpsSite(app.config) }) };
  } catch (error) {
    logger.error({ path: sender.path, err: redactError(error) }, "could not check an upload link's passcode");
    return { status: "failed", message: UPLOAD_MESSAGES.failed };
  }
}

const isHttpsSite = (config: AppContext["config"]) => config.PUBLIC_URL?.startsWith("https://") ?? false;

class OverLimitError extends Error {
  override name = "OverLimitError";
}

/**
 * Streams one file part through its checks into storage (encrypted there). The name is checked before a byte is read;
 * the part is cut off, and what was written removed, once it passes 25 MB or the link's room; the bytes' type is told
 * from their sample at the end. Returns the stored file or why it was refused; a failure of the storage is thrown.
 */
async function storeFilePart(
  app: Pick<AppContext, "storage">,
  sentName: string,
  content: Readable,
  room: { files: number; bytes: number },
  uploadRequest: UploadRequest,
): Promise<StoredFile | Refusal> {
  const named = checkUploadName(sentName);
  if (!named.ok) {
    content.resume();
    return { name: named.fileName, message: named.message, reason: "Not an accepted type" };
  }
  const { fileName } = named;
  const linkFull = {
    name: fileName,
    message: UPLOAD_MESSAGES.linkFull(fileName, uploadRequest),
    reason: "Over the link's total",
  };
  if (room.files <= 0 || room.bytes <= 0) {
    content.resume();
    return linkFull;
  }
  const limit = Math.min(MAX_UPLOAD_FILE_BYTES, room.bytes);
  const sampler = createFileSampler();
  let size = 0;
  const key = newStorageKey();
  const limited = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const onData = (piece: Buffer) => {
          size += piece.byteLength;
          if (size > limit) {
            // The rest of the part is read and dropped, so the next part can follow.
            content.off("data", onData);
            content.resume();
            controller.error(new OverLimitError());
            return;
          }
          sampler.add(piece);
          controller.enqueue(piece);
          if ((controller.desiredSize ?? 0) <= 0) content.pause();
        };
        content.on("data", onData);
        content.once("end", () => {
          if (size <= limit) controller.close();
        });
        content.once("error", (error) => controller.error(error));
      },
      pull() {
        content.resume();
      },
      cancel() {
        content.resume();
      },
    },
    { highWaterMark: 4 },
  );
  try {
    await app.storage.put(key, limited);
  } catch (error) {
    if (!(error instanceof OverLimitError)) throw error;
    await app.storage.delete(key);
    return size > MAX_UPLOAD_FILE_BYTES
      ? { name: fileName, message: UPLOAD_MESSAGES.tooLarge(fileName), reason: "Larger than 25 MB" }
      : linkFull;
  }
  const refusal = refusalOfBytes(fileName, named.type, sampler.sample());
  if (refusal) {
    await app.storage.delete(key);
    return { name: fileName, message: refusal, reason: "Not a readable file of its type" };
  }
  return { key, fileName, contentType: named.type.contentType, size };
}

async function removeFiles(app: Pick<AppContext, "storage">, files: StoredFile[]) {
  for (const file of files.splice(0)) {
    await app.storage
      .delete(file.key)
      .catch((deleteError) =>
        logger.error({ key: file.key, err: redactError(deleteError) }, "could not remove a file"),
      );
  }
}

/** How many files, and bytes, the request has received. */
async function linkTotals(db: Pick<Database, "select">, requestId: string) {
  const [row] = await db
    .select({ files: count(), bytes: sql<number>`coalesce(sum(${uploads.fileSize}), 0)::bigint` })
    .from(uploads)
    .where(eq(uploads.requestId, requestId));
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The request a link's token opens (the copied link or the e-mailed one), or null for a malformed or unknown token. */
export async function findRequestByToken(db: Database, token: string) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const hash = hashToken(token);
  const [row] = await db
    .select()
    .from(uploadRequests)
    .where(or(eq(uploadRequests.tokenHash, hash), eq(uploadRequests.emailedTokenHash, hash)));
  return row ?? null;
}

/** How many files the request has received. */
export async function countRequestUploads(db: Database, requestId: string) {
  return (await linkTotals(db, requestId)).files;
}

/** The Message-ID of a batch's e-mail of `kind`: one per batch, whichever file queued it. */
const batchMessageId = (kind: string, requestId: string, receipt: string, host: string) =>
  `<${kind}-${requestId}-${receipt}@${host}>`;

/**
 * Records one submission in one transaction, with the request's row locked: the link must still be open (else null:
 * it was revoked or ran out while the files streamed in, and the caller removes them), the files must still fit the
 * link's totals (parallel submissions are counted here in turn: a file that no longer fits is refused and its stored
 * file removed), and the refused files are kept for the manager. The firm's alert and the agency's receipt for the
 * batch are queued in the same transaction.
 */
async function recordUploads(
  app: Pick<AppContext, "db" | "storage" | "notifications">,
  uploadRequest: UploadRequest,
  submission: { stored: StoredFile[]; refused: Refusal[]; receipt: string; isBatchComplete: boolean },
) {
  const { stored, refused, receipt, isBatchComplete } = submission;
  const dropped: StoredFile[] = [];
  const recorded = await app.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(uploadRequests)
      .where(eq(uploadRequests.id, uploadRequest.id))
      .for("update");
    if (!current || stateOf(current) !== "open") return null;
    const totals = await linkTotals(tx, current.id);
    const kept: StoredFile[] = [];
    for (const file of stored) {
      if (totals.files + 1 > current.maxFiles || totals.bytes + file.size > current.maxTotalBytes) {
        dropped.push(file);
        refused.push({
          name: file.fileName,
          message: UPLOAD_MESSAGES.linkFull(file.fileName, current),
          reason: "Over the link's total",
        });
        continue;
      }
      totals.files += 1;
      totals.bytes += file.size;
      kept.push(file);
    }
    const rows = kept.length
      ? await tx
          .insert(uploads)
          .values(
            kept.map((file) => ({
              requestId: current.id,
              receipt,
              senderName: current.agencyName,
              documentTitle: file.fileName,
              submissionType: "Upload request",
              filePath: file.key,
              fileName: file.fileName,
              fileSize: file.size,
              fileType: file.contentType,
            })),
          )
          .returning({ id: uploads.id })
      : [];
    if (refused.length > 0) {
      await tx
        .insert(refusedUploads)
        .values(refused.map((file) => ({ requestId: current.id, receipt, fileName: file.name, reason: file.reason })));
    }
    await queueBatchMail(tx, app.notifications, current, receipt, rows[0]?.id ?? null, isBatchComplete);
    return { received: kept.map((file) => file.fileName), total: totals.files };
  });
  if (recorded) {
    await removeFiles(app, dropped);
    app.notifications.nudge();
  }
  return recorded;
}

/**
 * Queues (or moves) the batch's e-mails: the firm's alert to NOTIFY_EMAIL and the receipt to the request's contact,
 * due now when the batch is complete and a while later otherwise (the page may still be sending). A submission that
 * stored nothing but completes the batch only makes the batch's queued e-mails due.
 */
async function queueBatchMail(
  tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
  notifications: AppContext["notifications"],
  request: UploadRequest,
  receipt: string,
  firstFileId: string | null,
  isBatchComplete: boolean,
) {
  const host = notifications.mailHost;
  if (!host) return;
  const mails = [
    ...(notifications.alerts?.recipients ?? []).map((recipient) => ({
      kind: "upload-received-alert" as const,
      recipient,
    })),
    { kind: "upload-receipt" as const, recipient: request.contactEmail },
  ].map((mail) => ({ ...mail, messageId: batchMessageId(mail.kind, request.id, receipt, host) }));
  if (!firstFileId) {
    if (isBatchComplete)
      await makeDueNow(
        tx,
        mails.map((mail) => mail.messageId),
      );
    return;
  }
  const dueInSeconds = isBatchComplete ? 0 : BATCH_MAIL_QUIET_SECONDS;
  for (const mail of mails) await enqueueBatchMail(tx, { ...mail, leadId: firstFileId, dueInSeconds });
}
