import { startCarousels } from "~/components/sections/carousel-controller";
import { StaticHtml } from "~/components/static-html";
import { homePage } from "~/content/home";
import { getMeta } from "~/lib/meta";
import { renderStaticHtml } from "~/lib/static-html.server";
import type { Route } from "./+types/home";
import { HomeSections } from "./home-sections.server";

// Nothing on the home page needs React in the browser but its two carousels, which plain DOM code moves: the
// page travels as HTML rendered on the server, in the prerendered document and as loader data for in-app
// navigation, and its components stay out of the browser's JavaScript (ADR 005, issue 6).
export function loader() {
  return { meta: homePage.meta, html: renderStaticHtml(<HomeSections page={homePage} />) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => getMeta({ ...loaderData.meta, path: "/" });

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} enhance={startCarousels} />;
}
