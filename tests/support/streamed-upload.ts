// A multipart upload whose body is made as it is read, for tests of what the server reads and when: files of any
// size are generated piece by piece (never held whole), the bytes the reader has pulled are counted, and the body can
// stop at a chosen byte until the test lets it go on (a slow sender).

export type StreamedPart =
  | { field: string; value: string }
  | {
      file: string;
      name: string;
      size: number;
      /** The file's first bytes (the rest are zeros): what makes it a PDF, a PNG… */
      head?: Uint8Array;
      /** The file's content type as a browser sends it. */
      type?: string;
    };

const PIECE = 64 * 1024;
const encoder = new TextEncoder();

/**
 * A POST of `parts` to `url` as multipart/form-data, with its Content-Length. `holdAt` stops the body after that
 * many bytes until `release()`; `pulled()` says how many bytes the reader has taken so far.
 */
export function streamedUpload(
  url: string,
  parts: readonly StreamedPart[],
  { headers = {}, holdAt }: { headers?: Record<string, string>; holdAt?: number } = {},
) {
  const boundary = `----streamed${Math.random().toString(16).slice(2)}`;
  // Each segment is either literal bytes or a generated file's content.
  const segments: ({ bytes: Uint8Array } | { size: number; head: Uint8Array })[] = [];
  for (const part of parts) {
    if ("field" in part) {
      segments.push({
        bytes: encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        ),
      });
    } else {
      segments.push({
        bytes: encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.file}"; filename="${part.name}"\r\n` +
            `Content-Type: ${part.type ?? "application/octet-stream"}\r\n\r\n`,
        ),
      });
      segments.push({ size: part.size, head: part.head ?? new Uint8Array(0) });
      segments.push({ bytes: encoder.encode("\r\n") });
    }
  }
  segments.push({ bytes: encoder.encode(`--${boundary}--\r\n`) });
  const total = segments.reduce(
    (sum, segment) => sum + ("bytes" in segment ? segment.bytes.byteLength : segment.size),
    0,
  );

  let pulled = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let index = 0;
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (holdAt !== undefined && pulled >= holdAt) await held;
      const segment = segments[index];
      if (!segment) {
        controller.close();
        return;
      }
      const length = "bytes" in segment ? segment.bytes.byteLength : segment.size;
      let take = Math.min(PIECE, length - offset);
      if (holdAt !== undefined && pulled < holdAt) take = Math.min(take, holdAt - pulled);
      let piece: Uint8Array;
      if ("bytes" in segment) piece = segment.bytes.subarray(offset, offset + take);
      else {
        piece = new Uint8Array(take);
        if (offset < segment.head.byteLength) piece.set(segment.head.subarray(offset, offset + take));
      }
      offset += take;
      if (offset >= length) {
        index += 1;
        offset = 0;
      }
      pulled += piece.byteLength;
      controller.enqueue(piece);
    },
  });
  const request = new Request(url, {
    method: "POST",
    body,
    duplex: "half",
    headers: {
      Origin: new URL(url).origin,
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
      "Content-Length": String(total),
      ...headers,
    },
  } as RequestInit);
  return { request, total, pulled: () => pulled, release };
}
