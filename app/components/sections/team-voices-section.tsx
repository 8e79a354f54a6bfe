import type { TeamVoice } from "~/content/team-voices";
import { Carousel } from "./carousel";
import { PageSection } from "./page-section";
import { QuoteCaption } from "./quote-caption";

/** Staff quotes in a carousel; the same section closes the home and about pages. */
export function TeamVoicesSection({ title, intro, voices }: { title: string; intro: string; voices: TeamVoice[] }) {
  return (
    <PageSection id="team-voices" title={title} intro={intro}>
      <Carousel
        label="Team member quotes"
        items={voices}
        getKey={(voice) => voice.name}
        renderItem={(voice) => (
          <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
            <blockquote className="flex-1 text-pretty leading-relaxed">
              <p>{voice.quote}</p>
            </blockquote>
            <QuoteCaption name={voice.name} initials={voice.avatarInitial} detail={voice.role} />
          </figure>
        )}
      />
    </PageSection>
  );
}
