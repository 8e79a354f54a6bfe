// The manager's journeys, in a real browser against the production build. The manager is created with the CLI,
// which must refuse while a server holds the data directory (PGlite allows one process). So this file starts a
// server of its own, on its own port and data directory, AFTER running the CLI — the shared test server starts
// before any setup could run the CLI against its directory.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { runManagerCli, runManagerCliOrThrow } from "../support/manager-cli";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { samplePdf, uniqueEmail } from "./form-helpers";

const PORT = Number(process.env.E2E_PORT ?? 4317) + 1000;
const BASE_URL = `http://localhost:${PORT}`;
const MANAGER = { email: "dana.manager@example.com", password: "a long e2e manager password" };
const REVOKED = { email: "former.manager@example.com", password: "another long e2e password" };
const BCBA = "Board Certified Behavior Analyst (BCBA)";

/** `npm run manager -- …`, exactly as the operator runs it, against `dataDir`; rejects when the command fails. */
const managerCli = (dataDir: string, args: string[], password?: string) =>
  runManagerCliOrThrow(dataDir, args, { password });

/** Upload rows (visitors have no way to make them yet), written before the server opens the directory. */
async function seedUploads(dataDir: string) {
  const { openDatabase } = await import("../../app/.server/db/client.ts");
  const { uploads } = await import("../../app/.server/db/schema.ts");
  const { createLocalFileStorage, newStorageKey } = await import("../../app/.server/storage.ts");
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
    await seedUploads(dataDir);

    server = spawn(process.execPath, ["server.ts"], {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        E2E: "1",
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        DATABASE_URL: "",
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

  test("an anonymous visitor of /manager-dashboard lands on /, and no manager data or file is served", async ({
    page,
    request,
  }) => {
    await page.goto("/manager-dashboard");
    await expect(page).toHaveURL(`${BASE_URL}/`);
    const data = await request.get("/manager-dashboard.data", { maxRedirects: 0 });
    expect(await data.text()).not.toContain("summary");
    for (const url of ["/manager-dashboard/export.csv", `/manager-dashboard/files/resume/${crypto.randomUUID()}`]) {
      expect((await request.get(url, { maxRedirects: 0 })).status()).toBe(401);
    }
  });

  test("a revoked user sees Access Denied and is not let in", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 403/);
    await signIn(page, REVOKED);
    await expect(page.getByText("Access Denied")).toBeVisible();
    await expect(page.getByText("You do not have manager privileges.")).toBeVisible();
    await page.waitForTimeout(1200);
    await expect(page).toHaveURL(/\/manager-login$/);
    await page.goto("/manager-dashboard");
    await expect(page).toHaveURL(`${BASE_URL}/`);
  });

  test("a wrong password gets Login Failed with the server's message", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401/);
    await signIn(page, { email: MANAGER.email, password: "not the right password" });
    await expect(page.getByText("Login Failed")).toBeVisible();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await expect(page).toHaveURL(/\/manager-login$/);
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
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csv = await readFile((await (await csvDownload).path())!, "utf8");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"Name","Email"');
    expect(lines[1]).toContain(`"${visitor}"`);
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
    await expect(page).toHaveURL(`${BASE_URL}/`);
  });

  test("uploads list sender, title, type and date; a file downloads, a row without one says so", async ({ page }) => {
    await signIn(page, MANAGER);
    await expect(page).toHaveURL(/\/manager-dashboard$/);
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

  test("when the dashboard's data cannot be loaded, the page says Failed to load dashboard data.", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 500/);
    await signIn(page, MANAGER);
    await expect(page).toHaveURL(/\/manager-dashboard$/);
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

  test("an already signed-in manager visiting the login page goes to the dashboard", async ({ page }) => {
    await signIn(page, MANAGER);
    await expect(page).toHaveURL(/\/manager-dashboard$/);
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
    await signIn(page, MANAGER);
    await expect(page).toHaveURL(/\/manager-dashboard$/);
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

async function applyAsBcba(page: Page, fullName: string) {
  await page.goto("/careers");
  await waitForHydration(page);
  await page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: BCBA, exact: true }) })
    .getByRole("button", { name: "Apply Now" })
    .click();
  const form = page.getByRole("form", { name: `Apply: ${BCBA}` });
  await form.getByLabel("Full name").fill(fullName);
  await form.getByLabel("Email", { exact: true }).fill(uniqueEmail("manager-e2e-apply"));
  await form.getByLabel("Phone", { exact: true }).fill("(763) 555-0105");
  await form.getByLabel("Résumé").setInputFiles(samplePdf("jordan-resume.pdf"));
  await form.getByLabel("Why are you interested in this role?").fill("I want to help agencies serve families well.");
  await form.getByLabel("Position 1", { exact: true }).fill("Behavior analyst, a Twin Cities autism center");
  await form.getByLabel("School or program 1", { exact: true }).fill("M.A. in Applied Behavior Analysis, 2018");
  await form
    .getByRole("group", { name: "Are you legally authorized to work in the United States?" })
    .getByLabel("Yes")
    .check();
  await form.getByRole("group", { name: "Do you have a criminal record?" }).getByLabel("No").check();
  await form
    .getByRole("group", { name: "Are you willing to take a pre-employment drug test?" })
    .getByLabel("Yes")
    .check();
  await form.getByLabel("BCBA certification number").fill("1-23-45678");
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application Submitted")).toBeVisible();
}
