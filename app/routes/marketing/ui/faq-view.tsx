import type { faqPageData } from "~/.server/content/pages";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqList } from "~/components/sections/faq-list";
import { Hero } from "~/components/sections/hero";

/** The FAQ page as its loader, or the studio's preview, gives it. */
export function FaqView({ hero, items, closing }: ReturnType<typeof faqPageData>) {
  return (
    <>
      <Hero {...hero} art="conversation" />
      <div className="mx-auto mt-12 max-w-3xl px-4">
        <FaqList items={items} />
      </div>
      <CtaBand className="mt-16" title={closing.title} body={closing.body} links={[closing.link]} />
    </>
  );
}
