import { firm, formatAddress } from "../../app/content/site";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { sendContactAndReadFirstTouch, uniqueEmail, withDatabaseDown } from "./form-helpers";

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
  });

  test("a visitor sends a message: the form says Sending..., then Message Sent, and is empty again", async ({
    page,
  }) => {
    // Hold the answer back a moment, so the sending state can be seen as a visitor on a slow line would.
    await page.route(
      (url) => url.pathname.startsWith("/contact"),
      async (route) => {
        if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
    );
    await page.getByLabel("Name", { exact: true }).fill("Ana Example");
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("contact"));
    await page.getByLabel("Phone (optional)").fill("(612) 555-0100");
    await page
      .getByLabel("Message", { exact: true })
      .fill("Could you review our supervision documentation before our audit?");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.getByLabel("Name", { exact: true })).toBeDisabled();
    await expect(page.getByLabel("Message", { exact: true })).toBeDisabled();

    await expect(page.getByText("Message Sent").filter({ visible: true })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/); // no navigation
    // The confirmation takes the form's place until the visitor asks for a fresh one.
    await page.getByRole("button", { name: "Send another message" }).click();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Phone (optional)")).toHaveValue("");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("the required fields are the ones the spec lists", async ({ page }) => {
    await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("required", "");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("required", "");
    await expect(page.getByLabel("Message", { exact: true })).toHaveAttribute("required", "");
    await expect(page.getByLabel("Phone (optional)")).not.toHaveAttribute("required");
  });

  test("when saving fails the visitor sees the error toast and keeps every entry", async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 503/);
    const email = uniqueEmail("contact-fail");
    await page.getByLabel("Name", { exact: true }).fill("Bo Example");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone (optional)").fill("612-555-0101");
    await page.getByLabel("Message", { exact: true }).fill("Please call me about licensing.");

    await withDatabaseDown(request, email, async () => {
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Failed to send message. Please try again.").first()).toBeVisible();
    });

    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Bo Example");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("Phone (optional)")).toHaveValue("612-555-0101");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Please call me about licensing.");
    await expect(page.getByRole("alert")).toContainText("entries are still here");

    // With the database back, the same entries go through.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent").filter({ visible: true })).toBeVisible();
  });

  test("a server-side field error shows next to its field and in the error summary, which links to it", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    await page.getByLabel("Name", { exact: true }).fill("Cy Example");
    // The form leaves the checking to the server, which answers with every problem at once.
    await page.getByLabel("Email", { exact: true }).fill("not-an-address");
    await page.getByLabel("Message", { exact: true }).fill("Hello");
    await page.getByRole("button", { name: "Send Message" }).click();

    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeVisible();
    await expect(page.locator(":focus")).toContainText("There is a problem");
    // A problem with an answer is not a failure to send: no failure message, no error toast.
    await expect(page.getByText("Failed to send message. Please try again.")).toHaveCount(0);
    await expect(page.getByText("Error", { exact: true })).toHaveCount(0);
    const email = page.getByLabel("Email", { exact: true });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Enter an email like name@example.com/);
    await summary.getByRole("link", { name: "Enter an email like name@example.com." }).click();
    await expect(email).toBeFocused();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Cy Example");
  });
});

test("the page shows the address, e-mail, phone, hours and a maps link that opens in a new tab", async ({ page }) => {
  await page.goto("/contact");
  const details = page.getByRole("complementary", { name: "Reach us directly" });
  await expect(details).toContainText(formatAddress());
  await expect(details.getByRole("link", { name: firm.email })).toHaveAttribute("href", `mailto:${firm.email}`);
  await expect(details.getByRole("link", { name: firm.phone })).toHaveAttribute("href", `tel:${firm.phoneHref}`);

  const hours = details.getByRole("definition");
  await expect(details.getByRole("term")).toHaveText(["Monday to Friday", "Saturday", "Sunday"]);
  await expect(hours).toHaveText(["7:30 AM to 8:00 PM", "By appointment only", "Closed"]);

  const maps = details.getByRole("link", { name: /opens in a new tab/ });
  await expect(maps).toHaveAttribute("href", firm.mapsUrl);
  await expect(maps).toHaveAttribute("target", "_blank");
  await expect(maps).toHaveAttribute("rel", "noopener noreferrer");
});

test("the contact page has no accessibility violations, also with field errors shown", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400/);
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  // The form is named by the heading of the card it sits in.
  await expect(page.getByRole("form", { name: "Send us a message" })).toBeVisible();
  await expectNoAxeViolations(page);

  await waitForHydration(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, is redirected (303) to the page's success note, and a reload sends nothing again", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByText("Message Sent")).toBeHidden();
    await page.getByLabel("Name", { exact: true }).fill("Dee Example");
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("contact-nojs"));
    await page.getByLabel("Message", { exact: true }).fill("Sent from a browser without JavaScript.");
    const [post] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);

    expect(post.status()).toBe(303);
    await expect(page).toHaveURL(/\/contact#message-sent$/);
    await expect(page.getByRole("status")).toContainText("Message Sent");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
    const reload = await page.reload();
    expect(reload?.request().method()).toBe("GET");
    await expect(page.getByRole("status")).toContainText("Message Sent");
  });

  test("an invalid e-mail comes back with status 400, the field error and the entries refilled", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    await page.goto("/contact");
    await page.getByLabel("Name", { exact: true }).fill("Eve Example");
    await page.getByLabel("Email", { exact: true }).fill("eve-at-example");
    await page.getByLabel("Message", { exact: true }).fill("Checking the error path.");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(400);

    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link", { name: "Enter an email like name@example.com." })).toHaveAttribute(
      "href",
      "#field-email",
    );
    await expect(page.getByText("Failed to send message. Please try again.")).toHaveCount(0);
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      /Enter an email like name@example.com/,
    );
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("eve-at-example");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Eve Example");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Checking the error path.");
  });
});

test("a plain POST with a bad e-mail answers 400 with the field's message in the page", async ({
  request,
  baseURL,
}) => {
  const response = await request.post("/contact", {
    headers: { Origin: baseURL ?? "" },
    form: { name: "Fay Example", email: "nope", message: "Hello", website: "" },
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain("Enter an email like name@example.com.");
  expect(html).toContain('value="Fay Example"');
});

test("a form on the tab's first page sends where the visitor arrived from", async ({ page }) => {
  // The tab opens on the contact page itself, from a campaign link on another site: no earlier page noted the source.
  await page.goto("/contact?utm_source=newsletter&utm_campaign=spring-audit&utm_term=eidbi%20audit", {
    referer: "https://search.example/results?q=private+words",
  });
  await waitForHydration(page);
  // Only the referrer's host travels: what the visitor searched for stays behind.
  expect(await sendContactAndReadFirstTouch(page, "first-touch")).toEqual({
    landingPath: "/contact",
    referrerHost: "search.example",
    utmSource: "newsletter",
    utmCampaign: "spring-audit",
    utmTerm: "eidbi audit",
  });
});

test("a tab opened on the manager sign-in page notes no first touch: the first public page does", async ({ page }) => {
  await page.goto("/manager-login");
  await waitForHydration(page);
  await page.goto("/contact?utm_source=flyer");
  await waitForHydration(page);
  expect(await sendContactAndReadFirstTouch(page, "first-touch-manager")).toEqual({
    landingPath: "/contact",
    utmSource: "flyer",
  });
});
