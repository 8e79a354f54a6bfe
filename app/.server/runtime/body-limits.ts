// How much of a request body the server lets through, decided before any route reads it.
import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_APPLICATION_BODY_BYTES } from "../../lib/schemas/application-fields.ts";
import { MAX_UPLOAD_BODY_BYTES } from "../../lib/schemas/upload-request.ts";

const MB = 1024 * 1024;

/** Every route but the application form: a declared body of at most 1 MB. */
export const MAX_BODY_BYTES = MB;

/**
 * The application form reads its body while it streams and answers its own limits (the résumé's and the body's)
 * with the form's message, so it may receive a larger or chunked body. This cap sits just above those limits and
 * holds whatever code reads the body: past it the body is cut off, whichever parser was buffering it.
 */
export const MAX_SELF_LIMITING_BODY_BYTES = MAX_APPLICATION_BODY_BYTES + MB;
export const SELF_LIMITING_PATHS: ReadonlySet<string> = new Set(["/careers", "/careers.data"]);

/**
 * The agencies' upload page (/upload/<token>, its data request and its one-file endpoint) takes up to
 * MAX_FILES_PER_UPLOAD files of MAX_UPLOAD_FILE_BYTES each and answers its own limits; this cap sits just above them.
 */
export const MAX_UPLOAD_PAGE_BODY_BYTES = MAX_UPLOAD_BODY_BYTES + MB;
const UPLOAD_PAGE_PATH = /^\/upload\/[A-Za-z0-9_-]{1,100}(\.data|\/file)?$/;

/** The byte cap of a path whose body is "allow-capped". */
export function bodyCapFor(pathname: string) {
  return UPLOAD_PAGE_PATH.test(pathname) ? MAX_UPLOAD_PAGE_BODY_BYTES : MAX_SELF_LIMITING_BODY_BYTES;
}

/**
 * A refused upload's unread rest is read and thrown away up to this many bytes, so the sender receives the answer
 * already sent instead of stalling on a full TCP window until the connection is reset; past it the connection is
 * dropped.
 */
const DISCARD_LIMIT_BYTES = 32 * 1024 * 1024;

export type BodyDecision = "allow" | "allow-capped" | "length-required" | "too-large";

/** What to do with a request's body on `pathname`, from its headers alone. */
export function decideBody(pathname: string, headers: IncomingMessage["headers"]): BodyDecision {
  if (SELF_LIMITING_PATHS.has(pathname) || UPLOAD_PAGE_PATH.test(pathname)) return "allow-capped";
  const isChunked = headers["transfer-encoding"] !== undefined;
  const length = Number(headers["content-length"] ?? 0);
  if (!isChunked && length === 0) return "allow";
  if (isChunked || !Number.isSafeInteger(length)) return "length-required";
  return length > MAX_BODY_BYTES ? "too-large" : "allow";
}

/**
 * Counts the body's bytes as they are handed to whoever reads `req`. Past `maxBytes` nothing more is handed on:
 * the sender gets 413 (unless an answer has started), and once that answer is out the request is destroyed, which
 * ends the reader's stream with an error. Also drains an upload left unread after its answer (see
 * DISCARD_LIMIT_BYTES).
 */
export function capRequestBody(req: IncomingMessage, res: ServerResponse, maxBytes = MAX_SELF_LIMITING_BODY_BYTES) {
  let received = 0;
  let isCut = false;
  const emit = req.emit;
  req.emit = function capped(this: IncomingMessage, event: string | symbol, ...args: unknown[]) {
    if (event === "data") {
      if (isCut) return false;
      received += (args[0] as Buffer).length;
      if (received > maxBytes) {
        isCut = true;
        cut();
        return false;
      }
    }
    return emit.call(this, event, ...args);
  } as typeof req.emit;

  const cut = () => {
    req.pause();
    const destroy = () => req.destroy(new RequestBodyTooLargeError(maxBytes));
    if (res.headersSent) {
      destroy();
      return;
    }
    res.once("finish", destroy);
    res.writeHead(413, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
    res.end("Request too large.");
  };

  res.once("finish", () => {
    if (isCut) return;
    // Answered within the cap: what is still unread goes nowhere, so it no longer counts against it.
    req.emit = emit;
    discardUnreadBody(req);
  });
}

export class RequestBodyTooLargeError extends Error {
  override name = "RequestBodyTooLargeError";
  readonly status = 413;
  constructor(maxBytes: number) {
    super(`The request body exceeded ${maxBytes} bytes and was cut off.`);
  }
}

function discardUnreadBody(req: IncomingMessage) {
  if (req.complete || req.destroyed) return;
  let discarded = 0;
  // The app's reader of the body is done once the response has finished.
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT_BYTES) req.destroy();
  });
  req.resume();
}
