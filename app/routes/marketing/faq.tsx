import { CtaBand } from "~/components/sections/cta-band";
import { FaqList } from "~/components/sections/faq-list";
import { Hero } from "~/components/sections/hero";
import { faqClosing, faqHero, faqItems } from "~/content/faq";
import { getMeta } from "~/lib/meta";
import type { Route } from "./+types/faq";

// Copy as loader data keeps it out of the JavaScript bundle (the prerendered HTML already carries it).
export function loader() {
  return { hero: faqHero, items: faqItems, closing: faqClosing };
}

export const meta = () =>
  getMeta({
    title: "Frequently Asked Questions",
    description:
      "Answers for EIDBI agency owners and directors: what a compliance audit covers, licensing help, supervision review, Compliance Officer support, translation and how quickly we respond.",
    path: "/faq",
  });

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { hero, items, closing } = loaderData;
  return (
    <>
      <Hero {...hero} art="compass" />
      <div className="mx-auto mt-12 max-w-3xl px-4">
        <FaqList items={items} />
      </div>
      <CtaBand className="mt-16" title={closing.title} body={closing.body} links={[closing.link]} />
    </>
  );
}
