import { SITE_NAME } from "~/content/site";
import { SITE_ORIGIN } from "~/lib/site-origin";

type MetaInput = {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
  /** Open Graph's og:type: "article" for a dated article, "website" (the default) for every other page. */
  type?: "website" | "article";
  /**
   * The page's schema.org JSON-LD graph (app/.server/content/structured-data.ts builds it, typed), as its loader data
   * brings it; written as one script.
   */
  structuredData?: object | null;
};

/** Title, description, canonical and Open Graph tags for one page. */
export function getMeta({ title, description, path, noindex, type = "website", structuredData }: MetaInput) {
  const fullTitle = path === "/" ? title : `${title} | ${SITE_NAME}`;
  const url = new URL(path, SITE_ORIGIN).href;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    ...(structuredData ? [{ "script:ld+json": structuredData }] : []),
  ];
}

/** The tags of the "Page not found" page: an unknown address, or an unknown article under a known path. */
export function notFoundMeta() {
  return getMeta({ title: "Page not found", description: "This page does not exist.", path: "/404", noindex: true });
}
