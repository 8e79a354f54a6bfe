import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

export type CtaLink = { label: string; path: string };

/**
 * A rounded band with a heading, a short message, optional extra content and the way forward.
 * `isDark` puts it on the primary colour, for an offer that should stand out from the page.
 */
export function CtaBand({
  id = "cta-band-title",
  title,
  body,
  links,
  isDark = false,
  className,
  children,
}: {
  /** The heading's id; the section is labelled by it. */
  id?: string;
  title: string;
  body: string;
  links: CtaLink[];
  isDark?: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className={cn("mx-auto max-w-6xl px-4", className)} aria-labelledby={id}>
      <div
        className={cn(
          "rounded-2xl px-6 py-10 text-center md:px-12",
          isDark ? "bg-primary text-primary-foreground" : "bg-secondary text-muted-foreground",
        )}
      >
        <h2 id={id} className={cn("text-balance text-2xl font-bold md:text-3xl", !isDark && "text-primary")}>
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-pretty">{body}</p>
        {children}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {links.map((link, i) => (
            <Link
              key={link.path}
              to={link.path}
              className={buttonVariants({ size: "lg", variant: i === 0 ? "accent" : isDark ? "inverse" : "outline" })}
            >
              {link.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
