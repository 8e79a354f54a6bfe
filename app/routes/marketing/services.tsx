import { appContextOf } from "~/.server/app-context";
import { trailData } from "~/.server/content/pages";
import { siteOriginOf } from "~/.server/runtime/env";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { ServiceCard } from "~/components/sections/service-card";
import { getMeta } from "~/content/meta";
import {
  ADDITIONAL_SERVICE_LINK_TEXT,
  additionalServices,
  additionalServicesIntro,
  CORE_SERVICE_LINK_TEXT,
  complianceOfficer,
  coreServices,
  coreServicesIntro,
  quotePathFor,
  type ServiceCard as ServiceCardContent,
  servicesClosing,
  servicesHero,
  servicesMeta,
} from "~/content/services";
import type { Route } from "./+types/services";

const withQuoteLink = (service: ServiceCardContent) => ({
  ...service,
  href: quotePathFor(service.category),
  titleId: `service-${service.category.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
});

// The copy travels as loader data, not as JavaScript: on this page it is already in the HTML, and keeping it out of
// the route's bundle keeps first-load JS within budget.
export function loader({ context }: Route.LoaderArgs) {
  return {
    structuredData: trailData("Services", "/services", siteOriginOf(appContextOf(context).config)),
    meta: servicesMeta,
    hero: servicesHero,
    core: { ...coreServicesIntro, linkText: CORE_SERVICE_LINK_TEXT, services: coreServices.map(withQuoteLink) },
    additional: {
      ...additionalServicesIntro,
      linkText: ADDITIONAL_SERVICE_LINK_TEXT,
      services: additionalServices.map(withQuoteLink),
    },
    complianceOfficer,
    closing: servicesClosing,
  };
}

// The meta copy also arrives as loader data, so it is not in the bundle either.
export const meta = ({ loaderData }: Route.MetaArgs) =>
  getMeta({ ...loaderData.meta, structuredData: loaderData.structuredData });

type ServiceGroupData = ReturnType<typeof loader>["core"];

function ServiceGroup({ id, group, isCore }: { id: string; group: ServiceGroupData; isCore?: boolean }) {
  return (
    <section aria-labelledby={id} className="mx-auto mt-20 max-w-6xl px-4">
      <SectionHeading id={id} title={group.title} intro={group.intro} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {group.services.map((service) => (
          <li key={service.category}>
            <ServiceCard service={service} linkText={group.linkText} isCore={isCore} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { hero, core, additional, complianceOfficer, closing } = loaderData;
  return (
    <>
      <Hero {...hero} art="shield" />

      <ServiceGroup id="core-services" group={core} isCore />

      <CtaBand
        id="compliance-officer"
        isDark
        className="mt-20"
        title={complianceOfficer.title}
        body={complianceOfficer.intro}
        links={[complianceOfficer.link]}
      >
        <div className="mt-8 grid gap-6 text-left md:grid-cols-2">
          {complianceOfficer.options.map((option) => (
            <div key={option.title} className="rounded-xl bg-primary-foreground/10 p-6">
              <h3 className="text-xl font-semibold">{option.title}</h3>
              <p className="mt-2 text-pretty">{option.description}</p>
            </div>
          ))}
        </div>
      </CtaBand>

      <ServiceGroup id="additional-services" group={additional} />

      <CtaBand className="mt-20" title={closing.title} body={closing.body} links={[closing.link]} />
    </>
  );
}
