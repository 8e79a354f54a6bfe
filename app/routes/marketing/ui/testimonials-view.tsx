import type { testimonialsPageData } from "~/.server/content/pages";
import { ClosingBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { TestimonialGrid } from "~/components/sections/testimonial-card";

/** The testimonials page as its loader, or the studio's preview, gives it. */
export function TestimonialsView(page: ReturnType<typeof testimonialsPageData>) {
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
