import { Link } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { resourcesPageData } from "~/.server/content/pages";
import { siteOriginOf } from "~/.server/runtime/env";
import { CardSection } from "~/components/sections/card-section";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { ArrowRight } from "~/components/ui/icons/arrow-right";
import { getMeta } from "~/content/meta";
import type { Route } from "./+types/resources";

// The guides come from the content studio. Only titles and summaries travel to the page; the full text stays on the
// server.
export async function loader({ context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  return resourcesPageData(await app.content.published(), siteOriginOf(app.config));
}

// The meta copy also arrives as loader data, so it is not in the bundle either.
export const meta = ({ loaderData }: Route.MetaArgs) =>
  getMeta({ ...loaderData.meta, structuredData: loaderData.structuredData });

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
  const { hero, library, callToAction } = loaderData;
  return (
    <>
      <Hero {...hero} art="checklist" />
      <div className="mx-auto mt-12 grid max-w-6xl gap-8 px-4 md:grid-cols-2">
        {library.map(({ category, intro, items }) => {
          const headingId = `${slug(category)}-heading`;
          return (
            <CardSection key={category} titleId={headingId} title={category} intro={intro}>
              <ul className="mt-5 grid gap-4">
                {items.map((item) => (
                  <li key={item.slug}>
                    <Link
                      to={item.href}
                      className="group font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      {item.title}
                      <ArrowRight
                        aria-hidden="true"
                        className="ml-1 inline size-4 align-[-0.125em] motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
                      />
                    </Link>
                    <p className="mt-1 text-sm text-muted-foreground">{item.summary}</p>
                  </li>
                ))}
              </ul>
            </CardSection>
          );
        })}
      </div>
      <CtaBand className="mt-16" title={callToAction.title} body={callToAction.body} links={[callToAction.link]} />
    </>
  );
}
