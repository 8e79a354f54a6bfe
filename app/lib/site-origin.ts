// The site's public origin as the pages name it (canonical links, Open Graph). It is PUBLIC_URL at build time, fixed
// into both bundles by vite.config.ts, so the server and the browser name the same origin; the server warns at
// start when its own PUBLIC_URL differs (app/.server/runtime/config-check.ts). Without a build (unit tests) it is the local
// address.
declare const __SITE_ORIGIN__: string | undefined;

/** "https://www.example.com": no trailing slash, no path. */
export const SITE_ORIGIN: string = typeof __SITE_ORIGIN__ === "string" ? __SITE_ORIGIN__ : "http://localhost:3000";
