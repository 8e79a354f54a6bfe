import { useEffect, useRef } from "react";
import { ChevronDown } from "~/components/ui/icons/chevron-down";
import type { PublishedFaqEntry } from "~/content/published";
import { listenUntilStopped } from "~/lib/listen-until-stopped";
import { startDisclosures } from "./disclosure-controller";
import { RichText } from "./rich-text";

type FaqListEntry = Pick<PublishedFaqEntry, "slug" | "question" | "answerHtml">;

/**
 * A single-open accordion (WAI-ARIA accordion pattern). Written by hand rather than with Radix so that
 * closed answers stay in the page's HTML (Radix unmounts them) and the page ships less JavaScript.
 * React renders every question closed; `disclosure-controller.ts` opens and closes them and moves between them with
 * the arrow keys, whether React hydrated the list or the page runs its pre-React script (ADR 014).
 */
export function FaqList({ items }: { items: FaqListEntry[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    return list ? listenUntilStopped((signal) => startDisclosures(list, signal)) : undefined;
  }, []);

  return (
    <div
      ref={listRef}
      data-accordion=""
      className="divide-y divide-border rounded-xl border border-border bg-card shadow-sm"
    >
      {items.map((item) => {
        const questionId = `faq-${item.slug}-question`;
        const answerId = `faq-${item.slug}-answer`;
        return (
          <div key={item.slug}>
            <h2 className="text-lg font-semibold">
              <button
                id={questionId}
                type="button"
                data-disclosure=""
                aria-expanded={false}
                aria-controls={answerId}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-foreground hover:bg-muted focus-visible:-outline-offset-3 md:px-6"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-primary motion-safe:transition-transform group-aria-expanded:rotate-180"
                />
              </button>
            </h2>
            <RichText id={answerId} hidden html={item.answerHtml} className="px-5 pb-5 text-muted-foreground md:px-6" />
          </div>
        );
      })}
    </div>
  );
}
