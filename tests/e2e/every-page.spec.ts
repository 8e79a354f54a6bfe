// Every page on a 390 px phone, and every dashboard page loaded afresh: nothing is wider than the screen, no label or
// figure is cut off or spills out of its box, and no page logs a console error (React's hydration errors included:
// the fixture fails on any). On a server of this file's own, with an admin made by the CLI and leads of each kind.
import type { APIRequestContext, Page } from "@playwright/test";
import { DYNAMIC_PUBLIC_PATHS } from "~/content/public-pages";
import { expect, test, waitForHydration, waitForPageScripts } from "./fixtures";
import { applicationMultipart, requestACallOnBook, samplePdf, uniqueEmail } from "./form-helpers";
import { signInAsManager } from "./manager-sign-in";
import { createManagerWithCli, runOnOwnServer } from "./own-server";
import { BUILT_IN_PUBLIC_PAGES } from "./public-pages";

const PORT = Number(process.env.E2E_PORT ?? 4317) + 7020;
const ADMIN = { email: "robin.admin@example.com", password: "an admin's long e2e password" };
const PHONE = { width: 390, height: 844 };

const server = runOnOwnServer({
  port: PORT,
  prepare: async (dataDir) => {
    const { runManagerCliOrThrow } = await import("../support/manager-cli");
    await createManagerWithCli(dataDir, "kim.manager@example.com", "a long e2e manager password");
    await runManagerCliOrThrow(dataDir, ["create", "--email", ADMIN.email, "--role", "admin"], {
      password: ADMIN.password,
    });
  },
});

/**
 * What does not fit the screen: the page wider than the viewport, and each visible text that is off the screen, cut
 * by a box that clips it, cut short by an ellipsis, or spilling out of a box that draws a border or a background (a
 * card, a button). Text that is visually hidden (screen-reader only, aria-hidden, inert) does not count, nor text
 * inside a labelled region the keyboard can scroll (a wide data table, which may scroll sideways).
 */
function findWhatDoesNotFit() {
  const problems: string[] = [];
  const viewport = document.documentElement.clientWidth;
  const pageWidth = document.scrollingElement?.scrollWidth ?? 0;
  if (pageWidth > viewport) problems.push(`the page is ${pageWidth} px wide`);
  const isHidden = (element: Element) => {
    if (element.closest('[aria-hidden="true"], [inert], [hidden]')) return true;
    for (let e: Element | null = element; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.clip !== "auto" && style.clip !== "") return true;
      if (style.clipPath !== "none" || style.visibility === "hidden" || style.display === "none") return true;
    }
    return false;
  };
  const isScrollRegion = (e: HTMLElement, style: CSSStyleDeclaration) =>
    ["auto", "scroll"].includes(style.overflowX) &&
    e.tabIndex === 0 &&
    (e.getAttribute("role") === "region" || e.tagName === "SECTION") &&
    (e.hasAttribute("aria-label") || e.hasAttribute("aria-labelledby"));
  const drawsBox = (style: CSSStyleDeclaration) =>
    Number.parseFloat(style.borderLeftWidth) > 0 ||
    Number.parseFloat(style.borderRightWidth) > 0 ||
    !["rgba(0, 0, 0, 0)", "transparent"].includes(style.backgroundColor);
  const describe = (e: Element) => `<${e.tagName.toLowerCase()} class="${String(e.className).slice(0, 60)}">`;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  texts: for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    const parent = node.parentElement;
    if (!text || !parent || isHidden(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    if (rects.length === 0) continue;
    const left = Math.min(...rects.map((rect) => rect.left));
    const right = Math.max(...rects.map((rect) => rect.right));
    const what = `"${text.slice(0, 40)}" [${Math.round(left)}–${Math.round(right)}]`;
    for (let box: HTMLElement | null = parent; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (isScrollRegion(box, style)) continue texts;
      if (style.position === "fixed") break;
      const edges = box.getBoundingClientRect();
      const clips = style.overflowX !== "visible";
      if ((clips || drawsBox(style)) && (left < edges.left - 1 || right > edges.right + 1)) {
        problems.push(`${what} ${clips ? "is cut by" : "spills out of"} ${describe(box)}`);
        break;
      }
    }
    if (left < -1 || right > viewport + 1) problems.push(`${what} is off the screen`);
    if (getComputedStyle(parent).textOverflow === "ellipsis" && parent.scrollWidth > parent.clientWidth + 1) {
      problems.push(`${what} is cut short by an ellipsis`);
    }
  }
  return problems;
}

async function expectToFitThePhone(page: Page, what = new URL(page.url()).pathname) {
  expect(await page.evaluate(findWhatDoesNotFit), `${what} at ${page.viewportSize()?.width} px`).toEqual([]);
}

/** Long unbroken words, as visitors type them: a name and an address with no place to wrap. */
const LONG_NAME = "Bartholomew Featherstonehaugh-Cholmondeley-Wolstenholme";
const longEmail = () => uniqueEmail("bartholomew.featherstonehaugh-cholmondeley.compliance-office");

/** A lead of each kind, posted as the forms send them: contact, consultation, call request, chat, application. */
async function postLeadsOfEachKind(request: APIRequestContext) {
  const headers = { Origin: server().baseURL };
  const posts = [
    request.post("/contact", {
      headers,
      form: { name: LONG_NAME, email: longEmail(), phone: "612-555-0100", message: "A".repeat(600) },
    }),
    request.post("/quote", {
      headers,
      form: {
        name: "Quinn Quote",
        email: uniqueEmail("quinn"),
        phone: "612-555-0103",
        serviceType: "Licensing Support",
        organization: "North Star Autism Center of the Greater Minneapolis–Saint Paul Area",
        message: "We need help with our licensing renewal.",
      },
    }),
    request.post("/chat/lead", {
      headers,
      multipart: {
        name: LONG_NAME,
        email: longEmail(),
        steps: JSON.stringify([{ option: "specific-services" }, { option: "consultation" }]),
        handoffFrom: "consultation",
      },
    }),
    request.post("/careers", { headers, multipart: applicationMultipart(LONG_NAME, "phone-width") }),
  ];
  for (const answer of await Promise.all(posts)) expect(answer.status()).toBeLessThan(400);
}

/** Makes an upload request with a passcode from the dashboard; returns its link and its page's address. */
async function createUploadRequest(page: Page) {
  await page.goto("/manager-dashboard/upload-requests/new");
  await waitForHydration(page);
  await expectToFitThePhone(page);
  await page.getByLabel(/Agency name/).fill("Lakeside Family Services of Northern Minnesota");
  await page.getByLabel(/Contact e-mail/).fill(longEmail());
  await page.getByLabel(/Purpose/).fill("Policies, the staff roster and the training records for the annual audit");
  await page.getByLabel(/Passcode/).fill("a shared passcode");
  await page.getByRole("button", { name: "Create upload link" }).click();
  const link = await page.getByLabel("Upload link").inputValue();
  await expectToFitThePhone(page, "/manager-dashboard/upload-requests/new, created");
  await page.getByRole("link", { name: "Open the request" }).click();
  await expect(page.getByRole("heading", { name: /^Upload request for/ })).toBeVisible();
  return { link, detailsPath: new URL(page.url()).pathname };
}

test.describe("on a 390 px phone", () => {
  test.use({ viewport: PHONE });

  test("every public page, /book and a form's page rendered per request fit the screen", async ({ page }) => {
    test.slow();
    const paths = [
      ...BUILT_IN_PUBLIC_PAGES,
      ...DYNAMIC_PUBLIC_PATHS,
      "/careers?apply=Board%20Certified%20Behavior%20Analyst%20(BCBA)",
      "/quote?category=EIDBI%20Compliance%20Audits",
      `/book/cancel/${"A".repeat(43)}`,
    ];
    for (const path of paths) {
      await page.goto(path);
      await waitForPageScripts(page);
      await expectToFitThePhone(page, path);
    }
  });

  test("a job application sent empty fits the screen, with its error summary and every field's message", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    await page.goto("/careers?apply=Board%20Certified%20Behavior%20Analyst%20(BCBA)");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
    await expectToFitThePhone(page, "/careers?apply=… with its errors");
  });

  test("the open chat fits the screen: its questions, a recommendation, Leave your details and the thank-you", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/); // the answer to the details with a bad e-mail
    await page.goto("/about");
    await waitForPageScripts(page);
    await page.getByRole("button", { name: "Chat with us" }).click();
    const chat = page.getByRole("dialog", { name: "Compliance Assistant" });
    await expect(chat.getByRole("button", { name: "I'm looking for a specific service" })).toBeVisible();
    await expectToFitThePhone(page, "the chat's first question");
    await chat.getByRole("button", { name: "I'm looking for a specific service" }).click();
    await chat.getByRole("button", { name: "Compliance consultation" }).click();
    await expect(chat.getByRole("region", { name: "Compliance Consultation" })).toBeVisible();
    await expectToFitThePhone(page, "the chat's recommendation");
    await chat.getByRole("button", { name: "Leave your details" }).click();
    const form = chat.getByRole("region", { name: "Leave your details" });
    await form.getByLabel("Name").fill(LONG_NAME);
    await form.getByLabel("Email").fill("not an address");
    await form.getByRole("button", { name: "Send my details" }).click();
    await expect(form.getByText("Enter an email like name@example.com.")).toBeVisible();
    await expectToFitThePhone(page, "the chat's details form with an error");
    await form.getByLabel("Email").fill(longEmail());
    await form.getByRole("button", { name: "Send my details" }).click();
    await expect(chat.getByText("Thank you, we have your details.")).toBeVisible();
    await expectToFitThePhone(page, "the chat's thank-you");
  });

  test("an agency's upload page fits the screen: the notice, the passcode, the files and their progress", async ({
    page,
    browser,
  }) => {
    test.slow();
    await signInAsManager(page, ADMIN);
    const { link } = await createUploadRequest(page);
    const agency = await (await browser.newContext({ viewport: PHONE })).newPage();
    await agency.goto(link);
    await waitForHydration(agency);
    await expectToFitThePhone(agency, "/upload/<token>, its passcode step");
    await agency.getByLabel("Passcode").fill("a shared passcode");
    await agency.getByLabel("Passcode").press("Enter");
    await expect(agency.getByLabel("Files", { exact: true })).toBeVisible();
    await waitForHydration(agency);
    await expectToFitThePhone(agency, "/upload/<token>, its files step");
    await agency.getByRole("checkbox", { name: /Business Associate Agreement/ }).check();
    await agency
      .getByLabel("Files", { exact: true })
      .setInputFiles([samplePdf("a-policy-document-with-a-rather-long-file-name-from-the-shared-drive.pdf")]);
    await agency.getByRole("button", { name: "Send files" }).click();
    await expect(agency.getByText(/Receipt number/)).toBeVisible();
    await expectToFitThePhone(agency, "/upload/<token> after sending");
    await agency.context().close();
  });

  test("each dashboard page fits the screen, with leads of every kind and long names in them", async ({
    page,
    request,
  }) => {
    test.slow();
    for (const path of await everyDashboardPage(page, request)) {
      await page.goto(path);
      await waitForHydration(page);
      await expectToFitThePhone(page, path);
    }
    // The summary's figures and the tabs' names are each there whole.
    await page.goto("/manager-dashboard");
    for (const figure of ["Total Inquiries", "Pending Inquiries", "Overdue Inquiries", "Overdue Applications"]) {
      await expect(page.getByText(figure)).toBeAttached();
    }
    const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
    for (const tab of ["Inquiries", "Applications", "Uploads", "Upcoming calls", "Insights"]) {
      await expect(tabs.getByRole("link", { name: tab })).toBeInViewport({ ratio: 1 });
    }
  });
});

/**
 * Leads of every kind (a call request among them) and an upload request, made as visitors and a manager make them;
 * then, signed in as the admin, the address of every dashboard page: the lists, Upcoming calls, Insights, Admin, the
 * new upload request's form, the request's page and every lead's details.
 */
async function everyDashboardPage(page: Page, request: APIRequestContext) {
  await postLeadsOfEachKind(request);
  await requestACallOnBook(page, { name: LONG_NAME, email: longEmail() });
  await expectToFitThePhone(page, "/book after a request");
  await signInAsManager(page, ADMIN);
  const { detailsPath } = await createUploadRequest(page);
  return [
    "/manager-dashboard",
    "/manager-dashboard?tab=applications",
    "/manager-dashboard?tab=uploads",
    "/manager-dashboard/calls",
    "/manager-dashboard/insights",
    "/manager-dashboard/admin",
    "/manager-dashboard/upload-requests/new",
    detailsPath,
    ...(await detailsPagesOf(page)),
  ];
}

/** The details pages of every lead the dashboard lists (inquiries and applications), by their links. */
async function detailsPagesOf(page: Page) {
  const paths: string[] = [];
  for (const tab of ["/manager-dashboard", "/manager-dashboard?tab=applications"]) {
    await page.goto(tab);
    for (const link of await page.getByRole("link", { name: /^View details/ }).all()) {
      const href = await link.getAttribute("href");
      if (href && !paths.includes(href)) paths.push(href);
    }
  }
  expect(paths.length).toBeGreaterThanOrEqual(5);
  return paths;
}

test("every dashboard page, loaded afresh on a desktop, logs no console error", async ({ page, request }) => {
  test.slow();
  // A call request shows its times in the list's cards: the markup that once made React's hydration fail (#418).
  for (const path of await everyDashboardPage(page, request)) {
    // A page load, not a move inside the app: the server's HTML is hydrated, where a mismatch would show.
    await page.goto(path);
    await waitForHydration(page);
  }
  // The fixture fails the test on any console error or page error that came on the way.
});
