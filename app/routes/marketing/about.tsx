import { appContextOf } from "~/.server/app-context";
import { trailData } from "~/.server/content/pages";
import { siteOriginOf } from "~/.server/runtime/env";
import { CommunitySection } from "~/components/sections/community-section";
import { Hero } from "~/components/sections/hero";
import { InfoCardList } from "~/components/sections/info-card";
import { PageSection } from "~/components/sections/page-section";
import { TeamVoicesSection } from "~/components/sections/team-voices-section";
import { WorkplaceBanner } from "~/components/sections/workplace-banner";
import { BadgeCheck } from "~/components/ui/icons/badge-check";
import { Eye } from "~/components/ui/icons/eye";
import { Handshake } from "~/components/ui/icons/handshake";
import { Lightbulb } from "~/components/ui/icons/lightbulb";
import { Sprout } from "~/components/ui/icons/sprout";
import { aboutPage, type ValueIcon } from "~/content/about";
import { getMeta } from "~/content/meta";
import type { Route } from "./+types/about";

// Copy as loader data keeps it out of the page's JavaScript (see home.tsx).
export function loader({ context }: Route.LoaderArgs) {
  return { ...aboutPage, structuredData: trailData("About", "/about", siteOriginOf(appContextOf(context).config)) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  getMeta({ ...loaderData.meta, path: "/about", structuredData: loaderData.structuredData });

const VALUE_ICONS = {
  excellence: BadgeCheck,
  partnership: Handshake,
  innovation: Lightbulb,
  empowerment: Sprout,
  transparency: Eye,
} satisfies Record<ValueIcon, React.ComponentType>;

export default function AboutPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <Hero art="people" {...page.hero} />
      <section aria-labelledby="mission" className="py-16 md:py-20">
        <div className="mx-auto max-w-3xl px-4 text-center">
          <h2 id="mission" className="text-3xl font-bold text-primary md:text-4xl">
            {page.mission.title}
          </h2>
          <p className="mt-6 text-pretty text-xl leading-relaxed">{page.mission.body}</p>
        </div>
      </section>
      <PageSection id="values" title={page.valuesIntro.title} intro={page.valuesIntro.intro} isMuted>
        <InfoCardList
          items={page.values}
          className="md:grid-cols-2 lg:grid-cols-3"
          iconOf={(value) => VALUE_ICONS[value.icon]}
        />
      </PageSection>
      <PageSection id="team" title={page.teamIntro.title} intro={page.teamIntro.intro}>
        <InfoCardList items={page.team} className="md:grid-cols-3" />
      </PageSection>
      <CommunitySection {...page.community} />
      <WorkplaceBanner {...page.workplace} />
      <TeamVoicesSection {...page.teamVoicesIntro} voices={page.teamVoices} />
    </>
  );
}
