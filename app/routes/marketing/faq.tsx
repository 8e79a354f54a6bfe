import { appContextOf } from "~/.server/app-context";
import { faqPageData } from "~/.server/content/pages";
import { siteOriginOf } from "~/.server/runtime/env";
import { getMeta } from "~/content/meta";
import type { Route } from "./+types/faq";
import { FaqView } from "./ui/faq-view";

// The questions come from the content studio. Copy as loader data keeps it out of the JavaScript bundle (the page's
// HTML already carries it).
export async function loader({ context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  return faqPageData(await app.content.published(), siteOriginOf(app.config));
}

// The meta copy also arrives as loader data, so it is not in the bundle either.
export const meta = ({ loaderData }: Route.MetaArgs) =>
  getMeta({ ...loaderData.meta, structuredData: loaderData.structuredData });

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  return <FaqView {...loaderData} />;
}
