import { appContextOf } from "~/.server/app-context";
import { siteOriginOf } from "~/.server/runtime/env";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Disallow: /manager-login",
    "Disallow: /manager-dashboard",
    "",
    `Sitemap: ${new URL("/sitemap.xml", siteOriginOf(appContextOf(context).config)).href}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
