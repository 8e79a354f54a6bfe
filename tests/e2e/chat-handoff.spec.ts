// The chat's hand-off from the visitor's side to the manager's: details left in the chat become an inquiry whose
// details page shows the conversation and where the visitor first landed, an answer that fails to arrive loses
// nothing and stores nothing twice, the step counts carry nothing personal, public pages set no cookie, and the
// Insights tab shows its tables. A server of this file's own, with a manager made by the CLI before it starts.
import type { Page } from "@playwright/test";
import { DYNAMIC_PUBLIC_PATHS } from "~/content/public-pages";
import { SUBMIT_TIMEOUT_MS } from "~/lib/answer-or-failure";
import { expect, expectNoAxeViolations, test, waitForPageScripts } from "./fixtures";
import { signInAsManager } from "./manager-sign-in";
import { runOnOwnServer, withManager } from "./own-server";
import { BUILT_IN_PUBLIC_PAGES } from "./public-pages";

const PORT = Number(process.env.E2E_PORT ?? 4317) + 7010;
const MANAGER = { email: "kai.manager@example.com", password: "a long e2e manager password" };

const server = runOnOwnServer(withManager(PORT, MANAGER));

async function openChat(page: Page, path = "/about") {
  await page.goto(path);
  await waitForPageScripts(page);
  await page.getByRole("button", { name: "Chat with us" }).click();
  const chat = page.getByRole("dialog", { name: "Compliance Assistant" });
  await expect(chat).toBeVisible();
  return chat;
}

test("details left in the chat become a chat inquiry whose details page shows the conversation", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // The refused e-mail (400), the proxy's error page (502) and the dropped connection are logged by the browser.
  consoleErrors.allow(/Failed to load resource: the server responded with a status of (400|502)/);
  consoleErrors.allow(/net::ERR_/);
  const name = `Lee Chat ${Date.now().toString(36)}`;
  const typed = "We have a DHS site visit next month <b>really</b>";
  // The visitor came from a campaign: the lead says where they first landed.
  const chat = await openChat(page, "/about?utm_source=newsletter&utm_campaign=spring-audit");
  await chat.getByRole("button", { name: "I'd like to contact your team" }).click();
  await chat.getByRole("button", { name: "Our phone number" }).click();
  await expect(chat.getByRole("log")).toContainText("Call us at");
  await chat.getByLabel("Type your message").fill(typed);
  await chat.getByLabel("Type your message").press("Enter");
  // Typed text is answered like any other step: "site visit" leads to the most requested services.
  await expect(chat.getByRole("log")).toContainText(typed);
  await chat.getByRole("button", { name: "Compliance consultation" }).click();
  await expect(chat.getByRole("region", { name: "Compliance Consultation" })).toBeVisible();
  await chat.getByRole("button", { name: "Leave your details" }).click();

  const form = chat.getByRole("region", { name: "Leave your details" });
  await expect(form.getByLabel("Name")).toBeFocused();
  // A bad e-mail: a clear error, and what was typed stays.
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill("lee@");
  await form.getByLabel("Note (optional)").fill("Mornings are best.");
  await form.getByRole("button", { name: "Send my details" }).click();
  await expect(form.getByText("Enter an email like name@example.com.")).toBeVisible();
  await expect(form.getByLabel("Email")).toBeFocused();
  await expect(form.getByLabel("Name")).toHaveValue(name);
  await expect(form.getByLabel("Note (optional)")).toHaveValue("Mornings are best.");
  await expectNoAxeViolations(page, "#chat-panel");

  // The answer fails to arrive twice: a proxy's error page before the server saw the details, then a connection
  // dropped after the server stored them. Each time a clear message and nothing lost; the retry that goes through
  // carries the same submission key, so the details are stored once (checked on the dashboard below).
  const failures = ["502", "lost"];
  let storedButLost = 0;
  await page.route("**/chat/lead", async (route) => {
    const failure = failures.shift();
    if (failure === undefined) return route.fallback();
    if (failure === "502") {
      return route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" });
    }
    const answer = await route.fetch(); // the server stores the details and answers...
    storedButLost += answer.ok() ? 1 : 0;
    await route.abort("connectionreset"); // ...but the answer never reaches the browser
  });
  await form.getByLabel("Email").fill("lee.chat@example.org");
  await form.getByRole("button", { name: "Send my details" }).click();
  await expect(form.getByRole("alert")).toContainText("did not reach us");
  await expect(form.getByLabel("Email")).toHaveValue("lee.chat@example.org");
  await form.getByRole("button", { name: "Send my details" }).click();
  await expect.poll(() => storedButLost).toBe(1);
  await expect(form.getByRole("button", { name: "Send my details" })).toBeVisible();
  await expect(form.getByRole("alert")).toContainText("did not reach us");
  await expect(form.getByLabel("Name")).toHaveValue(name);
  await form.getByRole("button", { name: "Send my details" }).click();
  await expect(chat.getByText("Thank you, we have your details.")).toBeVisible();

  // The manager's side: the inquiry, its source, and the path the visitor took, as text.
  await signInAsManager(page, MANAGER);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await page
    .getByRole("link", { name: `View details (inquiry from ${name})` })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: `Inquiry from ${name}` })).toBeVisible();
  await expect(page.getByText("Chat hand-off", { exact: true })).toBeVisible();
  const source = page.getByRole("definition").filter({ has: page.getByLabel("First arrived from") });
  await expect(source).toContainText("Landing page/about");
  await expect(source).toContainText("utm_sourcenewsletter");
  await expect(source).toContainText("utm_campaignspring-audit");
  const conversation = page.getByRole("list", { name: "Chat conversation" });
  await expect(conversation).toContainText("Visitor: I'd like to contact your team");
  await expect(conversation).toContainText("Visitor: Our phone number");
  await expect(conversation).toContainText(`Visitor: ${typed}`);
  await expect(conversation).toContainText("Visitor: Compliance consultation");
  // The recommendation stays in the conversation, by name, and the lead names it too.
  await expect(conversation).toContainText(
    "Assistant: Based on what you've told me, this is where I'd start: Compliance Consultation.",
  );
  await expect(
    page.getByRole("definition").filter({ has: page.getByText("Compliance Consultation", { exact: true }) }),
  ).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "Recommended service" })).toBeVisible();
  // Rendered as text: the visitor's markup is shown, not obeyed.
  await expect(conversation.locator("b")).toHaveCount(0);
  await expect(page.getByText("Mornings are best.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the chat's step counts carry the graph's ids only, never what the visitor typed", async ({ page }) => {
  // What each beacon carried, read in the page (a beacon's body is a Blob the browser sends on its own).
  await page.addInitScript(() => {
    const sent: Promise<string>[] = [];
    Object.assign(window, { sentBeacons: sent });
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith("/chat/count") && data instanceof Blob) sent.push(data.text());
      return original(url, data);
    };
  });
  const counted = page.waitForResponse((response) => new URL(response.url()).pathname === "/chat/count");
  const chat = await openChat(page);
  expect((await counted).status()).toBe(204);
  await chat.getByRole("button", { name: "I run an existing EIDBI agency" }).click();
  await expect(chat.getByRole("log")).toContainText("What needs attention first?");
  await chat.getByLabel("Type your message").fill("my name is Jordan and my son has autism");
  await chat.getByLabel("Type your message").press("Enter");
  await expect(chat.getByRole("log")).toContainText("not quite sure");
  const sentBodies = () =>
    page.evaluate(() => Promise.all((window as unknown as { sentBeacons: Promise<string>[] }).sentBeacons));
  await expect.poll(async () => (await sentBodies()).length).toBeGreaterThanOrEqual(4);
  const sent = await sentBodies();
  const bodies = sent.map((body) => JSON.parse(body) as Record<string, string>);
  expect(bodies).toContainEqual({ event: "reached", node: "start" });
  expect(bodies).toContainEqual({ event: "chose", node: "start", option: "existing-center" });
  expect(bodies).toContainEqual({ event: "reached", node: "existing-center" });
  expect(bodies).toContainEqual({ event: "reached", node: "unclear" });
  for (const body of sent) expect(body).not.toMatch(/Jordan|autism|son/);
});

// The fixture fails a test on any request to another origin, so this walk also shows every public page, guide and
// article loads nothing from elsewhere.
test("public pages and the chat set no cookie and ask no other origin for anything", async ({ page }) => {
  test.slow();
  for (const path of [...BUILT_IN_PUBLIC_PAGES, ...DYNAMIC_PUBLIC_PATHS]) {
    await page.goto(path);
    await waitForPageScripts(page);
  }
  const chat = await openChat(page, "/faq");
  await chat.getByRole("button", { name: "I'd like to contact your team" }).click();
  await expect(chat.getByRole("button", { name: "Leave your details" })).toBeVisible();
  expect(await page.context().cookies()).toEqual([]);
});

test("the Insights tab shows each figure's table, for the range the manager picks", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsManager(page, MANAGER);
  await page.getByRole("link", { name: "Insights" }).click();
  await expect(page).toHaveURL(/\/manager-dashboard\/insights$/);
  await expect(page.getByRole("table", { name: "Leads per week by kind" })).toBeVisible();
  // The chat's steps are separate counts, not a funnel: the journey above chose more answers than it started chats.
  const chat = page.getByRole("region", { name: "Chat activity" });
  await expect(chat).toContainText("Four separate counts, not a funnel");
  await expect(page.getByRole("table", { name: "Chat funnel" })).toHaveCount(0);
  const count = (label: string) =>
    chat.getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd[1]");
  await expect(count("Details left")).toHaveText("1");
  const started = Number(await count("Chats started").textContent());
  const chosen = Number(await count("Answers chosen").textContent());
  expect(chosen).toBeGreaterThan(started);
  await expect(page.getByRole("table", { name: "Top landing pages" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("From", { exact: true }).fill("2026-03-10");
  await page.getByLabel("To", { exact: true }).fill("2026-03-01");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("alert")).toContainText("The start date must be on or before the end date.");
  await expect(page.getByRole("table", { name: "Leads per week by kind" })).toBeVisible();
});

// After the Insights test: its hand-off would change the count of details left that the Insights test reads.
test("a hand-off whose answer never comes says so after the form's timeout, keeps the entries, and a second press sends it", async ({
  page,
}) => {
  await page.clock.install();
  const name = `Sam Hang ${Date.now().toString(36)}`;
  const chat = await openChat(page);
  await chat.getByRole("button", { name: "I'd like to contact your team" }).click();
  await chat.getByRole("button", { name: "Leave your details" }).click();
  const form = chat.getByRole("region", { name: "Leave your details" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill("sam.hang@example.org");
  await page.route("**/chat/lead", () => {
    // Never answered: a proxy that holds the connection open.
  });
  await form.getByRole("button", { name: "Send my details" }).click();
  await expect(form.getByRole("button", { name: "Sending…" })).toBeVisible();
  await page.clock.fastForward(SUBMIT_TIMEOUT_MS);
  await expect(form.getByRole("alert")).toContainText("did not reach us");
  await expect(form.getByLabel("Name")).toHaveValue(name);
  await expect(form.getByLabel("Email")).toHaveValue("sam.hang@example.org");

  await page.unrouteAll({ behavior: "ignoreErrors" });
  await form.getByRole("button", { name: "Send my details" }).click();
  await expect(chat.getByText("Thank you, we have your details.")).toBeVisible();
});

// After the Insights test, as the one above.
test.describe("on a desktop screen", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("Leave your details is shown whole in the pane, and the open panel leaves the header's Book a Call free", async ({
    page,
  }) => {
    const chat = await openChat(page);
    await chat.getByRole("button", { name: "I'm looking for a specific service" }).click();
    await chat.getByRole("button", { name: "Compliance consultation" }).click();
    await chat.getByRole("button", { name: "Leave your details" }).click();
    const form = chat.getByRole("region", { name: "Leave your details" });
    await expect(form.getByRole("button", { name: "Back to the chat" })).toBeVisible();
    // Whole: the form and every field and button in it lie inside the part of the pane that shows, with nothing to
    // scroll to.
    const fit = await form.evaluate((region) => {
      const pane = region.parentElement!;
      const shown = pane.getBoundingClientRect();
      const box = region.getBoundingClientRect();
      return {
        isInside: box.top >= shown.top - 1 && box.bottom <= shown.bottom + 1,
        isScrollable: pane.scrollHeight > pane.clientHeight + 1,
      };
    });
    expect(fit).toEqual({ isInside: true, isScrollable: false });
    for (const control of [form.getByLabel("Name"), form.getByLabel("Note (optional)")]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    // The header's Book a Call is neither under the panel nor out of reach.
    const bookACall = page.getByRole("banner").getByRole("link", { name: "Book a Call" });
    const call = (await bookACall.boundingBox())!;
    const panel = (await page.locator("#chat-panel").boundingBox())!;
    expect(panel.y).toBeGreaterThan(call.y + call.height);
    await bookACall.click();
    await expect(page).toHaveURL(/\/book$/);
  });

  test("after the details are sent, reopening the chat says so and does not offer the form again", async ({ page }) => {
    const chat = await openChat(page);
    await chat.getByRole("button", { name: "I'd like to contact your team" }).click();
    await chat.getByRole("button", { name: "Leave your details" }).click();
    const form = chat.getByRole("region", { name: "Leave your details" });
    await form.getByLabel("Name").fill(`Ana Again ${Date.now().toString(36)}`);
    await form.getByLabel("Email").fill("ana.again@example.org");
    await form.getByRole("button", { name: "Send my details" }).click();
    // The answer takes the focus from the form that has gone.
    await expect(page.locator(":focus")).toContainText("Thank you, we have your details.");
    await expect(chat.getByRole("button", { name: "Leave your details" })).toHaveCount(0);

    // Closed and opened again, and on another page of the same tab: the same answer, no second form.
    await chat.getByRole("button", { name: "Close chat" }).click();
    await page.getByRole("button", { name: "Chat with us" }).click();
    await expect(chat.getByText("Thank you, we have your details.")).toBeVisible();
    await expect(chat.getByRole("button", { name: "Leave your details" })).toHaveCount(0);
    await expectNoAxeViolations(page, "#chat-panel");
    const again = await openChat(page, "/faq");
    await expect(again.getByText("Thank you, we have your details.")).toBeVisible();
    await expect(again.getByRole("button", { name: "Leave your details" })).toHaveCount(0);
  });

  test("a visitor who types that they run an existing agency is taken down the existing agency's path", async ({
    page,
  }) => {
    const chat = await openChat(page);
    await chat.getByLabel("Type your message").fill("we are an existing agency with a DHS licensing audit");
    await chat.getByLabel("Type your message").press("Enter");
    await expect(chat.getByRole("log")).toContainText("For agencies already serving families");
    await expect(chat.getByRole("button", { name: "Supervision and documentation review" })).toBeVisible();
  });

  test("a line posted to /chat/lead in the assistant's name shows on the lead's page as the visitor's browser's, never as the firm's", async ({
    page,
    request,
  }) => {
    const name = `Forged Lines ${Date.now().toString(36)}`;
    const forged = "Your account is locked. Sign in again at https://evil.example/owa";
    const sent = await request.post("/chat/lead", {
      headers: { Origin: server().baseURL },
      multipart: {
        name,
        email: "forged@example.org",
        // The old shape, in the assistant's name: not read any more.
        transcript: JSON.stringify([{ speaker: "assistant", text: `Old shape: ${forged}` }]),
        // A typed line, and a choice the chat never offered at that point.
        steps: JSON.stringify([{ text: forged }, { option: "licensing" }]),
        handoffFrom: "unclear",
      },
    });
    expect(sent.status()).toBe(200);
    await signInAsManager(page, MANAGER);
    await page
      .getByRole("link", { name: `View details (inquiry from ${name})` })
      .first()
      .click();
    const conversation = page.getByRole("list", { name: "Chat conversation" });
    await expect(conversation).toContainText(`Visitor: ${forged}`);
    await expect(conversation).toContainText("Sent by the visitor's browser: licensing");
    await expect(conversation).not.toContainText("Old shape");
    for (const line of await conversation
      .getByRole("listitem")
      .filter({ hasText: /^Assistant: / })
      .allTextContents()) {
      expect(line).not.toContain("evil.example");
    }
    await expect(
      conversation
        .getByRole("listitem")
        .filter({ hasText: /^Assistant: / })
        .first(),
    ).toContainText("We help Minnesota EIDBI agencies");
  });
});
