import { cn } from "~/lib/utils";

/**
 * A card that is a section of its page, named by its own heading, with a short intro above what it holds (a lead
 * form, a category of guides). `className` adds what the page's layout needs (padding, grid span).
 */
export function CardSection({
  titleId,
  title,
  intro,
  className,
  children,
}: {
  /** The heading's id; the section is labelled by it. */
  titleId: string;
  title: string;
  intro: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn("rounded-xl border border-border bg-card p-6 shadow-sm", className)}
    >
      <h2 id={titleId} className="text-2xl font-bold text-primary">
        {title}
      </h2>
      <p className="mt-2 text-muted-foreground">{intro}</p>
      {children}
    </section>
  );
}
