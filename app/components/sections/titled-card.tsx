import { cn } from "~/lib/utils";

/** A card that is a landmark named by its own heading, with a line of introduction under the heading. */
export function TitledCard({
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
