import type { CardCopy } from "~/content/about";
import { InfoCardList } from "./info-card";
import { PageSection } from "./page-section";

export function CommunitySection({ title, intro, points }: { title: string; intro: string; points: CardCopy[] }) {
  return (
    <PageSection id="community" title={title} intro={intro} isMuted>
      <InfoCardList items={points} className="md:grid-cols-3" />
    </PageSection>
  );
}
