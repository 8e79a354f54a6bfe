// What the agency's upload page (/upload/<token>) does with a submission: the link must be open, the sender within
// the per-link and per-client limits, the passcode right (wrong ones are limited too), the Business Associate
// Agreement acknowledged; then each file is checked by its bytes and stored encrypted. The answer names only the
// files of this submission, the request's file count and a receipt number: never another file.
import type { FileUpload } from "@remix-run/form-data-parser";
import { count, eq, or } from "drizzle-orm";
import type { AppContext } from "~/.server/app-context";
import { consumeRateLimit, isRateLimitReached, type RateLimit } from "~/.server/db/rate-limit";
import { logger } from "~/.server/runtime/logger";
import { redactError } from "~/.server/runtime/redact-error";
import type { RequestFacts } from "~/.server/runtime/request-context";
import { logSecurityEvent } from "~/.server/runtime/security-log";
import {
  type AgencyUploadResult,
  BAA_FIELD,
  BATCH_FIELD,
  FILES_FIELD,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BODY_BYTES,
  MAX_UPLOAD_FILE_BYTES,
  PASSCODE_FIELD,
  type RefusedFile,
  UPLOAD_MESSAGES,
} from "~/lib/schemas/upload-request";
import type { Database } from "../db/client.ts";
import { type UploadRequest, uploadRequests, uploads } from "../db/schema.ts";
import { newStorageKey } from "../files/storage.ts";
import { hashToken } from "../mail/upload-link.ts";
import { asFormRequest, parseFormParts } from "../runtime/read-form";
import { checkUploadFile } from "./upload-file-check";
import { isPasscodeRight, receiptOf, stateOf } from "./upload-requests.ts";

/** Submissions per link, and per client IP over all links, in an hour. */
export const UPLOADS_PER_LINK: RateLimit = { max: 60, windowSeconds: 3600 };
export const UPLOADS_PER_CLIENT: RateLimit = { max: 120, windowSeconds: 3600 };
/** Wrong passcodes per link, and per client IP over all links, in 15 minutes. */
export const WRONG_PASSCODES_PER_LINK: RateLimit = { max: 5, windowSeconds: 900 };
export const WRONG_PASSCODES_PER_CLIENT: RateLimit = { max: 10, windowSeconds: 900 };

/** The HTTP status the upload page and its one-file endpoint answer with for `result`. */
export const uploadHttpStatusOf = (result: AgencyUploadResult) =>
  result.status === "done"
    ? 200
    : result.status === "invalid"
      ? 400
      : result.status === "limited"
        ? 429
        : result.status === "gone"
          ? result.httpStatus
          : 503;

type ReceivedUpload = { name: string; bytes: Uint8Array };

/** Reads the multipart body: text fields and every file of the files input (a file over the limit ends the read). */
async function readUploadForm(request: Request) {
  const formRequest = asFormRequest(request, MAX_UPLOAD_BODY_BYTES);
  if (!formRequest) return { kind: "malformed" as const };
  const files: ReceivedUpload[] = [];
  const keep = async (upload: FileUpload) => {
    if (upload.fieldName !== FILES_FIELD || (upload.size === 0 && upload.name === "")) return null;
    files.push({ name: upload.name, bytes: new Uint8Array(await upload.arrayBuffer()) });
    return null;
  };
  const parsed = await parseFormParts(
    formRequest,
    { maxFiles: MAX_FILES_PER_UPLOAD, maxFileBytes: MAX_UPLOAD_FILE_BYTES, maxBodyBytes: MAX_UPLOAD_BODY_BYTES },
    keep,
  );
  if (parsed.kind === "too-many-files") return { kind: "too-many" as const };
  if (parsed.kind === "too-large") return { kind: "too-large" as const };
  if (parsed.kind === "unreadable") return { kind: "malformed" as const };
  const text = (name: string) => {
    const value = parsed.formData.get(name);
    return typeof value === "string" ? value : "";
  };
  return { kind: "ok" as const, text, files };
}

/** Handles one submission of the upload page for `token` from `sender` (requestFacts). Never throws. */
export async function receiveAgencyUpload(
  app: Pick<AppContext, "db" | "storage">,
  request: Request,
  sender: RequestFacts,
  token: string,
): Promise<AgencyUploadResult> {
  const { ip } = sender;
  // Both of the page's endpoints are logged as the page, "/upload/:token" (never with the link's token).
  const where = { ...sender, path: "/upload/:token" };
  try {
    const uploadRequest = await findRequestByToken(app.db, token);
    if (!uploadRequest) return { status: "gone", httpStatus: 404 };
    if (stateOf(uploadRequest) !== "open") return { status: "gone", httpStatus: 410 };

    const [perLink, perClient] = await Promise.all([
      consumeRateLimit(app.db, `upload-link:${uploadRequest.id}`, UPLOADS_PER_LINK),
      consumeRateLimit(app.db, `upload-client:${ip}`, UPLOADS_PER_CLIENT),
    ]);
    if (!perLink.isAllowed || !perClient.isAllowed) {
      logSecurityEvent("rate-limited", where, { reason: "uploads", status: 429 });
      return { status: "limited", message: UPLOAD_MESSAGES.limited };
    }

    const form = await readUploadForm(request);
    if (form.kind === "too-large")
      return { status: "invalid", errors: { files: UPLOAD_MESSAGES.tooLarge }, refused: [] };
    if (form.kind === "too-many") return { status: "invalid", errors: { files: UPLOAD_MESSAGES.tooMany }, refused: [] };
    if (form.kind === "malformed")
      return { status: "invalid", errors: { form: UPLOAD_MESSAGES.unreadable }, refused: [] };

    if (uploadRequest.passcodeHash) {
      const passcodeKeys = [`passcode-link:${uploadRequest.id}`, `passcode-client:${ip}`] as const;
      const isLocked =
        (await isRateLimitReached(app.db, passcodeKeys[0], WRONG_PASSCODES_PER_LINK)) ||
        (await isRateLimitReached(app.db, passcodeKeys[1], WRONG_PASSCODES_PER_CLIENT));
      if (isLocked) return { status: "limited", message: UPLOAD_MESSAGES.passcodeLocked };
      if (!(await isPasscodeRight(uploadRequest.passcodeHash, form.text(PASSCODE_FIELD).trim()))) {
        const [link, client] = await Promise.all([
          consumeRateLimit(app.db, passcodeKeys[0], WRONG_PASSCODES_PER_LINK),
          consumeRateLimit(app.db, passcodeKeys[1], WRONG_PASSCODES_PER_CLIENT),
        ]);
        logSecurityEvent("rate-limited", where, { reason: "wrong-passcode", status: 400 });
        if (!link.isAllowed || !client.isAllowed) return { status: "limited", message: UPLOAD_MESSAGES.passcodeLocked };
        return { status: "invalid", errors: { passcode: UPLOAD_MESSAGES.passcode }, refused: [] };
      }
    }

    const errors: Partial<Record<"baa" | "files", string>> = {};
    if (form.text(BAA_FIELD) !== "yes") errors.baa = UPLOAD_MESSAGES.baa;
    if (form.files.length === 0) errors.files = UPLOAD_MESSAGES.noFiles;
    if (errors.baa || errors.files) return { status: "invalid", errors, refused: [] };

    const receipt = receiptOf(uploadRequest.id, form.text(BATCH_FIELD));
    const accepted: { fileName: string; contentType: string; bytes: Uint8Array }[] = [];
    const refused: RefusedFile[] = [];
    for (const file of form.files) {
      const check = checkUploadFile(file);
      if (check.ok) accepted.push({ ...check, bytes: file.bytes });
      else refused.push({ name: check.fileName, message: check.message });
    }
    if (accepted.length === 0) return { status: "invalid", errors: {}, refused };
    await storeRequestUploads(app, uploadRequest, accepted, receipt);
    const received = accepted.map((file) => file.fileName);
    return { status: "done", receipt, received, refused, total: await countRequestUploads(app.db, uploadRequest.id) };
  } catch (error) {
    logger.error({ path: sender.path, err: redactError(error) }, "could not save an agency's upload");
    return { status: "failed", message: UPLOAD_MESSAGES.failed };
  }
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
  const [row] = await db.select({ n: count() }).from(uploads).where(eq(uploads.requestId, requestId));
  return row?.n ?? 0;
}

/**
 * Stores the checked files of one submission (encrypted) and their uploads rows, all or none: when a file cannot be
 * stored (a full disk) or the rows cannot be written, the files already stored are removed again and the error is
 * rethrown, so the agency's retry does not store them twice.
 */
export async function storeRequestUploads(
  app: Pick<AppContext, "db" | "storage">,
  request: UploadRequest,
  files: { fileName: string; contentType: string; bytes: Uint8Array }[],
  receipt: string,
) {
  const { storage } = app;
  const keys: string[] = [];
  try {
    for (const file of files) {
      const key = newStorageKey();
      keys.push(key);
      await storage.put(key, file.bytes);
    }
    // One statement: the rows appear together or not at all.
    await app.db.insert(uploads).values(
      files.map((file, index) => ({
        requestId: request.id,
        receipt,
        senderName: request.agencyName,
        documentTitle: file.fileName,
        submissionType: "Upload request",
        filePath: keys[index],
        fileName: file.fileName,
        fileSize: file.bytes.byteLength,
        fileType: file.contentType,
      })),
    );
  } catch (error) {
    for (const key of keys) {
      await storage
        .delete(key)
        .catch((deleteError) => logger.error({ key, err: deleteError }, "could not remove a file"));
    }
    throw error;
  }
}
