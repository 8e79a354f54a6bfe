// A multipart form read as it streams in, one part at a time and in the order the sender wrote them: a text field
// whole, a file as a stream its reader consumes while the body is still arriving. Nothing is buffered beyond a
// stream's high-water mark, so a file of any size costs a few pieces of memory, and the reader may stop after any
// part: the rest of the body stays unread (the host drains or drops it once the answer is out).
import type { Readable } from "node:stream";
import { Busboy, type BusboyFileStream, type BusboyInstance } from "@fastify/busboy";

export type FormPart =
  | { kind: "field"; name: string; value: string }
  | {
      kind: "file";
      name: string;
      /** The name the sender gave, as sent (may be empty: a file input left empty). */
      fileName: string;
      /** The file's bytes. Read it to its end (or resume() it) before asking for the next part. */
      content: Readable;
    };

export type MultipartLimits = {
  /** Text fields: how many, and the bytes of each (longer is refused, not cut). */
  maxFields: number;
  maxFieldBytes: number;
  /** File parts, whatever their field. */
  maxFiles: number;
};

/** Why a multipart body was not read: not a multipart form, broken, or past a limit. */
export class MultipartError extends Error {
  override name = "MultipartError";
  constructor(
    readonly reason: "not-multipart" | "malformed" | "too-many-files" | "too-many-fields" | "field-too-large",
    message: string,
  ) {
    super(message);
  }
}

const PIECE_BYTES = 64 * 1024;

/**
 * The parts of `request`'s multipart body, in order. Throws MultipartError (from the first step on) when the body
 * is not multipart, is broken or goes past `limits`; an error of the body's own stream (the sender went away) is
 * thrown as it is. Leaving the loop early stops reading without cancelling the request's stream: cancelling would
 * destroy the connection before the answer is sent.
 */
export async function* readMultipart(request: Request, limits: MultipartLimits): AsyncGenerator<FormPart> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || request.body === null) {
    throw new MultipartError("not-multipart", "The body is not a multipart form.");
  }
  let parser: BusboyInstance;
  try {
    parser = new Busboy({
      headers: { "content-type": contentType },
      highWaterMark: PIECE_BYTES,
      fileHwm: PIECE_BYTES,
      limits: {
        files: limits.maxFiles,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFiles + limits.maxFields,
      },
    });
  } catch {
    throw new MultipartError("malformed", "The multipart form has no usable boundary.");
  }

  const queue: FormPart[] = [];
  let failure: unknown = null;
  let isFinished = false;
  let wake: (() => void) | null = null;
  const signal = () => {
    wake?.();
    wake = null;
  };
  const fail = (error: unknown) => {
    failure ??= error;
    signal();
  };

  parser.on("field", (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
    if (valueTruncated) fail(new MultipartError("field-too-large", `The field ${name.slice(0, 40)} is too long.`));
    else queue.push({ kind: "field", name, value });
    signal();
  });
  parser.on("file", (name: string, content: BusboyFileStream, fileName: string | undefined) => {
    queue.push({ kind: "file", name, fileName: fileName ?? "", content });
    signal();
  });
  parser.on("filesLimit", () => fail(new MultipartError("too-many-files", "Too many files.")));
  parser.on("fieldsLimit", () => fail(new MultipartError("too-many-fields", "Too many fields.")));
  parser.on("partsLimit", () => fail(new MultipartError("too-many-fields", "Too many parts.")));
  parser.on("error", (error: unknown) =>
    fail(error instanceof MultipartError ? error : new MultipartError("malformed", "The multipart form is broken.")),
  );
  parser.on("finish", () => {
    isFinished = true;
    signal();
  });

  const reader = request.body.getReader();
  let isStopped = false;
  const pump = (async () => {
    try {
      while (!isStopped) {
        const { done, value } = await reader.read();
        if (done) {
          parser.end();
          return;
        }
        if (!parser.write(value)) {
          // The parser waits for its reader (a file part not yet consumed): so does the body.
          await new Promise<void>((resolve) => {
            const resume = () => {
              parser.off("drain", resume);
              parser.off("close", resume);
              resolve();
            };
            parser.on("drain", resume);
            parser.on("close", resume);
          });
        }
      }
    } catch (error) {
      // The body's own stream failed (the connection ended): every part still open fails with it.
      if (!isStopped) {
        parser.destroy(error as Error);
        fail(error);
      }
    }
  })();

  try {
    for (;;) {
      if (failure) throw failure;
      const part = queue.shift();
      if (part) {
        yield part;
        continue;
      }
      if (isFinished) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } finally {
    isStopped = true;
    if (!isFinished) {
      // The reader stopped early or failed: no part will be read any more. The parser lets go of its streams; the
      // body is left as it is (see above), and a read still waiting ends with the released lock.
      for (const part of queue) if (part.kind === "file") part.content.resume();
      parser.removeAllListeners("file");
      parser.on("file", (_name: string, content: Readable) => content.resume());
      parser.destroy();
      reader.releaseLock();
    }
    await pump.catch(() => {});
  }
}
