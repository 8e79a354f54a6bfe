import { appContextOf } from "~/.server/app-context";
import { testimonialsPageData } from "~/.server/content/pages";
import { ClosingBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { TestimonialGrid } from "~/components/sections/testimonial-card";
import { getMeta } from "~/content/meta";
import type { Route } from "./+types/testimonials";

// The quotes come from the content studio. Copy as loader data keeps it out of the page's JavaScript (see home.tsx).
export async function loader({ context }: Route.LoaderArgs) {
  return testimonialsPageData(await appContextOf(context).content.published());
}

export const meta = ({ loaderData }: Route.MetaArgs) => getMeta({ ...loaderData.meta, path: "/testimonials" });

export default function TestimonialsPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <Hero art="growth" {...page.hero} />
      <section aria-label="Client quotes" className="py-16 md:py-20">
        <TestimonialGrid testimonials={page.testimonials} className="mx-auto max-w-6xl px-4" />
      </section>
      <ClosingBand id="testimonials-cta" title={page.cta.title} body={page.cta.body} links={[page.cta.link]} />
    </>
  );
}
