// Builds the requests a browser sends when a visitor submits a form, for calling handlers and route actions.
import { createRequestContext } from "~/.server/app-context";
import { testApp } from "./app-context";

export type TestFile = { name: string; bytes: Uint8Array; type?: string; field?: string };
export type TestFields = Record<string, string | readonly string[]>;

/** `fields` less the inputs `names`: a form posted with those inputs missing altogether, not left empty. */
export function withoutFields(fields: TestFields, ...names: string[]): TestFields {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));
}

/** A multipart POST (what a form with a file input sends), or URL-encoded with `encoding: "urlencoded"`. */
export function formRequest(
  path: string,
  fields: TestFields,
  {
    files = [],
    encoding = "multipart",
    headers = {},
  }: {
    files?: readonly TestFile[];
    encoding?: "multipart" | "urlencoded";
    headers?: Record<string, string>;
  } = {},
): Request {
  const url = `http://localhost${path}`;
  const origin = { Origin: "http://localhost" };
  if (encoding === "urlencoded") {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const entry of typeof value === "string" ? [value] : value) body.append(name, entry);
    }
    return new Request(url, { method: "POST", body, headers: { ...origin, ...headers } });
  }
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const entry of typeof value === "string" ? [value] : value) body.append(name, entry);
  }
  for (const file of files) {
    body.append(file.field ?? "resume", new File([file.bytes.slice()], file.name, { type: file.type ?? "" }));
  }
  return new Request(url, { method: "POST", body, headers: { ...origin, ...headers } });
}

/** A POST with a raw body and content type, for malformed submissions. */
export function rawRequest(
  path: string,
  body: BodyInit | null,
  contentType?: string,
  headers: Record<string, string> = {},
) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { Origin: "http://localhost", ...(contentType ? { "Content-Type": contentType } : {}), ...headers },
  });
}

let clientCounter = 0;
/** A client IP no other request in this run has used (198.18.0.0/15 is reserved for tests). */
export function uniqueClientIp() {
  clientCounter += 1;
  return `198.${18 + (Math.floor(clientCounter / 65_536) % 2)}.${Math.floor(clientCounter / 256) % 256}.${clientCounter % 256}`;
}

/**
 * The per-request context server.ts provides, with the test file's app context. Each call is a new visitor unless `clientIp` is given, so the
 * per-IP form limit only couples the tests that are about it.
 */
export function testContext(clientIp = uniqueClientIp()) {
  return createRequestContext(testApp(), { nonce: "test-nonce", clientIp });
}
