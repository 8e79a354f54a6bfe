import { firm } from "~/content/site";
import { SITE_ORIGIN } from "~/lib/site-origin";

type MetaInput = { title: string; description: string; path: string; noindex?: boolean };

/** Title, description, canonical and Open Graph tags for one page. */
export function getMeta({ title, description, path, noindex }: MetaInput) {
  const fullTitle = path === "/" ? title : `${title} | ${firm.shortName}`;
  const url = new URL(path, SITE_ORIGIN).href;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
}
