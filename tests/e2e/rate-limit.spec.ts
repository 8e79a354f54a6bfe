// The abuse limits as a visitor meets them, on a server of this file's own with the DEFAULT limits (the shared
// test server lifts the form limit, because journeys post many forms from one address).
import { expect, test, waitForHydration } from "./fixtures";
import { uniqueEmail } from "./form-helpers";
import { type OwnServer, startOwnServer } from "./own-server";

const PORT = Number(process.env.E2E_PORT ?? 4317) + 3000;
const BASE_URL = `http://localhost:${PORT}`;
const WAIT_MESSAGE = "Too many submissions from your network. Please wait a few minutes and try again.";

let server: OwnServer;

test.describe("abuse limits", () => {
  test.describe.configure({ mode: "default" });
  test.use({ baseURL: BASE_URL });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // RATE_LIMIT_FORMS removed: the server falls back to its default, 10 submissions per 10 minutes.
    server = await startOwnServer({ port: PORT, env: { RATE_LIMIT_FORMS: undefined } });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("after 10 submissions from one network the 11th gets 429 and a message to wait; the entries stay", async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 429/);
    for (let i = 1; i <= 10; i++) {
      const response = await request.post("/contact", {
        headers: { Origin: BASE_URL },
        form: { name: `Visitor ${i}`, email: uniqueEmail("limit"), message: "Please call me back.", website: "" },
      });
      expect(response.status(), `submission ${i}`).toBe(200);
    }

    // The 11th, typed in the browser.
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByLabel("Name", { exact: true }).fill("Eleventh Visitor");
    await page.getByLabel("Email", { exact: true }).fill("eleventh@example.com");
    await page.getByLabel("Message", { exact: true }).fill("Is anyone there?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Failed to send message. Please try again.").first()).toBeVisible();
    await expect(page.getByText(WAIT_MESSAGE).first()).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Eleventh Visitor");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Is anyone there?");

    // Every public form shares the count, and a plain POST (no JavaScript) gets the same answer as a page.
    const quote = await request.post("/quote", {
      headers: { Origin: BASE_URL },
      form: {
        name: "Q",
        email: uniqueEmail("limit"),
        phone: "612-555-0100",
        serviceType: "Consultation",
        message: "Hi",
      },
    });
    expect(quote.status()).toBe(429);
    expect(await quote.text()).toContain(WAIT_MESSAGE);
    // Retry-After: the seconds left in the 10-minute window that the first submission opened.
    const retryAfter = Number(quote.headers()["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // The application is refused unread, so a plain POST comes back with the explanation and nothing echoed.
    const application = await request.post("/careers?apply=General", {
      headers: { Origin: BASE_URL },
      multipart: { fullName: "Unread Applicant", email: uniqueEmail("limit"), role: "General", website: "" },
    });
    expect(application.status()).toBe(429);
    const page429 = await application.text();
    expect(page429).toContain(WAIT_MESSAGE);
    expect(page429).not.toContain("Unread Applicant");
  });

  test("repeated wrong passwords for one address get 429 and the sign-in page says to wait", async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of (401|429)/);
    const email = "target.manager@example.com";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await request.post("/manager-login", {
        headers: { Origin: BASE_URL },
        form: { email, password: `wrong password number ${i}` },
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    await page.goto("/manager-login");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("yet another wrong password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Login Failed")).toBeVisible();
    await expect(page.getByText("Too many sign-in attempts. Please wait a few minutes and try again.")).toBeVisible();
  });
});
