import { appContextOf } from "~/.server/app-context";
import { faqPageData } from "~/.server/content/pages";
import { getMeta } from "~/content/meta";
import type { Route } from "./+types/faq";
import { FaqView } from "./ui/faq-view";

// The questions come from the content studio. Copy as loader data keeps it out of the JavaScript bundle (the page's
// HTML already carries it).
export async function loader({ context }: Route.LoaderArgs) {
  return faqPageData(await appContextOf(context).content.published());
}

// The meta copy also arrives as loader data, so it is not in the bundle either.
export const meta = ({ loaderData }: Route.MetaArgs) => getMeta(loaderData.meta);

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  return <FaqView {...loaderData} />;
}
