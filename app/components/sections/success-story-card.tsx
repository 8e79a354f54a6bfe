import type { SuccessStory } from "~/content/success-stories";
import { QuoteCaption } from "./quote-caption";

/** A success story in the home page's carousel: headline, the client's words and who said them. */
export function SuccessStoryCard({ story }: { story: SuccessStory }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
      <p className="text-lg font-semibold text-primary">{story.title}</p>
      <blockquote className="mt-3 flex-1 text-pretty leading-relaxed text-muted-foreground">
        <p>{story.quote}</p>
      </blockquote>
      <QuoteCaption
        name={story.author}
        image={story.imagePath}
        alt={story.altText}
        initials={story.initials}
        detail={story.organization}
      />
    </figure>
  );
}
