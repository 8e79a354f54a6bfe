import { Link } from "react-router";
import type { ServiceCard as ServiceCardContent } from "~/content/services";
import { cn } from "~/lib/utils";

/**
 * One service: what it is, what it covers, and a link that opens the consultation form for its category.
 * No icons: thirteen of them cost about 2 KB of first-load JavaScript, more than this page can spare.
 */
export function ServiceCard({
  service,
  linkText,
  isCore = false,
}: {
  /** `href` is the consultation form's address for this service's category; `titleId` its heading's id. */
  service: ServiceCardContent & { href: string; titleId: string };
  linkText: string;
  /** Core cards get the accent-coloured link; additional ones an outlined link. */
  isCore?: boolean;
}) {
  const { titleId } = service;
  return (
    <article
      id={service.anchor}
      aria-labelledby={titleId}
      // Other pages link to these ids; the margin keeps the card clear of the sticky navigation.
      className="flex h-full scroll-mt-28 flex-col rounded-xl border border-border bg-card p-6 shadow-sm target:ring-3 target:ring-accent/60"
    >
      <span aria-hidden="true" className="block h-1 w-12 rounded-full bg-accent" />
      <h3 id={titleId} className="mt-4 text-xl font-bold text-primary">
        {service.title}
      </h3>
      <p className="mt-2 text-pretty text-muted-foreground">{service.description}</p>
      <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm marker:text-accent">
        {service.includes.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <Link
          to={service.href}
          // Every card repeats the same link text; the description names the service for screen readers.
          aria-describedby={titleId}
          // Not buttonVariants: that sets a fixed height and no wrapping, and this text wraps on narrow cards.
          className={cn(
            "flex min-h-10 w-full items-center justify-center rounded-md px-4 py-2 text-center text-sm font-semibold",
            isCore
              ? "bg-accent text-accent-foreground hover:bg-accent/90"
              : "border border-border bg-background text-foreground hover:bg-muted",
          )}
        >
          {linkText}
        </Link>
      </div>
    </article>
  );
}
