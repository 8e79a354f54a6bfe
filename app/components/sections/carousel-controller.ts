import {
  CAROUSEL_MEDIA,
  type CarouselMove,
  clampStart,
  isVisible,
  itemsPerView,
  lastStart,
  moveForKey,
  moveStart,
  NEXT,
  PREVIOUS,
  positionLabel,
} from "./carousel-state";

/**
 * Brings every carousel under `root` to life: Previous/Next and the Left/Right arrow keys move it one item at a
 * time, the buttons disable at the ends, slides out of view are inert, and a live region says where it stands.
 * Plain DOM code, so a carousel inside server-rendered HTML that React never hydrates (`<StaticHtml>`) works the
 * same as one React renders. They listen until `signal` aborts.
 */
export function startCarousels(root: ParentNode, signal: AbortSignal) {
  for (const region of root.querySelectorAll<HTMLElement>("[data-carousel]")) startCarousel(region, signal);
}

/** Brings one carousel (the element `<Carousel>` marks `data-carousel`) to life; see startCarousels. */
export function startCarousel(region: HTMLElement, signal: AbortSignal) {
  const track = region.querySelector<HTMLElement>("[data-carousel-track]");
  const slides = [...region.querySelectorAll<HTMLElement>("[data-carousel-slide]")];
  const previous = region.querySelector<HTMLButtonElement>("[data-carousel-previous]");
  const next = region.querySelector<HTMLButtonElement>("[data-carousel-next]");
  const status = region.querySelector<HTMLElement>("[data-carousel-status]");
  if (!track || !previous || !next || !status) return;

  const md = window.matchMedia(CAROUSEL_MEDIA.md);
  const lg = window.matchMedia(CAROUSEL_MEDIA.lg);
  const count = slides.length;
  // The position lives in the DOM as well, so a controller that takes over a moving carousel (the app's, after the
  // pre-React script's, ADR 006) starts where the visitor left it.
  let start = Number(region.dataset.carouselStart) || 0;

  const perView = () => itemsPerView({ md: md.matches, lg: lg.matches });

  /** Draws the current position; a widened window can never leave the carousel past its end. */
  function render() {
    const inView = perView();
    start = clampStart(start, count, inView);
    region.dataset.carouselStart = String(start);
    track!.style.transform = start > 0 ? `translateX(-${(start * 100) / inView}%)` : "";
    slides.forEach((slide, index) => {
      slide.inert = !isVisible(index, start, inView);
    });
    previous!.disabled = start === 0;
    next!.disabled = start === lastStart(count, inView);
  }

  function move(direction: CarouselMove) {
    const inView = perView();
    const moved = moveStart(start, direction, count, inView);
    if (moved === start) return;
    const focused = document.activeElement;
    start = moved;
    render();
    status!.textContent = positionLabel(start, count, inView);
    // A button that has just become disabled drops focus to <body>; keep the visitor in the carousel.
    if (focused === next && next!.disabled) (previous!.disabled ? region : previous!).focus();
    else if (focused === previous && previous!.disabled) (next!.disabled ? region : next!).focus();
    else if (focused?.closest("[inert]")) region.focus();
  }

  const onPrevious = () => move(PREVIOUS);
  const onNext = () => move(NEXT);
  const onKeyDown = (event: KeyboardEvent) => {
    const direction = moveForKey(event);
    if (!direction) return;
    event.preventDefault();
    move(direction);
  };

  previous.addEventListener("click", onPrevious, { signal });
  next.addEventListener("click", onNext, { signal });
  region.addEventListener("keydown", onKeyDown, { signal });
  md.addEventListener("change", render, { signal });
  lg.addEventListener("change", render, { signal });
  render();
}
