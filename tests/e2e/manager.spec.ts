// The manager's journeys, in a real browser against the production build. The manager is created with the CLI,
// which must refuse while a server holds the data directory (PGlite allows one process). So this file starts a
// server of its own, on its own port and data directory, AFTER running the CLI — the shared test server starts
// before any setup could run the CLI against its directory.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Cookie, Page } from "@playwright/test";
import { SITE_NAME } from "../../app/content/site";
import { SUBMIT_TIMEOUT_MS } from "../../app/lib/answer-or-failure";
import { runManagerCli, runManagerCliOrThrow } from "../support/manager-cli";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { failDataPosts, fillApplicationBasics, samplePdf, uniqueEmail } from "./form-helpers";

const PORT = Number(process.env.E2E_PORT ?? 4317) + 1000;
const BASE_URL = `http://localhost:${PORT}`;
const MANAGER = { email: "dana.manager@example.com", password: "a long e2e manager password" };
const REVOKED = { email: "former.manager@example.com", password: "another long e2e password" };
const ADMIN = { email: "lee.admin@example.com", password: "an admin's long e2e password" };
const BCBA = "Board Certified Behavior Analyst (BCBA)";

/** `npm run manager -- …`, exactly as the operator runs it, against `dataDir`; rejects when the command fails. */
const managerCli = (dataDir: string, args: string[], password?: string) =>
  runManagerCliOrThrow(dataDir, args, { password });

/** Upload rows (visitors have no way to make them yet), written before the server opens the directory. */
async function seedUploads(dataDir: string) {
  const { openDatabase } = await import("../../app/.server/db/client.ts");
  const { uploads } = await import("../../app/.server/db/schema.ts");
  const { createLocalFileStorage, newStorageKey } = await import("../../app/.server/files/storage.ts");
  const key = newStorageKey();
  await createLocalFileStorage(path.join(dataDir, "files")).put(key, samplePdf().buffer);
  const opened = await openDatabase({ dataDir });
  try {
    await opened.db.insert(uploads).values([
      {
        senderName: "North Star Autism Center",
        documentTitle: "Corrective action plan",
        submissionType: "Audit preparation",
        filePath: key,
        fileName: "corrective-action-plan.pdf",
        fileType: "application/pdf",
        fileSize: samplePdf().buffer.byteLength,
      },
      { senderName: "Lakeside Therapy Group", documentTitle: "Staff roster", submissionType: "Training oversight" },
    ]);
  } finally {
    await opened.close();
  }
}

test.describe("manager access", () => {
  // One server for the file, so its tests share one worker and run in order (a failure does not skip the rest).
  test.describe.configure({ mode: "default" });
  test.use({ baseURL: BASE_URL });

  let dataDir = "";
  let server: ChildProcess | null = null;
  let serverLog = "";

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = await mkdtemp(path.join(tmpdir(), "eidbi-e2e-manager-"));
    await managerCli(dataDir, ["create", "--email", MANAGER.email], MANAGER.password);
    await managerCli(dataDir, ["create", "--email", REVOKED.email, "--role", "admin"], REVOKED.password);
    await managerCli(dataDir, ["revoke", "--email", REVOKED.email]);
    await managerCli(dataDir, ["create", "--email", ADMIN.email, "--role", "admin"], ADMIN.password);
    await seedUploads(dataDir);

    // The test entry: the production server plus the fault switch (tests/support/e2e-server.ts).
    server = spawn(process.execPath, ["tests/support/e2e-server.ts"], {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        DATABASE_URL: "",
        // The failure journeys sign in many times: each gives itself a client address of its own (ownClientIp),
        // so the sign-in limit per address (10 per 5 minutes) is met by none of them.
        TRUST_PROXY: "1",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    server.stderr?.on("data", (chunk) => {
      serverLog += String(chunk);
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      const ok = await fetch(`${BASE_URL}/healthz`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > deadline || server.exitCode !== null) {
        throw new Error(`The manager test server did not start:\n${serverLog}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test("the CLI refuses to touch the data directory while the server runs", async () => {
    const refused = await runManagerCli(dataDir, ["list"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("cannot run while the server uses this data directory");
  });

  test("an anonymous visitor of a manager page lands on the sign-in, and no manager data or file is served", async ({
    page,
    request,
  }) => {
    await page.goto("/manager-dashboard");
    await expect(page).toHaveURL(`${BASE_URL}/manager-login`);
    await page.goto("/manager-dashboard?tab=applications");
    await expect(page).toHaveURL(`${BASE_URL}/manager-login?redirectTo=%2Fmanager-dashboard%3Ftab%3Dapplications`);
    const data = await request.get("/manager-dashboard.data", { maxRedirects: 0 });
    expect(await data.text()).not.toContain("summary");
    for (const url of ["/manager-dashboard/export.csv", `/manager-dashboard/files/resume/${crypto.randomUUID()}`]) {
      expect((await request.get(url, { maxRedirects: 0 })).status()).toBe(401);
    }
    // Opened in the browser, a file link goes to the sign-in too, which will come back to it.
    const file = `/manager-dashboard/files/resume/${crypto.randomUUID()}`;
    await page.goto(file);
    await expect(page).toHaveURL(`${BASE_URL}/manager-login?redirectTo=${encodeURIComponent(file)}`);
  });

  test("a revoked user sees Access Denied and is not let in", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 403/);
    await signIn(page, REVOKED);
    await expect(page.getByText("Access Denied").first()).toBeVisible();
    await expect(page.getByText("You do not have manager privileges.").first()).toBeVisible();
    await page.waitForTimeout(1200);
    await expect(page).toHaveURL(/\/manager-login$/);
    await page.goto("/manager-dashboard");
    await expect(page).toHaveURL(`${BASE_URL}/manager-login`);
  });

  test("a wrong password gets Login Failed with the server's message", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401/);
    await signIn(page, { email: MANAGER.email, password: "not the right password" });
    await expect(page.getByText("Login Failed").first()).toBeVisible();
    await expect(page.getByText("Invalid email or password").first()).toBeVisible();
    await expect(page).toHaveURL(/\/manager-login$/);
    // The toast goes after a few seconds; the message under the form stays.
    const inline = page.getByRole("alert").filter({ hasText: "Login Failed" });
    await expect(inline).toContainText("Invalid email or password");
    await expect(page.getByRole("listitem").filter({ hasText: "Login Failed" })).toHaveCount(0, { timeout: 10_000 });
    await expect(inline).toBeVisible();
  });

  for (const failure of ["abort", "502", "hang"] as const) {
    test(`sign-in: a ${failure} answer says An unexpected error occurred., keeps the entries, and a retry signs in`, async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 502|net::ERR_/);
      await ownClientIp(page);
      if (failure === "hang") await page.clock.install();
      await page.goto("/manager-login");
      await waitForHydration(page);
      await page.getByLabel("Email").fill(MANAGER.email);
      await page.getByLabel("Password").fill(MANAGER.password);
      await failDataPosts(page, "/manager-login", failure);
      await page.getByRole("button", { name: "Sign In" }).click();
      if (failure === "hang") {
        await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
        await page.clock.fastForward(SUBMIT_TIMEOUT_MS);
      }
      await expect(page.getByRole("alert").filter({ hasText: "An unexpected error occurred." })).toBeVisible();
      await expect(page.getByLabel("Email")).toHaveValue(MANAGER.email);
      await expect(page.getByLabel("Password")).toHaveValue(MANAGER.password);
      await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();

      await page.unrouteAll({ behavior: "ignoreErrors" });
      await page.getByRole("button", { name: "Sign In" }).click();
      if (failure === "hang") await page.clock.fastForward(2000);
      await expect(page).toHaveURL(/\/manager-dashboard$/);
      // The welcome toast is about the sign-in page: it does not follow the manager onto the dashboard.
      await expect(page.getByText("Redirecting to dashboard...")).toHaveCount(0);
    });
  }

  for (const failure of ["abort", "502", "hang"] as const) {
    test(`toggle: a ${failure} answer says Failed to update status., keeps the row Pending, and a retry works`, async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 502|net::ERR_/);
      await ownClientIp(page);
      const name = `Toggle ${failure} ${Date.now()}`;
      await sendContactMessage(page, name, "A message for the toggle failure test.");
      if (failure === "hang") await page.clock.install();
      await signIn(page, MANAGER);
      if (failure === "hang") await page.clock.fastForward(2000);
      await expect(page).toHaveURL(/\/manager-dashboard$/);
      await waitForHydration(page);
      const row = page.getByRole("row").filter({ hasText: name });
      await expect(row).toContainText("Pending");
      await failDataPosts(page, "/manager-dashboard", failure);
      await row.getByRole("button", { name: `Mark as responded (inquiry from ${name})` }).click();
      if (failure === "hang") await page.clock.fastForward(SUBMIT_TIMEOUT_MS);
      await expect(page.getByText("Failed to update status.")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Manager Dashboard" })).toBeVisible();
      await expect(row).toContainText("Pending");

      await page.unrouteAll({ behavior: "ignoreErrors" });
      await row.getByRole("button", { name: `Mark as responded (inquiry from ${name})` }).click();
      await expect(page.getByText("Marked as responded.")).toBeVisible();
      await expect(row).toContainText("Responded");
    });
  }

  test("without JavaScript, a list row's toggle posts as a form: the lead is marked responded, then pending", async ({
    page,
    browser,
  }) => {
    await ownClientIp(page);
    const name = `Toggle NoScript ${Date.now()}`;
    await sendContactMessage(page, name, "A message for the toggle without JavaScript.");
    await openDashboard(page, MANAGER);
    const noScript = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    await noScript.addCookies(await page.context().cookies());
    const plain = await noScript.newPage();
    await plain.goto("/manager-dashboard");
    const row = plain.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Pending");
    await row.getByRole("button", { name: `Mark as responded (inquiry from ${name})` }).click();
    await expect(row).toContainText("Responded");
    await row.getByRole("button", { name: `Mark as pending (inquiry from ${name})` }).click();
    await expect(row).toContainText("Pending");
    await noScript.close();
  });

  test("a contact message whose answer was lost after the server stored it is stored once when sent again", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/net::ERR_/);
    await ownClientIp(page);
    const name = `Lost Answer ${Date.now()}`;
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("lost-answer"));
    await page.getByLabel("Message", { exact: true }).fill("This message is sent twice but must be stored once.");
    let reachedServer = 0;
    await page.route(
      (url) => url.pathname === "/contact.data" || url.pathname === "/contact/_.data",
      async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        const answer = await route.fetch(); // the server stores the message and answers...
        reachedServer += answer.ok() ? 1 : 0;
        await route.abort("connectionreset"); // ...but the answer never reaches the browser
      },
    );
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Failed to send message. Please try again.").first()).toBeVisible();
    expect(reachedServer).toBe(1);

    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "We received your message" })).toBeVisible();

    await signIn(page, MANAGER);
    await expect(page).toHaveURL(/\/manager-dashboard$/);
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  });

  test("a manager created with the CLI reviews a new inquiry and application end to end", async ({ page }) => {
    test.setTimeout(180_000);
    const visitor = `Avery Q${Date.now().toString(36)}`;
    const applicant = `Jordan K${Date.now().toString(36)}`;
    await sendContactMessage(page, visitor, "Could you review our QP supervision notes before the state audit?");
    await sendContactMessage(page, "Someone Else", "A second message that the search should leave out.");
    await applyAsBcba(page, applicant);

    // Sign in: the button says Signing in..., then Welcome Manager, then the dashboard a second later.
    await page.goto("/manager-login");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.route(
      (url) => url.pathname.startsWith("/manager-login"),
      async (route) => {
        if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      },
    );
    await page.getByLabel("Email").fill(MANAGER.email);
    await page.getByLabel("Password").fill(MANAGER.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await expect(page.getByText("Welcome Manager")).toBeVisible();
    await expect(page.getByText("Redirecting to dashboard...")).toBeVisible();
    await expect(page).toHaveURL(/\/manager-dashboard$/);

    // The dashboard: summary cards, the inquiry at the top, Pending, an en-US date.
    await expect(page.getByRole("heading", { name: "Manager Dashboard" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${MANAGER.email} (Manager)`)).toBeVisible();
    for (const label of ["Total Inquiries", "Pending Inquiries", "Total Applications", "Pending Applications"]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(summaryValue(page, "Total Uploads")).toHaveText("2");
    await expect(page.getByRole("link", { name: "Inquiries" })).toHaveAttribute("aria-current", "page");
    const firstRow = page.getByRole("row").nth(1);
    await expect(firstRow).toContainText("Someone Else");
    const row = page.getByRole("row").filter({ hasText: visitor });
    await expect(row).toContainText("Pending");
    await expect(row.getByRole("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/);
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    // Search narrows the list to the one inquiry.
    await page.getByLabel("Search").fill(visitor);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(visitor).replace(/%20/g, "\\+")}`));
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(page.getByRole("row").nth(1)).toContainText(visitor);

    // Export CSV of the current filter: exactly that inquiry.
    const csvDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const csv = await readFile((await (await csvDownload).path())!, "utf8");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"Name","Email"');
    expect(lines[1]).toContain(`"${visitor}"`);
    // Received in Central time, in a form spreadsheets read as a date, then in ISO 8601.
    expect(lines[1]).toMatch(/^"\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2} (AM|PM)","\d{4}-\d{2}-\d{2}T[\d:.]+Z",/);
    expect(lines[1]).toContain("QP supervision notes");

    // Details, toggled both ways, with the change reflected in the list.
    await page.getByRole("link", { name: `View details (inquiry from ${visitor})` }).click();
    await expect(page.getByRole("heading", { name: `Inquiry from ${visitor}` })).toBeVisible();
    await expect(page.getByText("Could you review our QP supervision notes before the state audit?")).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Mark as responded" }).click();
    await expect(page.getByText("Marked as responded.")).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: /^Responded$/ })).toBeVisible();
    await page.getByRole("button", { name: "Mark as pending" }).click();
    await expect(page.getByText("Marked as pending.")).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: /^Pending$/ })).toBeVisible();
    await page.getByRole("button", { name: "Mark as responded" }).click();
    await expect(page.getByRole("button", { name: "Mark as pending" })).toBeVisible();

    // Printing shows the details only.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByText("Could you review our QP supervision notes before the state audit?")).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    await page.getByRole("link", { name: "Back to inquiries" }).click();
    await expect(page.getByRole("row").filter({ hasText: visitor })).toContainText("Responded");

    // The application: details with the role's answers, and the résumé downloads byte for byte.
    await page.getByRole("link", { name: "Applications" }).click();
    await expect(page).toHaveURL(/tab=applications/);
    const appRow = page.getByRole("row").filter({ hasText: applicant });
    await expect(appRow).toContainText(BCBA);
    await appRow.getByRole("link", { name: `View details (application from ${applicant})` }).click();
    await expect(page.getByRole("heading", { name: `Application from ${applicant}` })).toBeVisible();
    await expect(page.getByText("BCBA certification number")).toBeVisible();
    await expect(page.getByText("1-23-45678")).toBeVisible();
    await expect(page.getByText("M.A. in Applied Behavior Analysis, 2018")).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    // The voluntary answers are in their own section, closed until the reviewer opens it.
    await expect(page.getByRole("term").filter({ hasText: /^Gender$/ })).toBeHidden();
    await expect(page.getByText(VOLUNTARY.gender)).toBeHidden();
    await page.getByText("Voluntary self-identification", { exact: true }).click();
    await expect(page.getByText(VOLUNTARY.gender)).toBeVisible();
    await expect(page.getByText(VOLUNTARY.race)).toBeVisible();
    await expect(page.getByText(VOLUNTARY.veteran)).toBeVisible();
    await expectNoAxeViolations(page);
    const resumeDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download resume" }).click();
    const resume = await resumeDownload;
    expect(resume.suggestedFilename()).toBe("jordan-resume.pdf");
    expect((await readFile((await resume.path())!)).equals(samplePdf().buffer)).toBe(true);
    // The inquiry's toasts (4 s each) may still be up: let them go, so the one below is this click's.
    await expect(page.getByText("Marked as responded.")).toHaveCount(0, { timeout: 10_000 });
    await page.getByRole("button", { name: "Mark as responded" }).click();
    await expect(page.getByText("Marked as responded.")).toBeVisible();

    // Sign out: home, and the dashboard is closed again.
    await page.getByRole("link", { name: "Back to applications" }).click();
    await expect(page.getByRole("row").filter({ hasText: applicant })).toContainText("Responded");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await page.goto("/manager-dashboard");
    await expect(page).toHaveURL(`${BASE_URL}/manager-login`);
  });

  test("uploads list sender, title, type and date; a file downloads, a row without one says so", async ({ page }) => {
    await openDashboard(page, MANAGER);
    await page.getByRole("link", { name: "Uploads" }).click();
    await expect(page).toHaveURL(/tab=uploads/);
    const withFile = page.getByRole("row").filter({ hasText: "Corrective action plan" });
    await expect(withFile).toContainText("North Star Autism Center");
    await expect(withFile).toContainText("Audit preparation");
    await expect(withFile.getByRole("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    const download = page.waitForEvent("download");
    await withFile.getByRole("link", { name: "Download (Corrective action plan)" }).click();
    expect((await readFile((await (await download).path())!)).equals(samplePdf().buffer)).toBe(true);
    await page.getByRole("button", { name: "Download (Staff roster)" }).click();
    await expect(page.getByText("No file available for download.")).toBeVisible();
  });

  test("a consultation request shows the visitor's words, its service and organization apart, and reply links", async ({
    page,
  }) => {
    const name = `Casey Q${Date.now().toString(36)}`;
    const email = uniqueEmail("casey");
    const words = "We are opening a second site in Rochester and need a licensing review.";
    await sendQuoteRequest(page, { name, email, words });
    await openDashboard(page, MANAGER);
    await waitForHydration(page);

    await expect(page.getByRole("columnheader")).toHaveText([
      "Received",
      "From",
      "Service",
      "Organization",
      "Message",
      "Status",
      "Actions",
    ]);
    const row = page.getByRole("row").filter({ hasText: name });
    const cells = row.getByRole("cell");
    await expect(cells.nth(2)).toHaveText("Licensing Support");
    await expect(cells.nth(3)).toHaveText("Rochester Autism Center");
    await expect(cells.nth(4)).toHaveText(words);
    await expect(row.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(row.getByRole("link", { name: "(507) 555-0140" })).toHaveAttribute("href", "tel:+15075550140");
    const subject = `Your consultation request: Licensing Support – ${SITE_NAME}`;
    await expect(row.getByRole("link", { name: `Reply by e-mail (${name})` })).toHaveAttribute(
      "href",
      `mailto:${email}?subject=${encodeURIComponent(subject)}`,
    );

    await row.getByRole("link", { name: `View details (inquiry from ${name})` }).click();
    await expect(page.getByRole("heading", { name: `Inquiry from ${name}` })).toBeVisible();
    const field = (label: string) => page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) });
    await expect(field("Service").locator("xpath=following-sibling::dd[1]")).toHaveText("Licensing Support");
    await expect(field("Organization").locator("xpath=following-sibling::dd[1]")).toHaveText("Rochester Autism Center");
    await expect(field("Message").locator("xpath=following-sibling::dd[1]")).toHaveText(words);
    await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
      "href",
      `mailto:${email}?subject=${encodeURIComponent(subject)}`,
    );
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    // Printing keeps the details and drops the actions.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("link", { name: "Reply by e-mail" })).toBeHidden();
    await expect(page.getByText(words)).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    // The CSV of this one request: its columns, the time as a spreadsheet reads it, the visitor's own words.
    await page.goto(`/manager-dashboard?q=${encodeURIComponent(name)}`);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const lines = (await readFile((await (await download).path())!, "utf8"))
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Received (Central time)","Received (UTC, ISO 8601)","Name","Email","Phone","Sent through","Service","Organization","Message","Status","Outcome","Assigned to","Call state","Call time (Central time)","Call time (UTC, ISO 8601)","Landing page","Referrer","utm_source","utm_medium","utm_campaign","utm_term","utm_content"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^"\\d{1,2}/\\d{1,2}/\\d{4} \\d{1,2}:\\d{2} (AM|PM)","[^"]+Z","${name}","${email}","\\(507\\) 555-0140","Consultation request","Licensing Support","Rochester Autism Center","${words}","Pending","Open"(,""){4},"/quote"(,""){6}$`,
      ),
    );
  });

  test("on a phone the lists are cards and the summary is a card per table, one under the other", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await sendContactMessage(page, "Morgan Phone", "A message to read on a phone.");
    await openDashboard(page, MANAGER);
    await waitForHydration(page);

    // Nothing scrolls sideways, and the table gives way to cards.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole("table")).toBeHidden();
    const cards = page.getByRole("list", { name: "Inquiries, newest first" }).getByRole("listitem");
    const card = cards.filter({ hasText: "Morgan Phone" });
    await expect(card.getByRole("time")).toHaveText(/^(just now|\d+ minutes? ago)$/);
    await expect(card.getByText("Pending", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: "View details (inquiry from Morgan Phone)" })).toBeVisible();
    await expect(card.getByRole("link", { name: "Reply by e-mail (Morgan Phone)" })).toBeVisible();
    const toggle = card.getByRole("button", { name: "Mark as responded (inquiry from Morgan Phone)" });
    await expect(toggle).toBeVisible();

    // Each card fits the screen, one under the other; in a card the name and status lead, the actions follow.
    const boxes = await cards.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
      }),
    );
    expect(boxes.length).toBeGreaterThan(0);
    for (const [i, box] of boxes.entries()) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
      if (i > 0) expect(box.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
    }
    const nameBox = (await card.getByText("Morgan Phone", { exact: true }).boundingBox())!;
    const statusBox = (await card.getByText("Pending", { exact: true }).boundingBox())!;
    const toggleBox = (await toggle.boundingBox())!;
    expect(Math.abs(nameBox.y - statusBox.y)).toBeLessThan(12);
    expect(statusBox.x).toBeGreaterThan(nameBox.x + nameBox.width);
    expect(toggleBox.y).toBeGreaterThan(nameBox.y + nameBox.height);

    // The summary: a card per table, one under the other (side by side they cut off the Overdue figures), each
    // card's figures inside it, every figure still named in full for screen readers.
    const summary = page.getByRole("region", { name: "Summary" });
    const groups = await summary.getByRole("list").evaluateAll((lists) =>
      lists.map((list) => {
        const box = list.getBoundingClientRect();
        return {
          top: Math.round(box.top),
          right: box.right,
          cardRight: list.parentElement!.getBoundingClientRect().right,
        };
      }),
    );
    expect(groups).toHaveLength(3);
    expect(new Set(groups.map((group) => group.top)).size).toBe(3);
    for (const group of groups) expect(group.right).toBeLessThanOrEqual(Math.min(group.cardRight, 390));
    await expect(summaryValue(page, "Total Uploads")).toHaveText("2");
    await expect(summary.getByText("Pending Applications", { exact: true })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await toggle.click();
    await expect(page.getByText("Marked as responded.")).toBeVisible();
    await expect(card.getByText("Responded", { exact: true })).toBeVisible();

    // The uploads as cards too, with their download; and a details page without sideways scrolling.
    await page.getByRole("link", { name: "Uploads" }).click();
    const upload = page
      .getByRole("list", { name: "Uploads, newest first" })
      .getByRole("listitem")
      .filter({ hasText: "North Star Autism Center" });
    await expect(upload).toContainText("Corrective action plan (Audit preparation)");
    await expect(upload.getByRole("link", { name: "Download (Corrective action plan)" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Inquiries" }).click();
    await card.getByRole("link", { name: "View details (inquiry from Morgan Phone)" }).click();
    await expect(page.getByRole("heading", { name: "Inquiry from Morgan Phone" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("only an admin can add voluntary self-identification to the applications CSV", async ({ page }) => {
    test.setTimeout(90_000);
    const applicant = `Robin V${Date.now().toString(36)}`;
    await applyAsBcba(page, applicant);
    const exportHeader = async () => {
      await page.goto(`/manager-dashboard?tab=applications&q=${encodeURIComponent(applicant)}`);
      await waitForHydration(page);
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export CSV" }).click();
      const text = await readFile((await (await download).path())!, "utf8");
      return text
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
    };

    await openDashboard(page, MANAGER);
    const asManager = await exportHeader();
    await expect(page.getByLabel("Include voluntary self-identification")).toHaveCount(0);
    expect(asManager).toHaveLength(2);
    expect(asManager[0]).not.toContain("Gender");
    expect(asManager[1]).not.toContain(VOLUNTARY.race);

    await openDashboard(page, ADMIN);
    expect(await exportHeader()).toEqual(asManager);
    await expectNoAxeViolations(page);
    await page.getByLabel("Include voluntary self-identification").check();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const lines = (await readFile((await (await download).path())!, "utf8")).trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/,"Gender","Race or ethnicity","Veteran status"$/);
    expect(lines[1]).toMatch(new RegExp(`,"${VOLUNTARY.gender}","${VOLUNTARY.race}","${VOLUNTARY.veteran}"$`));
  });

  test("when the dashboard's data cannot be loaded, the page says Failed to load dashboard data.", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 500/);
    await openDashboard(page, MANAGER);
    await waitForHydration(page);
    // The next data request fails as if the server had lost its database mid-session.
    await page.route(/\/manager-dashboard\.data/, (route) => route.fulfill({ status: 500, body: "Internal error" }));
    await page.getByRole("link", { name: "Applications" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to load dashboard data." })).toBeVisible();
    await page.unroute(/\/manager-dashboard\.data/);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Manager Dashboard" })).toBeVisible();
    await expect(page.getByText("Total Inquiries", { exact: true })).toBeVisible();
  });

  test("the manager pages have their own frame: no public footer and no chat", async ({ page }) => {
    await openDashboard(page, MANAGER);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Chat with us" })).toHaveCount(0);
    // A public page, for comparison, has both.
    await page.goto("/contact");
    await waitForHydration(page);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeVisible();
  });

  test("an already signed-in manager visiting the login page goes to the dashboard", async ({ page }) => {
    await openDashboard(page, MANAGER);
    await page.goto("/manager-login");
    await expect(page).toHaveURL(/\/manager-dashboard$/);
  });

  test("when saving fails the toggle reverts and says Failed to update status.", async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 500/);
    await sendContactMessage(page, "Riley Fault", "A message for the failure test.");
    await openDashboard(page, MANAGER);
    await waitForHydration(page);
    const row = page.getByRole("row").filter({ hasText: "Riley Fault" });
    await expect(row).toContainText("Pending");
    // Only this inquiry's update fails: the fault switch is told its uuid (other tests write at the same time).
    const detailsHref = await row.getByRole("link", { name: /View details/ }).getAttribute("href");
    const id = detailsHref?.match(/\/inquiries\/([^/]+)$/)?.[1];
    expect(id, `an inquiry id in ${detailsHref}`).toBeTruthy();
    expect((await request.post("/__test/faults", { form: { db: "down", marker: id! } })).status()).toBe(200);
    try {
      await row.getByRole("button", { name: "Mark as responded (inquiry from Riley Fault)" }).click();
      await expect(page.getByText("Failed to update status.")).toBeVisible();
      await expect(row).toContainText("Pending");
      await expect(row.getByRole("button", { name: "Mark as responded (inquiry from Riley Fault)" })).toBeVisible();
    } finally {
      await request.post("/__test/faults", { form: { db: "up", marker: id! } });
    }
  });
});

let clientIpCounter = 0;
/** From now on the page's requests come from an address no other test uses (the server trusts X-Forwarded-For). */
async function ownClientIp(page: Page) {
  clientIpCounter += 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.113.${clientIpCounter}` });
}

const sessionCookies = new Map<string, Cookie[]>();

/**
 * Opens the dashboard as `who`: through the sign-in form the first time, then with that session's cookies. Sign-in
 * is throttled per client IP, and every test here comes from the same one.
 */
async function openDashboard(page: Page, who: { email: string; password: string }) {
  const cookies = sessionCookies.get(who.email);
  await page.context().clearCookies();
  if (cookies) {
    await page.context().addCookies(cookies);
    await page.goto("/manager-dashboard");
  } else {
    await signIn(page, who);
    await expect(page).toHaveURL(/\/manager-dashboard$/);
    sessionCookies.set(who.email, await page.context().cookies());
  }
  await expect(page).toHaveURL(/\/manager-dashboard$/);
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/manager-login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

function summaryValue(page: Page, label: string) {
  return page.getByRole("listitem").filter({ hasText: label }).getByText(/^\d+$/);
}

async function sendContactMessage(page: Page, name: string, message: string) {
  await page.goto("/contact");
  await waitForHydration(page);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("manager-e2e"));
  await page.getByLabel("Message", { exact: true }).fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent").filter({ visible: true })).toBeVisible();
}

/** The voluntary answers every test application gives. */
const VOLUNTARY = { gender: "Nonbinary", race: "Hmong American", veteran: "Protected veteran" };

async function sendQuoteRequest(page: Page, request: { name: string; email: string; words: string }) {
  await page.goto("/quote");
  await waitForHydration(page);
  await page.getByLabel("Your name").fill(request.name);
  await page.getByLabel("Email", { exact: true }).fill(request.email);
  await page.getByLabel("Phone", { exact: true }).fill("(507) 555-0140");
  await page.getByLabel("Organization (optional)").fill("Rochester Autism Center");
  await page.getByLabel("Service type").selectOption("Licensing Support");
  await page.getByLabel("How can we help?").fill(request.words);
  await page.getByRole("button", { name: "Request Consultation" }).click();
  await expect(page.getByText("Consultation Request Received").filter({ visible: true })).toBeVisible();
}

async function applyAsBcba(page: Page, fullName: string) {
  await page.goto("/careers");
  await waitForHydration(page);
  await page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: BCBA, exact: true }) })
    .getByRole("button", { name: "Apply Now" })
    .click();
  const form = page.getByRole("form", { name: `Apply: ${BCBA}` });
  await fillApplicationBasics(form, {
    fullName,
    email: uniqueEmail("manager-e2e-apply"),
    phone: "(763) 555-0105",
    resumeName: "jordan-resume.pdf",
    interest: "I want to help agencies serve families well.",
    position: "Behavior analyst, a Twin Cities autism center",
    school: "M.A. in Applied Behavior Analysis, 2018",
  });
  await form.getByLabel("BCBA certification number").fill("1-23-45678");
  await form.getByLabel("Gender").fill(VOLUNTARY.gender);
  await form.getByLabel("Race or ethnicity").fill(VOLUNTARY.race);
  await form.getByLabel("Veteran status").selectOption({ label: VOLUNTARY.veteran });
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application Submitted")).toBeVisible();
}
