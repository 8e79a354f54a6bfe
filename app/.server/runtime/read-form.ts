// Reads a form submission without trusting it: size limits are enforced while the body streams in, and every
// way a body can be wrong (no body, another content type, broken multipart, too many parts) becomes a value
// the handlers turn into a 400 or 413, never an exception.
import {
  type FileUpload,
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";

/** The text fields by name, each with all its values in order (repeated inputs like workHistory). */
export type FormFields = Map<string, string[]>;
export type ReceivedFile = { name: string; type: string; bytes: Uint8Array };

export type ReadFormOutcome =
  | { kind: "ok"; fields: FormFields; file: ReceivedFile | null }
  | { kind: "too-large" }
  | { kind: "malformed"; message: string; field: string };

export type ReadFormLimits = {
  /** The whole body: checked against Content-Length up front and counted while streaming. */
  maxBodyBytes: number;
  /** Each file (and each multipart text part). */
  maxFileBytes: number;
  /** Files accepted at all; more than this is refused. */
  maxFiles: number;
  /** The one file input read: the first non-empty file it sends is kept, later ones are dropped. */
  fileField?: string;
};

// Far more inputs than any of the forms has (the application has about 40).
const MAX_PARTS = 200;
const MAX_PART_HEADER_BYTES = 8 * 1024;
export const FORM_ERROR_KEY = "form";
const UNREADABLE = "We could not read the form. Please reload the page and try again.";
const NUL_MESSAGE = "This entry holds characters we cannot accept. Please type it again.";

/** Reads `request`'s form body within `limits`. Throws only for errors that are not about the input. */
export async function readForm(request: Request, limits: ReadFormLimits): Promise<ReadFormOutcome> {
  const declaredLength = Number(request.headers.get("content-length"));
  if (Number.isFinite(declaredLength) && declaredLength > limits.maxBodyBytes) return { kind: "too-large" };

  // A request without a body is an empty form: the handler then reports each missing field.
  if (request.body === null) return { kind: "ok", fields: new Map(), file: null };
  if (contentTypeOf(request).mediaType === URL_ENCODED) return await readUrlEncoded(request.body, limits.maxBodyBytes);

  const formRequest = asFormRequest(request, limits.maxBodyBytes);
  if (!formRequest) return { kind: "malformed", field: FORM_ERROR_KEY, message: UNREADABLE };

  let file: ReceivedFile | null = null;
  const keepFirstFile = async (upload: FileUpload) => {
    // An empty part is what a browser sends for a file input left empty.
    if (file || upload.fieldName !== limits.fileField || upload.size === 0) return null;
    file = { name: upload.name, type: upload.type, bytes: new Uint8Array(await upload.arrayBuffer()) };
    return null; // kept here, not in the FormData, which holds text only
  };

  const parsed = await parseFormParts(formRequest, limits, keepFirstFile);
  if (parsed.kind === "too-large") return { kind: "too-large" };
  if (parsed.kind === "too-many-files") {
    return {
      kind: "malformed",
      field: limits.fileField ?? FORM_ERROR_KEY,
      message: limits.fileField ? "Please attach one file only." : UNREADABLE,
    };
  }
  if (parsed.kind === "unreadable") return { kind: "malformed", field: FORM_ERROR_KEY, message: UNREADABLE };

  return fieldsOf(parsed.formData, file);
}

/** The text entries of a parsed form as FormFields, or "malformed" when one holds U+0000. */
function fieldsOf(entries: Iterable<[string, FormDataEntryValue]>, file: ReceivedFile | null): ReadFormOutcome {
  const fields: FormFields = new Map();
  for (const [name, value] of entries) {
    if (typeof value !== "string") continue;
    // PostgreSQL cannot store U+0000 in text or jsonb; no keyboard types it, so the whole form is refused.
    if (value.includes("\u0000") || name.includes("\u0000")) {
      return { kind: "malformed", field: name.replaceAll("\u0000", "") || FORM_ERROR_KEY, message: NUL_MESSAGE };
    }
    const list = fields.get(name);
    if (list) list.push(value);
    else fields.set(name, [value]);
  }
  return { kind: "ok", fields, file };
}

export type FormPartsOutcome =
  | { kind: "ok"; formData: FormData }
  | { kind: "too-large" }
  | { kind: "too-many-files" }
  | { kind: "unreadable" };

/**
 * Parses the body of a request made by `asFormRequest`, within `limits`; `onFile` sees each file part and keeps
 * what it wants. A body over a limit, with too many files or broken is an outcome; any other error is thrown.
 */
export async function parseFormParts(
  formRequest: Request,
  limits: Pick<ReadFormLimits, "maxBodyBytes" | "maxFileBytes" | "maxFiles">,
  onFile: (upload: FileUpload) => Promise<null>,
): Promise<FormPartsOutcome> {
  try {
    const formData = await parseFormData(
      formRequest,
      {
        maxFiles: limits.maxFiles,
        maxFileSize: limits.maxFileBytes,
        maxTotalSize: limits.maxBodyBytes,
        maxParts: MAX_PARTS,
        maxHeaderSize: MAX_PART_HEADER_BYTES,
      },
      onFile,
    );
    return { kind: "ok", formData };
  } catch (error) {
    if (
      error instanceof MaxFileSizeExceededError ||
      error instanceof MaxTotalSizeExceededError ||
      error instanceof BodyTooLargeError ||
      (error instanceof Error && error.cause instanceof BodyTooLargeError)
    ) {
      return { kind: "too-large" };
    }
    if (error instanceof MaxFilesExceededError) return { kind: "too-many-files" };
    if (error instanceof FormDataParseError || error instanceof MultipartParseError) return { kind: "unreadable" };
    throw error;
  }
}

/**
 * A URL-encoded body (every form without a file), read straight from the request's stream and counted against
 * `maxBodyBytes` as it arrives: the same fields `request.formData()` gives, without the copy of the request and
 * the counting stream that a multipart body needs, which every contact and quote submission would pay for.
 */
async function readUrlEncoded(body: ReadableStream<Uint8Array>, maxBodyBytes: number): Promise<ReadFormOutcome> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      // Reading stops here without cancelling the request's stream: that would destroy the connection before the
      // answer is sent. The unread rest is drained by the server once the answer is out.
      if (received > maxBodyBytes) return { kind: "too-large" };
      chunks.push(value);
    }
  } catch {
    // The body broke off (the visitor's connection ended): there is no form to read.
    return { kind: "malformed", field: FORM_ERROR_KEY, message: UNREADABLE };
  } finally {
    reader.releaseLock();
  }
  // TextDecoder drops a leading byte-order mark and replaces invalid UTF-8, as request.formData() does.
  return fieldsOf(new URLSearchParams(new TextDecoder().decode(Buffer.concat(chunks))), null);
}

const URL_ENCODED = "application/x-www-form-urlencoded";
const FORM_MEDIA_TYPES = new Set(["multipart/form-data", URL_ENCODED]);

/**
 * The request's media type in lower case (media types are case-insensitive) and its parameters as sent (a boundary
 * is case-sensitive): "multipart/form-data" and "; boundary=…".
 */
function contentTypeOf(request: Request) {
  const header = request.headers.get("content-type") ?? "";
  const separator = header.indexOf(";");
  return {
    mediaType: (separator === -1 ? header : header.slice(0, separator)).trim().toLowerCase(),
    parameters: separator === -1 ? "" : header.slice(separator),
  };
}

export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

/**
 * The request as the form parser must see it, or null when its body is not a form. Media types are
 * case-insensitive, but the parser compares the header's case exactly and reads anything else whole through
 * `request.formData()`; so the media type is written in lower case (parameters such as the boundary, which are
 * case-sensitive, stay as sent), and the body passes through a counter that fails it past `maxBodyBytes`,
 * whichever way it is then read.
 */
export function asFormRequest(request: Request, maxBodyBytes: number): Request | null {
  const { mediaType, parameters } = contentTypeOf(request);
  if (!FORM_MEDIA_TYPES.has(mediaType) || request.body === null) return null;

  let received = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBodyBytes) controller.error(new BodyTooLargeError(`More than ${maxBodyBytes} bytes`));
        else controller.enqueue(chunk);
      },
    }),
    // Failing here must not cancel the request's own stream: that would destroy the connection before the answer
    // is sent. The unread rest is drained by the server once the answer is out.
    { preventCancel: true },
  );
  const headers = new Headers(request.headers);
  headers.set("content-type", `${mediaType}${parameters}`);
  return new Request(request.url, {
    method: request.method,
    headers,
    body: counted,
    duplex: "half",
    signal: request.signal,
  } as RequestInit);
}
