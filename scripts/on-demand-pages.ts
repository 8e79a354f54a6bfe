// The public pages that run a pre-React script and load the app only when the visitor asks (ADRs 006, 010 and 014),
// with the script each runs: scripts/postbuild.ts bundles it next to the server build, app/entry.server.tsx inlines
// it into the page (for a visitor or for the render cache), scripts/check-budgets.ts holds it to its budget.

export const PRE_REACT_SCRIPT = "app/entry.pre-react.ts";
export const PRE_REACT_CONTENT_SCRIPT = "app/entry.pre-react-content.ts";
export const PRE_REACT_FORM_SCRIPT = "app/entry.pre-react-form.ts";

/**
 * Routes (`*` stands for any one segment: every news article, every guide) and their scripts. The home, services,
 * about and testimonials pages, the resource library and the news articles have no interactive part but the public
 * layout and carousels. The FAQ, the news list and the guides add parts that show and hide or print, which the
 * content pages' script runs. The lead-form pages' script loads the app as soon as the visitor turns to the form
 * (also on their pages rendered per request: /book, /quote?category=…, a campaign's ?utm_…, /careers?apply=…). A
 * page with anything else React runs must not be listed: it would not work until the visitor opened the chat.
 */
export const ON_DEMAND_PAGES: readonly (readonly [route: string, script: string])[] = [
  ["/", PRE_REACT_SCRIPT],
  ["/services", PRE_REACT_SCRIPT],
  ["/about", PRE_REACT_SCRIPT],
  ["/testimonials", PRE_REACT_SCRIPT],
  ["/resources", PRE_REACT_SCRIPT],
  ["/news/*", PRE_REACT_SCRIPT],
  ["/news", PRE_REACT_CONTENT_SCRIPT],
  ["/faq", PRE_REACT_CONTENT_SCRIPT],
  ["/resources/*", PRE_REACT_CONTENT_SCRIPT],
  ["/quote", PRE_REACT_FORM_SCRIPT],
  ["/contact", PRE_REACT_FORM_SCRIPT],
  ["/careers", PRE_REACT_FORM_SCRIPT],
  ["/book", PRE_REACT_FORM_SCRIPT],
];

/** Whether `route` is one of the routes `pattern` stands for. */
export const routeMatches = (pattern: string, route: string) =>
  new RegExp(`^${pattern.replaceAll("*", "[^/]+")}$`).test(route);

/** The pre-React script of a public page's route; undefined where the app starts after the first paint. */
export function preReactScriptOf(route: string): string | undefined {
  return ON_DEMAND_PAGES.find(([pattern]) => routeMatches(pattern, route))?.[1];
}

/** The file a pre-React script is bundled into, next to the server build: "pre-react-form.js" for its entry. */
export const preReactScriptFile = (entry: string) => entry.replace(/^app\/entry\.(.+)\.ts$/, "$1.js");
