import { siteOriginOf } from "~/.server/env";
import { getEnv } from "~/.server/lifecycle";
import { DYNAMIC_PUBLIC_PATHS, PRERENDERED_PATHS } from "~/content/prerender";

export function loader() {
  const origin = siteOriginOf(getEnv());
  const urls = [...PRERENDERED_PATHS, ...DYNAMIC_PUBLIC_PATHS]
    .map((path) => `  <url><loc>${new URL(path, origin).href}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
