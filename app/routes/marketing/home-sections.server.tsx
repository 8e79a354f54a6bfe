// The home page's sections, rendered to HTML on the server (once per content version: the render cache keeps the
// page) and shown by <StaticHtml>: none of this code, and none of the components it uses, is sent to the browser (ADR 005).
// A .server module: the build fails if browser code imports it.
import { Link } from "react-router";
import { Carousel } from "~/components/sections/carousel";
import { CommunitySection } from "~/components/sections/community-section";
import { ClosingBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { InfoCardList } from "~/components/sections/info-card";
import { PageSection } from "~/components/sections/page-section";
import { SuccessStoryCard } from "~/components/sections/success-story-card";
import { TeamVoicesSection } from "~/components/sections/team-voices-section";
import { TestimonialGrid } from "~/components/sections/testimonial-card";
import { WorkplaceBanner } from "~/components/sections/workplace-banner";
import { buttonVariants } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons/arrow-right";
import { Check } from "~/components/ui/icons/check";
import { CircleCheck } from "~/components/ui/icons/circle-check";
import { Clock } from "~/components/ui/icons/clock";
import { Info } from "~/components/ui/icons/info";
import { Mail } from "~/components/ui/icons/mail";
import { MapPin } from "~/components/ui/icons/map-pin";
import { MessageSquareText } from "~/components/ui/icons/message-square-text";
import { Phone } from "~/components/ui/icons/phone";
import { ShieldCheck } from "~/components/ui/icons/shield-check";
import type { HomeIcon, homePage } from "~/content/home";
import { type FirmDetails, formatAddress, NOT_A_THERAPY_PROVIDER } from "~/content/site";
import type { HomeSectionsContent } from "./home-content.server";

type HomeContent = typeof homePage;

const HIGHLIGHT_ICONS = { clock: Clock, shield: ShieldCheck, message: MessageSquareText } satisfies Record<
  HomeIcon,
  React.ComponentType
>;

/** The whole home page below the header: rendered to HTML on the server only (ADR 005). */
export function HomeSections({ page, content }: { page: HomeContent; content: HomeSectionsContent }) {
  return (
    <>
      <Hero isTall art="shield" {...page.hero} />
      <NotATherapyProviderNotice />
      <ComplianceFocus focus={page.complianceFocus} />
      <PageSection id="highlights" title={page.highlightsIntro.title}>
        <InfoCardList
          items={page.highlights}
          className="md:grid-cols-3"
          iconOf={(card) => HIGHLIGHT_ICONS[card.icon]}
        />
      </PageSection>
      <JourneyAndMission journey={page.journey} mission={page.mission} />
      <PageSection id="services" title={page.servicesIntro.title} intro={page.servicesIntro.intro}>
        <ServiceCards cards={page.serviceCards} />
      </PageSection>
      <PageSection id="why-choose-us" title={page.whyChooseUsIntro.title} intro={page.whyChooseUsIntro.intro}>
        <InfoCardList items={page.whyChooseUs} className="md:grid-cols-2 lg:grid-cols-3" iconOf={() => CircleCheck} />
      </PageSection>
      <PageSection
        id="compliance-services"
        title={page.complianceBlocksIntro.title}
        intro={page.complianceBlocksIntro.intro}
        isMuted
      >
        <ComplianceBlocks blocks={page.complianceBlocks} />
      </PageSection>
      <PageSection id="success-stories" title={page.successStoriesIntro.title} intro={page.successStoriesIntro.intro}>
        <Carousel
          label="Client success stories"
          items={page.successStories}
          getKey={(story) => story.title}
          renderItem={(story) => <SuccessStoryCard story={story} />}
        />
        <p className="mt-8 text-center">
          <Link to={page.successStoriesIntro.link.path} className={buttonVariants({ variant: "link" })}>
            {page.successStoriesIntro.link.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </p>
      </PageSection>
      <CommunitySection {...page.community} />
      <WorkplaceBanner {...page.workplace} />
      <TeamVoicesSection {...page.teamVoicesIntro} voices={page.teamVoices} />
      <PageSection id="testimonials" title={page.testimonialsIntro.title} intro={page.testimonialsIntro.intro} isMuted>
        <TestimonialGrid testimonials={content.testimonials} />
      </PageSection>
      <ClosingBand
        id="closing-cta"
        title={page.closingCta.title}
        body={page.closingCta.body}
        links={[page.closingCta.primary, page.closingCta.secondary]}
        isDark
      />
      <PageSection id="contact" title={page.contactBlock.title} intro={page.contactBlock.intro}>
        <ContactDetails firm={content.firm} />
      </PageSection>
    </>
  );
}

function NotATherapyProviderNotice() {
  return (
    <div className="border-b border-border bg-secondary">
      <div
        role="note"
        aria-label="Not a therapy provider"
        className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-5 text-secondary-foreground"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="font-medium">{NOT_A_THERAPY_PROVIDER}</p>
      </div>
    </div>
  );
}

function ComplianceFocus({ focus }: { focus: HomeContent["complianceFocus"] }) {
  const { officer } = focus;
  return (
    <section aria-labelledby="compliance-focus" className="py-16 md:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-2 lg:items-start">
        <div>
          <h2 id="compliance-focus" className="text-balance text-3xl font-bold text-primary md:text-4xl">
            {focus.title}
          </h2>
          {focus.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-pretty text-lg text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="rounded-xl border border-border bg-card p-6 shadow-sm md:p-8">
          <h3 className="text-2xl font-semibold text-primary">{officer.title}</h3>
          <p className="mt-2 text-muted-foreground">{officer.intro}</p>
          <ul className="mt-6 grid gap-5">
            {officer.options.map((option) => (
              <li key={option.title} className="flex gap-3">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
                <span>
                  <span className="block font-semibold">{option.title}</span>
                  <span className="mt-1 block text-muted-foreground">{option.body}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function JourneyAndMission({ journey, mission }: Pick<HomeContent, "journey" | "mission">) {
  return (
    <section aria-labelledby="journey mission" className="bg-muted py-16 md:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 md:grid-cols-2">
        {[
          { id: "journey", ...journey },
          { id: "mission", ...mission },
        ].map((block) => (
          <div key={block.id}>
            <h2 id={block.id} className="text-3xl font-bold text-primary">
              {block.title}
            </h2>
            <p className="mt-4 text-pretty text-lg text-muted-foreground">{block.body}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

function ServiceCards({ cards }: { cards: HomeContent["serviceCards"] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.link} className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-primary">{card.title}</h3>
          <p className="mt-2 flex-1 text-pretty text-muted-foreground">{card.description}</p>
          <Link
            to={card.link}
            className="mt-4 inline-flex items-center gap-1 font-semibold text-accent underline-offset-4 hover:underline"
          >
            Learn more<span className="sr-only"> about {card.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ComplianceBlocks({ blocks }: { blocks: HomeContent["complianceBlocks"] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {blocks.map((block) => (
        <article key={block.title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
          <h3 className="text-xl font-semibold text-primary">{block.title}</h3>
          <p className="mt-2 text-muted-foreground">{block.body}</p>
          <ul className="mt-4 grid gap-2">
            {block.points.map((point) => (
              <li key={point} className="flex gap-2">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </div>
  );
}

/** The firm's address, e-mail, phone and hours, as the content studio holds them. */
function ContactDetails({ firm }: { firm: FirmDetails }) {
  const itemClass = "flex gap-3 rounded-xl border border-border bg-card p-5";
  const iconClass = "mt-0.5 size-5 shrink-0 text-primary";
  return (
    <address className="grid gap-4 not-italic sm:grid-cols-2 lg:grid-cols-4">
      <div className={itemClass}>
        <MapPin aria-hidden="true" className={iconClass} />
        <div>
          <p className="font-semibold">Office</p>
          <p className="text-muted-foreground">{formatAddress(firm.address)}</p>
        </div>
      </div>
      <div className={itemClass}>
        <Mail aria-hidden="true" className={iconClass} />
        <div>
          <p className="font-semibold">E-mail</p>
          <a href={`mailto:${firm.email}`} className="break-all text-primary underline underline-offset-4">
            {firm.email}
          </a>
        </div>
      </div>
      <div className={itemClass}>
        <Phone aria-hidden="true" className={iconClass} />
        <div>
          <p className="font-semibold">Phone</p>
          <a href={`tel:${firm.phoneHref}`} className="text-primary underline underline-offset-4">
            {firm.phone}
          </a>
        </div>
      </div>
      <div className={itemClass}>
        <Clock aria-hidden="true" className={iconClass} />
        <div>
          <p className="font-semibold">Hours</p>
          <ul className="text-muted-foreground">
            {firm.hours.map((line) => (
              <li key={line.days}>
                {line.days}: {line.time}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </address>
  );
}
