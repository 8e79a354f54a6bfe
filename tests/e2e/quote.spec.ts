import { firm } from "../../app/content/site";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { uniqueEmail, withDatabaseDown } from "./form-helpers";

const KNOWN: [category: string, heading: string, serviceType: string][] = [
  ["Licensing Support", "Let's Talk About Licensing Support", "Licensing Support"],
  ["Program Development", "Let's Talk About Program Development", "Program Development"],
  ["Staff Training", "Let's Talk About Staff Training", "Staff Training"],
  ["Clinical Supervision", "Let's Talk About Clinical Supervision", "Clinical Supervision"],
  ["Consultation", "Let's Talk About Your Compliance Questions", "Consultation"],
  ["ABA Therapy", "Let's Talk About Your ABA Program", "ABA Therapy"],
  ["General", "Let's Talk About Your Agency", "Consultation"],
];

const quoteUrl = (category: string) => `/quote?category=${encodeURIComponent(category)}`;

test("without a category the page is Let's Talk, with every service type to choose from", async ({ page }) => {
  await page.goto("/quote");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's Talk");
  const serviceType = page.getByLabel("Service type");
  await expect(serviceType).toHaveValue("");
  await expect(serviceType.getByRole("option")).toHaveText([
    "Choose a service",
    "ABA Therapy",
    "Licensing Support",
    "Staff Training",
    "Consultation",
    "Clinical Supervision",
    "Program Development",
    "Other",
  ]);
  await expect(page.getByText("You asked about")).toHaveCount(0);
});

test("each known category presets the heading and the service type", async ({ page }) => {
  for (const [category, heading, serviceType] of KNOWN) {
    await page.goto(quoteUrl(category));
    await expect(page.getByRole("heading", { level: 1 }), category).toHaveText(heading);
    await expect(page.getByLabel("Service type"), category).toHaveValue(serviceType);
    await expect(page.locator('input[type="hidden"][name="category"]'), category).toHaveValue(category);
  }
});

test("a services-page category keeps the default heading, shows as text and selects the closest type", async ({
  page,
}) => {
  await page.goto(quoteUrl("Billing Compliance"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's Talk");
  await expect(page.getByText("You asked about: Billing Compliance")).toBeVisible();
  await expect(page.getByLabel("Service type")).toHaveValue("Consultation");

  await page.goto(quoteUrl("Translation Services"));
  await expect(page.getByText("You asked about: Translation Services")).toBeVisible();
  await expect(page.getByLabel("Service type")).toHaveValue("Other");
});

test("following a card on the services page opens the consultation form for it", async ({ page }) => {
  await page.goto("/services");
  // Pointing at the chat toggle loads the app on this page (ADR 006); then following a card is a client-side
  // navigation: the quote page's data comes from its loader, not the page's first HTML.
  await page.getByRole("button", { name: "Chat with us" }).hover();
  await waitForHydration(page);
  await page.getByRole("link", { name: "Need Help With EIDBI Compliance? Let's Talk." }).first().click();
  await expect(page).toHaveURL(/\/quote\?category=EIDBI%20Compliance%20Audits$/);
  await expect(page.getByText("You asked about: EIDBI Compliance Audits")).toBeVisible();
  await expect(page.getByLabel("Service type")).toHaveValue("Consultation");
});

test("a category that is too long, or markup in it, is handled as plain text or ignored", async ({ page }) => {
  await page.goto(quoteUrl("x".repeat(101)));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's Talk");
  await expect(page.getByText("You asked about")).toHaveCount(0);

  await page.goto(quoteUrl("<b>Respite</b> care"));
  await expect(page.getByText("You asked about: <b>Respite</b> care")).toBeVisible();
  await expect(page.getByLabel("Service type")).toHaveValue("Other");
});

test("the side panel lists the partnership benefits, the direct contact details and the reply time", async ({
  page,
}) => {
  await page.goto("/quote");
  const panel = page.getByRole("complementary", { name: "Why agencies partner with us" });
  await expect(panel.getByRole("heading", { name: "Why agencies partner with us" })).toBeVisible();
  expect(await panel.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
  await expect(panel.getByRole("link", { name: firm.phone })).toHaveAttribute("href", `tel:${firm.phoneHref}`);
  await expect(panel.getByRole("link", { name: firm.email })).toHaveAttribute("href", `mailto:${firm.email}`);
  await expect(page.getByText(/1 to 2 business days/).first()).toBeVisible();
});

test("a consultation request is sent: Consultation Request Received, and the form starts over", async ({ page }) => {
  await page.goto(quoteUrl("Staff Training"));
  await waitForHydration(page);
  await page.getByLabel("Your name").fill("Gus Example");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("quote"));
  await page.getByLabel("Phone", { exact: true }).fill("(651) 555-0102");
  await page.getByLabel("Organization (optional)").fill("A Twin Cities autism center");
  await page.getByLabel("Service type").selectOption("Clinical Supervision");
  await page.getByLabel("How can we help?").fill("We need a supervision review before our next audit.");
  await page.getByRole("button", { name: "Request Consultation" }).click();

  await expect(page.getByText("Consultation Request Received").filter({ visible: true })).toBeVisible();
  await expect(page).toHaveURL(/\/quote\?category=Staff%20Training$/);
  await expect(page.getByRole("heading", { name: "We received your consultation request" })).toBeVisible();
  await page.getByRole("button", { name: "Send another request" }).click();
  await expect(page.getByLabel("Your name")).toHaveValue("");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Organization (optional)")).toHaveValue("");
  await expect(page.getByLabel("How can we help?")).toHaveValue("");
  // Back to the category's preset, ready for another request.
  await expect(page.getByLabel("Service type")).toHaveValue("Staff Training");
});

test("when saving fails the request shows the error toast and keeps every entry", async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 503/);
  await page.goto("/quote");
  await waitForHydration(page);
  const email = uniqueEmail("quote-fail");
  await page.getByLabel("Your name").fill("Hal Example");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone", { exact: true }).fill("651-555-0103");
  await page.getByLabel("Organization (optional)").fill("A growing EIDBI agency");
  await page.getByLabel("Service type").selectOption("Licensing Support");
  await page.getByLabel("How can we help?").fill("We are opening a second site.");

  await withDatabaseDown(request, email, async () => {
    await page.getByRole("button", { name: "Request Consultation" }).click();
    await expect(page.getByText("Failed to send request. Please try again.").first()).toBeVisible();
  });

  await expect(page.getByLabel("Your name")).toHaveValue("Hal Example");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("651-555-0103");
  await expect(page.getByLabel("Organization (optional)")).toHaveValue("A growing EIDBI agency");
  await expect(page.getByLabel("Service type")).toHaveValue("Licensing Support");
  await expect(page.getByLabel("How can we help?")).toHaveValue("We are opening a second site.");
});

test("the consultation page has no accessibility violations, with or without a category", async ({ page }) => {
  await page.goto("/quote");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The form is named by the heading of the card it sits in.
  await expect(page.getByRole("form", { name: "Request a consultation" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(quoteUrl("Budget Compliance Planning"));
  await expect(page.getByText("You asked about: Budget Compliance Planning")).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a request posts with its category and the page answers with a success message", async ({ page }) => {
    await page.goto(quoteUrl("Program Development"));
    await page.getByLabel("Your name").fill("Ida Example");
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("quote-nojs"));
    await page.getByLabel("Phone", { exact: true }).fill("651-555-0104");
    await page.getByLabel("How can we help?").fill("Sent without JavaScript.");
    await expect(page.getByText("Consultation Request Received")).toBeHidden();
    await page.getByRole("button", { name: "Request Consultation" }).click();

    // Post/Redirect/Get: back to the same address (its category kept), at the success note.
    await expect(page).toHaveURL(/\/quote\?category=.+#request-received$/);
    await expect(page.getByRole("status")).toContainText("Consultation Request Received");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's Talk About Program Development");
  });
});
