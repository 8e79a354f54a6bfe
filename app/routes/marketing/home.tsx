import { appContextOf } from "~/.server/app-context";
import { homeStructuredData } from "~/.server/content/pages";
import { siteOriginOf } from "~/.server/runtime/env";
import { startCarousels } from "~/components/sections/carousel-controller";
import { firstDocumentHtml, StaticHtml } from "~/components/static-html";
import { homePage } from "~/content/home";
import { getMeta } from "~/content/meta";
import { useServerMarkup } from "~/lib/server-markup";
import type { Route } from "./+types/home";
import { homeSectionsContent } from "./home-content.server";

// Nothing on the home page needs React in the browser but its two carousels, which plain DOM code moves. The
// server renders the sections (home-sections.server.tsx, through entry.server.tsx) into the document; the browser
// keeps that markup and never gets the components' code or copy (ADR 005). `import.meta.env.SSR` is a
// build-time constant: each bundle keeps one branch.
const SECTIONS_ID = "home-sections";

// The testimonials and the firm's details the sections show come from the content studio; they reach the sections
// through the load context (home-content.server.ts), not as loader data.
export async function loader({ context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const content = await app.content.published();
  context.set(homeSectionsContent, { testimonials: content.testimonials, firm: content.firm });
  return { meta: homePage.meta, structuredData: homeStructuredData(content, siteOriginOf(app.config)) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  getMeta({ ...loaderData.meta, path: "/", structuredData: loaderData.structuredData });

/**
 * In-app navigation to the home page: its markup is the one the first document brought when that was the home
 * page, otherwise the home document's, fetched once. (Hydrating the first document runs no clientLoader.) So the
 * sections are in the home document once, not again as loader data.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data, html] = await Promise.all([serverLoader(), keptSections || fetchSections()]);
  keptSections = html;
  return { ...data, html };
}

/** The sections' markup in the first document ("" when that was another page), then the fetched one. */
let keptSections = firstDocumentHtml(SECTIONS_ID);

async function fetchSections() {
  const response = await fetch("/", { headers: { Accept: "text/html" } });
  const page = response.ok ? new DOMParser().parseFromString(await response.text(), "text/html") : null;
  const sections = page?.getElementById(SECTIONS_ID)?.innerHTML;
  // An error, or a page without the sections (a proxy's or portal's own page): the error page, not an empty home
  // page. It shows the status and its text, so say what failed, not just the number.
  if (!sections) {
    throw new Response(null, {
      status: response.ok ? 502 : response.status,
      statusText: "The home page could not be loaded",
    });
  }
  return sections;
}

export default import.meta.env.SSR ? RenderedHome : KeptHome;

function RenderedHome() {
  return <div id={SECTIONS_ID}>{useServerMarkup().homeSections()}</div>;
}

function KeptHome({ loaderData }: Route.ComponentProps) {
  // The first document hydrates with the server loader's data (no html); in-app navigation brings clientLoader's.
  const html = "html" in loaderData ? loaderData.html : keptSections;
  return <StaticHtml id={SECTIONS_ID} html={html} enhance={startCarousels} />;
}
