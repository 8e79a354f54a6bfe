// The application form accepts chunked bodies of any declared type and reads them as they stream. Whatever the
// Content-Type says (any letter case, parameters, or not a form at all), the server answers at its limit without
// holding the body in memory, and a normal application goes through right after.
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { expect, test } from "./fixtures";
import { applicationMultipart } from "./form-helpers";
import { type OwnServer, startOwnServer } from "./own-server";

const PORT = Number(process.env.E2E_PORT ?? 4317) + 7000;
const MB = 1024 * 1024;
const B = "XbOuNdArY";
/**
 * Far beyond the form's 11 MB: a server that buffered it would grow by at least this much. A server that refuses at
 * the limit stops reading long before, so the sender stops early too: the size costs the passing test nothing.
 */
const SENT_BYTES = 512 * MB;
/** Parsing a form within its limits, plus garbage not yet collected; half of SENT_BYTES. */
const MAX_RSS_GROWTH_BYTES = 256 * MB;

type Case = { contentType: string | null; head: string; status: number };

const fileHead = `--${B}\r\nContent-Disposition: form-data; name="resume"; filename="big.pdf"\r\n\r\n%PDF-1.4\n`;
const CASES: Case[] = [
  { contentType: "Application/x-www-form-urlencoded", head: "fullName=A&interest=", status: 413 },
  { contentType: "APPLICATION/X-WWW-FORM-URLENCODED ; charset=UTF-8", head: "interest=", status: 413 },
  { contentType: `Multipart/form-data; boundary=${B}`, head: fileHead, status: 413 },
  { contentType: `MULTIPART/FORM-DATA; BOUNDARY=${B}`, head: fileHead, status: 413 },
  { contentType: `multipart/form-data; boundary=${B}`, head: fileHead, status: 413 },
  { contentType: "text/plain", head: "interest=", status: 400 },
  { contentType: `multipart/mixed; boundary=${B}`, head: fileHead, status: 400 },
  { contentType: null, head: "interest=", status: 400 },
];

// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });
let server: OwnServer;
test.beforeAll(async () => {
  // V8's baseline WebAssembly compiler only: the optimising compile of PGlite's module otherwise moves the server's
  // resident memory by hundreds of megabytes in the first minute, whatever the requests do.
  server = await startOwnServer({ port: PORT, nodeArgs: ["--liftoff-only"] });
});
test.afterAll(async () => {
  await server?.stop();
});

function rssBytes(pid: number) {
  const kb = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m)?.[1];
  return Number(kb) * 1024;
}

/**
 * POSTs a chunked body of SENT_BYTES over a raw connection, stopping as soon as an answer arrives (or the server
 * closes the connection). Returns the answer's status and the server's highest resident memory meanwhile.
 */
async function sendChunked(path: string, { contentType, head }: Case) {
  const url = new URL(server.baseURL);
  const socket = connect(Number(url.port), url.hostname);
  let answer = "";
  socket.on("data", (chunk: Buffer) => {
    answer += chunk.toString("latin1");
  });
  const closed = new Promise<void>((resolve) => {
    socket.on("error", () => resolve());
    socket.on("close", () => resolve());
  });
  await once(socket, "connect");
  let peakRss = rssBytes(server.pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssBytes(server.pid));
  }, 10);
  const isAnswered = () => /^HTTP\/1\.1 \d{3}/.test(answer) || socket.destroyed;
  const write = async (data: string | Buffer) => {
    if (!socket.write(data)) await Promise.race([once(socket, "drain"), closed]);
  };
  const chunk = (data: string | Buffer) => `${Buffer.byteLength(data).toString(16)}\r\n`;

  await write(
    `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${url.origin}\r\n` +
      `${contentType === null ? "" : `Content-Type: ${contentType}\r\n`}Transfer-Encoding: chunked\r\n\r\n`,
  );
  await write(`${chunk(head)}${head}\r\n`);
  const filler = Buffer.alloc(256 * 1024, 0x61);
  for (let sent = 0; sent < SENT_BYTES && !isAnswered(); sent += filler.length) {
    await write(chunk(filler));
    await write(filler);
    await write("\r\n");
  }
  // Wait for the answer (the server may still be reading when the last byte is sent).
  for (let waited = 0; !/^HTTP\/1\.1 \d{3}/.test(answer) && !socket.destroyed && waited < 20_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  clearInterval(sampler);
  peakRss = Math.max(peakRss, rssBytes(server.pid));
  socket.destroy();
  await closed;
  return { status: Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0), peakRss };
}

for (const path of ["/careers", "/careers.data"]) {
  for (const c of CASES) {
    test(`${path}, chunked, Content-Type ${c.contentType ?? "(none)"}: ${c.status} at the limit, memory bounded`, async ({
      request,
    }) => {
      // Settle what earlier requests left behind, so the baseline is fair.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const before = rssBytes(server.pid);

      const { status, peakRss } = await sendChunked(path, c);

      expect(status).toBe(c.status);
      expect(peakRss - before, `RSS grew from ${before} to ${peakRss} bytes`).toBeLessThan(MAX_RSS_GROWTH_BYTES);

      // A normal application right after.
      const ok = await request.post(`${server.baseURL}/careers`, {
        headers: { Origin: server.baseURL },
        multipart: applicationMultipart("Robin Sandoval", "body-limits"),
      });
      expect(ok.status()).toBe(200);
    });
  }
}
