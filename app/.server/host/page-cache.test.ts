import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { createPageCache, type PageCacheOptions } from "./page-cache";

/** A host like serve()'s: the cache first, then a fallback that answers 503 and counts. */
async function startHost(overrides: Partial<PageCacheOptions> & { pages: Map<string, () => Response> }) {
  let version = 1;
  const renders: string[] = [];
  let fallbacks = 0;
  const cache = createPageCache({
    isCacheable: (pathname) => pathname.startsWith("/page"),
    render: async (pathname) => {
      renders.push(pathname);
      // As the router does: a path segment matches in any percent-encoded spelling.
      const page = overrides.pages.get(decodeURIComponent(pathname));
      return page
        ? page()
        : new Response("<p>Not found</p>", { status: 404, headers: { "Content-Type": "text/html" } });
    },
    version: () => version,
    isHttps: false,
    fallback: (_req, res) => {
      fallbacks++;
      res.statusCode = 503;
      res.end("fallback");
    },
    onRenderError: () => {},
    ...overrides,
  });
  const server: Server = createServer((req, res) => {
    if (!cache.answer(req, res)) {
      res.statusCode = 418;
      res.end("not the cache's");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: (path: string, init?: RequestInit) => fetch(`${base}${path}`, init),
    renders,
    fallbacks: () => fallbacks,
    publish: () => {
      version++;
    },
  };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

const html = (text: string) => () =>
  new Response(`<!DOCTYPE html><p>${text}</p><script>console.log(1)</script>`, {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });

describe("the public pages' render cache", () => {
  test("renders a page once per content version and answers it from memory, compressed and with its CSP", async () => {
    let text = "first";
    const host = await startHost({ pages: new Map([["/page", () => html(text)()]]) });
    const first = await host.get("/page");
    expect(await first.text()).toContain("first");
    expect(first.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-[^']+'/);
    text = "second";
    expect(await (await host.get("/page")).text()).toContain("first");
    expect(host.renders).toEqual(["/page"]);

    const compressed = await host.get("/page", { headers: { "Accept-Encoding": "br" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    // fetch decodes it: the page itself.
    expect(await compressed.text()).toContain("first");
    const etag = compressed.headers.get("etag") ?? "";
    expect((await host.get("/page", { headers: { "If-None-Match": etag } })).status).toBe(304);

    host.publish();
    expect(await (await host.get("/page")).text()).toContain("second");
    expect(host.renders).toEqual(["/page", "/page"]);
  });

  test("requests that arrive while a page renders wait for that one render", async () => {
    const host = await startHost({ pages: new Map([["/page", html("once")]]) });
    const answers = await Promise.all(Array.from({ length: 5 }, () => host.get("/page").then((r) => r.text())));
    expect(answers.every((answer) => answer.includes("once"))).toBe(true);
    expect(host.renders).toEqual(["/page"]);
  });

  test("an address that is not a page (404) is answered as rendered and not kept", async () => {
    const host = await startHost({ pages: new Map() });
    const missing = await host.get("/page/gone");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-security-policy")).toContain("default-src 'self'");
    await host.get("/page/gone");
    expect(host.renders).toEqual(["/page/gone", "/page/gone"]);
  });

  test("when a render fails, the page kept from before is answered; with none kept, the fallback answers", async () => {
    let isDatabaseDown = false;
    const page = () => (isDatabaseDown ? new Response("error", { status: 500 }) : html("kept")());
    const host = await startHost({
      pages: new Map([
        ["/page", page],
        ["/page/other", page],
      ]),
    });
    await host.get("/page");
    isDatabaseDown = true;
    host.publish();
    const stale = await host.get("/page");
    expect(stale.status).toBe(200);
    expect(await stale.text()).toContain("kept");
    expect((await host.get("/page/other")).status).toBe(503);
    expect(host.fallbacks()).toBe(1);
  });

  test("keeps a page once whatever its spelling, so invented spellings cannot fill the memory", async () => {
    const host = await startHost({ pages: new Map([["/page/ab", html("one page")]]) });
    for (const spelling of ["/page/ab", "/page/%61b", "/page/%61%62", "/page/a%62"]) {
      const answer = await host.get(spelling);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain("one page");
    }
    expect(host.renders).toEqual(["/page/ab"]);
    // An address that does not decode is not the cache's to answer.
    expect((await host.get("/page/%E0%A4%A")).status).toBe(418);
  });

  test("leaves other requests alone: not a page, a query, a POST", async () => {
    const host = await startHost({ pages: new Map([["/page", html("x")]]) });
    expect((await host.get("/other")).status).toBe(418);
    expect((await host.get("/page?utm_source=mail")).status).toBe(418);
    expect((await host.get("/page", { method: "POST", body: "a=1" })).status).toBe(418);
    expect(host.renders).toEqual([]);
  });
});
