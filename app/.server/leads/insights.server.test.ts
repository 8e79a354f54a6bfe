// The Insights tab's figures against a seeded database (PGlite, or PostgreSQL under scripts/with-postgres.sh): every
// figure is checked, including the edges of the range in Central time.
import { eq, inArray } from "drizzle-orm";
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

  test("an even number of first responses in two buckets: the median lies between the two middle ones", async () => {
    await seed();
    // To Feb 16: c1 after 2 h and q1 after 4 h (ten buckets apart), not the application's 6 h on Feb 22.
    const insights = await getInsights(
      state.db(),
      { from: "2026-02-02", to: "2026-02-16" },
      at("2026-03-20T17:00:00Z"),
    );
    expect(insights.firstResponse).toEqual({ medianSeconds: 3 * 3600, responded: 2, leads: 4 });
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

/** A small deterministic random source (mulberry32), so the mixed data below is the same on every run. */
function randomSource(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const centralDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Chicago",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The tab's figures counted the slow way, from every lead and event: what the kept counts must always equal. */
async function countedInsights(range: { from: string; to: string }) {
  const db = state.db();
  const inRange = (date: Date) => {
    const day = centralDate.format(date);
    return day >= range.from && day <= range.to;
  };
  const leads = [
    ...(await db.select().from(inquiries)).map((lead) => ({ ...lead, kind: "inquiry" as const, label: lead.source })),
    ...(await db.select().from(applications)).map((lead) => ({
      ...lead,
      kind: "application" as const,
      label: "application",
      serviceType: null,
      category: null,
      outcome: null,
    })),
  ].filter((lead) => inRange(lead.createdAt));
  const events = await db.select().from(leadEvents);
  const seconds: number[] = [];
  for (const lead of leads) {
    const times = events
      .filter((e) => e.leadKind === lead.kind && e.leadId === lead.id && e.action === "responded")
      .map((e) => e.createdAt.getTime());
    if (times.length > 0) seconds.push((Math.min(...times) - lead.createdAt.getTime()) / 1000);
  }
  seconds.sort((a, b) => a - b);
  const low = seconds[Math.floor((seconds.length - 1) / 2)];
  const high = seconds[Math.floor(seconds.length / 2)];
  const tally = (labelOf: (lead: (typeof leads)[number]) => string, list = leads) => {
    const counts = new Map<string, number>();
    for (const lead of list) counts.set(labelOf(lead), (counts.get(labelOf(lead)) ?? 0) + 1);
    return [...counts].map(([label, count]) => ({ label, count }));
  };
  const byCount = (a: { label: string; count: number }, b: { label: string; count: number }) =>
    b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);
  const touch = (lead: (typeof leads)[number]) => lead.firstTouch;
  const inquiriesInRange = leads.filter((lead) => lead.kind === "inquiry");
  const categoryOf = (lead: (typeof leads)[number]) => lead.serviceType || lead.category || "Not given";
  return {
    firstResponse: {
      medianSeconds: low === undefined || high === undefined ? null : low + 0.5 * (high - low),
      responded: seconds.length,
      leads: leads.length,
    },
    kinds: tally((lead) => lead.label).sort(byCount),
    categories: tally(categoryOf, inquiriesInRange)
      .sort(byCount)
      .slice(0, 20)
      .map(({ label, count }) => ({
        category: label,
        leads: count,
        clients: inquiriesInRange.filter((lead) => categoryOf(lead) === label && lead.outcome === "client").length,
      })),
    sources: tally(
      (lead) => touch(lead)?.utmSource ?? touch(lead)?.referrerHost ?? (touch(lead) ? "Direct" : "Not recorded"),
    )
      .sort(byCount)
      .slice(0, 10),
    landingPages: tally((lead) => touch(lead)?.landingPath ?? "Not recorded")
      .sort(byCount)
      .slice(0, 10),
  };
}

describe(`Insights' kept counts on ${TEST_DATABASE_KIND}`, () => {
  test("equal the figures counted from every lead, through replies, outcomes and deletes, on any range", async () => {
    const db = state.db();
    const random = randomSource(36);
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
    // Six weeks across the switch to daylight saving time (March 8, 2026), at any hour.
    const start = at("2026-02-20T00:00:00Z").getTime();
    const when = () => new Date(start + Math.floor(random() * 42 * 24) * HOUR + Math.floor(random() * 3600) * 1000);
    const touches: (FirstTouch | null)[] = [
      null,
      { landingPath: "/" },
      { landingPath: "/services", referrerHost: "www.google.com" },
      { landingPath: "/quote", utmSource: "newsletter" },
      { landingPath: "/book", referrerHost: "www.bing.com", utmSource: "ads" },
    ];
    const stored = await db
      .insert(inquiries)
      .values(
        Array.from({ length: 240 }, (_, i) => ({
          name: `Lead ${i}`,
          email: `lead${i}@example.org`,
          message: "m",
          source: pick(["contact", "quote", "call", "chat"] as const),
          serviceType: pick([null, "", "Licensing Support", "Staff Training"]),
          category: pick([null, "ABA Therapy", ""]),
          outcome: pick(["open", "open", "client", "spam"] as const),
          firstTouch: pick(touches),
          createdAt: when(),
        })),
      )
      .returning({ id: inquiries.id, createdAt: inquiries.createdAt });
    const applied = await db
      .insert(applications)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          fullName: `Applicant ${i}`,
          email: `applicant${i}@example.org`,
          phone: "218-555-0170",
          authorized: "yes" as const,
          interest: "i",
          role: "BCBA",
          drugTest: "yes" as const,
          firstTouch: pick(touches),
          createdAt: when(),
        })),
      )
      .returning({ id: applications.id, createdAt: applications.createdAt });
    const leads = [
      ...stored.map((lead) => ({ kind: "inquiry" as const, ...lead })),
      ...applied.map((lead) => ({ kind: "application" as const, ...lead })),
    ];
    // Responses from seconds to days later, some at the same moment, some answered again later (after being set back
    // to pending), written as they happen: each lead's later events after its earlier ones.
    const latest = new Map<string, number>();
    const reply = (lead: (typeof leads)[number], action: "responded" | "pending") => {
      const after = latest.get(lead.id) ?? lead.createdAt.getTime();
      const wait = pick([0.5, 30, 90, 3600, 7200, 86_400, 400_000]) * (random() < 0.2 ? 1 : 0.5 + random());
      latest.set(lead.id, after + Math.round(wait * 1000));
      return { leadKind: lead.kind, leadId: lead.id, action, createdAt: new Date(after + Math.round(wait * 1000)) };
    };
    const answered = leads.filter(() => random() < 0.6);
    await db.insert(leadEvents).values(answered.slice(0, 100).map((lead) => reply(lead, "responded")));
    for (const lead of answered.slice(100)) await db.insert(leadEvents).values(reply(lead, "responded"));
    await db
      .insert(leadEvents)
      .values(answered.slice(0, 30).flatMap((lead) => [reply(lead, "pending"), reply(lead, "responded")]));

    const ranges = [
      { from: "2026-02-16", to: "2026-04-05" },
      { from: "2026-03-02", to: "2026-03-15" },
      { from: "2026-03-08", to: "2026-03-08" },
      { from: "2025-01-06", to: "2025-01-12" },
    ];
    const expectCounted = async () => {
      for (const range of ranges) {
        const insights = await getInsights(db, range, at("2026-04-10T17:00:00Z"));
        const counted = await countedInsights(range);
        expect(insights.firstResponse, `${range.from}–${range.to}`).toEqual(counted.firstResponse);
        expect(insights.categories).toEqual(counted.categories);
        expect(insights.sources).toEqual(counted.sources);
        expect(insights.landingPages).toEqual(counted.landingPages);
        const kinds = new Map<string, number>();
        for (const week of insights.weeks) {
          for (const [kind, n] of Object.entries(week.counts)) kinds.set(kind, (kinds.get(kind) ?? 0) + n);
        }
        for (const { label, count } of counted.kinds) expect(kinds.get(label), label).toBe(count);
      }
    };
    await expectCounted();

    await db.update(inquiries).set({ outcome: "client" }).where(eq(inquiries.source, "call"));
    await db.update(inquiries).set({ responded: true, ownerId: "manager-1" }).where(eq(inquiries.outcome, "spam"));
    await db.delete(inquiries).where(
      inArray(
        inquiries.id,
        stored.slice(0, 40).map((lead) => lead.id),
      ),
    );
    await db.delete(applications).where(
      inArray(
        applications.id,
        applied.slice(0, 10).map((lead) => lead.id),
      ),
    );
    await expectCounted();
  });
});
