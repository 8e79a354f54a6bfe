import { writeFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** A fresh address per call, so every test creates its own data and never trips over another's. */
export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Runs `body` while the database writes that carry `marker` fail (the test server's fault switch, e2e-server.ts),
 * and always switches them back on. Pass what only this test's write holds, such as its unique e-mail address:
 * tests run side by side against one server, and the others' writes must go through.
 */
export async function withDatabaseDown(request: APIRequestContext, marker: string, body: () => Promise<void>) {
  const down = await request.post("/__test/faults", { form: { db: "down", marker } });
  expect(down.status(), "the fault switch needs the test server (tests/support/e2e-server.ts)").toBe(200);
  try {
    await body();
  } finally {
    await request.post("/__test/faults", { form: { db: "up", marker } });
  }
}

/**
 * A PDF of just over 10 MB (the résumé limit), as a file on disk: given a path, Playwright hands the browser the
 * file itself instead of sending its 10 MB through the test protocol (~15 s less per test on a 2-core machine).
 */
export function oversizedPdfPath() {
  // In the test's own output folder, which Playwright empties before each run.
  const file = test.info().outputPath("large-resume.pdf");
  writeFileSync(file, Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(10 * 1024 * 1024)]));
  return file;
}

/** A small but real PDF: the server checks the %PDF- signature, not only the extension. */
export function samplePdf(name = "resume.pdf") {
  const body = [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
  ].join("\n");
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body) };
}

/** A complete job application as a browser's multipart form sends it (a small PDF résumé), for `request.post`. */
export function applicationMultipart(fullName: string, emailTag: string) {
  return {
    fullName,
    email: uniqueEmail(emailTag),
    phone: "218-555-0170",
    authorized: "yes",
    workHistory: "Front desk, a Duluth clinic",
    education: "A.A., Lake Superior College",
    interest: "I like helping families find their way.",
    role: "General",
    criminalBackground: "no",
    drugTest: "yes",
    website: "",
    resume: { name: "resume.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\nRobin\n%%EOF\n") },
  };
}

/** How a submission fails in the browser tests: the connection drops, a proxy answers its 502 page, or nothing comes. */
export type SubmissionFailure = "abort" | "502" | "hang";

const PROXY_PAGE = "<!doctype html><html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>";

/**
 * Makes the data POSTs to `path` fail the way `failure` says (until `page.unrouteAll`). A hanging request is never
 * answered; the test moves the page's clock (installed before the visit) past the form's timeout.
 */
export async function failDataPosts(page: Page, path: string, failure: SubmissionFailure) {
  await page.route(
    // A prerendered page's fetcher posts to /contact/_.data, a server-rendered one to /careers.data.
    (url) => url.pathname === `${path}.data` || url.pathname === `${path}/_.data`,
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      if (failure === "abort") return route.abort("connectionreset");
      if (failure === "502") return route.fulfill({ status: 502, contentType: "text/html", body: PROXY_PAGE });
      // "hang": never answered.
    },
  );
}
