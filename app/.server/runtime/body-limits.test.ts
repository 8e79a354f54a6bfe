import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { MAX_APPLICATION_BODY_BYTES } from "~/lib/schemas/application-fields";
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_FILE_BYTES } from "~/lib/schemas/upload-request";
import {
  bodyCapFor,
  capRequestBody,
  decideBody,
  MAX_BODY_BYTES,
  MAX_SELF_LIMITING_BODY_BYTES,
  MAX_UPLOAD_PAGE_BODY_BYTES,
} from "./body-limits";

const MB = 1024 * 1024;
let server: Server | undefined;
afterEach(async () => {
  const closing = server;
  server = undefined;
  if (!closing) return;
  closing.closeAllConnections();
  await new Promise((resolve) => closing.close(resolve));
});

/** A server whose handler buffers the whole body, as `request.formData()` would, behind the cap. */
async function bufferingServer(capBytes: number) {
  const seen = { buffered: 0 };
  server = createServer((req, res) => {
    capRequestBody(req, res, capBytes);
    req.on("data", (chunk: Buffer) => {
      seen.buffered += chunk.length;
    });
    req.on("end", () => res.end(`read ${seen.buffered}`));
    req.on("error", () => {});
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/careers`, seen };
}

function chunkedBody(bytes: number) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += 64 * 1024;
      controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
    },
  });
}

test("past the cap a reader that buffers everything gets nothing more, and the sender gets 413", async () => {
  const { url, seen } = await bufferingServer(1 * MB);
  const response = await fetch(url, { method: "POST", body: chunkedBody(20 * MB), duplex: "half" } as RequestInit);

  expect(response.status).toBe(413);
  expect(await response.text()).toBe("Request too large.");
  expect(seen.buffered).toBeLessThanOrEqual(1 * MB);
});

test("within the cap the reader receives the whole body", async () => {
  const { url } = await bufferingServer(1 * MB);
  const response = await fetch(url, { method: "POST", body: chunkedBody(512 * 1024), duplex: "half" } as RequestInit);

  expect(response.status).toBe(200);
  expect(await response.text()).toBe(`read ${512 * 1024}`);
});

test("the hard cap sits above the application form's own limit, so the form answers first", () => {
  expect(MAX_SELF_LIMITING_BODY_BYTES).toBeGreaterThan(MAX_APPLICATION_BODY_BYTES);
});

test.each([
  ["/careers", { "transfer-encoding": "chunked" }, "allow-capped"],
  ["/careers.data", { "content-length": String(50 * MB) }, "allow-capped"],
  ["/contact", {}, "allow"],
  ["/contact", { "content-length": String(MAX_BODY_BYTES) }, "allow"],
  ["/contact", { "content-length": String(MAX_BODY_BYTES + 1) }, "too-large"],
  ["/contact", { "transfer-encoding": "chunked" }, "length-required"],
  ["/manager-login", { "content-length": "ten" }, "length-required"],
] as const)("%s with %o: %s", (pathname, headers, decision) => {
  expect(decideBody(pathname, headers)).toBe(decision);
});

test.each([
  ["/upload/AbC_-123", "allow-capped", MAX_UPLOAD_PAGE_BODY_BYTES],
  ["/upload/AbC_-123.data", "allow-capped", MAX_UPLOAD_PAGE_BODY_BYTES],
  ["/upload/AbC_-123/file", "allow-capped", MAX_UPLOAD_PAGE_BODY_BYTES],
  ["/upload/AbC/other", "too-large", MAX_SELF_LIMITING_BODY_BYTES],
])("the upload page %s: %s, capped above ten 25 MB files", (pathname, decision, cap) => {
  expect(decideBody(pathname, { "content-length": String(30 * MB) })).toBe(decision);
  expect(bodyCapFor(pathname)).toBe(cap);
  expect(MAX_UPLOAD_PAGE_BODY_BYTES).toBeGreaterThan(MAX_FILES_PER_UPLOAD * MAX_UPLOAD_FILE_BYTES);
});
