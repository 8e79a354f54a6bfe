import type { PublishedJob } from "~/content/published";
import { RichText } from "./rich-text";

/** A posting as the job board shows it: its terms already worded by the server. */
export type ShownPosting = Pick<
  PublishedJob,
  "slug" | "title" | "summary" | "location" | "descriptionHtml" | "requirements" | "validThrough"
> & { employmentTypeLabel: string; payText?: string };

/**
 * One open position of the job board: its title, summary, terms, description and requirements, and below them
 * what `children` holds (the Apply button). The card is labelled by its title, which `titleId` names.
 */
export function PositionCard({
  position,
  titleId,
  children,
}: {
  position: ShownPosting;
  titleId: string;
  children: React.ReactNode;
}) {
  return (
    <article
      id={`posting-${position.slug}`}
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      <h3 id={titleId} className="text-xl font-bold text-primary">
        {position.title}
      </h3>
      <p className="mt-1 text-sm font-medium text-muted-foreground">{position.summary}</p>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="font-semibold">Employment type:</dt>
          <dd>{position.employmentTypeLabel}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="font-semibold">Location:</dt>
          <dd>{position.location}</dd>
        </div>
        {position.payText ? (
          <div className="flex gap-1.5">
            <dt className="font-semibold">Pay range:</dt>
            <dd>{position.payText}</dd>
          </div>
        ) : null}
      </dl>
      <RichText html={position.descriptionHtml} className="mt-4" />
      <h4 className="mt-5 font-semibold">Requirements</h4>
      <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm">
        {position.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
      <div className="mt-auto pt-6">{children}</div>
    </article>
  );
}
