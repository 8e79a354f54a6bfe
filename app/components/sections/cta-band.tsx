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
        <CtaLinks links={links} isDark={isDark} className="mt-6" />
      </div>
    </section>
  );
}

/**
 * A full-width band that closes a page: a centred heading, a short message and the way forward. `isDark` puts it on
 * the primary colour, else it sits on the secondary.
 */
export function ClosingBand({
  id,
  title,
  body,
  links,
  isDark = false,
}: {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  body: string;
  links: CtaLink[];
  isDark?: boolean;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn("py-16 md:py-20", isDark ? "bg-primary text-primary-foreground" : "bg-secondary")}
    >
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id={id} className={cn("text-balance text-3xl font-bold md:text-4xl", !isDark && "text-primary")}>
          {title}
        </h2>
        <p
          className={cn(
            "mt-4 text-pretty text-lg",
            isDark ? "text-primary-foreground/90" : "text-secondary-foreground",
          )}
        >
          {body}
        </p>
        <CtaLinks links={links} isDark={isDark} className="mt-8" />
      </div>
    </section>
  );
}

/** The way forward, a large button a link: the first in the accent colour, the others quieter. */
function CtaLinks({ links, isDark, className }: { links: CtaLink[]; isDark: boolean; className: string }) {
  return (
    <div className={cn("flex flex-wrap justify-center gap-3", className)}>
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
  );
}
