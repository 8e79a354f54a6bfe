import { SectionHeading } from "./section-heading";

/** A titled band of a marketing page: a landmark named by its own heading. */
export function PageSection({
  id,
  title,
  intro,
  isMuted = false,
  children,
}: {
  /** The heading's id, also the section's in-page anchor target. */
  id: string;
  title: string;
  intro?: string;
  isMuted?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={isMuted ? "bg-muted py-16 md:py-20" : "py-16 md:py-20"}>
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id={id} title={title} intro={intro} />
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
