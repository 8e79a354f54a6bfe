import { expect, test, waitForHydration, waitForPreReactScript } from "./fixtures";

async function firstAssetUrl(request: import("@playwright/test").APIRequestContext) {
  const html = await (await request.get("/")).text();
  // The framework chunk (React and React Router, vite.config.ts): big enough to be precompressed, unlike the
  // smallest chunks (under 512 bytes, scripts/postbuild.ts).
  const match = html.match(/\/assets\/framework-[\w-]+\.js/);
  expect(match, "the home page references the framework script").not.toBeNull();
  return match![0];
}

function expectSecurityHeaders(headers: Record<string, string>, label: string) {
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, `${label}: CSP`).toContain("object-src 'none'");
  expect(csp, `${label}: CSP`).toContain("base-uri 'none'");
  expect(csp, `${label}: CSP`).toContain("frame-ancestors 'none'");
  expect(csp, `${label}: CSP`).toContain("connect-src 'self'");
  // Scripts: our own files, plus inline ones only by per-request nonce or by hash; never 'unsafe-inline'.
  expect(csp, `${label}: CSP scripts`).toMatch(/script-src 'self'( 'nonce-[\w+/=]+'| 'sha256-[\w+/=]+')*;/);
  expect(csp.match(/script-src[^;]*/)?.[0], `${label}: CSP scripts`).not.toContain("unsafe");
  expect(headers["content-security-policy-report-only"], `${label}: enforced`).toBeUndefined();
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], label).toContain("camera=()");
  expect(headers["x-powered-by"], label).toBeUndefined();
}

test("every kind of response carries the security headers", async ({ request }) => {
  const asset = await firstAssetUrl(request);
  const kinds: [string, string, number][] = [
    ["page from the render cache", "/", 200],
    ["page rendered per request", "/quote?category=Staff%20Training", 200],
    ["data request", "/quote.data?category=Staff%20Training", 200],
    ["hashed asset", asset, 200],
    ["not found page", "/no-such-page", 404],
    ["resource route", "/robots.txt", 200],
    ["health check", "/healthz", 200],
  ];
  for (const [label, url, status] of kinds) {
    const response = await request.get(url);
    expect(response.status(), label).toBe(status);
    expectSecurityHeaders(response.headers(), label);
  }
});

test("hashed assets are immutable, pages revalidate, and text is sent brotli-compressed", async ({ request }) => {
  const asset = await firstAssetUrl(request);
  const assetResponse = await request.get(asset, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(assetResponse.headers()["content-encoding"]).toBe("br");
  const page = await request.get("/services", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(page.headers()["cache-control"]).toContain("must-revalidate");
  expect(page.headers()["content-encoding"]).toBe("br");
  const gzipOnly = await request.get("/services", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzipOnly.headers()["content-encoding"]).toBe("gzip");
  const etag = page.headers().etag;
  expect(etag).toBeTruthy();
  const revalidated = await request.get("/services", { headers: { "If-None-Match": etag! } });
  expect(revalidated.status()).toBe(304);
});

test("a cached public page's inline scripts are allowed by hash, and it hydrates under the CSP", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto("/faq");
  // Its inline scripts (the pre-React script, and the one that loads the app, ADR 014) run; asked for, the app
  // loads and hydrates.
  await waitForPreReactScript(page);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Services", exact: true }).first().click();
  await expect(page).toHaveURL(/\/services$/);
  expect(violations).toEqual([]);
});

test("a state-changing request from another site is refused with 403", async ({ request }) => {
  for (const url of ["/contact", "/quote", "/careers", "/manager-login"]) {
    const response = await request.post(url, {
      headers: { Origin: "https://evil.example" },
      multipart: { name: "Mallory", email: "m@example.com", message: "hello" },
    });
    expect(response.status(), url).toBe(403);
  }
  const noOrigin = await request.post("/contact", {
    headers: { "Sec-Fetch-Site": "cross-site" },
    form: { name: "Mallory" },
  });
  expect(noOrigin.status()).toBe(403);
});

test("no trailing-slash redirects", async ({ request }) => {
  const response = await request.get("/services/", { maxRedirects: 0 });
  expect([200, 404]).toContain(response.status());
});
