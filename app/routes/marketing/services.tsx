import { Link } from "react-router";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { ServiceCard } from "~/components/sections/service-card";
import { buttonVariants } from "~/components/ui/button";
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
} from "~/content/services";
import { NOT_A_THERAPY_PROVIDER } from "~/content/site";
import { getMeta } from "~/lib/meta";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/services";

const withQuoteLink = (service: ServiceCardContent) => ({ ...service, href: quotePathFor(service.category) });

// The copy travels as loader data, not as JavaScript: on this prerendered page it is already in the HTML,
// and keeping it out of the route's bundle keeps first-load JS within budget.
export function loader() {
  return {
    hero: servicesHero,
    notice: NOT_A_THERAPY_PROVIDER,
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

export const meta = () =>
  getMeta({
    title: "EIDBI Compliance Services",
    description:
      "EIDBI compliance audits, Level I, Level II and QP supervision review, policy development, audit preparation, translation, training oversight, billing compliance and Compliance Officer support for Minnesota autism agencies.",
    path: "/services",
  });

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { hero, notice, core, additional, complianceOfficer, closing } = loaderData;
  return (
    <>
      <Hero {...hero} art="shield" />

      <p className="mx-auto mt-8 max-w-3xl px-4 text-center text-sm text-muted-foreground">{notice}</p>

      <section aria-labelledby="core-services" className="mx-auto max-w-6xl px-4 pt-12">
        <SectionHeading id="core-services" title={core.title} intro={core.intro} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {core.services.map((service, index) => (
            <li key={service.category}>
              <ServiceCard service={service} linkText={core.linkText} number={index + 1} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="compliance-officer" className="mx-auto mt-20 max-w-6xl px-4">
        <div className="rounded-2xl bg-primary px-6 py-10 text-primary-foreground md:px-12">
          <h2 id="compliance-officer" className="text-balance text-3xl font-bold">
            {complianceOfficer.title}
          </h2>
          <p className="mt-3 max-w-3xl text-pretty text-lg text-primary-foreground/90">{complianceOfficer.intro}</p>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {complianceOfficer.options.map((option) => (
              <div key={option.title} className="rounded-xl bg-primary-foreground/10 p-6">
                <h3 className="text-xl font-semibold">{option.title}</h3>
                <p className="mt-2 text-pretty text-primary-foreground/90">{option.description}</p>
              </div>
            ))}
          </div>
          <Link
            to={complianceOfficer.link.path}
            className={cn(buttonVariants({ variant: "accent", size: "lg" }), "mt-8")}
          >
            {complianceOfficer.link.label}
          </Link>
        </div>
      </section>

      <section aria-labelledby="additional-services" className="mx-auto mt-20 max-w-6xl px-4">
        <SectionHeading id="additional-services" title={additional.title} intro={additional.intro} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {additional.services.map((service) => (
            <li key={service.category}>
              <ServiceCard service={service} linkText={additional.linkText} />
            </li>
          ))}
        </ul>
      </section>

      <CtaBand className="mt-20" title={closing.title} body={closing.body} links={[closing.link]} />
    </>
  );
}
