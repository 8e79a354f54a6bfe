import { writeFileSync } from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

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
    // Depending on the route's shape, a page's fetcher posts to /contact/_.data or to /careers.data.
    (url) => url.pathname === `${path}.data` || url.pathname === `${path}/_.data`,
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      if (failure === "abort") return route.abort("connectionreset");
      if (failure === "502") return route.fulfill({ status: 502, contentType: "text/html", body: PROXY_PAGE });
      // "hang": never answered.
    },
  );
}

/** What a test applicant types into the application form's required fields. */
export type Applicant = {
  fullName: string;
  email: string;
  phone: string;
  resumeName: string;
  interest: string;
  position: string;
  school: string;
  /** The answer to "legally authorized to work in the United States?"; yes unless said. */
  isAuthorized?: boolean;
};

/**
 * Fills the application form's required fields, the role's own questions aside, with no criminal record and a yes to
 * the drug test. Tests add the optional and role-specific fields they care about.
 */
export async function fillApplicationBasics(form: Locator, applicant: Applicant) {
  await form.getByLabel("Full name").fill(applicant.fullName);
  await form.getByLabel("Email", { exact: true }).fill(applicant.email);
  await form.getByLabel("Phone", { exact: true }).fill(applicant.phone);
  await form.getByLabel("Résumé").setInputFiles(samplePdf(applicant.resumeName));
  await form.getByLabel("Why are you interested in this role?").fill(applicant.interest);
  await form.getByLabel("Position 1", { exact: true }).fill(applicant.position);
  await form.getByLabel("School or program 1", { exact: true }).fill(applicant.school);
  await form
    .getByRole("group", { name: "Are you legally authorized to work in the United States?" })
    .getByLabel(applicant.isAuthorized === false ? "No" : "Yes")
    .check();
  await form.getByRole("group", { name: "Do you have a criminal record?" }).getByLabel("No").check();
  await form
    .getByRole("group", { name: "Are you willing to take a pre-employment drug test?" })
    .getByLabel("Yes")
    .check();
}

/** Sends the contact form on `page` and returns the first touch it carried (null when it carried none). */
export async function sendContactAndReadFirstTouch(page: Page, emailTag: string) {
  await page.getByLabel("Name", { exact: true }).fill("Ari First");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail(emailTag));
  await page.getByLabel("Message", { exact: true }).fill("We found you through your newsletter.");
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname.startsWith("/contact")),
    page.getByRole("button", { name: "Send Message" }).click(),
  ]);
  await expect(page.getByText("Message Sent").filter({ visible: true })).toBeVisible();
  return JSON.parse(new URLSearchParams(request.postData() ?? "").get("firstTouch") || "null");
}

/**
 * A call request sent through /book's own form (its days are today's), as a visitor sends it: the `nthDay`-th day one
 * can choose at 9:00 AM Central, Staff Training. Waits for the page's confirmation.
 */
export async function requestACallOnBook(
  page: Page,
  { name, email, nthDay = 1 }: { name: string; email: string; nthDay?: number },
) {
  await page.goto("/book");
  await waitForHydration(page);
  const first = page.getByRole("group", { name: "First choice" });
  const day = first.getByLabel("Day");
  await day.selectOption(
    (await day.locator("option:not([disabled]):not([value=''])").nth(nthDay).getAttribute("value"))!,
  );
  await first.getByLabel("Time").selectOption("09:00");
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("(651) 555-0142");
  await page.getByLabel("Topic").selectOption("Staff Training");
  await page.getByRole("button", { name: "Request a Call" }).click();
  await expect(page.getByRole("region", { name: "We received your call request" })).toBeVisible();
}
