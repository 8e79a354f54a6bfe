// Stored XSS: hostile markup sent through the public forms must reach the manager's dashboard and details pages
// as inert text — shown literally, no element created from it, no script run, no dialog, and no Content Security
// Policy violation (which would mean something tried to run and only the CSP stopped it).
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { samplePdf } from "./form-helpers";
import { runOnOwnServer, withManager } from "./own-server";

const PORT = Number(process.env.E2E_PORT ?? 4317) + 2000;
const BASE_URL = `http://localhost:${PORT}`;
const MANAGER = { email: "xss.reviewer@example.com", password: "a long xss review password" };
const BCBA = "Board Certified Behavior Analyst (BCBA)";

// Each payload is unique, so the test can find exactly where it is shown.
const HOSTILE = {
  contactName: `<img src=x onerror=alert("contact-name")>`,
  contactMessage: `<script>alert("contact-message")</script>\n"><svg onload=alert("contact-svg")>`,
  quoteName: `"><svg/onload=alert("quote-name")>`,
  quoteOrganization: `<iframe srcdoc="<script>alert('quote-org')</script>"></iframe>`,
  quoteMessage: `<a href="javascript:alert('quote-link')">click me</a></textarea><script>alert("quote-message")</script>`,
  applicantName: `<svg><script>alert("applicant")</script></svg>`,
  address: `</script><script>alert("address")</script>`,
  workHistory: `<b onmouseover=alert("work")>hover me</b>`,
  interest: `{{constructor.constructor('alert("template")')()}} <style>body{display:none}</style>`,
  certification: `<details open ontoggle=alert("answer")>`,
  // No double quotes: multipart encodes them in file names (%22), as browsers do.
  resumeName: `<img src=x onerror=alert('file')>.pdf`,
} as const;

test.describe("stored XSS", () => {
  runOnOwnServer(withManager(PORT, MANAGER));

  test("hostile markup from the public forms renders as inert text in the dashboard and details", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const cspMessages: string[] = [];
    page.on("console", (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspMessages.push(message.text());
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) => {
        seen.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`);
      });
    });

    // A visitor types the contact form in the browser; the quote and the application are posted as a script would.
    await page.goto(`/contact`);
    await waitForHydration(page);
    await page.getByLabel("Name", { exact: true }).fill(HOSTILE.contactName);
    await page.getByLabel("Email", { exact: true }).fill("hostile.contact@example.com");
    await page.getByLabel("Message", { exact: true }).fill(HOSTILE.contactMessage);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent").filter({ visible: true })).toBeVisible();

    const headers = { Origin: BASE_URL };
    const quote = await request.post(`/quote`, {
      headers,
      multipart: {
        name: HOSTILE.quoteName,
        email: "hostile.quote@example.com",
        phone: "612-555-0100",
        organization: HOSTILE.quoteOrganization,
        serviceType: "Consultation",
        category: "",
        message: HOSTILE.quoteMessage,
        website: "",
      },
    });
    expect(quote.status()).toBe(200);
    const application = await request.post(`/careers`, {
      headers,
      multipart: {
        fullName: HOSTILE.applicantName,
        email: "hostile.applicant@example.com",
        phone: "612-555-0101",
        address: HOSTILE.address,
        authorized: "yes",
        workHistory: HOSTILE.workHistory,
        education: "B.A., a Minnesota college",
        interest: HOSTILE.interest,
        role: BCBA,
        criminalBackground: "no",
        drugTest: "yes",
        "answers.certificationNumber": HOSTILE.certification,
        website: "",
        resume: { ...samplePdf(), name: HOSTILE.resumeName },
      },
    });
    expect(application.status()).toBe(200);

    // The manager signs in and reviews everything.
    await page.goto(`/manager-login`);
    await waitForHydration(page);
    await page.getByLabel("Email").fill(MANAGER.email);
    await page.getByLabel("Password").fill(MANAGER.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/manager-dashboard$/);

    // Inquiries list (a full document load: the loader data is also inlined into the HTML for hydration).
    await page.goto(`/manager-dashboard`);
    await waitForHydration(page);
    await expectLiteral(page, [HOSTILE.contactName, HOSTILE.quoteName]);
    await expect(page.getByText(`<script>alert("contact-message")</script>`, { exact: false })).toBeVisible();

    await page.getByRole("link", { name: `View details (inquiry from ${HOSTILE.contactName})` }).click();
    await expect(page.getByRole("heading", { name: `Inquiry from ${HOSTILE.contactName}` })).toBeVisible();
    await expectLiteral(page, [HOSTILE.contactName]);
    await expect(page.getByText(/<script>alert\("contact-message"\)<\/script>\s+"><svg onload=/)).toBeVisible();

    await page.goto(`/manager-dashboard`);
    await page.getByRole("link", { name: `View details (inquiry from ${HOSTILE.quoteName})` }).click();
    await expect(page.getByRole("heading", { name: `Inquiry from ${HOSTILE.quoteName}` })).toBeVisible();
    await expect(page.getByText(HOSTILE.quoteOrganization).first()).toBeVisible();
    await expect(page.getByText(/click me<\/a><\/textarea><script>alert\("quote-message"\)/)).toBeVisible();

    // Applications list and details, loaded as a document too.
    await page.goto(`/manager-dashboard?tab=applications`);
    await waitForHydration(page);
    await expectLiteral(page, [HOSTILE.applicantName]);
    await page.getByRole("link", { name: `View details (application from ${HOSTILE.applicantName})` }).click();
    await expect(page.getByRole("heading", { name: `Application from ${HOSTILE.applicantName}` })).toBeVisible();
    await expectLiteral(page, [HOSTILE.address, HOSTILE.workHistory, HOSTILE.interest, HOSTILE.certification]);
    await expect(page.getByText(HOSTILE.resumeName)).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expectLiteral(page, [HOSTILE.applicantName, HOSTILE.address, HOSTILE.workHistory]);
    await expect(page.getByText(HOSTILE.resumeName)).toBeVisible();
    // Hovering the would-be handler and toggling nothing: still no script.
    await page.getByText(HOSTILE.workHistory).hover();

    // The résumé downloads under a safe name, as an attachment, not rendered.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download resume" }).click();
    const file = await download;
    expect(file.suggestedFilename()).not.toMatch(/[<>"/\\]/);
    expect((await readFile((await file.path()) ?? "")).subarray(0, 5).toString()).toBe("%PDF-");

    // A search for markup is reflected into the page as text as well.
    await page.goto(`/manager-dashboard?q=${encodeURIComponent(`"><script>alert("q")</script>`)}`);
    await waitForHydration(page);
    await expect(page.getByLabel("Search")).toHaveValue(`"><script>alert("q")</script>`);

    expect(dialogs, "no dialog may open").toEqual([]);
    expect(cspMessages, "no Content Security Policy message").toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  });
});

/** Each text is on the page literally, and nothing that markup could have created exists in the document. */
async function expectLiteral(page: Page, texts: readonly string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  const injected = await page.evaluate(() => ({
    handlers: document.querySelectorAll("[onerror], [onload], [onmouseover], [ontoggle]").length,
    frames: document.querySelectorAll("iframe, object, embed").length,
    images: document.querySelectorAll("img[src='x']").length,
    javascriptLinks: document.querySelectorAll("a[href^='javascript:' i]").length,
    hiddenBody: getComputedStyle(document.body).display === "none",
    // The hydration data is inlined in a script too, holding the payloads inside a string: only a script that
    // IS a payload counts.
    alertScripts: [...document.scripts].filter((script) => /^\s*alert\(/.test(script.textContent ?? "")).length,
  }));
  expect(injected).toEqual({
    handlers: 0,
    frames: 0,
    images: 0,
    javascriptLinks: 0,
    hiddenBody: false,
    alertScripts: 0,
  });
}
