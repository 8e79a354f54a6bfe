import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { listenUntilStopped } from "~/lib/listen-until-stopped";

/**
 * Markup the server rendered from our own components (the footer, the home page's sections), shown as it is:
 * React neither hydrates nor re-renders what is inside, so the code of those components never reaches the browser
 * (ADR 005). Its links navigate inside the app like a <Link>, and `enhance` brings anything else to life (the home
 * page's carousels: `carousel-controller.ts`). Never pass it anything a visitor wrote.
 */
export function StaticHtml({
  html,
  as: Element = "div",
  id,
  className,
  enhance,
}: {
  html: string;
  /** Brings the markup's interactive parts to life (e.g. `startCarousels`), listening until `signal` aborts. */
  enhance?: (root: HTMLElement, signal: AbortSignal) => void;
  /** The element that holds the markup (the markup is its content). */
  as?: "div" | "footer";
  id?: string;
  className?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: new html is new markup, to enhance afresh
  useEffect(() => {
    const root = ref.current;
    return root && enhance ? listenUntilStopped((signal) => enhance(root, signal)) : undefined;
  }, [html]);

  function onClick(event: React.MouseEvent) {
    const path = inAppPath(event);
    if (path === null) return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    navigate(path, { replace: path === here });
  }

  return (
    <Element
      ref={ref as React.Ref<HTMLDivElement>}
      id={id}
      className={className}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our components rendered on the server, never visitor input
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * The markup the element `id` had in the document the browser first loaded, read before React hydrates it (call at
 * module level); "" on the server, or when that document had no such element.
 */
export function firstDocumentHtml(id: string): string {
  return typeof document === "undefined" ? "" : (document.getElementById(id)?.innerHTML ?? "");
}

/**
 * The path a plain left click on a link in the markup should open inside the app, as <Link> would; null when
 * the browser should handle the click itself: modified clicks, new windows, downloads, other origins, mailto:
 * and tel:, and jumps within the current page.
 */
function inAppPath(event: React.MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  const isSamePage = url.pathname === window.location.pathname && url.search === window.location.search;
  if (isSamePage && url.hash) return null;
  return url.pathname + url.search + url.hash;
}
