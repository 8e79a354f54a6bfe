// Two app servers on one PostgreSQL behind a small round-robin proxy, as a load balancer would run them: a session
// made on one works on the other, the sign-in and form limits count across both, both dashboards show the same
// counts, and a résumé uploaded through one downloads byte for byte through the other (files live in the database);
// an article published or unpublished in the content studio on one shows so on the other within five seconds, and so
// do a job posting, an FAQ entry and the firm's phone number, each with its structured data and sitemap date.
// Needs DATABASE_URL (`bash scripts/with-postgres.sh npx playwright test tests/e2e/several-servers.spec.ts`).
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { runAdmin } from "../support/postgres";
import { startProxy, type TestProxy } from "../support/proxy";
import { applicationForm } from "./backup-helpers";
import { waitForHydration } from "./fixtures";
import { signInAsManager } from "./manager-sign-in";
import { freePort, type OwnServer, startOwnServer } from "./own-server";

const BASE_PORT = Number(process.env.E2E_PORT ?? 4317) + 5000;
const ROOT = path.resolve(import.meta.dirname, "..", "..");
const MANAGER = { email: "two-servers@example.com", password: "a long test password" };
const ADMIN = { email: "two-servers-admin@example.com", password: "a long admin password" };
const FORM_LIMIT = 6;

test.skip(!process.env.DATABASE_URL, "needs a PostgreSQL server in DATABASE_URL (scripts/with-postgres.sh)");
test.setTimeout(180_000);

function signIn(baseURL: string, email: string, password: string) {
  return fetch(`${baseURL}/manager-login`, {
    method: "POST",
    headers: { Origin: baseURL },
    body: new URLSearchParams({ email, password }),
    redirect: "manual",
  });
}

function contact(baseURL: string, email: string) {
  return fetch(`${baseURL}/contact`, {
    method: "POST",
    headers: { Origin: baseURL },
    body: new URLSearchParams({ name: "Two Servers", email, message: "Shared everything?", website: "" }),
  });
}

async function dashboard(baseURL: string, cookie: string, query = "") {
  const response = await fetch(`${baseURL}/manager-dashboard${query}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

/** A summary card's figure, e.g. "Total Inquiries" (rendered as "Total" and a group name only phones hide). */
function countOf(html: string, label: string) {
  const [kind, group] = label.split(" ");
  const match = html.match(new RegExp(`${kind}<span[^>]*> (?:<!-- -->)?${group}</span></p><p[^>]*>([\\d,]+)</p>`));
  return match ? Number(match[1]?.replaceAll(",", "")) : Number.NaN;
}

test("two servers on one PostgreSQL share sessions, limits, counts and files", { tag: "@postgres" }, async () => {
  const serverUrl = process.env.DATABASE_URL ?? "";
  const name = `two_servers_${randomBytes(6).toString("hex")}`;
  await runAdmin(serverUrl, `create database "${name}"`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const env = {
    DATABASE_URL: databaseUrl,
    // Without a shared secret each server would sign sessions with its own generated one.
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    // Likewise each would encrypt files under a master key of its own, which the other could not open.
    FILE_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    RATE_LIMIT_FORMS: `${FORM_LIMIT}/600`,
  };
  const servers: OwnServer[] = [];
  let proxy: TestProxy | null = null;
  try {
    servers.push(await startOwnServer({ port: BASE_PORT + 1, env }));
    servers.push(await startOwnServer({ port: BASE_PORT + 2, env }));
    const [a, b] = servers as [OwnServer, OwnServer];
    await promisify(execFile)(
      process.execPath,
      ["--liftoff-only", "scripts/manager.ts", "create", "--email", MANAGER.email],
      { cwd: ROOT, env: { ...process.env, ...env, DATA_DIR: a.dataDir, MANAGER_PASSWORD: MANAGER.password } },
    );
    proxy = await startProxy([a.baseURL, b.baseURL], { port: BASE_PORT });

    // A session made on A is valid on B.
    const signedIn = await signIn(a.baseURL, MANAGER.email, MANAGER.password);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    expect(countOf(await dashboard(b.baseURL, cookie), "Total Inquiries")).toBe(0);

    // A résumé uploaded through A downloads byte for byte through B (larger than one stored chunk).
    const applicant = `resume-${randomBytes(4).toString("hex")}@example.com`;
    const resume = Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(700 * 1024), Buffer.from("\n%%EOF\n")]);
    const applied = await fetch(`${a.baseURL}/careers`, {
      method: "POST",
      headers: { Origin: a.baseURL },
      body: applicationForm(applicant, resume),
    });
    expect(applied.status).toBe(200);
    const list = await dashboard(b.baseURL, cookie, `?tab=applications&q=${encodeURIComponent(applicant)}`);
    const applicationId = list.match(/\/manager-dashboard\/applications\/([0-9a-f-]{36})/)?.[1];
    expect(applicationId).toBeTruthy();
    const download = await fetch(`${b.baseURL}/manager-dashboard/files/resume/${applicationId}`, {
      headers: { Cookie: cookie },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(resume)).toBe(true);

    // The form limit counts across both servers: with the application above, FORM_LIMIT posts through the proxy
    // reach both, and the next one is refused whichever server takes it.
    for (let i = 1; i < FORM_LIMIT; i++) {
      expect((await contact(proxy.url, `shared-${i}-${applicant}`)).status).toBe(200);
    }
    expect((await contact(proxy.url, `over-${applicant}`)).status).toBe(429);
    expect((await contact(proxy.url, `over-again-${applicant}`)).status).toBe(429);

    // Both dashboards show the same counts, the submissions through either server included.
    const [onA, onB] = [await dashboard(a.baseURL, cookie), await dashboard(b.baseURL, cookie)];
    for (const label of ["Total Inquiries", "Total Applications"]) {
      expect(countOf(onA, label), label).toBe(countOf(onB, label));
    }
    expect(countOf(onA, "Total Inquiries")).toBe(FORM_LIMIT - 1);
    expect(countOf(onA, "Total Applications")).toBe(1);

    // Sign-in limits count across both servers: 5 wrong passwords for one address through the proxy, then even
    // the right password is refused on either server.
    for (let i = 0; i < 5; i++) {
      expect((await signIn(proxy.url, MANAGER.email, "not the password at all")).status).toBe(401);
    }
    expect((await signIn(proxy.url, MANAGER.email, MANAGER.password)).status).toBe(429);
    expect((await signIn(proxy.url, MANAGER.email, MANAGER.password)).status).toBe(429);
    expect(proxy.served.every((count) => count > 3)).toBe(true);
  } finally {
    await proxy?.close();
    for (const server of servers) await server.stop();
    await runAdmin(serverUrl, `drop database if exists "${name}" with (force)`);
  }
});

/** Polls `url` until `isShown` holds for its answer; the milliseconds it took, or null after `withinMs`. */
async function millisecondsUntil(
  url: string,
  isShown: (response: Response, text: string) => boolean,
  withinMs: number,
) {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    const response = await fetch(url, { redirect: "manual" });
    if (isShown(response, await response.text())) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

test("an article published on one server is on the other's pages, sitemap and feed within 5 seconds; its unpublish too", {
  tag: "@postgres",
}, async () => {
  await onTwoNewServers(async (a, b, env) => {
    await createAccount(a.dataDir, env, MANAGER, "manager");
    const signedIn = await signIn(a.baseURL, MANAGER.email, MANAGER.password);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    // B's pages are rendered and cached before the publish: the publish must reach B's cache, not just its database.
    expect((await fetch(`${b.baseURL}/news`)).status).toBe(200);
    const builtIn = await (await fetch(`${b.baseURL}/news`)).text();
    expect(builtIn.match(/href="\/news\/[a-z0-9-]+"/g)?.length).toBeGreaterThan(0);

    const slug = `two-servers-${randomBytes(4).toString("hex")}`;
    const title = `Published on One Server ${slug}`;
    const published = await fetch(`${a.baseURL}/manager-dashboard/content/news/new`, {
      method: "POST",
      headers: { Origin: a.baseURL, Cookie: cookie },
      body: new URLSearchParams({
        intent: "publish",
        slug,
        title,
        date: "2025-11-20",
        topic: "EIDBI compliance",
        summary: "Written on A, read on B.",
        body: "Both servers show this.",
      }),
      redirect: "manual",
    });
    expect(published.status).toBe(302);
    const itemPath = new URL(published.headers.get("location") ?? "", a.baseURL).pathname;
    expect(itemPath).toMatch(/^\/manager-dashboard\/content\/news\/[0-9a-f-]{36}$/);

    const shownWithin = await Promise.all([
      millisecondsUntil(
        `${b.baseURL}/news/${slug}`,
        (response, text) => response.status === 200 && text.includes(title),
        5_000,
      ),
      millisecondsUntil(`${b.baseURL}/news`, (_, text) => text.includes(title), 5_000),
      millisecondsUntil(`${b.baseURL}/sitemap.xml`, (_, text) => text.includes(`/news/${slug}</loc>`), 5_000),
      millisecondsUntil(`${b.baseURL}/news/feed.xml`, (_, text) => text.includes(`/news/${slug}`), 5_000),
    ]);
    expect(
      shownWithin.every((ms) => ms !== null),
      `shown on B after ${shownWithin.join(", ")} ms`,
    ).toBe(true);

    const unpublished = await fetch(`${a.baseURL}${itemPath}`, {
      method: "POST",
      headers: { Origin: a.baseURL, Cookie: cookie },
      body: new URLSearchParams({ intent: "unpublish" }),
      redirect: "manual",
    });
    expect(unpublished.status).toBe(302);
    const goneWithin = await Promise.all([
      millisecondsUntil(`${b.baseURL}/news/${slug}`, (response) => response.status === 404, 5_000),
      millisecondsUntil(`${b.baseURL}/news`, (_, text) => !text.includes(title), 5_000),
    ]);
    expect(
      goneWithin.every((ms) => ms !== null),
      `gone from B after ${goneWithin.join(", ")} ms`,
    ).toBe(true);
  });
});

test("a job posting, an FAQ entry and the firm's phone changed in the studio on one server show on the other's pages, structured data and sitemap within 5 seconds", {
  tag: "@postgres",
}, async ({ browser }) => {
  await onTwoNewServers(async (a, b, env) => {
    await createAccount(a.dataDir, env, MANAGER, "manager");
    await createAccount(a.dataDir, env, ADMIN, "admin");
    // B has rendered and cached each page before the change reaches it.
    for (const path of ["/careers", "/faq", "/contact", "/sitemap.xml"]) {
      expect((await fetch(`${b.baseURL}${path}`)).status, path).toBe(200);
    }

    const manager = await studioPage(browser, a.baseURL, MANAGER);
    const position = `Compliance Analyst ${randomBytes(3).toString("hex")}`;
    await manager.goto("/manager-dashboard/content/jobs/new");
    await waitForHydration(manager);
    await manager.getByLabel("Position title").fill(position);
    await manager.getByLabel("Employment type").selectOption("part-time");
    await manager.getByLabel("Location").fill("Duluth, MN");
    await manager.getByLabel("Pay from (dollars)").fill("52000");
    await manager.getByLabel("Pay up to (dollars)").fill("61000");
    await manager.getByLabel("Pay is per").selectOption("year");
    await manager.getByLabel("One-line summary").fill("Records review");
    await manager.getByLabel("Description").fill("Review agencies' records.");
    await manager.getByLabel("Requirements").fill("Careful writing");
    const jobPublishedAt = Date.now();
    await manager.getByRole("button", { name: "Save and publish now" }).click();
    await expect(manager).toHaveURL(/\?done=published$/);
    const jobWithin = await millisecondsUntil(
      `${b.baseURL}/careers`,
      (_, html) => {
        const posting = structuredDataIn(html).find((thing) => thing.title === position);
        const pay = (posting?.baseSalary as { value?: Record<string, unknown> } | undefined)?.value;
        return (
          html.includes(position) &&
          posting?.employmentType === "PART_TIME" &&
          pay?.minValue === 52000 &&
          pay.maxValue === 61000 &&
          pay.unitText === "YEAR"
        );
      },
      5_000,
    );
    expect(jobWithin, "the posting and its JobPosting on B's /careers").not.toBeNull();
    expect(Date.parse(await lastmodOn(b.baseURL, "/careers"))).toBeGreaterThanOrEqual(jobPublishedAt);

    const question = `Do you review billing records ${randomBytes(3).toString("hex")}?`;
    await manager.goto("/manager-dashboard/content/faq/new");
    await waitForHydration(manager);
    await manager.getByLabel("Question").fill(question);
    await manager.getByLabel("Answer").fill("Yes. We compare **session notes** with claims.");
    await manager.getByLabel("Order").fill("5");
    const faqPublishedAt = Date.now();
    await manager.getByRole("button", { name: "Save and publish now" }).click();
    await expect(manager).toHaveURL(/\?done=published$/);
    const faqWithin = await millisecondsUntil(
      `${b.baseURL}/faq`,
      (_, html) => {
        const faq = structuredDataIn(html).find((thing) => thing["@type"] === "FAQPage");
        const first = (faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[] | undefined)?.[0];
        return first?.name === question && first.acceptedAnswer.text === "Yes. We compare session notes with claims.";
      },
      5_000,
    );
    expect(faqWithin, "the question and its FAQPage entry on B's /faq").not.toBeNull();
    expect(Date.parse(await lastmodOn(b.baseURL, "/faq"))).toBeGreaterThanOrEqual(faqPublishedAt);
    await manager.context().close();

    const admin = await studioPage(browser, a.baseURL, ADMIN);
    await admin.goto("/manager-dashboard/content/firm");
    await waitForHydration(admin);
    await admin.getByLabel("Phone").fill("(612) 555-0142");
    await admin.getByRole("button", { name: "Save and publish" }).click();
    await expect(admin.getByText("Published. The site shows it within a few seconds.")).toBeVisible();
    await admin.context().close();
    const phoneWithin = await millisecondsUntil(
      `${b.baseURL}/contact`,
      (_, html) => {
        const firm = structuredDataIn(html).find((thing) => thing["@type"] === "ProfessionalService");
        return html.includes('href="tel:+16125550142"') && firm?.telephone === "+16125550142";
      },
      5_000,
    );
    expect(phoneWithin, "the phone in B's /contact and its ProfessionalService").not.toBeNull();
    console.log(`On B after: posting ${jobWithin} ms, FAQ entry ${faqWithin} ms, phone ${phoneWithin} ms.`);
  });
});

async function createAccount(
  dataDir: string,
  env: Record<string, string>,
  account: { email: string; password: string },
  role: "manager" | "admin",
) {
  await promisify(execFile)(
    process.execPath,
    ["--liftoff-only", "scripts/manager.ts", "create", "--email", account.email, "--role", role],
    { cwd: ROOT, env: { ...process.env, ...env, DATA_DIR: dataDir, MANAGER_PASSWORD: account.password } },
  );
}

/** A browser page signed in as `account` on the server at `baseURL`. */
async function studioPage(browser: Browser, baseURL: string, account: { email: string; password: string }) {
  const page: Page = await (await browser.newContext({ baseURL })).newPage();
  await signInAsManager(page, account);
  return page;
}

/** The things of a page's one JSON-LD script. */
function structuredDataIn(html: string): Record<string, unknown>[] {
  const script = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  return script ? (JSON.parse(script) as { "@graph": Record<string, unknown>[] })["@graph"] : [];
}

/** The sitemap's lastmod for `path` on the server at `baseURL`. */
async function lastmodOn(baseURL: string, path: string) {
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  return sitemap.match(new RegExp(`${path}</loc><lastmod>([^<]+)</lastmod>`))?.[1] ?? "";
}

/**
 * Runs `journey` on two servers started together on a new database, as a deployment would start them (one of them
 * fills the studio from the built-in content, once); stops them and drops the database after.
 */
async function onTwoNewServers(journey: (a: OwnServer, b: OwnServer, env: Record<string, string>) => Promise<void>) {
  const serverUrl = process.env.DATABASE_URL ?? "";
  const name = `two_servers_content_${randomBytes(6).toString("hex")}`;
  await runAdmin(serverUrl, `create database "${name}"`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const env = { DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: randomBytes(32).toString("hex") };
  const servers: OwnServer[] = [];
  try {
    servers.push(
      ...(await Promise.all([startOwnServer({ port: freePort(), env }), startOwnServer({ port: freePort(), env })])),
    );
    await journey(servers[0]!, servers[1]!, env);
  } finally {
    for (const server of servers) await server.stop();
    await runAdmin(serverUrl, `drop database if exists "${name}" with (force)`);
  }
}
