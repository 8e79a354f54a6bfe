// The content studio's loaders and actions, called as React Router calls them with real sessions, against PGlite and
// PostgreSQL: who may do what, and what each answer keeps.
import { beforeEach, describe, expect, test } from "vitest";
import { createTestUser, managerRequest, setupManagerAuth, signInCookie } from "#tests/support/manager-auth.ts";
import { callRoute } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { getOnlyItem, listItems } from "~/.server/content/items";
import { seedContent } from "~/.server/content/seed";
import { action as editorAction, loader as editorLoader } from "~/routes/manager/content/editor";
import { action as firmAction } from "~/routes/manager/content/firm";
import { loader as studioLoader } from "~/routes/manager/content/index";
import { action as previewAction } from "~/routes/manager/content/markdown-preview";
import { loader as previewLoader } from "~/routes/manager/content/preview";

const state = setupTestServerState();
setupManagerAuth(state);

const article = {
  title: "Staff Files After the Change",
  date: "2025-12-01",
  topic: "EIDBI compliance",
  summary: "What to check.",
  body: "# Check\n\nEvery file.",
  slug: "",
  baseRevision: "0",
};

let manager = "";
let admin = "";
beforeEach(async () => {
  await seedContent(state.db());
  await createTestUser(state, "pat@firm.example", "manager");
  await createTestUser(state, "ada@firm.example", "admin");
  manager = await signInCookie("pat@firm.example");
  admin = await signInCookie("ada@firm.example");
});

const NEW_ARTICLE = "/manager-dashboard/content/news/new";

describe(`the studio's pages (${TEST_DATABASE_KIND})`, () => {
  test("a stranger is sent to the sign-in from a page, refused on an action, and nothing is stored", async () => {
    const page = await callRoute(studioLoader, managerRequest("/manager-dashboard/content"));
    expect([page.status, page.location]).toEqual([
      302,
      `/manager-login?redirectTo=${encodeURIComponent("/manager-dashboard/content")}`,
    ]);
    const posted = await callRoute(
      editorAction,
      managerRequest(NEW_ARTICLE, { form: { ...article, intent: "publish" } }),
      {
        section: "news",
      },
    );
    expect(posted.status).toBe(401);
    expect((await listItems(state.db(), "news")).map((item) => item.title)).not.toContain(article.title);
    const preview = await callRoute(
      previewAction,
      managerRequest("/manager-dashboard/content/markdown-preview", { form: { markdown: "# x" } }),
    );
    expect(preview.status).toBe(401);
  });

  test("a manager publishes an article: the answer is the item's page, and the site shows it", async () => {
    const answer = await callRoute(
      editorAction,
      managerRequest(NEW_ARTICLE, { cookie: manager, form: { ...article, intent: "publish" } }),
      { section: "news" },
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/manager-dashboard\/content\/news\/[0-9a-f-]{36}\?done=published$/);
    const published = await state.app().content.published();
    expect(published.articles[0]).toMatchObject({ slug: "staff-files-after-the-change", title: article.title });
    expect(published.articles[0]?.bodyHtml).toBe("<h2>Check</h2>\n<p>Every file.</p>\n");
  });

  test("bad input comes back with a message on each field and everything typed", async () => {
    const answer = await callRoute(
      editorAction,
      managerRequest(NEW_ARTICLE, {
        cookie: manager,
        form: { ...article, title: " ", date: "2025-02-30", slug: "My Address", intent: "schedule", publishDate: "" },
      }),
      { section: "news" },
    );
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      status: "invalid",
      errors: {
        title: "Enter a title.",
        date: "That date does not exist. Enter a date like 2025-03-14.",
        publishAt: "Enter the date and the time (Central) to publish at, like 2025-03-14 and 09:00.",
      },
      values: { title: " ", summary: article.summary, body: article.body, slug: "My Address" },
    });
    expect(await listItems(state.db(), "news")).toHaveLength(5);
  });

  test("an unknown section or item is a 404", async () => {
    const unknownSection = await callRoute(
      editorLoader,
      managerRequest("/manager-dashboard/content/recipes/new", { cookie: manager }),
      {
        section: "recipes",
      },
    ).catch((error: Response) => ({ status: error.status }));
    expect(unknownSection.status).toBe(404);
    const unknownItem = await callRoute(
      previewLoader,
      managerRequest("/manager-dashboard/content/news/00000000-0000-4000-8000-000000000000/preview", {
        cookie: manager,
      }),
      { section: "news", id: "00000000-0000-4000-8000-000000000000" },
    );
    expect(unknownItem.status).toBe(404);
  });

  test("only an admin changes the firm's details; a manager's change is refused and changes nothing", async () => {
    const firm = await getOnlyItem(state.db(), "firm");
    const fields = {
      name: "Acme Compliance",
      street: "100 Main Street",
      city: "Minneapolis",
      state: "MN",
      postalCode: "55401",
      email: "hello@acme.example",
      phone: "(612) 555-0199",
      mapsUrl: "https://maps.example/acme",
      hours: "Monday to Friday: 8:00 AM to 5:00 PM",
      opensAt: "08:00",
      closesAt: "17:00",
      baseRevision: String(firm?.currentRevision),
    };
    const byManager = await callRoute(
      firmAction,
      managerRequest("/manager-dashboard/content/firm", { cookie: manager, form: fields }),
    );
    expect(byManager.status).toBe(403);
    expect((await state.app().content.published()).firm.phone).toBe("(000) 000-0000");

    const byAdmin = await callRoute(
      firmAction,
      managerRequest("/manager-dashboard/content/firm", { cookie: admin, form: fields }),
    );
    expect([byAdmin.status, byAdmin.location]).toEqual([302, "/manager-dashboard/content/firm?done=published"]);
    const shown = (await state.app().content.published()).firm;
    expect(shown).toMatchObject({ phone: "(612) 555-0199", phoneHref: "+16125550199", name: "Acme Compliance" });
    expect(shown.officeHours).toMatchObject({ days: [], opensAt: 480, closesAt: 1020 });
  });
});
