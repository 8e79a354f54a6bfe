// A link's token never reaches the server's log: every route of app/routes.ts whose path holds a token is asked for
// on a production server of this file's own — as a page, as its data request, in capitals, posted from the site and
// from another site, and with its loader failing (the test server's switch) — and its stdout, where the request log,
// the security log and the error lines go, holds each request's line and none of the tokens.
import { randomBytes } from "node:crypto";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { expect, test } from "./fixtures";
import { freePort, type OwnServer, startOwnServer } from "./own-server";

function routePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const full = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [...(entry.path ? [full] : []), ...routePaths(entry.children ?? [], full)];
  });
}
const isTokenParam = (segment: string) => /^:\w*token\w*\??$/i.test(segment);
const TOKEN_ROUTES = routePaths(routes).filter((path) => path.split("/").some(isTokenParam));

let server: OwnServer;
test.describe.configure({ mode: "default" });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer({ port: freePort(), entry: "tests/support/e2e-server.ts" });
});
test.afterAll(async () => {
  await server?.stop();
});

test("no token route's token is written to the log, whatever the request", async ({ playwright }) => {
  test.setTimeout(90_000);
  expect(TOKEN_ROUTES.length).toBeGreaterThanOrEqual(3);
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  const failing = await playwright.request.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { Cookie: "e2e-fail-loaders=1" },
  });
  const tokens: string[] = [];
  let sent = 0;
  for (const route of TOKEN_ROUTES) {
    const token = randomBytes(32).toString("base64url");
    tokens.push(token);
    const path = `/${route
      .split("/")
      .map((segment) => (isTokenParam(segment) ? token : segment))
      .join("/")}`;
    const shouting = `/${route
      .split("/")
      .map((segment) => (isTokenParam(segment) ? token : segment.toUpperCase()))
      .join("/")}`;
    for (const address of [path, `${path}.data`, `${path}/_.data`, shouting]) {
      await api.get(address);
      await failing.get(address);
      await api.post(address, { headers: { Origin: server.baseURL }, form: { intent: "x" } });
      await api.post(address, { headers: { Origin: "https://elsewhere.example" }, form: { intent: "x" } });
      sent += 4;
    }
  }
  await api.dispose();
  await failing.dispose();

  await expect.poll(() => requestLines(server.stdout()).filter((line) => /:token/.test(line.path)).length).toBe(sent);
  const log = server.stdout();
  // The failing loaders' lines and the cross-site refusals were written too, by path.
  expect(log).toMatch(/"level":"error".*"path":"\/upload\/:token/);
  expect(log).toMatch(/"event":"cross-site-refused".*"path":"\/book\/cancel\/:token"/);
  for (const token of tokens) expect(log).not.toContain(token);
});

function requestLines(stdout: string) {
  return stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg?: string; path?: string })
    .filter((line): line is { msg: string; path: string } => line.msg === "request" && typeof line.path === "string");
}
