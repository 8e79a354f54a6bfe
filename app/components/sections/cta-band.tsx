import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

export type CtaLink = { label: string; path: string };

/** The closing band of a page: one short message and the way forward. */
export function CtaBand({
  title,
  body,
  links,
  className,
}: {
  title: string;
  body: string;
  links: CtaLink[];
  className?: string;
}) {
  return (
    <section className={cn("mx-auto max-w-6xl px-4", className)} aria-labelledby="cta-band-title">
      <div className="rounded-2xl bg-secondary px-6 py-10 text-center md:px-12">
        <h2 id="cta-band-title" className="text-balance text-2xl font-bold text-primary md:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-pretty text-muted-foreground">{body}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {links.map((link, i) => (
            <Link
              key={link.path}
              to={link.path}
              className={buttonVariants({ size: "lg", variant: i === 0 ? "accent" : "outline" })}
            >
              {link.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
