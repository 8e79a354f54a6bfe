import { useEffect, useRef } from "react";
import { ChevronDown } from "~/components/ui/icons/chevron-down";
import type { FaqItem } from "~/content/faq";
import { listenUntilStopped } from "~/lib/listen-until-stopped";
import { startDisclosures } from "./disclosure-controller";

/**
 * A single-open accordion (WAI-ARIA accordion pattern). Written by hand rather than with Radix so that
 * closed answers stay in the prerendered HTML (Radix unmounts them) and the page ships less JavaScript.
 * React renders every question closed; `disclosure-controller.ts` opens and closes them and moves between them with
 * the arrow keys, whether React hydrated the list or the page runs its pre-React script (ADR 014).
 */
export function FaqList({ items }: { items: FaqItem[] }) {
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
        const questionId = `faq-${item.id}-question`;
        const answerId = `faq-${item.id}-answer`;
        return (
          <div key={item.id}>
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
            <div id={answerId} hidden className="space-y-3 px-5 pb-5 text-pretty text-muted-foreground md:px-6">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
