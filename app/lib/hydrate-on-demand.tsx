import { type ComponentType, memo, Suspense, use, useEffect } from "react";

/**
 * A part of a prerendered page whose code loads only once the visitor may need it: when the part comes near the
 * viewport, or at the visitor's first interaction with the page (pointer, touch, key, Back/Forward), whichever
 * comes first. Until then React leaves the server's HTML in place (a dehydrated <Suspense> boundary): the text,
 * links and layout are all there, only the part's event handlers wait. It is Angular's `hydrate on viewport` /
 * `hydrate on interaction` and Nuxt's lazy hydration, for React (ADR 006).
 *
 * Use it for parts below the fold, whose code would otherwise be in every first load (issue 6). On the server, and
 * on a client-side navigation (where no server HTML exists), it renders at once; call `preload` in the route's
 * clientLoader so the code has arrived before the route renders. The props must not change while it waits
 * (it is memoised; pass loader data).
 */
export function hydrateOnDemand<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  let waiting: Promise<ComponentType<Props>> | undefined;

  /** Loads the part's code; `fallback` is what to show if it cannot load (offline, or a deploy replaced it). */
  const preload = (fallback: ComponentType<Props> = Unavailable) => {
    loading ??= load()
      .catch((error: unknown) => {
        console.warn(`${name} could not be loaded.`, error);
        return fallback;
      })
      .then((component) => {
        loaded = component;
        return component;
      });
    return loading;
  };
  /**
   * While the document hydrates: the code loads once the part is needed, and the server's HTML stands until then.
   * Should the code fail to load, that HTML stays as it is (its links work as plain links) instead of going blank.
   */
  const whenHydrating = () => {
    waiting ??= whenNeeded(name).then(() => preload(keepServerHtml(name)));
    return waiting;
  };

  function Content(props: Props) {
    const Component = loaded ?? use(hasServerHtml(name) ? whenHydrating() : preload());
    useEffect(() => {
      document.querySelector(`[data-hydrate="${name}"]`)?.setAttribute("data-hydrated", "");
    }, []);
    return <Component {...props} />;
  }

  const Deferred = memo(function Deferred(props: Props) {
    return (
      <div data-hydrate={name}>
        <Suspense fallback={null}>
          <Content {...props} />
        </Suspense>
      </div>
    );
  });
  return { Component: Deferred, preload: () => preload() };
}

function Unavailable() {
  return null;
}

/** A stand-in that shows the part exactly as the server drew it: our own prerendered markup, never visitor input. */
function keepServerHtml(name: string) {
  const html = document.querySelector(`[data-hydrate="${name}"]`)?.innerHTML ?? "";
  return function ServerHtml() {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own prerendered HTML, read back from the DOM
    return <div dangerouslySetInnerHTML={{ __html: html }} />;
  };
}

/** True in the browser while the part's server HTML is on the page, i.e. while the document is being hydrated. */
function hasServerHtml(name: string) {
  return typeof document !== "undefined" && document.querySelector(`[data-hydrate="${name}"]`) !== null;
}

const INTERACTIONS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "popstate"] as const;
let hasInteracted = false;
const onInteraction = new Set<() => void>();

function interacted() {
  hasInteracted = true;
  for (const event of INTERACTIONS) window.removeEventListener(event, interacted, { capture: true });
  for (const resolve of onInteraction) resolve();
  onInteraction.clear();
}

// Listening from the moment this module runs, before React hydrates: an interaction during hydration counts.
if (typeof window !== "undefined") {
  for (const event of INTERACTIONS) window.addEventListener(event, interacted, { capture: true, passive: true });
}

/** Resolves when the part nears the viewport or the visitor first interacts with the page. */
function whenNeeded(name: string) {
  return new Promise<void>((resolve) => {
    const element = document.querySelector(`[data-hydrate="${name}"]`);
    if (hasInteracted || !element || typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: "200px 0px",
    });
    function done() {
      observer.disconnect();
      onInteraction.delete(done);
      resolve();
    }
    observer.observe(element);
    onInteraction.add(done);
  });
}
