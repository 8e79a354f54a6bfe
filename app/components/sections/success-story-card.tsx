import type { SuccessStory } from "~/content/success-stories";
import { Avatar } from "./avatar";

/** A success story in the home page's carousel: headline, the client's words and who said them. */
export function SuccessStoryCard({ story }: { story: SuccessStory }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
      <p className="text-lg font-semibold text-primary">{story.title}</p>
      <blockquote className="mt-3 flex-1 text-pretty leading-relaxed text-muted-foreground">
        <p>{story.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <Avatar name={story.author} image={story.imagePath} alt={story.altText} initials={story.initials} />
        <span>
          <span className="block font-semibold">{story.author}</span>
          <span className="block text-sm text-muted-foreground">{story.organization}</span>
        </span>
      </figcaption>
    </figure>
  );
}
