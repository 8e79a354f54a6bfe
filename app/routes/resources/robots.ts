import { firm } from "~/content/site";

export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /manager-login",
    "Disallow: /manager-dashboard",
    "",
    `Sitemap: ${new URL("/sitemap.xml", firm.siteUrl).href}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
