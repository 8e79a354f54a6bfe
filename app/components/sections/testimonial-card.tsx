import type { PublishedTestimonial } from "~/content/published";
import { cn } from "~/lib/utils";
import { QuoteCaption } from "./quote-caption";

type ShownTestimonial = Pick<PublishedTestimonial, "id" | "quote" | "name" | "role" | "organization">;

/** One client quote with its author (name and role), organization and avatar. */
export function TestimonialCard({ testimonial }: { testimonial: ShownTestimonial }) {
  const { quote, name, role, organization } = testimonial;
  return (
    <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
      <span aria-hidden="true" className="h-8 font-serif text-6xl leading-none text-accent">
        &ldquo;
      </span>
      <blockquote className="mt-2 flex-1 text-pretty leading-relaxed">
        <p>{quote}</p>
      </blockquote>
      <QuoteCaption name={role ? `${name}, ${role}` : name} detail={organization} />
    </figure>
  );
}

/** Client quotes in a grid of up to three columns. */
export function TestimonialGrid({ testimonials, className }: { testimonials: ShownTestimonial[]; className?: string }) {
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2 lg:grid-cols-3", className)}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
