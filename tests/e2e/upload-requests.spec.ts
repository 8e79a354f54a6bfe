// Agencies sending documents, in a real browser against the production build and a server of this file's own: a
// manager creates an upload request, the agency sends three files with progress bars, the manager downloads each
// byte for byte and sees the downloads in the access log. Refusals: a file whose bytes are not its type, one over
// 25 MB, a revoked link (reopened from its page), another request's link, wrong passcodes up to the limit on the
// passcode's own step; an answer lost on the way back or replaced by a proxy's error page is reported as unconfirmed.
// The passcode step at a phone's and a desktop's width, with and without JavaScript. Nothing under DATA_DIR holds a
// marker from a document or a résumé, and a stored file with one byte changed is refused.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { firm } from "../../app/content/site";
import { filesUnder, flipByte } from "../support/files-on-disk";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { applicationMultipart } from "./form-helpers";
import { signInAsManager } from "./manager-sign-in";
import { createManagerWithCli, type OwnServer, startOwnServer } from "./own-server";

const PORT = Number(process.env.E2E_PORT ?? 4317) + 8000;
const MANAGER = { email: "intake.manager@example.com", password: "an intake manager's long password" };
const MARKER = "PHI-MARKER-e2e-5b7a91-agency-client-record";
const RESUME_MARKER = "RESUME-MARKER-e2e-0c4d2f-applicant-history";

/** A small real PDF holding `text`. */
function pdf(text: string) {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** The elements that reach past the right edge of the screen (none, on a page that fits). */
const widerThanScreen = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll("body *"))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
      .map((element) => `${element.tagName.toLowerCase()} ${element.className}`.slice(0, 80)),
  );

const THREE_FILES = [
  { name: "privacy-policy.pdf", mimeType: "application/pdf", buffer: pdf(`Privacy policy ${MARKER}`) },
  { name: "staff-roster.csv", mimeType: "text/csv", buffer: Buffer.from(`name,role\nRobin,${MARKER}\n`) },
  { name: "floor-plan.png", mimeType: "image/png", buffer: PNG },
];

test.describe("upload requests", () => {
  test.describe.configure({ mode: "default" });
  test.use({ baseURL: `http://localhost:${PORT}` });
  let server: OwnServer;
  let managerPage: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    server = await startOwnServer({
      port: PORT,
      prepare: (dataDir) => createManagerWithCli(dataDir, MANAGER.email, MANAGER.password),
    });
    managerPage = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
    await signInAsManager(managerPage, MANAGER);
  });

  test.afterAll(async () => {
    await managerPage?.context().close();
    await server?.stop();
  });

  async function createRequest(agencyName: string, passcode = "") {
    await managerPage.goto("/manager-dashboard?tab=uploads");
    await managerPage.getByRole("link", { name: "New upload request" }).click();
    await expect(managerPage.getByRole("heading", { name: "New upload request" })).toBeVisible();
    await waitForHydration(managerPage);
    await managerPage.getByLabel(/Agency name/).fill(agencyName);
    await managerPage.getByLabel(/Contact e-mail/).fill("office@agency.example");
    await managerPage.getByLabel(/Purpose/).fill("Policies and staff records for the annual audit");
    if (passcode) await managerPage.getByLabel(/Passcode/).fill(passcode);
    await managerPage.getByRole("button", { name: "Create upload link" }).click();
    const link = await managerPage.getByLabel("Upload link").inputValue();
    expect(link).toMatch(new RegExp(`^${server.baseURL}/upload/[A-Za-z0-9_-]{43}$`));
    await managerPage.getByRole("link", { name: "Open the request" }).click();
    await expect(managerPage.getByRole("heading", { name: `Upload request for ${agencyName}` })).toBeVisible();
    return { link, detailsUrl: managerPage.url() };
  }

  async function agencyPage(browser: Browser, link: string) {
    const page = await (await browser.newContext()).newPage();
    await page.goto(link);
    return page;
  }

  test("an agency sends three files with progress; the manager downloads each byte for byte; the log shows it", async ({
    browser,
  }) => {
    const { link, detailsUrl } = await createRequest("Bright Path Center");
    const agency = await agencyPage(browser, link);
    await expect(agency.getByRole("heading", { name: "Send documents securely" })).toBeVisible();
    await expect(agency.getByText("Policies and staff records for the annual audit")).toBeVisible();
    await waitForHydration(agency);
    await expectNoAxeViolations(agency);
    await agency.getByRole("checkbox", { name: /Business Associate Agreement/ }).check();
    await agency.getByLabel("Files", { exact: true }).setInputFiles(THREE_FILES);
    await agency.getByRole("button", { name: "Send files" }).click();
    for (const file of THREE_FILES) {
      await expect(agency.getByText(`${file.name}: received`)).toBeVisible();
      await expect(agency.getByRole("progressbar", { name: new RegExp(file.name) })).toHaveJSProperty("value", 100);
    }
    await expect(
      agency.getByText(/Receipt number [A-Z2-9]{5}-[A-Z2-9]{5}\. Files received for this request: 3\./),
    ).toBeVisible();
    await agency.context().close();

    await managerPage.goto(detailsUrl);
    await waitForHydration(managerPage);
    for (const file of THREE_FILES) {
      const download = managerPage.waitForEvent("download");
      await managerPage.getByRole("link", { name: `Download ${file.name}` }).click();
      const saved = await (await download).path();
      expect((await readFile(saved!)).equals(file.buffer)).toBe(true);
    }
    await managerPage.reload();
    const log = managerPage.getByRole("table", { name: "Downloads, newest first" });
    for (const file of THREE_FILES) await expect(log.getByRole("row").filter({ hasText: file.name })).toHaveCount(1);
    await expect(log.getByRole("row").filter({ hasText: "127.0.0.1" })).toHaveCount(3);
    await expectNoAxeViolations(managerPage);

    // The Uploads tab groups them under the request; the Total Uploads card counts them.
    await managerPage.goto("/manager-dashboard?tab=uploads");
    const group = managerPage
      .getByRole("list", { name: "Upload requests, newest first" })
      .getByRole("listitem")
      .first();
    await expect(group).toContainText("Bright Path Center");
    await expect(group).toContainText("3 files");
    await expect(managerPage.getByRole("listitem").filter({ hasText: "Total Uploads" })).toContainText("3");
  });

  test("refused: a file whose bytes are not its type, and one over 25 MB; another request's link shows none of it", async ({
    browser,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    const { link } = await createRequest("Lakeside Therapy Group");
    const agency = await agencyPage(browser, link);
    await waitForHydration(agency);
    await agency.getByRole("checkbox", { name: /Business Associate Agreement/ }).check();
    await agency.getByLabel("Files", { exact: true }).setInputFiles([
      { name: "audit.pdf", mimeType: "application/pdf", buffer: PNG },
      {
        name: "scan.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([pdf("big"), Buffer.alloc(25 * 1024 * 1024)]),
      },
      { name: "ok.pdf", mimeType: "application/pdf", buffer: pdf("fine") },
    ]);
    await agency.getByRole("button", { name: "Send files" }).click();
    await expect(agency.getByText("audit.pdf: this is not a readable PDF file.", { exact: false })).toBeVisible();
    await expect(agency.getByText("scan.pdf: this file is larger than 25 MB.", { exact: false })).toBeVisible();
    await expect(agency.getByText("ok.pdf: received")).toBeVisible();
    await expect(agency.getByText(/Files received for this request: 1\./)).toBeVisible();

    // The first request's page (another agency's link) shows its own count only, no file names.
    const other = await createRequest("North Star Autism");
    const otherPage = await agencyPage(browser, other.link);
    await expect(otherPage.getByText("Files received so far")).toBeVisible();
    await expect(otherPage.getByRole("main")).not.toContainText("ok.pdf");
    await expect(otherPage.getByRole("main")).not.toContainText("Lakeside");
    await agency.context().close();
    await otherPage.context().close();
  });

  test("a revoked link is one clear page with 410 until it is reopened; an unknown one 404", async ({
    browser,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 4(04|10)/);
    const { link } = await createRequest("Revoked Agency");
    await waitForHydration(managerPage);
    await managerPage.getByRole("button", { name: "Revoke link" }).click();
    await managerPage
      .getByRole("dialog", { name: "Revoke this upload link?" })
      .getByRole("button", { name: "Revoke link" })
      .click();
    await expect(managerPage.getByText("Revoked", { exact: true }).first()).toBeVisible();
    const agency = await (await browser.newContext()).newPage();
    const revoked = await agency.goto(link);
    expect(revoked?.status()).toBe(410);
    await expect(agency.getByRole("heading", { name: "This upload link cannot be used" })).toBeVisible();
    const unknown = await agency.goto(`${server.baseURL}/upload/${"B".repeat(43)}`);
    expect(unknown?.status()).toBe(404);
    await expect(agency.getByRole("heading", { name: "This upload link cannot be used" })).toBeVisible();
    await expectNoAxeViolations(agency);

    // Reopened from the request's page: the same link works again, and the history says who did what.
    await waitForHydration(managerPage);
    await managerPage.getByRole("button", { name: "Reopen link" }).click();
    await expect(managerPage.getByText("The link works again.", { exact: false })).toBeVisible();
    const history = managerPage.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem")).toHaveCount(3);
    await expect(history).toContainText("Reopened the link (Works for 14 days from then)");
    await expectNoAxeViolations(managerPage);
    const reopened = await agency.goto(link);
    expect(reopened?.status()).toBe(200);
    await expect(agency.getByRole("heading", { name: "Send documents securely" })).toBeVisible();
    await agency.context().close();
  });

  test("a lost answer or a proxy's error page: the file is not confirmed, the rest not sent, and a reload shows what arrived", async ({
    browser,
  }) => {
    const { link } = await createRequest("Lakeside Family Services");
    const agency = await agencyPage(browser, link);
    await waitForHydration(agency);
    let sends = 0;
    await agency.route("**/upload/*/file", async (route) => {
      sends += 1;
      if (sends === 1) {
        await route.fetch(); // The server stores the first file…
        await route.abort("connectionreset"); // …and its answer never reaches the page.
      } else {
        await route.fulfill({ status: 502, contentType: "text/html", body: "<html><h1>502 Bad Gateway</h1></html>" });
      }
    });
    const [first, second] = THREE_FILES;
    await agency.getByRole("checkbox", { name: /Business Associate Agreement/ }).check();
    await agency.getByLabel("Files", { exact: true }).setInputFiles([first!, second!]);
    await agency.getByRole("button", { name: "Send files" }).click();
    await expect(agency.getByText(`${first!.name}: not confirmed`)).toBeVisible();
    await expect(agency.getByText(/may or may not have arrived/)).toBeVisible();
    await expect(agency.getByText(`${second!.name}: not received`)).toBeVisible();
    await expect(agency.getByText("Not sent.")).toBeVisible();

    await agency.getByLabel("Files", { exact: true }).setInputFiles([second!]);
    await agency.getByRole("button", { name: "Send files" }).click();
    await expect(agency.getByText(`${second!.name}: not confirmed`)).toBeVisible();
    expect(sends).toBe(2);

    await agency.reload();
    await expect(agency.getByRole("definition").last()).toHaveText("1");
    await agency.context().close();
  });

  test("wrong passcodes are refused on the passcode's own step until the limit, then even the right one waits (without JavaScript)", async ({
    browser,
  }) => {
    const { link } = await createRequest("Passcode Agency", "harbor-light-42");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const agency = await context.newPage();
    const attempt = async (passcode: string) => {
      await agency.goto(link);
      // The step asks for the passcode alone: no file can be chosen before it is right.
      await expect(agency.getByLabel("Files", { exact: true })).toHaveCount(0);
      await agency.getByLabel("Passcode").fill(passcode);
      await agency.getByRole("button", { name: "Continue" }).click();
    };
    for (let index = 1; index <= 5; index++) {
      await attempt(`wrong-${index}`);
      await expect(agency.getByText("That passcode is not right.", { exact: false })).toBeVisible();
    }
    await attempt("harbor-light-42");
    await expect(
      agency.getByText(`Too many wrong passcodes. Please wait 15 minutes and try again, or call us at ${firm.phone}.`),
    ).toBeVisible();
    await context.close();
  });

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    test(`the passcode step comes first at ${width} px, fits the screen, and the files step then sends (with and without JavaScript)`, async ({
      browser,
    }) => {
      const { link, detailsUrl } = await createRequest(`Step Agency ${width}`, "lantern-bay-77");
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height } });
        const agency = await context.newPage();
        await agency.goto(link);
        if (javaScriptEnabled) await waitForHydration(agency);
        await expect(agency.getByRole("heading", { name: "Enter the passcode" })).toBeVisible();
        await expect(agency.getByText(`${firm.name}, for Step Agency ${width}`)).toBeVisible();
        await expect(agency.getByLabel("Files", { exact: true })).toHaveCount(0);
        expect(await widerThanScreen(agency)).toEqual([]);
        // axe runs in the page's own JavaScript: with it off, the same markup was checked in the run with it on.
        if (javaScriptEnabled) await expectNoAxeViolations(agency);
        // Keyboard: the passcode box takes the typing, Enter sends the step.
        await agency.getByLabel("Passcode").fill("lantern-bay-77");
        await agency.getByLabel("Passcode").press("Enter");
        await expect(agency.getByLabel("Files", { exact: true })).toBeVisible();
        await expect(agency.getByLabel("Passcode")).toHaveCount(0);
        expect(await widerThanScreen(agency)).toEqual([]);
        if (javaScriptEnabled) await expectNoAxeViolations(agency);
        if (javaScriptEnabled) await waitForHydration(agency);
        await agency.getByRole("checkbox", { name: /Business Associate Agreement/ }).check();
        await agency
          .getByLabel("Files", { exact: true })
          .setInputFiles([{ name: `step-${javaScriptEnabled}.pdf`, mimeType: "application/pdf", buffer: pdf("step") }]);
        await agency.getByRole("button", { name: "Send files" }).click();
        await expect(agency.getByText(/Receipt number [A-Z2-9]{5}-[A-Z2-9]{5}\./)).toBeVisible();
        await context.close();
      }
      await managerPage.goto(detailsUrl);
      await expect(managerPage.getByText("Files (2)")).toBeVisible();
    });
  }

  test("no file under DATA_DIR holds a marker from a document or a résumé; a changed stored file is refused", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 500/);
    const application = applicationMultipart("Robin Marker", "intake-marker");
    application.resume.buffer = pdf(`Résumé ${RESUME_MARKER}`);
    const applied = await page.request.post("/careers", {
      multipart: application,
      headers: { Origin: server.baseURL },
    });
    expect(applied.status()).toBeLessThan(400);

    const files = await filesUnder(server.dataDir);
    expect(files.some((file) => file.includes(`${path.sep}db${path.sep}`))).toBe(true);
    for (const file of files) {
      const bytes = await readFile(file);
      expect(bytes.includes(MARKER), file).toBe(false);
      expect(bytes.includes(RESUME_MARKER), file).toBe(false);
    }

    // Change one byte of the newest stored file (the résumé) and download it as the manager.
    const stored = await filesUnder(path.join(server.dataDir, "files"));
    const times = await Promise.all(stored.map(async (file) => ({ file, at: (await stat(file)).mtimeMs })));
    const newest = times.sort((a, b) => b.at - a.at)[0]!.file;
    await flipByte(newest, 40);

    await managerPage.goto("/manager-dashboard?tab=applications");
    await managerPage
      .getByRole("link", { name: /Robin Marker/ })
      .first()
      .click();
    const href = await managerPage.getByRole("link", { name: "Download resume" }).getAttribute("href");
    const response = await managerPage.request.get(href!);
    expect(response.status()).toBe(500);
    const body = await response.text();
    expect(body).toContain("failed its integrity check");
    expect(body).not.toContain(RESUME_MARKER);
    // The manager clicking the link is told why, not only that it failed.
    await managerPage.getByRole("link", { name: "Download resume" }).click();
    await expect(managerPage.getByText("Failed to download file.")).toBeVisible();
    await expect(managerPage.getByText(/failed its integrity check/)).toBeVisible();
  });
});
