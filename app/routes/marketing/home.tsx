import { Hero } from "~/components/sections/hero";
import { Check } from "~/components/ui/icons/check";
import { Info } from "~/components/ui/icons/info";
import { homePage } from "~/content/home";
import { hydrateOnDemand } from "~/lib/hydrate-on-demand";
import { getMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

// The copy travels as loader data, prerendered into the HTML, instead of inside the route's JS chunk:
// the home page's first load may carry at most 110 KB of gzipped JavaScript, nearly all of it React.
export function loader() {
  return homePage;
}

export const meta = ({ loaderData }: Route.MetaArgs) => getMeta({ ...loaderData.meta, path: "/" });

type HomeContent = typeof homePage;

// Everything below the first screen hydrates on demand (ADR 006); on a client-side navigation to / its chunk is
// fetched alongside the page's data, so the page renders whole.
const { Component: HomeSections, preload: preloadHomeSections } = hydrateOnDemand("home-sections", () =>
  import("./home-sections").then((module) => module.HomeSections),
);

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [page] = await Promise.all([serverLoader(), preloadHomeSections()]);
  return page;
}

export default function HomePage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <Hero isTall art="shield" {...page.hero} />
      <NotATherapyProviderNotice text={page.notATherapyProvider} />
      <ComplianceFocus focus={page.complianceFocus} />
      <HomeSections page={page} />
    </>
  );
}

function NotATherapyProviderNotice({ text }: { text: string }) {
  return (
    <div className="border-b border-border bg-secondary">
      <div
        role="note"
        aria-label="Not a therapy provider"
        className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-5 text-secondary-foreground"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="font-medium">{text}</p>
      </div>
    </div>
  );
}

function ComplianceFocus({ focus }: { focus: HomeContent["complianceFocus"] }) {
  const { officer } = focus;
  return (
    <section aria-labelledby="compliance-focus" className="py-16 md:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-2 lg:items-start">
        <div>
          <h2 id="compliance-focus" className="text-balance text-3xl font-bold text-primary md:text-4xl">
            {focus.title}
          </h2>
          {focus.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-pretty text-lg text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="rounded-xl border border-border bg-card p-6 shadow-sm md:p-8">
          <h3 className="text-2xl font-semibold text-primary">{officer.title}</h3>
          <p className="mt-2 text-muted-foreground">{officer.intro}</p>
          <ul className="mt-6 grid gap-5">
            {officer.options.map((option) => (
              <li key={option.title} className="flex gap-3">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
                <span>
                  <span className="block font-semibold">{option.title}</span>
                  <span className="mt-1 block text-muted-foreground">{option.body}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
