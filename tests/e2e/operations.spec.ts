// What an operator relies on, over real HTTP against the built server: the client IP behind a reverse proxy that
// appends to X-Forwarded-For (as nginx's proxy_add_x_forwarded_for does), the liveness and readiness probes, and a
// request id on the log lines. The proxy is a few lines of node:http on loopback in front of a server of our own.
import { spawnSync } from "node:child_process";
import { startProxy, type TestProxy } from "../support/proxy";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./form-helpers";
import { type OwnServer, startOwnServer } from "./own-server";

const PORT = Number(process.env.E2E_PORT ?? 4317) + 4600;

let server: OwnServer;
let proxy: TestProxy;
let proxyURL: string;

test.describe("operations", () => {
  test.describe.configure({ mode: "default" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The default form limit (10 per 10 minutes per client IP) and one trusted proxy.
    server = await startOwnServer({ port: PORT, env: { RATE_LIMIT_FORMS: undefined, TRUST_PROXY: "1" } });
    proxy = await startProxy([`http://127.0.0.1:${PORT}`], { appendForwardedFor: true });
    proxyURL = proxy.url;
  });

  test.afterAll(async () => {
    await proxy?.close();
    await server?.stop();
  });

  test("behind an appending proxy, a spoofed leftmost X-Forwarded-For changes nothing: the proxy's peer is the client", async ({
    request,
  }) => {
    const post = (peer: string, spoofed?: string) =>
      request.post(`${proxyURL}/contact`, {
        headers: {
          Origin: proxyURL,
          "X-Test-Peer": peer,
          ...(spoofed ? { "X-Forwarded-For": spoofed } : {}),
        },
        form: { name: "Visitor", email: uniqueEmail("proxy"), message: "Please call me back.", website: "" },
      });

    // One visitor writes a different address at the left of X-Forwarded-For each time: still one count.
    for (let i = 1; i <= 10; i++) {
      expect((await post("198.51.100.10", `1.2.3.${i}`)).status(), `submission ${i}`).toBe(200);
    }
    const eleventh = await post("198.51.100.10", "1.2.3.99");
    expect(eleventh.status()).toBe(429);
    expect(await eleventh.text()).toContain("Too many submissions from your network.");

    // Another visitor behind the same proxy has a count of its own, whatever it writes.
    expect((await post("198.51.100.20", "198.51.100.10")).status()).toBe(200);

    // The security line names the address the proxy saw, not the spoofed one.
    const limited = server
      .stdout()
      .split("\n")
      .filter((line) => line.includes('"rate-limited"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(limited).toEqual([expect.objectContaining({ level: "warn", ip: "198.51.100.10", path: "/contact" })]);
  });

  test("/healthz and /readyz answer 200 with the database up, uncached; every response has a request id on its log lines", async ({
    request,
  }) => {
    const alive = await request.get(`${server.baseURL}/healthz`);
    expect(alive.status()).toBe(200);
    expect(alive.headers()["cache-control"]).toBe("no-store");
    const ready = await request.get(`${server.baseURL}/readyz`);
    expect(ready.status()).toBe(200);
    expect(await ready.text()).toBe("ready");
    expect(ready.headers()["cache-control"]).toBe("no-store");

    const page = await request.get(`${server.baseURL}/about?q=Dana`);
    const reqId = page.headers()["x-request-id"];
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = server
      .stdout()
      .split("\n")
      .filter((line) => line.includes(reqId ?? "none"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({ level: "info", reqId, method: "GET", path: "/about", status: 200, msg: "request" }),
    ]);
    expect(server.stdout()).not.toContain("Dana");

    // A public page, answered from the render cache before Express, gets an id and its one line the same way.
    const cached = await request.get(`${server.baseURL}/about`);
    const cachedId = cached.headers()["x-request-id"];
    expect(cachedId).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(() =>
        server
          .stdout()
          .split("\n")
          .filter((line) => line.includes(cachedId ?? "none"))
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      )
      .toEqual([
        expect.objectContaining({ level: "info", method: "GET", path: "/about", status: 200, msg: "request" }),
      ]);
  });

  test("PUBLIC_URL names the sitemap's and robots.txt's addresses; a start warns about it and the placeholder firm details", async ({
    request,
  }) => {
    // A server of its own starts on a fresh data directory: on a loaded 2-core machine that alone took over 30 s.
    test.slow();
    const other = await startOwnServer({ port: PORT + 1, env: { PUBLIC_URL: "https://www.example.org" } });
    try {
      const sitemap = await (await request.get(`${other.baseURL}/sitemap.xml`)).text();
      expect(sitemap).toContain("<loc>https://www.example.org/services</loc>");
      expect(sitemap).not.toContain("localhost");
      const robots = await (await request.get(`${other.baseURL}/robots.txt`)).text();
      expect(robots).toContain("Sitemap: https://www.example.org/sitemap.xml");

      // This build was made without PUBLIC_URL, and the repository's firm details are placeholders.
      const warnings = other
        .stdout()
        .split("\n")
        .filter((line) => line.includes('"level":"warn"'))
        .map((line) => String((JSON.parse(line) as { msg: string }).msg));
      expect(warnings).toContainEqual(
        expect.stringMatching(
          /^The pages were built for http:\/\/localhost:3000, but PUBLIC_URL is https:\/\/www\.example\.org/,
        ),
      );
      expect(warnings).toContainEqual(expect.stringMatching(/^The firm's details still hold placeholders/));
      // The whole build is there, the lead-form pages' script included.
      expect(warnings).not.toContainEqual(expect.stringMatching(/pre-react-form\.js is missing/));
    } finally {
      await other.stop();
    }
  });

  test("a bad setting stops the start with one message naming the variable, not a stack trace", () => {
    const run = spawnSync(process.execPath, ["server.ts"], {
      env: { ...process.env, PORT: String(PORT + 2), TRUST_PROXY: "lots", LOG_LEVEL: "chatty" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    const [line, ...rest] = run.stdout.trim().split("\n");
    expect(rest).toEqual([]);
    const message = String((JSON.parse(line ?? "{}") as { msg: string }).msg);
    expect(message).toMatch(/TRUST_PROXY: use the number of proxies/);
    expect(message).toMatch(/LOG_LEVEL: use one of/);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/\n\s+at /);
  });
});
