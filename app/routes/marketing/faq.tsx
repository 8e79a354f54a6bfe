import { appContextOf } from "~/.server/app-context";
import { faqPageData } from "~/.server/content/pages";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqList } from "~/components/sections/faq-list";
import { Hero } from "~/components/sections/hero";
import { getMeta } from "~/content/meta";
import type { Route } from "./+types/faq";

// The questions come from the content studio. Copy as loader data keeps it out of the JavaScript bundle (the page's
// HTML already carries it).
export async function loader({ context }: Route.LoaderArgs) {
  return faqPageData(await appContextOf(context).content.published());
}

// The meta copy also arrives as loader data, so it is not in the bundle either.
export const meta = ({ loaderData }: Route.MetaArgs) => getMeta(loaderData.meta);

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { hero, items, closing } = loaderData;
  return (
    <>
      <Hero {...hero} art="conversation" />
      <div className="mx-auto mt-12 max-w-3xl px-4">
        <FaqList items={items} />
      </div>
      <CtaBand className="mt-16" title={closing.title} body={closing.body} links={[closing.link]} />
    </>
  );
}
