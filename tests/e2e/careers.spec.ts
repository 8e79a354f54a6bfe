import type { Page } from "@playwright/test";
import { POSITION_TITLES } from "../../app/lib/schemas/application-fields";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { fillApplicationBasics, oversizedPdfPath, uniqueEmail, withDatabaseDown } from "./form-helpers";

const BCBA = "Board Certified Behavior Analyst (BCBA)";
const SLP = "Speech-Language Pathologist (SLP)";

function card(page: Page, title: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

function applicationForm(page: Page) {
  return page.getByRole("form", { name: /^(Apply: |General Application)/ });
}

async function openCareers(page: Page) {
  await page.goto("/careers");
  await waitForHydration(page);
}

/** Fills every required field (and a few optional ones) of the open application form. */
async function fillApplication(page: Page, email: string) {
  const form = applicationForm(page);
  await fillApplicationBasics(form, {
    fullName: "Jo Example",
    email,
    phone: "(763) 555-0105",
    resumeName: "jo-example-resume.pdf",
    interest: "I want to help agencies serve families well.",
    position: "Behavior analyst, a Twin Cities autism center, 2019 to now",
    school: "M.A. in Applied Behavior Analysis, 2018",
  });
  await form.getByLabel("Mailing address (optional)").fill("1 Example Street, Saint Paul, MN");
  await form.getByLabel("Position 2 (optional)").fill("Behavior technician, a regional clinic, 2016 to 2019");
  await form.getByLabel("Veteran status (optional)").selectOption("non-veteran");
}

test("each posting shows its employment type", async ({ page }) => {
  await page.goto("/careers");
  const postings = page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: "Apply Now" }) });
  await expect(postings).toHaveCount(5);
  for (const position of await postings.all()) {
    await expect(position.getByText(/^Employment type:$/)).toBeVisible();
    await expect(position.getByText(/^(Full-time|Part-time)$/)).toBeVisible();
  }
});

test("the job board shows five positions, each with a description, requirements and Apply Now", async ({ page }) => {
  await page.goto("/careers");
  await expect(page.getByRole("article")).toHaveCount(5);
  for (const title of POSITION_TITLES) {
    const position = card(page, title);
    await expect(position.getByRole("heading", { level: 3 })).toHaveText(title);
    await expect(position.getByRole("paragraph").nth(1)).toHaveText(/.{80,}/);
    await expect(position.getByRole("heading", { name: "Requirements" })).toBeVisible();
    expect(await position.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    await expect(position.getByRole("button", { name: "Apply Now" })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "A neurodiversity-friendly workplace" })).toBeVisible();
  await expect(applicationForm(page)).toHaveCount(0);
});

test("Apply Now opens the form for that role with its own questions, scrolled into view and focused", async ({
  page,
}) => {
  await openCareers(page);
  const apply = card(page, BCBA).getByRole("button", { name: "Apply Now" });
  await expect(apply).toHaveAttribute("aria-expanded", "false");
  await apply.click();

  const heading = page.getByRole("heading", { name: `Apply: ${BCBA}` });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(applicationForm(page)).toBeInViewport();
  await expect(apply).toHaveAttribute("aria-expanded", "true");

  const form = applicationForm(page);
  await expect(form.locator('input[type="hidden"][name="role"]')).toHaveValue(BCBA);
  await expect(form.getByLabel("BCBA certification number")).toBeVisible();
  await expect(form.getByLabel("Credential renewal date")).toHaveAttribute("type", "date");
  const years = form.getByLabel("Years supervising");
  await expect(years).toHaveAttribute("type", "number");
  await expect(years).toHaveAttribute("min", "0");
  await expect(years).toHaveAttribute("step", "1");

  // Another position's button switches the form to that role's questions.
  await card(page, SLP).getByRole("button", { name: "Apply Now" }).click();
  await expect(page.getByRole("heading", { name: `Apply: ${SLP}` })).toBeFocused();
  await expect(form.getByLabel("BCBA certification number")).toHaveCount(0);
  await expect(form.getByLabel("State license number")).toBeVisible();
  await expect(form.getByRole("group", { name: "Are you ASHA certified?" })).toBeVisible();
  await expect(form.locator('input[type="hidden"][name="role"]')).toHaveValue(SLP);
});

test("a first visit loads no application form code; pointing at Apply Now fetches it", async ({ page }) => {
  const formChunk = /\/assets\/application-form-[\w-]+\.js$/;
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await openCareers(page);
  expect(requested.filter((url) => formChunk.test(url))).toEqual([]);

  const chunk = page.waitForRequest((request) => formChunk.test(request.url()));
  await card(page, BCBA).getByRole("button", { name: "Apply Now" }).hover();
  await chunk;
  await card(page, BCBA).getByRole("button", { name: "Apply Now" }).click();
  await expect(applicationForm(page).getByLabel("BCBA certification number")).toBeVisible();
});

test("if the form's code cannot load, a link opens the server-rendered form for that role", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/net::ERR_FAILED/); // the aborted chunk request is the point of this test
  await page.route(/\/assets\/application-form-[\w-]+\.js$/, (route) => route.abort());
  await openCareers(page);
  await card(page, BCBA).getByRole("button", { name: "Apply Now" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "The application form could not be loaded." });
  await expect(alert).toBeVisible();
  const link = alert.getByRole("link", { name: "open the application form" });
  // Each job on the board is a posting from the studio; the link opens the form for that posting.
  await expect(link).toHaveAttribute("href", "/careers?apply=board-certified-behavior-analyst-bcba#application");

  await page.unroute(/\/assets\/application-form-[\w-]+\.js$/);
  await link.click();
  await expect(applicationForm(page).getByLabel("BCBA certification number")).toBeVisible();
});

test("with reduced motion the form still comes into view", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openCareers(page);
  await card(page, "Licensed Professional Clinical Counselor (LPCC)")
    .getByRole("button", { name: "Apply Now" })
    .click();
  await expect(applicationForm(page)).toBeInViewport();
  await expect(applicationForm(page).getByRole("group", { name: "Practice status (optional)" })).toBeVisible();
});

test("the application's fields follow the spec", async ({ page }) => {
  await openCareers(page);
  await card(page, "Customer Service Representative").getByRole("button", { name: "Apply Now" }).click();
  const form = applicationForm(page);
  for (const label of ["Full name", "Why are you interested in this role?", "Position 1", "School or program 1"]) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
  }
  await expect(form.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
  const resume = form.getByLabel("Résumé");
  await expect(resume).toHaveAttribute("accept", ".pdf,.doc,.docx");
  await expect(resume).toHaveAttribute("required", "");
  await expect(resume).not.toHaveAttribute("multiple");
  // Every yes/no starts unselected: a legal answer must be the applicant's own.
  for (const question of [
    "Are you legally authorized to work in the United States?",
    "Do you have a criminal record?",
    "Are you willing to take a pre-employment drug test?",
  ]) {
    const group = form.getByRole("group", { name: question });
    await expect(group.getByLabel("Yes")).not.toBeChecked();
    await expect(group.getByLabel("No")).not.toBeChecked();
    await expect(group.getByLabel("Yes")).toHaveAttribute("required", "");
  }
  await expect(form.locator('input[type="radio"]:checked')).toHaveCount(0);
  await expect(form.locator('input[name="workHistory"]')).toHaveCount(5);
  await expect(form.locator('input[name="education"]')).toHaveCount(3);
  await expect(form.getByLabel("Position 2 (optional)")).not.toHaveAttribute("required");
  await expect(form.getByLabel("Veteran status (optional)").getByRole("option")).toHaveText([
    "Prefer not to say",
    "Not a veteran",
    "Veteran",
    "Disabled veteran",
    "Protected veteran",
  ]);
  await expect(form.getByRole("group", { name: "Where would you prefer to work? (optional)" })).toBeVisible();
});

test("Submit General Application opens the general form; View Other Positions closes it", async ({ page }) => {
  await openCareers(page);
  await page.getByRole("button", { name: "Submit General Application" }).click();
  const heading = page.getByRole("heading", { name: "General Application" });
  await expect(heading).toBeFocused();
  const form = applicationForm(page);
  await expect(form).toBeInViewport();
  await expect(form.locator('input[type="hidden"][name="role"]')).toHaveValue("General");
  await expect(form.getByRole("heading", { name: "Questions for this role" })).toHaveCount(0);

  await page.getByRole("button", { name: "View Other Positions" }).click();
  await expect(heading).toHaveCount(0);
  await expect(applicationForm(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Open Positions" })).toBeFocused();
});

// The form as built, with the ban-the-box switch at its default (on): the question is asked.
test("criminal details appear, and are required, only when the answer is yes", async ({ page }) => {
  await openCareers(page);
  await page.getByRole("button", { name: "Submit General Application" }).click();
  const form = applicationForm(page);
  const question = form.getByRole("group", { name: "Do you have a criminal record?" });
  const details = form.getByLabel(/Please describe the offense/);
  await expect(details).toBeHidden();

  await question.getByLabel("Yes").check();
  await expect(details).toBeVisible();
  await expect(details).toHaveAttribute("required", "");

  await question.getByLabel("No").check();
  await expect(details).toBeHidden();
  await expect(details).not.toHaveAttribute("required");
});

test("a full application with a résumé is submitted: Application Submitted for the role, and the form resets", async ({
  page,
}) => {
  await openCareers(page);
  await card(page, BCBA).getByRole("button", { name: "Apply Now" }).click();
  await fillApplication(page, uniqueEmail("apply"));
  const form = applicationForm(page);
  await form.getByLabel("BCBA certification number").fill("1-23-45678");
  await form.getByLabel("Years supervising").fill("4");
  await form.getByRole("button", { name: "Submit Application" }).click();

  await expect(page.getByText("Application Submitted")).toBeVisible();
  await expect(page.getByText(`Thank you for applying for ${BCBA}.`).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "We received your application" })).toBeVisible();
  await page.getByRole("button", { name: "Submit another application" }).click();
  await expect(form.getByLabel("Full name")).toHaveValue("");
  await expect(form.getByLabel("Position 1", { exact: true })).toHaveValue("");
  await expect(form.getByLabel("BCBA certification number")).toHaveValue("");
  expect(await form.getByLabel("Résumé").evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  await expect(form.getByRole("group", { name: "Do you have a criminal record?" }).getByLabel("No")).not.toBeChecked();
});

test("a general application thanks the visitor for applying for a position with the team", async ({ page }) => {
  await openCareers(page);
  await page.getByRole("button", { name: "Submit General Application" }).click();
  await fillApplication(page, uniqueEmail("apply-general"));
  await applicationForm(page).getByRole("button", { name: "Submit Application" }).click();
  // The confirmation region takes the form's place, names the general application and has focus.
  const confirmation = page.getByRole("region", { name: "We received your application" });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText("Thank you for applying for a position with our team.");
  await expect(confirmation.getByRole("heading", { name: "We received your application" })).toBeFocused();
  await expect(page.getByText("Application Submitted")).toBeVisible();
});

test("when saving fails the application shows the error toast and keeps every entry, résumé included", async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 503/);
  await openCareers(page);
  await card(page, SLP).getByRole("button", { name: "Apply Now" }).click();
  const email = uniqueEmail("apply-fail");
  await fillApplication(page, email);
  const form = applicationForm(page);
  await form.getByLabel("State license number").fill("SLP-0001");
  await form.getByRole("group", { name: "Are you ASHA certified? (optional)" }).getByLabel("Yes").check();

  await withDatabaseDown(request, email, async () => {
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Failed to submit application. Please try again.").first()).toBeVisible();
  });

  await expect(form.getByLabel("Full name")).toHaveValue("Jo Example");
  await expect(form.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(form.getByLabel("Phone", { exact: true })).toHaveValue("(763) 555-0105");
  await expect(form.getByLabel("Mailing address (optional)")).toHaveValue("1 Example Street, Saint Paul, MN");
  await expect(form.getByLabel("Why are you interested in this role?")).toHaveValue(
    "I want to help agencies serve families well.",
  );
  await expect(form.getByLabel("Position 1", { exact: true })).toHaveValue(
    "Behavior analyst, a Twin Cities autism center, 2019 to now",
  );
  await expect(form.getByLabel("Position 2 (optional)")).toHaveValue(
    "Behavior technician, a regional clinic, 2016 to 2019",
  );
  await expect(form.getByLabel("School or program 1", { exact: true })).toHaveValue(
    "M.A. in Applied Behavior Analysis, 2018",
  );
  await expect(form.getByLabel("State license number")).toHaveValue("SLP-0001");
  await expect(form.getByRole("group", { name: "Are you ASHA certified? (optional)" }).getByLabel("Yes")).toBeChecked();
  await expect(form.getByRole("group", { name: "Do you have a criminal record?" }).getByLabel("No")).toBeChecked();
  await expect(form.getByLabel("Veteran status (optional)")).toHaveValue("non-veteran");
  expect(await form.getByLabel("Résumé").evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
    "jo-example-resume.pdf",
  );
});

test("a file that is not really a PDF comes back with the résumé error next to the field", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400/);
  await openCareers(page);
  await page.getByRole("button", { name: "Submit General Application" }).click();
  await fillApplication(page, uniqueEmail("apply-fake-pdf"));
  const form = applicationForm(page);
  await form.getByLabel("Résumé").setInputFiles({
    name: "resume.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("just text pretending to be a PDF"),
  });
  await form.getByRole("button", { name: "Submit Application" }).click();

  // One answer to fix: the error summary says so and links to the field; it is not a failure to send.
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeVisible();
  await expect(page.getByText("Failed to submit application. Please try again.")).toHaveCount(0);
  const resume = form.getByLabel("Résumé");
  await expect(resume).toHaveAttribute("aria-invalid", "true");
  await expect(resume).toHaveAccessibleDescription(/.+/);
  await summary.getByRole("link").click();
  await expect(resume).toBeFocused();
  await expect(form.getByLabel("Full name")).toHaveValue("Jo Example");
});

/** What the server says about each required answer left empty, and where the form shows it. */
const MISSING_ANSWERS: [field: string, message: RegExp][] = [
  ["Full name", /full name/i],
  ["Email", /email/i],
  ["Phone", /phone/i],
  ["Résumé", /résumé/i],
  ["Why are you interested in this role?", /interested/i],
  ["Position 1", /most recent position/i],
  ["School or program 1", /school or program/i],
];
const MISSING_CHOICES = [
  "Are you legally authorized to work in the United States?",
  "Do you have a criminal record?",
  "Are you willing to take a pre-employment drug test?",
];

test("an application sent empty lists every missing answer at once, each linked to its field", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400/);
  await openCareers(page);
  await page.getByRole("button", { name: "Submit General Application" }).click();
  const form = applicationForm(page);
  // The browser's own check would stop at the first empty field; the form leaves the checking to the server.
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    form.getByRole("button", { name: "Submit Application" }).click(),
  ]);
  expect(answer.status()).toBe(400);
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(page.locator(":focus")).toContainText("There is a problem");
  await expect(summary.getByRole("link")).toHaveCount(MISSING_ANSWERS.length + MISSING_CHOICES.length);
  for (const [label, message] of MISSING_ANSWERS) {
    const field = form.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAttribute("required", "");
    await expect(summary.getByRole("link", { name: message })).toBeVisible();
  }
  for (const legend of MISSING_CHOICES) {
    await expect(form.getByRole("group", { name: legend }).getByRole("radio").first()).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  }
  // A link takes the visitor to its field; for a group of choices, to its first choice.
  await summary.getByRole("link", { name: /drug test/i }).click();
  await expect(
    form.getByRole("group", { name: "Are you willing to take a pre-employment drug test?" }).getByLabel("Yes"),
  ).toBeFocused();
  await expect(page.getByText("Failed to submit application. Please try again.")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a résumé over 10 MB is refused with the reason, and the entries stay", async ({ page, consoleErrors }) => {
  test.slow(); // 10 MB go up to the server: several seconds on a busy 2-core machine
  consoleErrors.allow(/status of 413/);
  await openCareers(page);
  await card(page, "Customer Service Representative").getByRole("button", { name: "Apply Now" }).click();
  await fillApplication(page, uniqueEmail("apply-too-large"));
  const form = applicationForm(page);
  await form.getByLabel("Résumé").setInputFiles(oversizedPdfPath());
  await form.getByRole("button", { name: "Submit Application" }).click();

  await expect(page.getByText("Failed to submit application. Please try again.").first()).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("The résumé must be 10 MB or smaller.");
  await expect(form.getByLabel("Full name")).toHaveValue("Jo Example");
});

test("the careers page has no accessibility violations, with the application form closed and open", async ({
  page,
}) => {
  await openCareers(page);
  await expectNoAxeViolations(page);
  await card(page, "Qualified Supervision Professional (QSP)").getByRole("button", { name: "Apply Now" }).click();
  await expect(applicationForm(page)).toBeInViewport();
  await applicationForm(page).getByRole("group", { name: "Do you have a criminal record?" }).getByLabel("Yes").check();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Apply Now still opens the form for that role", async ({ page }) => {
    await page.goto("/careers");
    await card(page, BCBA).getByRole("button", { name: "Apply Now" }).click();
    await expect(page).toHaveURL(/\/careers\?apply=/);
    await expect(page.getByRole("heading", { name: `Apply: ${BCBA}` })).toBeVisible();
    await expect(applicationForm(page).getByLabel("BCBA certification number")).toBeVisible();
  });

  test("an unknown ?apply= role is ignored: the job board shows without a form", async ({ page }) => {
    const response = await page.goto("/careers?apply=Astronaut");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Open Positions" })).toBeVisible();
    await expect(applicationForm(page)).toHaveCount(0);
  });

  test("a résumé over 10 MB comes back to the same role's form with the reason", async ({ page, consoleErrors }) => {
    test.slow(); // as above: a 10 MB upload
    consoleErrors.allow(/status of 413/);
    await page.goto(`/careers?apply=${encodeURIComponent(SLP)}`);
    await fillApplication(page, uniqueEmail("apply-nojs-large"));
    await applicationForm(page).getByLabel("Résumé").setInputFiles(oversizedPdfPath());
    await applicationForm(page).getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("heading", { name: `Apply: ${SLP}` })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("The résumé must be 10 MB or smaller.");
  });

  test("an application sent empty comes back with every missing answer listed, each a link to its field", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    await page.goto(`/careers?apply=${encodeURIComponent(BCBA)}`);
    await applicationForm(page).getByLabel("Full name").fill("Jo NoScript");
    await applicationForm(page).getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("heading", { name: `Apply: ${BCBA}` })).toBeVisible();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link")).toHaveCount(MISSING_ANSWERS.length - 1 + MISSING_CHOICES.length);
    await expect(applicationForm(page).getByLabel("Full name")).toHaveValue("Jo NoScript");
    // Without JavaScript a link is a jump to its field's id.
    const link = summary.getByRole("link", { name: /phone/i });
    const target = (await link.getAttribute("href"))!;
    await expect(page.locator(target)).toHaveAccessibleName(/^Phone/);
  });

  test("an application posts with its résumé and the page answers with a success message", async ({ page }) => {
    await page.goto(`/careers?apply=${encodeURIComponent(BCBA)}`);
    await fillApplication(page, uniqueEmail("apply-nojs"));
    await applicationForm(page).getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("status")).toContainText("Application Submitted");
    await expect(page.getByRole("status")).toContainText(`Thank you for applying for ${BCBA}.`);
  });
});
