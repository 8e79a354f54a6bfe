import { siteOriginOf } from "~/.server/env";
import { getEnv } from "~/.server/lifecycle";

export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /manager-login",
    "Disallow: /manager-dashboard",
    "",
    `Sitemap: ${new URL("/sitemap.xml", siteOriginOf(getEnv())).href}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
