// A handful of the bad-input matrix (tests/integration/bad-input.server.test.ts) over real HTTP against the built
// server, so the whole stack — server.ts's body limits, React Router's request handling, the Express error
// handler — is covered: each answer is a 4xx, never a 5xx, and the server keeps serving.
import { once } from "node:events";
import { connect } from "node:net";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./form-helpers";

const MB = 1024 * 1024;
const B = "XbOuNdArY";

type BadRequest = {
  label: string;
  path: string;
  body: string | Buffer;
  contentType?: string;
  status: number;
};

const CASES: BadRequest[] = [
  {
    label: "a 1 MB URL-encoded contact message",
    path: "/contact",
    body: `name=A&email=a%40example.com&message=${"x".repeat(MB)}`,
    contentType: "application/x-www-form-urlencoded",
    status: 413,
  },
  {
    label: "the same from the page's data request",
    path: "/contact.data",
    body: `name=A&email=a%40example.com&message=${"x".repeat(MB)}`,
    contentType: "application/x-www-form-urlencoded",
    status: 413,
  },
  {
    label: "multipart whose boundary never appears",
    path: "/contact",
    body: `--other\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--other--\r\n`,
    contentType: `multipart/form-data; boundary=${B}`,
    status: 400,
  },
  {
    label: "multipart cut off mid-part",
    path: "/careers",
    body: `--${B}\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF-1.4 and then noth`,
    contentType: `multipart/form-data; boundary=${B}`,
    status: 400,
  },
  {
    label: "JSON to the quote form",
    path: "/quote",
    body: '{"name":"A"}',
    contentType: "application/json",
    status: 400,
  },
  {
    label: "plain text to the sign-in",
    path: "/manager-login",
    body: "email=a",
    contentType: "text/plain",
    status: 400,
  },
  {
    label: "a 20 MB résumé",
    path: "/careers",
    body: Buffer.concat([
      Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="resume"; filename="big.pdf"\r\n\r\n%PDF-1.4\n`),
      Buffer.alloc(20 * MB, 0x20),
      Buffer.from(`\r\n--${B}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${B}`,
    status: 413,
  },
  {
    label: "5 MB to the sign-in (never buffered: refused on its Content-Length)",
    path: "/manager-login",
    body: `email=a%40example.com&password=${"p".repeat(5 * MB)}`,
    contentType: "application/x-www-form-urlencoded",
    status: 413,
  },
  {
    label: "5 MB to Better Auth's sign-in endpoint",
    path: "/api/auth/sign-in/email",
    body: JSON.stringify({ email: "a@example.com", password: "p".repeat(5 * MB) }),
    contentType: "application/json",
    status: 413,
  },
  { label: "a POST to a page without a form", path: "/about", body: "name=A", status: 405 },
];

async function send(request: APIRequestContext, baseURL: string, c: BadRequest) {
  return request.fetch(c.path, {
    method: "POST",
    headers: { Origin: baseURL, ...(c.contentType ? { "Content-Type": c.contentType } : {}) },
    data: c.body,
    maxRedirects: 0,
  });
}

async function expectStillServing(request: APIRequestContext, baseURL: string) {
  expect((await request.get("/healthz")).status()).toBe(200);
  const ok = await request.post("/contact", {
    headers: { Origin: baseURL },
    form: { name: "After The Storm", email: uniqueEmail("bad-input"), message: "A normal message.", website: "" },
  });
  expect(ok.status()).toBe(200);
}

for (const c of CASES) {
  test(`${c.label}: ${c.status}, and the server keeps serving`, async ({ request, baseURL }) => {
    const response = await send(request, baseURL ?? "", c);
    expect(response.status()).toBe(c.status);
    await expectStillServing(request, baseURL ?? "");
  });
}

test("a 20 MB body streamed without Content-Length to a route that reads it whole: 411, a length is wanted", async ({
  baseURL,
  request,
}) => {
  const stream = (bytes: number, head: string) => {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
      },
      pull(controller) {
        if (sent >= bytes) return controller.close();
        sent += 256 * 1024;
        controller.enqueue(new Uint8Array(256 * 1024).fill(0x20));
      },
    });
  };
  const post = (path: string, body: ReadableStream<Uint8Array>, contentType: string) =>
    fetch(`${baseURL}${path}`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { Origin: baseURL ?? "", "Content-Type": contentType },
    } as RequestInit).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });

  // The résumé's own limit (413) on the same kind of body: the raw-connection test below.
  expect(await post("/manager-login", stream(20 * MB, "email="), "application/x-www-form-urlencoded")).toBe(411);
  await expectStillServing(request, baseURL ?? "");
});

test("a 20 MB résumé streamed without Content-Length: 413 at its limit, the rest read, the connection still answers", async ({
  baseURL,
}) => {
  // Over a raw connection, so nothing but the server decides what happens to it. Left unread, the rest of the body
  // fills the TCP window, the upload stalls and the server resets the connection at its keep-alive timeout.
  const url = new URL(baseURL ?? "");
  const socket = connect(Number(url.port), url.hostname);
  const received: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => received.push(chunk));
  const closed = new Promise<Error | undefined>((resolve) => {
    socket.on("error", resolve);
    socket.on("close", () => resolve(undefined));
  });
  await once(socket, "connect");
  const write = async (data: string | Buffer) => {
    if (!socket.write(data)) await Promise.race([once(socket, "drain"), closed]);
  };
  const chunk = (data: string | Buffer) => [`${Buffer.byteLength(data).toString(16)}\r\n`, data, "\r\n"];

  await write(
    `POST /careers HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${url.origin}\r\n` +
      `Content-Type: multipart/form-data; boundary=${B}\r\nTransfer-Encoding: chunked\r\n\r\n`,
  );
  const head = `--${B}\r\nContent-Disposition: form-data; name="resume"; filename="big.pdf"\r\n\r\n%PDF-1.4\n`;
  for (const part of chunk(head)) await write(part);
  const filler = Buffer.alloc(256 * 1024, 0x20);
  for (let sent = 0; sent < 20 * MB && !socket.destroyed; sent += filler.length) {
    for (const part of chunk(filler)) await write(part);
  }
  await write("0\r\n\r\n");
  await write(`GET /healthz HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`);

  expect(await closed).toBeUndefined();
  const answers = Buffer.concat(received).toString("latin1");
  expect(answers.match(/^HTTP\/1\.1 \d{3}/gm)).toEqual(["HTTP/1.1 413", "HTTP/1.1 200"]);
});

test("broken URLs and hostile query strings are answered without a server error", async ({ request }) => {
  for (const path of [
    "/%E0%A4%A",
    "/resources/%E0%A4%A",
    "/resources/..%2F..%2Fpackage.json",
    "/assets/..%2F..%2Fserver.ts",
    "/quote?category=%E0%A4%A",
    `/quote?category=${encodeURIComponent("<script>alert(1)</script>")}`,
    "/manager-dashboard?q=%27%20OR%201%3D1--",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
    expect(await response.text(), path).not.toContain("<script>alert(1)</script>");
  }
});
