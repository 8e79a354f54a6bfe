import { useEffect, useRef } from "react";
import { buttonVariants } from "~/components/ui/button";
import { ChevronLeft } from "~/components/ui/icons/chevron-left";
import { ChevronRight } from "~/components/ui/icons/chevron-right";
import { listenUntilStopped } from "~/lib/listen-until-stopped";
import { startCarousel } from "./carousel-controller";
import { lastStart, SERVER_ITEMS_PER_VIEW } from "./carousel-state";

export type CarouselProps<T> = {
  /** Names the carousel for screen readers, e.g. "Success stories". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => React.ReactNode;
};

/**
 * A small carousel: one item per view, two from md, three from lg; Previous/Next buttons and the
 * Left/Right arrow keys move it one item at a time; it never advances on its own.
 * Hand-written instead of embla to stay inside the home page's JS budget (docs/decisions/001-hand-written-carousel.md).
 * This renders the markup at its first position; `carousel-controller.ts` moves it, whether React hydrated the
 * carousel or it came as server HTML React leaves alone (`<StaticHtml>`, ADR 005).
 */
export function Carousel<T>({ label, items, getKey, renderItem }: CarouselProps<T>) {
  const regionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const region = regionRef.current;
    return region ? listenUntilStopped((signal) => startCarousel(region, signal)) : undefined;
  }, []);

  const count = items.length;
  return (
    <section
      ref={regionRef}
      data-carousel=""
      aria-roledescription="carousel"
      aria-label={label}
      // Focusable by script and by a click, never by Tab (APG carousel pattern): the focus target when
      // the focused control disappears, and a place for the arrow keys to work after clicking a slide.
      tabIndex={-1}
      className="rounded-xl"
    >
      <div className="-mx-3 overflow-hidden">
        <div
          data-carousel-track=""
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
        >
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern; a slide is a group, not a form fieldset
            <div
              key={getKey(item)}
              data-carousel-slide=""
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              // Until the controller has measured the window nothing is inert; then slides out of view are
              // skipped by Tab and by screen readers.
              className="w-full shrink-0 px-3 md:w-1/2 lg:w-1/3"
            >
              {renderItem(item)}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex justify-center gap-3">
        <button
          data-carousel-previous=""
          type="button"
          aria-label="Previous"
          disabled
          className={buttonVariants({ variant: "outline", size: "icon" })}
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <button
          data-carousel-next=""
          type="button"
          aria-label="Next"
          disabled={lastStart(count, SERVER_ITEMS_PER_VIEW) === 0}
          className={buttonVariants({ variant: "outline", size: "icon" })}
        >
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
      <p data-carousel-status="" className="sr-only" aria-live="polite" aria-atomic="true" />
    </section>
  );
}
