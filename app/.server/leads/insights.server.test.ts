// The Insights tab's figures against a seeded database (PGlite, or PostgreSQL under scripts/with-postgres.sh): every
// figure is checked, including the edges of the range in Central time.
import { describe, expect, test } from "vitest";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { applications, chatCounts, type FirstTouch, inquiries, leadEvents } from "~/.server/db/schema";
import { getInsights } from "./insights";

const state = setupTestServerState();
const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

type Seed = {
  source: "contact" | "quote" | "chat";
  createdAt: Date;
  responded?: boolean;
  outcome?: "open" | "client";
  serviceType?: string;
  category?: string;
  firstTouch?: FirstTouch;
};

async function seed() {
  const db = state.db();
  const inquiry = (name: string, row: Seed) => ({ name, email: `${name}@example.org`, message: "m", ...row });
  const stored = await db
    .insert(inquiries)
    .values([
      // Week of Feb 2 (Central): two contact messages.
      inquiry("c1", {
        source: "contact",
        createdAt: at("2026-02-03T15:00:00Z"),
        responded: true,
        firstTouch: { landingPath: "/services", utmSource: "newsletter" },
      }),
      inquiry("c2", {
        source: "contact",
        createdAt: at("2026-02-05T15:00:00Z"),
        firstTouch: { landingPath: "/", referrerHost: "www.google.com" },
      }),
      // Week of Feb 9: a consultation request that became a client, and a chat hand-off at 11:30 PM Sunday Central.
      inquiry("q1", {
        source: "quote",
        createdAt: at("2026-02-10T15:00:00Z"),
        responded: true,
        outcome: "client",
        serviceType: "Licensing Support",
        firstTouch: { landingPath: "/services", referrerHost: "www.google.com" },
      }),
      inquiry("h1", { source: "chat", createdAt: at("2026-02-16T05:30:00Z"), category: "ABA Therapy" }),
      // Outside the range by an hour or two in Central time: 11:30 PM on Feb 1, 1:00 AM on Feb 23.
      inquiry("before", { source: "contact", createdAt: at("2026-02-02T05:30:00Z") }),
      inquiry("after", { source: "quote", createdAt: at("2026-02-23T07:00:00Z"), serviceType: "Consultation" }),
    ])
    .returning({ id: inquiries.id, name: inquiries.name, createdAt: inquiries.createdAt });
  const [application] = await db
    .insert(applications)
    .values({
      fullName: "Robin",
      email: "robin@example.org",
      phone: "218-555-0170",
      authorized: "yes",
      interest: "i",
      role: "BCBA",
      criminalBackground: "no",
      drugTest: "yes",
      responded: true,
      // 11:00 PM on Sunday Feb 22, Central: the last day of the range.
      createdAt: at("2026-02-23T05:00:00Z"),
      firstTouch: { landingPath: "/careers" },
    })
    .returning({ id: applications.id, createdAt: applications.createdAt });
  const byName = new Map(stored.map((row) => [row.name, row]));
  const responded = (kind: "inquiry" | "application", lead: { id: string; createdAt: Date }, hours: number) => ({
    leadKind: kind,
    leadId: lead.id,
    action: "responded" as const,
    createdAt: new Date(lead.createdAt.getTime() + hours * HOUR),
  });
  const c1 = byName.get("c1")!;
  const q1 = byName.get("q1")!;
  await db.insert(leadEvents).values([
    responded("inquiry", c1, 2),
    // A second "responded" later (after a "pending") does not count: the first one does.
    { ...responded("inquiry", c1, 3), action: "pending" as const },
    responded("inquiry", c1, 10),
    responded("inquiry", q1, 4),
    responded("application", application!, 6),
    // An event of a lead outside the range is not part of its median.
    responded("inquiry", byName.get("after")!, 100),
  ]);
  await db.insert(chatCounts).values([
    { day: "2026-02-03", event: "reached", node: "start", count: 7 },
    { day: "2026-02-20", event: "reached", node: "start", count: 3 },
    { day: "2026-02-20", event: "reached", node: "contact", count: 4 },
    { day: "2026-02-20", event: "chose", node: "start", option: "contact", count: 4 },
    { day: "2026-02-20", event: "chose", node: "contact", option: "email-contact", count: 2 },
    { day: "2026-02-21", event: "recommended", node: "aba", count: 3 },
    { day: "2026-02-22", event: "handoff", node: "contact", count: 1 },
    { day: "2026-02-23", event: "reached", node: "start", count: 100 },
  ]);
}

describe(`Insights on ${TEST_DATABASE_KIND}`, () => {
  test("every figure matches the seeded leads, events and chat counts", async () => {
    await seed();
    const insights = await getInsights(
      state.db(),
      { from: "2026-02-02", to: "2026-02-22" },
      at("2026-03-20T17:00:00Z"),
    );

    const zero = { contact: 0, quote: 0, call: 0, chat: 0, application: 0 };
    expect(insights.weeks).toEqual([
      { week: "2026-02-02", counts: { ...zero, contact: 2 } },
      { week: "2026-02-09", counts: { ...zero, quote: 1, chat: 1 } },
      { week: "2026-02-16", counts: { ...zero, application: 1 } },
    ]);
    // First responses after 2 h, 4 h and 6 h: the median is 4 h; 3 of the 5 leads in the range have one.
    expect(insights.firstResponse).toEqual({ medianSeconds: 4 * 3600, responded: 3, leads: 5 });
    // Pending and past the reply promise on Mar 20: c2, h1, before and after (every lead, not only the range's).
    expect(insights.overdue).toEqual({ inquiries: 4, applications: 0 });
    expect(insights.categories).toEqual([
      { category: "Not given", leads: 2, clients: 0 },
      { category: "ABA Therapy", leads: 1, clients: 0 },
      { category: "Licensing Support", leads: 1, clients: 1 },
    ]);
    expect(insights.sources).toEqual([
      { label: "www.google.com", count: 2 },
      { label: "Direct", count: 1 },
      { label: "Not recorded", count: 1 },
      { label: "newsletter", count: 1 },
    ]);
    expect(insights.landingPages).toEqual([
      { label: "/services", count: 2 },
      { label: "/", count: 1 },
      { label: "/careers", count: 1 },
      { label: "Not recorded", count: 1 },
    ]);
    expect(insights.chatSteps).toEqual({ started: 10, choices: 6, recommendations: 3, handoffs: 1 });
  });

  test("an empty range gives zeros and no median, never an error", async () => {
    const insights = await getInsights(
      state.db(),
      { from: "2025-01-06", to: "2025-01-12" },
      at("2026-03-20T17:00:00Z"),
    );
    expect(insights.weeks).toEqual([
      { week: "2025-01-06", counts: { contact: 0, quote: 0, call: 0, chat: 0, application: 0 } },
    ]);
    expect(insights.firstResponse).toEqual({ medianSeconds: null, responded: 0, leads: 0 });
    expect(insights.categories).toEqual([]);
    expect(insights.sources).toEqual([]);
    expect(insights.chatSteps).toEqual({ started: 0, choices: 0, recommendations: 0, handoffs: 0 });
  });
});
