import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, isRunnableDevEnvironment, type Plugin } from "vite";
import { parseEnv, siteOriginOf } from "./app/.server/runtime/env.ts";

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
// app/root.tsx is loaded by every page too, so it goes in that chunk. Its own file is left as a one-line facade that
// re-exports it, which is what React Router's manifest points at.
const ROOT = /[\\/]app[\\/]root\.tsx$/;
// What app/root.tsx renders on every page, and the first-touch record the client entry makes on every page (left out,
// it would go to the lead forms' chunk, which imports it too, and every page would load that chunk). So too the card
// a lead form and each of the resource library's categories sit in: left out, /resources would load the lead forms.
const PUBLIC_LAYOUT =
  /[\\/]app[\\/](components[\\/](layout|static-html|toast-region|ui[\\/](button|icons[\\/](svg|menu|x|message-circle))|sections[\\/](not-found|card-section))|features[\\/]chat[\\/]chat-launcher|lib[\\/](utils|toast|meta|use-secret-shortcut|lazy-on-intent|first-touch)|content[\\/](site|navigation))\b/; // What the lead-form pages and /careers load first: the draft hook, the client action and its timeout, an icon.
const FORM_SUPPORT =
  /[\\/]app[\\/](components[\\/](forms[\\/](use-form-draft|submit-lead-form)|ui[\\/]icons[\\/]circle-check)|lib[\\/]answer-or-failure)\.tsx?$/;
// The lead form itself (contact, quote and the application): its frame, behaviour and fields; and the column beside
// it, which compresses better with the form's markup than in a chunk of its own.
const LEAD_FORMS =
  /[\\/]app[\\/](components[\\/]forms[\\/](lead-form|form-aside|use-lead-form|lazy-form-parts|form-result|form-alert|submission-alert|sent-notice|submit-button|honeypot|field|field-error)|lib[\\/](schemas[\\/]honeypot|submission-key))\.tsx?$/;

// The same configuration as the server's (the npm scripts read .env first). The public pages are prerendered during
// the build, so the origin their canonical and Open Graph links name is fixed here (app/lib/site-origin.ts).
const env = parseEnv();

/**
 * `npm run dev`: opens the database (DATA_DIR, or DATABASE_URL) on the first request, in the module instance the
 * dev server's routes use, so the forms and the dashboard work in development too. server.ts does this in production.
 */
function developmentDatabase(): Plugin {
  return {
    name: "eidbi:development-database",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (_req, _res, next) => {
        const ssr = server.environments.ssr;
        if (!ssr || !isRunnableDevEnvironment(ssr)) return next();
        try {
          const lifecycle =
            await ssr.runner.import<typeof import("./app/.server/lifecycle.ts")>("/app/.server/lifecycle.ts");
          await lifecycle.bootForDevelopment();
          next();
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), developmentDatabase()],
  define: { __SITE_ORIGIN__: JSON.stringify(siteOriginOf(env)) },
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for the JavaScript every page loads: gzip compresses one file better than many, and
        // each chunk repeats its import list. React, React DOM and React Router go in one chunk with what
        // app/root.tsx renders on every page (header, chat toggle, toasts, buttons). The price: an edit to that
        // layout changes the chunk's hash, so returning visitors download React again. Page-specific code and lazy
        // chunks (chat panel, toasts, manager pages) keep the automatic splitting.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: (id: string) => FRAMEWORK.test(id) || PUBLIC_LAYOUT.test(id) || ROOT.test(id),
              priority: 3,
            },
            // The lead-form pages' own code in two chunks rather than many small ones. A group takes in what its
            // modules import, unless a group before it has taken that already; so what /careers loads before its
            // form opens comes first, and the shared draft and client-action code stays out of the form's chunk.
            { name: "form-support", test: (id: string) => FORM_SUPPORT.test(id), priority: 2 },
            { name: "lead-forms", test: (id: string) => LEAD_FORMS.test(id), priority: 1 },
          ],
        },
      },
    },
  },
  // Bundle Drizzle (and Better Auth, which imports it) into the server build. Imported from node_modules, Drizzle's
  // hundreds of ES modules grow the V8 heap with loader garbage it keeps; bundled, the same code takes a fraction
  // of that, which keeps the server's resident memory low.
  ssr: { noExternal: [/^drizzle-orm/, /^better-auth/, /^@better-auth\//] },
});
