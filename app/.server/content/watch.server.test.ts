import { expect, test } from "vitest";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { createItem, saveItem } from "./items";
import { createContentState } from "./published";
import { seedContent } from "./seed";
import { startContentWatch } from "./watch";

const state = setupTestServerState();
const PAT = { id: "user-pat", name: "Pat Editor" };
const WATCH_MS = 100;

const article = {
  fields: { title: "Fresh Note", date: "2025-09-01", topic: "EIDBI compliance", summary: "A summary.", body: "Text." },
  slug: "fresh-note",
};

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test(`a publish on one server reaches another's view through its watch (${TEST_DATABASE_KIND})`, async () => {
  await seedContent(state.db());
  // Two servers on one database: each its own view of the content and its own watch.
  const [serverA, serverB] = [createContentState(state.db()), createContentState(state.db())];
  const stops = [serverA, serverB].map((server) => startContentWatch(state.db(), server, () => {}, WATCH_MS));
  try {
    await until(() => serverB.version() === 1);
    expect((await serverB.published()).articles.map((a) => a.slug)).not.toContain("fresh-note");

    const created = await createItem(state.db(), "news", article, PAT);
    if (created.status !== "saved") throw new Error(created.status);
    await saveItem(state.db(), "news", created.id, { ...article, baseRevision: 1 }, PAT, { to: "publish" });
    await serverA.refresh();
    await until(() => serverB.version() === 2);
    expect((await serverB.published()).articles.map((a) => a.slug)).toContain("fresh-note");
  } finally {
    for (const stop of stops) await stop();
  }
});

test(`the watch publishes a scheduled item when its time comes, once (${TEST_DATABASE_KIND})`, async () => {
  await seedContent(state.db());
  const server = createContentState(state.db());
  const created = await createItem(state.db(), "news", article, PAT);
  if (created.status !== "saved") throw new Error(created.status);
  await saveItem(state.db(), "news", created.id, { ...article, baseRevision: 1 }, PAT, {
    to: "schedule",
    publishAt: new Date(Date.now() + 300),
  });
  const stops = [1, 2].map(() => startContentWatch(state.db(), server, () => {}, WATCH_MS));
  try {
    await until(async () => (await server.published()).articles.some((a) => a.slug === "fresh-note"));
    // Published once: one version step from the seed's 1.
    expect(server.version()).toBe(2);
  } finally {
    for (const stop of stops) await stop();
  }
});
