import { Link } from "react-router";
import { Hero } from "~/components/sections/hero";
import { TestimonialGrid } from "~/components/sections/testimonial-card";
import { buttonVariants } from "~/components/ui/button";
import { getMeta } from "~/content/meta";
import { testimonialsPage } from "~/content/testimonials";
import type { Route } from "./+types/testimonials";

// Copy as loader data, prerendered into the HTML, keeps it out of the page's JavaScript (see home.tsx).
export function loader() {
  return testimonialsPage;
}

export const meta = ({ loaderData }: Route.MetaArgs) => getMeta({ ...loaderData.meta, path: "/testimonials" });

export default function TestimonialsPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <Hero art="growth" {...page.hero} />
      <section aria-label="Client quotes" className="py-16 md:py-20">
        <TestimonialGrid testimonials={page.testimonials} className="mx-auto max-w-6xl px-4" />
      </section>
      <section aria-labelledby="testimonials-cta" className="bg-secondary py-16">
        <div className="mx-auto max-w-3xl px-4 text-center">
          <h2 id="testimonials-cta" className="text-balance text-3xl font-bold text-primary">
            {page.cta.title}
          </h2>
          <p className="mt-4 text-lg text-secondary-foreground">{page.cta.body}</p>
          <Link to={page.cta.link.path} className={`mt-8 ${buttonVariants({ variant: "accent", size: "lg" })}`}>
            {page.cta.link.label}
          </Link>
        </div>
      </section>
    </>
  );
}
