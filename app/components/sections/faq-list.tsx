import { useRef, useState } from "react";
import { ChevronDown } from "~/components/ui/icons/chevron-down";
import type { FaqItem } from "~/content/faq";
import { cn } from "~/lib/utils";

/**
 * A single-open accordion (WAI-ARIA accordion pattern). Written by hand rather than with Radix so that
 * closed answers stay in the prerendered HTML (Radix unmounts them) and the page ships less JavaScript.
 */
export function FaqList({ items }: { items: FaqItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys, Home and End move between questions, as the accordion pattern recommends.
  function moveFocus(event: React.KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target =
      event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  }

  return (
    <div className="divide-y divide-border rounded-xl border border-border bg-card shadow-sm">
      {items.map((item, index) => {
        const isOpen = openId === item.id;
        const questionId = `faq-${item.id}-question`;
        const answerId = `faq-${item.id}-answer`;
        return (
          <div key={item.id}>
            <h2 className="text-lg font-semibold">
              <button
                ref={(node) => {
                  triggers.current[index] = node;
                }}
                id={questionId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={answerId}
                onClick={() => setOpenId(isOpen ? null : item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-foreground hover:bg-muted focus-visible:-outline-offset-3 md:px-6"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    "size-5 shrink-0 text-primary motion-safe:transition-transform",
                    isOpen && "rotate-180",
                  )}
                />
              </button>
            </h2>
            <div
              id={answerId}
              hidden={!isOpen}
              className="space-y-3 px-5 pb-5 text-pretty text-muted-foreground md:px-6"
            >
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
