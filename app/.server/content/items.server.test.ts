import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { contentItems } from "~/.server/db/schema";
import { faqItems } from "~/content/faq";
import { newsArticles } from "~/content/news";
import { resources } from "~/content/resources";
import { firm } from "~/content/site";
import { testimonials } from "~/content/testimonials";
import {
  cancelSchedule,
  createItem,
  getItem,
  listEvents,
  listItems,
  listRevisions,
  publishDueItems,
  readContentVersion,
  restoreRevision,
  saveItem,
  unpublishItem,
} from "./items";
import { plainTextOf } from "./markdown";
import { createContentState, readPublishedContent } from "./published";
import { seedContent } from "./seed";

const state = setupTestServerState();
const PAT = { id: "user-pat", name: "Pat Editor" };
const SAM = { id: "user-sam", name: "Sam Editor" };

const article = (title: string, body = "The first paragraph.\n\nThe second.") => ({
  fields: { title, date: "2025-09-01", topic: "EIDBI compliance", summary: "A short summary of the change.", body },
  slug: title.toLowerCase().replaceAll(" ", "-"),
});

async function newDraft(title = "Rule Change Notes") {
  const created = await createItem(state.db(), "news", article(title), PAT);
  if (created.status !== "saved") throw new Error(`not created: ${created.status}`);
  return created.id;
}

describe(`the built-in content (${TEST_DATABASE_KIND})`, () => {
  test("fills the tables once, published, and every text reads as the site showed it", async () => {
    expect(await seedContent(state.db())).toBe(true);
    expect(await seedContent(state.db())).toBe(false);
    const content = await readPublishedContent(state.db());
    expect(content.version).toBe(1);
    expect(content.articles.map((a) => a.slug)).toEqual(
      [...newsArticles].sort((a, b) => b.date.localeCompare(a.date)).map((a) => a.id),
    );
    expect(content.jobs).toHaveLength(5);
    expect(content.guides.map((g) => g.slug)).toEqual(resources.map((r) => r.id));
    expect(content.faq.map((f) => f.slug)).toEqual(faqItems.map((f) => f.id));
    expect(content.testimonials.map((t) => `${t.name}, ${t.role}`)).toEqual(testimonials.map((t) => t.author));
    expect(content.firm).toEqual(firm);
    for (const seeded of newsArticles) {
      const shown = content.articles.find((a) => a.slug === seeded.id);
      expect(plainTextOf(shown?.bodyHtml ?? "")).toBe(seeded.body.join(" "));
    }
    for (const seeded of faqItems) {
      expect(content.faq.find((f) => f.slug === seeded.id)?.answerText).toBe(seeded.answer.join(" "));
    }
    for (const seeded of resources) {
      const html = content.guides.find((g) => g.slug === seeded.id)?.bodyHtml ?? "";
      const words = seeded.body.flatMap((part) => [part.heading, ...part.paragraphs, ...(part.items ?? [])]).join(" ");
      expect(plainTextOf(html)).toBe(words);
      expect(html.match(/<h2>/g)).toHaveLength(seeded.body.length);
    }
  });
});

describe(`the studio's workflow (${TEST_DATABASE_KIND})`, () => {
  test("a draft is not on the site; publishing puts it there and moves the version", async () => {
    await seedContent(state.db());
    const id = await newDraft();
    expect((await readPublishedContent(state.db())).articles.some((a) => a.id === id)).toBe(false);
    expect((await getItem(state.db(), "news", id))?.status).toBe("draft");

    const published = await saveItem(
      state.db(),
      "news",
      id,
      { ...article("Rule Change Notes"), baseRevision: 1 },
      PAT,
      {
        to: "publish",
      },
    );
    expect(published).toMatchObject({ status: "published", revision: 1 });
    const content = await readPublishedContent(state.db());
    expect(content.version).toBe(2);
    expect(content.articles[0]).toMatchObject({ id, slug: "rule-change-notes", title: "Rule Change Notes" });
    expect((await getItem(state.db(), "news", id))?.status).toBe("published");
  });

  test("a scheduled publish waits for its time; a time already past publishes now", async () => {
    const id = await newDraft();
    const at = new Date(Date.now() + 60 * 60 * 1000);
    const input = { ...article("Rule Change Notes"), baseRevision: 1 };
    expect(await saveItem(state.db(), "news", id, input, PAT, { to: "schedule", publishAt: at })).toMatchObject({
      status: "scheduled",
    });
    expect((await getItem(state.db(), "news", id))?.status).toBe("scheduled");
    expect(await publishDueItems(state.db(), new Date(at.getTime() - 1000))).toBe(0);
    expect((await readPublishedContent(state.db())).articles).toHaveLength(0);
    expect(await publishDueItems(state.db(), new Date(at.getTime() + 1000))).toBe(1);
    expect((await readPublishedContent(state.db())).articles.map((a) => a.id)).toEqual([id]);
    expect((await listEvents(state.db(), id)).map((e) => [e.action, e.actorName])).toEqual([
      ["published", null],
      ["scheduled", PAT.name],
      ["created", PAT.name],
    ]);

    const other = await newDraft("Another Note");
    const past = new Date(Date.now() - 60_000);
    expect(
      await saveItem(state.db(), "news", other, { ...article("Another Note"), baseRevision: 1 }, PAT, {
        to: "schedule",
        publishAt: past,
      }),
    ).toMatchObject({ status: "published" });
  });

  test("a cancelled schedule publishes nothing", async () => {
    const id = await newDraft();
    const at = new Date(Date.now() + 1000);
    await saveItem(state.db(), "news", id, { ...article("Rule Change Notes"), baseRevision: 1 }, PAT, {
      to: "schedule",
      publishAt: at,
    });
    expect(await cancelSchedule(state.db(), "news", id, PAT)).toEqual({ status: "done" });
    expect(await publishDueItems(state.db(), new Date(at.getTime() + 5000))).toBe(0);
    expect((await getItem(state.db(), "news", id))?.status).toBe("draft");
  });

  test("unpublishing takes the item off the site and keeps its text", async () => {
    const id = await newDraft();
    await saveItem(state.db(), "news", id, { ...article("Rule Change Notes"), baseRevision: 1 }, PAT, {
      to: "publish",
    });
    const before = await readContentVersion(state.db());
    expect(await unpublishItem(state.db(), "news", id, SAM)).toEqual({ status: "done" });
    expect(await readContentVersion(state.db())).toBe(before + 1);
    expect((await readPublishedContent(state.db())).articles).toHaveLength(0);
    const item = await getItem(state.db(), "news", id);
    expect(item).toMatchObject({ status: "unpublished", title: "Rule Change Notes" });
  });

  test("every save is a revision; restoring an old one makes it the current text", async () => {
    const id = await newDraft();
    const second = await saveItem(
      state.db(),
      "news",
      id,
      { ...article("Rule Change Notes", "Second text."), baseRevision: 1 },
      SAM,
      { to: "draft" },
    );
    expect(second).toMatchObject({ status: "saved", revision: 2, isNewRevision: true });
    // Saving the same text again is no new revision.
    expect(
      await saveItem(
        state.db(),
        "news",
        id,
        { ...article("Rule Change Notes", "Second text."), baseRevision: 2 },
        SAM,
        {
          to: "draft",
        },
      ),
    ).toMatchObject({ status: "saved", revision: 2, isNewRevision: false });

    expect(await restoreRevision(state.db(), "news", id, 1, 2, PAT)).toMatchObject({ status: "saved", revision: 3 });
    expect((await getItem(state.db(), "news", id))?.fields.body).toBe("The first paragraph.\n\nThe second.");
    expect((await listRevisions(state.db(), "news", id)).map((r) => [r.number, r.authorName])).toEqual([
      [3, PAT.name],
      [2, SAM.name],
      [1, PAT.name],
    ]);
    expect((await listEvents(state.db(), id))[0]).toMatchObject({ action: "restored", detail: "from revision 1" });
  });

  test("saving over a newer revision than the one the editor opened is refused", async () => {
    const id = await newDraft();
    expect(
      await saveItem(state.db(), "news", id, { ...article("Rule Change Notes", "Pat's text."), baseRevision: 1 }, PAT, {
        to: "draft",
      }),
    ).toMatchObject({ status: "saved", revision: 2 });
    const refused = await saveItem(
      state.db(),
      "news",
      id,
      { ...article("Rule Change Notes", "Sam's text."), baseRevision: 1 },
      SAM,
      { to: "publish" },
    );
    expect(refused).toMatchObject({ status: "conflict", revision: 2, authorName: PAT.name });
    expect((await getItem(state.db(), "news", id))?.fields.body).toBe("Pat's text.");
    expect((await readPublishedContent(state.db())).articles).toHaveLength(0);
  });

  test("an address in use is refused; a renamed published item keeps its old address as a redirect", async () => {
    const first = await newDraft("First Note");
    expect(await createItem(state.db(), "news", article("First Note"), SAM)).toEqual({
      status: "slug-taken",
      holder: "First Note",
    });
    await saveItem(state.db(), "news", first, { ...article("First Note"), baseRevision: 1 }, PAT, { to: "publish" });
    const renamed = { ...article("First Note"), slug: "first-note-renamed", baseRevision: 1 };
    await saveItem(state.db(), "news", first, renamed, PAT, { to: "publish" });
    const content = await readPublishedContent(state.db());
    expect(content.articles[0]?.slug).toBe("first-note-renamed");
    expect(content.redirects.news.get("first-note")).toBe("first-note-renamed");
    // The old address still belongs to the renamed item.
    expect(await createItem(state.db(), "news", article("First Note"), SAM)).toMatchObject({ status: "slug-taken" });
    // Renamed back, the address is its own again and redirects no more.
    await saveItem(state.db(), "news", first, { ...article("First Note"), baseRevision: 2 }, PAT, { to: "publish" });
    const back = await readPublishedContent(state.db());
    expect(back.redirects.news.has("first-note")).toBe(false);
    expect(back.redirects.news.get("first-note-renamed")).toBe("first-note");
  });

  test("a server's view follows another server's publish once it reads the version", async () => {
    await seedContent(state.db());
    const serverA = createContentState(state.db());
    const serverB = createContentState(state.db());
    await serverA.refresh();
    await serverB.refresh();
    const before = await serverB.published();
    expect(before.articles).toHaveLength(5);

    const id = await newDraft();
    await saveItem(state.db(), "news", id, { ...article("Rule Change Notes"), baseRevision: 1 }, PAT, {
      to: "publish",
    });
    // Until B reads the version, it keeps serving what it has (no query per page).
    expect(await serverB.published()).toBe(before);
    await serverB.refresh();
    const after = await serverB.published();
    expect(after.version).toBe(before.version + 1);
    expect(after.articles.map((a) => a.id)).toContain(id);
  });

  test("an unknown id or a section it is not in finds nothing", async () => {
    const id = await newDraft();
    expect(await getItem(state.db(), "faq", id)).toBeNull();
    expect(await getItem(state.db(), "news", "not-a-uuid")).toBeNull();
    expect(await unpublishItem(state.db(), "faq", id, PAT)).toEqual({ status: "not-found" });
    const [row] = await state.db().select().from(contentItems).where(eq(contentItems.id, id));
    expect(row?.section).toBe("news");
    expect((await listItems(state.db(), "news")).map((i) => i.title)).toEqual(["Rule Change Notes"]);
  });
});
