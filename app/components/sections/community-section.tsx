import type { CardCopy } from "~/content/about";
import { InfoCard } from "./info-card";
import { PageSection } from "./page-section";

export function CommunitySection({ title, intro, points }: { title: string; intro: string; points: CardCopy[] }) {
  return (
    <PageSection id="community" title={title} intro={intro} isMuted>
      <ul className="grid gap-6 md:grid-cols-3">
        {points.map((point) => (
          <li key={point.title}>
            <InfoCard title={point.title} body={point.body} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
