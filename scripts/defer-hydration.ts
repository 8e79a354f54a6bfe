// Public pages: start the page's JavaScript after the first paint instead of before it (ADR 004). app/entry.server.tsx
// rewrites every public page it renders with it, for a visitor or for the render cache.
//
// React Router puts a <link rel="modulepreload"> in <head> for every chunk a page needs, and one inline module
// script near the end of <body> that imports the route modules statically, sets window.__reactRouterManifest and
// window.__reactRouterRouteModules, then imports entry.client (which hydrates). Those high-priority requests start
// before the first paint, so Lighthouse's simulation puts all of the JavaScript on the path to the first paint,
// although the browser does not wait for it. deferHydration() drops the <link>s and rewrites the inline script so
// that, two animation frames after it runs (the page has painted by then), it adds the same modulepreloads and
// imports the same modules in the same order. The hydration itself is unchanged.

// A page rendered for one request carries its CSP nonce on these tags; a page rendered for the cache has none.
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const ROUTE_IMPORT = /import \* as (\w+) from "([^"]+)";/g;
/** How a page that loads the app on demand defines its start (scripts/check-budgets.ts looks for it). */
export const BOOT_APP_DEFINITION = "window.__bootApp=";

/**
 * Returns the page with its scripts deferred; throws when React Router's markup is not the expected shape. With
 * `preReactScript` (the code of app/entry.pre-react.ts or app/entry.pre-react-form.ts), nothing starts by itself:
 * that script goes into the page right after React Router's, with the same nonce, and calls `window.__bootApp()`
 * when the visitor asks for something only the app can do (ADRs 006 and 010).
 */
export function deferHydration(html: string, { preReactScript }: { preReactScript?: string } = {}): string {
  const onDemand = preReactScript !== undefined;
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1) throw new Error(`Expected one inline module script, found ${scripts.length}.`);
  const [script, nonceAttribute = "", body = ""] = scripts[0]!;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  // Every preload link must have the exact shape matched above: one written differently (another attribute, another
  // order) would stay in <head> and load the JavaScript before the first paint again, without any other sign.
  const preloadLinks = html.match(/<link\b[^>]*\bmodulepreload\b[^>]*>/g) ?? [];
  if (preloads.length === 0 || preloadLinks.length !== preloads.length) {
    throw new Error(
      `Expected every modulepreload link as <link rel="modulepreload" href="…"/>: ${preloads.length} of ${preloadLinks.length} matched.`,
    );
  }
  const routes = [...body.matchAll(ROUTE_IMPORT)].map((m) => ({ name: m[1]!, url: m[2]! }));
  const rest = body.replace(ROUTE_IMPORT, "").replace(/^\s*;/, "").trim();
  if (routes.length === 0 || /^\s*import\s/m.test(rest) || !/\bimport\("[^"]+"\);?$/.test(rest)) {
    throw new Error("The inline module script does not have the expected imports.");
  }
  // The body's last statement imports entry.client: returned, its failure reaches the catch below too.
  const started = rest.replace(/\bimport\(("[^"]+")\);?$/, "return import($1)");
  const start = [
    "const start=()=>{",
    `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}`,
    `return Promise.all([${routes.map((r) => `import(${JSON.stringify(r.url)})`).join(",")}])`,
    `.then(([${routes.map((r) => r.name).join(",")}])=>{${started}})};`,
    ...(onDemand
      ? // Later calls do nothing while the app loads, or once it has; if its code could not load (a dropped
        // connection), the visitor's next request tries again.
        [
          `const boot=()=>{window.__bootApp=()=>{};start().catch(()=>{window.__bootApp=boot})};${BOOT_APP_DEFINITION}boot;`,
        ]
      : [
          // A hidden tab has no frames to wait for (and paints nothing): start at once there.
          'if(document.visibilityState==="hidden")start();',
          "else requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(start)));",
        ]),
  ].join("");
  // On demand neither script is async: module scripts then run in document order, so window.__bootApp is defined
  // before the pre-React script placed after it runs (which may call it at once, for a saved draft).
  const rewritten = onDemand
    ? `<script${nonceAttribute} type="module">${start}</script><script${nonceAttribute} type="module">${preReactScript}</script>`
    : `<script${nonceAttribute} type="module" async="">${start}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(script, () => rewritten);
}
