import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { ChevronDown } from "~/components/ui/icons/chevron-down";
import type { PublishedArticle } from "~/content/published";
import { listenUntilStopped } from "~/lib/listen-until-stopped";
import { cn } from "~/lib/utils";
import { startDisclosures } from "./disclosure-controller";
import { RichText } from "./rich-text";

type ShownArticle = PublishedArticle & { displayDate: string; path: string };

/** An article's topic and date, above its title: the same on the card and on the article's own page. */
export function NewsArticleByline({
  article,
  className,
}: {
  article: Pick<ShownArticle, "topic" | "date" | "displayDate">;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm", className)}>
      <span className="rounded-full bg-secondary px-3 py-0.5 font-semibold text-secondary-foreground">
        {article.topic}
      </span>
      <time dateTime={article.date} className="text-muted-foreground">
        {article.displayDate}
      </time>
    </p>
  );
}

/**
 * One Compliance Hub article. The full text is always in the HTML (hidden until expanded), so it is searchable and
 * readable by tools that do not run JavaScript. React renders it closed; "Read more" is a disclosure
 * (`disclosure-controller.ts`), whether React hydrated the card or the page runs its pre-React script (ADR 014).
 */
export function NewsArticleCard({ article }: { article: ShownArticle }) {
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const card = cardRef.current;
    return card ? listenUntilStopped((signal) => startDisclosures(card, signal)) : undefined;
  }, []);
  const titleId = `${article.slug}-title`;
  const bodyId = `${article.slug}-full-text`;
  return (
    <article
      ref={cardRef}
      aria-labelledby={titleId}
      className="rounded-xl border border-border bg-card p-6 shadow-sm md:p-8"
    >
      <NewsArticleByline article={article} />
      <h2 id={titleId} className="mt-3 text-balance text-2xl font-bold text-primary">
        {article.title}
      </h2>
      <p className="mt-3 text-pretty text-lg text-muted-foreground">{article.summary}</p>
      <RichText id={bodyId} hidden html={article.bodyHtml} className="mt-4 leading-relaxed" />
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2">
        <button
          type="button"
          data-disclosure=""
          aria-expanded={false}
          aria-controls={bodyId}
          // Five buttons share the label; the description tells screen-reader users which article it opens.
          aria-describedby={titleId}
          className="group inline-flex items-center gap-1.5 rounded-md font-semibold text-primary underline-offset-4 hover:underline"
        >
          {/* The label follows the state; the hidden one is left out of the button's name. */}
          <span className="group-aria-expanded:hidden">Read more</span>
          <span className="hidden group-aria-expanded:inline">Show less</span>
          <ChevronDown
            aria-hidden="true"
            className="size-4 motion-safe:transition-transform group-aria-expanded:rotate-180"
          />
        </button>
        {/* Its own address, to share or bookmark; five links share the words, so the title tells them apart. */}
        <Link
          to={article.path}
          aria-describedby={titleId}
          className="text-sm font-semibold text-primary underline underline-offset-4"
        >
          Open as its own page
        </Link>
      </div>
    </article>
  );
}
