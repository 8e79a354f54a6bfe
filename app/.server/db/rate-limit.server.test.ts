// The per-IP limit of the public forms, against the real database (PGlite, or PostgreSQL under
// scripts/with-postgres.sh): counted in one upsert, shared by every form, answered with 429 by the route actions.
import { eq, sql } from "drizzle-orm";
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { describe, expect, test } from "vitest";
import { makePdf } from "#tests/support/documents.ts";
import { formRequest, type TestFields, testContext } from "#tests/support/form-request.ts";
import { loggedText, takeLogLines } from "#tests/support/log-lines.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { applications, inquiries, rateLimitCounters } from "~/.server/db/schema";
import type { FormResult } from "~/lib/schemas/form-result";
import { action as careersAction } from "~/routes/forms/careers";
import { action as contactAction } from "~/routes/forms/contact";
import { action as quoteAction } from "~/routes/forms/quote";
import { rateLimitSubject } from "../runtime/client-subject";
import { consumeRateLimit, DEFAULT_FORM_RATE_LIMIT } from "./rate-limit";

const state = setupTestServerState();

type Action = (args: never) => Promise<unknown>;
async function post(action: Action, path: string, fields: TestFields, clientIp: string) {
  const files = path === "/careers" ? [{ name: "resume.pdf", bytes: makePdf() }] : [];
  const args = { request: formRequest(path, fields, { files }), context: testContext(clientIp), params: {} };
  const answer = (await action(args as never)) as DataWithResponseInit<FormResult>;
  const retryAfter = new Headers(answer.init?.headers).get("Retry-After");
  return { status: answer.init?.status ?? 200, result: answer.data, retryAfter: retryAfter && Number(retryAfter) };
}

const contact = { name: "Casey T.", email: "casey@example.com", message: "Please call me about an audit." };
const quote = { ...contact, phone: "612-555-0101", serviceType: "Consultation" };
const application: TestFields = {
  fullName: "Robin S.",
  email: "robin@example.com",
  phone: "218-555-0170",
  authorized: "yes",
  workHistory: ["Front desk, a Duluth clinic"],
  education: ["A.A., Lake Superior College"],
  interest: "I like helping families find their way.",
  role: "General",
  criminalBackground: "no",
  drugTest: "yes",
};

describe(`form rate limit on ${TEST_DATABASE_KIND}`, () => {
  test("the default is 10 submissions per 10 minutes", () => {
    expect(state.app().formRateLimit).toEqual({ max: 10, windowSeconds: 600 });
    expect(DEFAULT_FORM_RATE_LIMIT).toEqual({ max: 10, windowSeconds: 600 });
  });

  test("the 11th submission from one IP within the window gets 429 with the entries kept; other IPs go on", async () => {
    const ip = "203.0.113.7";
    for (let i = 1; i <= 10; i++) {
      const { status } = await post(contactAction, "/contact", { ...contact, name: `Casey ${i}` }, ip);
      expect(status, `submission ${i}`).toBe(200);
    }
    takeLogLines();
    const refused = await post(contactAction, "/contact", { ...contact, name: "Casey 11" }, ip);
    const other = await post(contactAction, "/contact", { ...contact, name: "Someone else" }, "203.0.113.8");

    expect(refused).toEqual({
      status: 429,
      result: {
        status: "rate-limited",
        values: { ...contact, name: "Casey 11" },
        retryAfterSeconds: refused.retryAfter,
      },
      retryAfter: expect.any(Number),
    });
    // Retry-After: the seconds until the window that opened with the first submission ends.
    expect(refused.retryAfter).toBeGreaterThanOrEqual(590);
    expect(refused.retryAfter).toBeLessThanOrEqual(600);
    expect(other.status).toBe(200);
    const names = (await state.db().select({ name: inquiries.name }).from(inquiries)).map((row) => row.name);
    expect(names).toHaveLength(11);
    expect(names).not.toContain("Casey 11");
    const text = loggedText();
    const line = takeLogLines().find((logged) => logged.event === "rate-limited");
    expect(line).toMatchObject({ level: "warn", event: "rate-limited", ip, path: "/contact", form: "contact" });
    expect(text).not.toContain("Casey");
  });

  test("the three forms share one count per IP, and a limited application stores no file", async () => {
    const ip = "203.0.113.20";
    for (let i = 0; i < 4; i++) expect((await post(contactAction, "/contact", contact, ip)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await post(quoteAction, "/quote", quote, ip)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await post(careersAction, "/careers", application, ip)).status).toBe(200);
    const keysBefore = await state.storedKeys();

    const results = [
      await post(contactAction, "/contact", contact, ip),
      await post(quoteAction, "/quote", quote, ip),
      await post(careersAction, "/careers", application, ip),
    ];

    expect(results.map((r) => [r.status, r.result.status])).toEqual([
      [429, "rate-limited"],
      [429, "rate-limited"],
      [429, "rate-limited"],
    ]);
    // Retry-After: the seconds until the sender's 10-minute window ends.
    for (const { retryAfter } of results) {
      expect(retryAfter).toBeGreaterThanOrEqual(590);
      expect(retryAfter).toBeLessThanOrEqual(600);
    }
    // The application is refused before its body is read, so nothing of it comes back (the browser keeps it).
    expect(results[2]?.result).toMatchObject({ values: {} });
    expect(await state.db().select().from(inquiries)).toHaveLength(7);
    expect(await state.db().select().from(applications)).toHaveLength(3);
    expect(await state.storedKeys()).toEqual(keysBefore);
  });

  test("an application over the limit gets its 429 without a byte of its body being read", async () => {
    const ip = "203.0.113.25";
    state.changeApp({ formRateLimit: { max: 1, windowSeconds: 600 } });
    expect((await post(careersAction, "/careers", application, ip)).status).toBe(200);

    let bytesPulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        bytesPulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request("http://localhost/careers", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    const answer = (await careersAction({ request, context: testContext(ip), params: {} } as never)) as {
      init: ResponseInit | null;
    };

    expect(answer.init?.status).toBe(429);
    // A ReadableStream pulls once to fill its queue when made; nothing beyond that was asked for.
    expect(bytesPulled).toBeLessThanOrEqual(64 * 1024);
    await endless.cancel();
  });

  test("invalid and honeypot submissions count too, so probing is limited as well", async () => {
    const ip = "203.0.113.30";
    for (let i = 0; i < 5; i++) expect((await post(contactAction, "/contact", { name: "x" }, ip)).status).toBe(400);
    for (let i = 0; i < 5; i++) {
      expect((await post(contactAction, "/contact", { ...contact, website: "http://spam.example" }, ip)).status).toBe(
        200,
      );
    }
    expect((await post(contactAction, "/contact", contact, ip)).status).toBe(429);
    expect(await state.db().select().from(inquiries)).toHaveLength(0);
  });

  test("when the window has passed the IP may send again, and the count starts over", async () => {
    state.changeApp({ formRateLimit: { max: 2, windowSeconds: 600 } });
    const ip = "203.0.113.40";
    for (let i = 0; i < 2; i++) expect((await post(contactAction, "/contact", contact, ip)).status).toBe(200);
    expect((await post(contactAction, "/contact", contact, ip)).status).toBe(429);

    await state
      .db()
      .update(rateLimitCounters)
      .set({ windowStart: sql`now() - interval '601 seconds'` })
      .where(eq(rateLimitCounters.key, `form:${ip}`));

    expect((await post(contactAction, "/contact", contact, ip)).status).toBe(200);
    const [row] = await state
      .db()
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `form:${ip}`));
    expect(row?.count).toBe(1);
  });

  test("concurrent hits are counted exactly: of 30 at once with a limit of 10, exactly 10 pass", async () => {
    const limit = { max: 10, windowSeconds: 60 };
    const decisions = await Promise.all(
      Array.from({ length: 30 }, () => consumeRateLimit(state.db(), "test:burst", limit)),
    );

    expect(decisions.filter((d) => d.isAllowed)).toHaveLength(10);
    expect(decisions.map((d) => d.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const d of decisions) expect(d.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    for (const d of decisions) expect(d.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  test("expired counters of the same kind are swept away as new hits come in", async () => {
    const db = state.db();
    await db.insert(rateLimitCounters).values([
      { key: "sweep:old", count: 4, windowStart: sql`now() - interval '2 hours'` },
      { key: "sweep:recent", count: 4, windowStart: sql`now()` },
      { key: "other:old", count: 4, windowStart: sql`now() - interval '2 hours'` },
    ]);

    await consumeRateLimit(db, "sweep:new", { max: 10, windowSeconds: 600 });

    const keys = (await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key).sort();
    expect(keys).toEqual(["other:old", "sweep:new", "sweep:recent"]);
  });
});

test.each([
  ["203.0.113.7", "203.0.113.7"],
  ["::ffff:203.0.113.7", "203.0.113.7"],
  ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
  ["2001:DB8:1:2::99", "2001:db8:1:2::/64"],
  ["2001:0db8::1", "2001:db8:0:0::/64"],
  ["::1", "0:0:0:0::/64"],
  ["", "unknown"],
])("the limit counts %j as %j", (ip, subject) => {
  expect(rateLimitSubject(ip)).toBe(subject);
});
