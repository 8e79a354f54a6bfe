// Working a lead in the browser: a manager assigns an inquiry to themselves, writes a note and sets the outcome,
// and the history says who did what; an admin deletes an application after confirming, and the admin area shows
// the managers. The accounts come from the CLI before the server of this file starts.

import { runManagerCliOrThrow } from "../support/manager-cli";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { applicationMultipart, failDataPosts, uniqueEmail } from "./form-helpers";
import { signInAsManager } from "./manager-sign-in";
import { createManagerWithCli, runOnOwnServer } from "./own-server";

const PORT = Number(process.env.E2E_PORT ?? 4317) + 7002;
const MANAGER = { email: "ana.manager@example.com", password: "a long e2e manager password" };
const ADMIN = { email: "lee.admin@example.com", password: "a long e2e admin password" };
/** The name the CLI gives an account: its address's local part. */
const MANAGER_NAME = "ana.manager";

const server = runOnOwnServer({
  port: PORT,
  prepare: async (dataDir) => {
    await createManagerWithCli(dataDir, MANAGER.email, MANAGER.password);
    await runManagerCliOrThrow(dataDir, ["create", "--email", ADMIN.email, "--role", "admin"], {
      password: ADMIN.password,
    });
    await seedOverdueInquiry(dataDir);
  },
});

const OVERDUE_NAME = "Morgan Overdue";

/** A pending inquiry from ten days ago, written before the server opens the directory (PGlite: one process). */
async function seedOverdueInquiry(dataDir: string) {
  const { openDatabase } = await import("../../app/.server/db/client.ts");
  const { inquiries } = await import("../../app/.server/db/schema.ts");
  const opened = await openDatabase({ dataDir });
  try {
    await opened.db.insert(inquiries).values({
      source: "contact",
      name: OVERDUE_NAME,
      email: "morgan@example.org",
      message: "We wrote a while ago.",
      createdAt: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000),
    });
  } finally {
    await opened.close();
  }
}

test("a manager assigns an inquiry to themselves, adds a note, sets the outcome; the history records each", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const name = `Dana R${Date.now().toString(36)}`;
  const sent = await request.post("/quote", {
    headers: { Origin: server().baseURL },
    form: {
      name,
      email: uniqueEmail("lead-record"),
      phone: "612-555-0101",
      serviceType: "Licensing Support",
      message: "We are opening a second site.",
      website: "",
    },
  });
  expect(sent.status()).toBe(200);

  await signInAsManager(page, MANAGER);
  // The manager pages have their own frame: sections, who is signed in, Sign Out; no marketing footer or chat.
  await expect(page.getByRole("navigation", { name: "Manager sections" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(
    page.getByRole("navigation", { name: "Manager sections" }).getByRole("link", { name: "Admin" }),
  ).toHaveCount(0);

  await page
    .getByRole("link", { name: `View details (inquiry from ${name})` })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: `Inquiry from ${name}` })).toBeVisible();
  await waitForHydration(page);

  const owner = page.getByLabel("Assigned to");
  await owner.selectOption({ label: `${MANAGER_NAME} (me)` });
  await page.getByRole("button", { name: "Assign" }).click();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText(`Assigned: ${MANAGER_NAME} (by ${MANAGER_NAME})`);

  await page.getByLabel("Add a note").fill("Left a voicemail; <b>call back</b> Tuesday.");
  await page.getByRole("button", { name: "Add note" }).click();
  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes).toContainText("Left a voicemail; <b>call back</b> Tuesday.");
  await expect(page.getByLabel("Add a note")).toHaveValue("");
  await expect(history).toContainText(`Note added (by ${MANAGER_NAME})`);

  await page.getByLabel("Outcome").selectOption({ label: "Became a client" });
  await page.getByRole("button", { name: "Save outcome" }).click();
  await expect(history).toContainText(`Outcome set: Became a client (by ${MANAGER_NAME})`);
  await expect(history).toContainText("Received: Consultation request");
  // A manager cannot delete.
  await expect(page.getByRole("button", { name: "Delete lead" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // After a reload everything is still there.
  await page.reload();
  await expect(page.getByLabel("Assigned to")).toHaveValue(/.+/);
  await expect(page.getByLabel("Outcome")).toHaveValue("client");
  await expect(page.getByRole("region", { name: "Notes" })).toContainText("call back");
});

test("an admin deletes an application after confirming; it leaves the list; the admin area lists the managers", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const name = `Robin S${Date.now().toString(36)}`;
  const sent = await request.post("/careers", {
    headers: { Origin: server().baseURL },
    multipart: applicationMultipart(name, "lead-delete"),
  });
  expect(sent.status()).toBe(200);

  await signInAsManager(page, ADMIN);
  await page.goto("/manager-dashboard?tab=applications");
  await page
    .getByRole("link", { name: `View details (application from ${name})` })
    .first()
    .click();
  await waitForHydration(page);
  const remove = page.getByRole("button", { name: "Delete lead" });
  await remove.click();
  // Not confirmed: the browser keeps the form (the checkbox is required), nothing is deleted.
  await expect(page.getByRole("heading", { name: new RegExp(name) })).toBeVisible();
  await page.getByLabel("Yes, delete this lead and everything stored with it.").check();
  await remove.click();
  await expect(page).toHaveURL(/\/manager-dashboard\?tab=applications$/);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);

  await page.getByRole("navigation", { name: "Manager sections" }).getByRole("link", { name: "Admin" }).click();
  await expect(page.getByRole("heading", { name: "Admin" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Managers" }).getByRole("row").filter({ hasText: MANAGER.email }),
  ).toContainText("Manager");
  await expect(page.getByRole("region", { name: "E-mail alerts" })).toContainText("Alerts are off");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test("the Overdue filter lists the lead past the reply promise, marked Overdue, and the summary counts it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsManager(page, MANAGER);
  await expect(page.getByText("Overdue Inquiries")).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Status").selectOption("overdue");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/status=overdue/);
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(OVERDUE_NAME);
  await expect(rows.nth(1)).toContainText("Overdue");
  await expectNoAxeViolations(page);

  // Its details page says so too.
  await page
    .getByRole("link", { name: `View details (inquiry from ${OVERDUE_NAME})` })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: `Inquiry from ${OVERDUE_NAME}` })).toBeVisible();
  await expect(page.getByText("Overdue", { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/status=overdue/);
  await waitForHydration(page);

  await page.getByLabel("Assigned").selectOption("unassigned");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/owner=unassigned/);
  await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText(OVERDUE_NAME);
});

test("a note that does not reach the server stays typed, says so, and is saved by a second press", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/ERR_CONNECTION_RESET|status of 502/);
  test.setTimeout(90_000);
  await signInAsManager(page, MANAGER);
  await page
    .getByRole("link", { name: `View details (inquiry from ${OVERDUE_NAME})` })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: `Inquiry from ${OVERDUE_NAME}` })).toBeVisible();
  const path = new URL(page.url()).pathname;
  for (const failure of ["abort", "502"] as const) {
    await failDataPosts(page, path, failure);
    await page.getByLabel("Add a note").fill(`Called twice (${failure}).`);
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "The change could not be saved. Please try again." }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: `Inquiry from ${OVERDUE_NAME}` })).toBeVisible();
    await expect(page.getByLabel("Add a note")).toHaveValue(`Called twice (${failure}).`);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("region", { name: "Notes" })).toContainText(`Called twice (${failure}).`);
  }
});

test("a lead that no longer exists says so inside the manager frame, with the way back", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  await signInAsManager(page, MANAGER);
  await page.goto("/manager-dashboard/inquiries/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("alert")).toHaveText("This lead no longer exists, or the link is not right.");
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Manager Dashboard" })).toBeVisible();
});
