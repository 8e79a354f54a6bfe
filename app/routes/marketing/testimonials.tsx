import { appContextOf } from "~/.server/app-context";
import { testimonialsPageData } from "~/.server/content/pages";
import { siteOriginOf } from "~/.server/runtime/env";
import { getMeta } from "~/content/meta";
import type { Route } from "./+types/testimonials";
import { TestimonialsView } from "./ui/testimonials-view";

// The quotes come from the content studio. Copy as loader data keeps it out of the page's JavaScript (see home.tsx).
export async function loader({ context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  return testimonialsPageData(await app.content.published(), siteOriginOf(app.config));
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  getMeta({ ...loaderData.meta, path: "/testimonials", structuredData: loaderData.structuredData });

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  return <TestimonialsView {...loaderData} />;
}
