import { appContextOf } from "~/.server/app-context";
import { siteOriginOf } from "~/.server/runtime/env";
import { DYNAMIC_PUBLIC_PATHS, PRERENDERED_PATHS } from "~/content/prerender";
import type { Route } from "./+types/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  const origin = siteOriginOf(appContextOf(context).config);
  const urls = [...PRERENDERED_PATHS, ...DYNAMIC_PUBLIC_PATHS]
    .map((path) => `  <url><loc>${new URL(path, origin).href}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
