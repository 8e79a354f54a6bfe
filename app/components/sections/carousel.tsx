import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { buttonVariants } from "~/components/ui/button";
import { ChevronLeft } from "~/components/ui/icons/chevron-left";
import { ChevronRight } from "~/components/ui/icons/chevron-right";
import {
  CAROUSEL_MEDIA,
  type CarouselMove,
  clampStart,
  isVisible,
  itemsPerView,
  lastStart,
  moveForKey,
  moveStart,
  positionLabel,
  SERVER_ITEMS_PER_VIEW,
} from "./carousel-state";

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
 */
export function Carousel<T>({ label, items, getKey, renderItem }: CarouselProps<T>) {
  const [start, setStart] = useState(0);
  // Unknown until the browser has been asked, so the server render and the hydration render agree.
  const [measuredPerView, setMeasuredPerView] = useState<number>();
  const [announcement, setAnnouncement] = useState("");
  const regionRef = useRef<HTMLElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const md = window.matchMedia(CAROUSEL_MEDIA.md);
    const lg = window.matchMedia(CAROUSEL_MEDIA.lg);
    const update = () => setMeasuredPerView(itemsPerView({ md: md.matches, lg: lg.matches }));
    update();
    md.addEventListener("change", update);
    lg.addEventListener("change", update);
    return () => {
      md.removeEventListener("change", update);
      lg.removeEventListener("change", update);
    };
  }, []);

  const count = items.length;
  const perView = measuredPerView ?? SERVER_ITEMS_PER_VIEW;
  // Derived rather than stored, so widening the window can never leave the carousel past its end.
  const current = clampStart(start, count, perView);
  const isAtStart = current === 0;
  const isAtEnd = current === lastStart(count, perView);

  function move(direction: CarouselMove) {
    const next = moveStart(current, direction, count, perView);
    if (next === current) return;
    const focused = document.activeElement;
    // Synchronous, so the focus checks below see the buttons' and slides' new states.
    flushSync(() => {
      setStart(next);
      setAnnouncement(positionLabel(next, count, perView));
    });
    // A button that has just become disabled drops focus to <body>; keep the visitor in the carousel.
    const previous = previousRef.current;
    const nextButton = nextRef.current;
    if (focused === nextButton && nextButton?.disabled) (previous?.disabled ? regionRef.current : previous)?.focus();
    else if (focused === previous && previous?.disabled)
      (nextButton?.disabled ? regionRef.current : nextButton)?.focus();
    else if (focused instanceof HTMLElement && focused.closest("[inert]")) regionRef.current?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const direction = moveForKey(event);
    if (!direction) return;
    event.preventDefault();
    move(direction);
  }

  return (
    <section
      ref={regionRef}
      aria-roledescription="carousel"
      aria-label={label}
      // Focusable by script and by a click, never by Tab (APG carousel pattern): the focus target when
      // the focused control disappears, and a place for the arrow keys to work after clicking a slide.
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="rounded-xl"
    >
      <div className="-mx-3 overflow-hidden">
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={current > 0 ? { transform: `translateX(-${(current * 100) / perView}%)` } : undefined}
        >
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern; a slide is a group, not a form fieldset
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              // Slides out of view are skipped by Tab and by screen readers; before measuring, nothing is hidden.
              inert={measuredPerView !== undefined && !isVisible(index, current, perView)}
              className="w-full shrink-0 px-3 md:w-1/2 lg:w-1/3"
            >
              {renderItem(item)}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex justify-center gap-3">
        <button
          ref={previousRef}
          type="button"
          aria-label="Previous"
          disabled={isAtStart}
          onClick={() => move("previous")}
          className={buttonVariants({ variant: "outline", size: "icon" })}
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <button
          ref={nextRef}
          type="button"
          aria-label="Next"
          disabled={isAtEnd}
          onClick={() => move("next")}
          className={buttonVariants({ variant: "outline", size: "icon" })}
        >
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}
