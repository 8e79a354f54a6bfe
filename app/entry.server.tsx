import { readFileSync } from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import type { AppContext } from "~/.server/app-context";
import { createRequestContext } from "~/.server/app-context";
import { listConfigProblems as listProblems } from "~/.server/runtime/config-check";
import type { Env } from "~/.server/runtime/env";
import { requestLogger } from "~/.server/runtime/logger";
import { redactError } from "~/.server/runtime/redact-error";
import { type RequestInfo, requestContext } from "~/.server/runtime/request-context";
import type { SentPageHandle } from "~/components/forms/sent-notice";
import { homePage } from "~/content/home";
import { hasOwnFrame } from "~/lib/own-frame";
import { type ServerMarkup, ServerMarkupContext } from "~/lib/server-markup";
import { SITE_ORIGIN } from "~/lib/site-origin";
import { homeSectionsContent } from "~/routes/marketing/home-content.server";
import { HomeSections } from "~/routes/marketing/home-sections.server";
import { deferHydration } from "../scripts/defer-hydration";
import { ON_DEMAND_PAGES, preReactScriptFile, preReactScriptOf } from "../scripts/on-demand-pages";

export { startApp } from "~/.server/lifecycle";
/** Which paths the server's render cache keeps (app/.server/host/page-cache.ts). */
export { isCacheablePage } from "~/content/public-pages";

/**
 * Called by server.ts at start: what the operator should fix, compared with the origin this build's pages name, and
 * a build copied without the pre-React scripts (those pages would still work, but load React at once).
 */
export function listConfigProblems(config: Env) {
  const problems = listProblems(config, SITE_ORIGIN);
  for (const script of new Set(ON_DEMAND_PAGES.map(([, entry]) => entry))) {
    if (readPreReactScript(script) === null) {
      problems.push(
        `${preReactScriptFile(script)} is missing next to the server build: the pages that load React on demand load it at once. Deploy the whole build directory that npm run build wrote.`,
      );
    }
  }
  return problems;
}

export const streamTimeout = 5_000;

/**
 * What only the server renders, for the routes that show it (app/lib/server-markup.ts), with the content their
 * loaders put into this request's load context.
 */
export function serverMarkupOf(loadContext: RouterContextProvider): ServerMarkup {
  return { homeSections: () => <HomeSections page={homePage} content={loadContext.get(homeSectionsContent)} /> };
}

/**
 * Called by server.ts for every request: the app context, and the CSP nonce and client IP the server determined. A
 * page rendered for the render cache has no nonce: its inline scripts are allowed by their hashes.
 */
export function createLoadContext(app: AppContext, input: RequestInfo) {
  return createRequestContext(app, input);
}

/**
 * What React Router logs when a loader, action or render fails. A 4xx answer (a POST to a page without a form is
 * a 405, an unknown manager record a 404) is the visitor's mistake and already in the request log, so it is not
 * logged as an error with a stack. A real failure is logged with its path only — never the query string or the
 * route's parameters — and a failed query as its SQL without the values (redactError).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // React Router's own 5xx responses carry the underlying error in a field its types keep private.
  const cause = isRouteErrorResponse(error) && "error" in error && error.error ? error.error : error;
  requestLogger(request).error({ method: request.method, err: redactError(cause) }, "error while answering");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const sentPage = sentPageOf(request, routerContext);
  if (sentPage) {
    responseHeaders.set("Location", sentPage);
    return new Response(null, { status: 303, headers: responseHeaders });
  }
  // A page rendered for the cache has no nonce: its inline scripts are allowed by hash instead.
  const nonce = readNonce(loadContext);

  // The whole page is rendered, then sent as one buffer. No page streams deferred data (the only Suspense
  // boundaries wrap client-only panels), and React writes a page as many ~2 KB chunks, each of which the
  // compression middleware would send through the thread pool on its own: one buffer took the signed-in
  // dashboard from ~28 to ~15 ms per request (p50, brotli). It also means an error seen while rendering still
  // sets the status.
  return new Promise((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        const page = Buffer.concat(chunks);
        const body = deferredPage(request, page, hydrationOf(request, routerContext));
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <ServerMarkupContext.Provider value={serverMarkupOf(loadContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ServerMarkupContext.Provider>,
      {
        nonce,
        // The page goes out whole (onAllReady), so nothing is gained by streaming; and React would otherwise send a
        // large finished <Suspense> boundary (the careers application form) after the page, for a script to move
        // into place: without JavaScript it would never appear.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError() {
          responseStatusCode = 500;
        },
      },
    );
  });
}

/**
 * Where a successful plain (no-JavaScript) POST goes instead of a rendered page: the same address with the
 * fragment of the form route's SentNotice (`handle.sentNoticeId`). Post/Redirect/Get: a reload or Back never sends
 * the form again, and a plain /contact or /quote is answered from the pages the render cache keeps instead of
 * rendered per visitor. Data requests (the hydrated page's fetcher) never come here; they get the action's data.
 */
function sentPageOf(request: Request, { staticHandlerContext: { actionData, matches } }: EntryContext) {
  if (request.method.toUpperCase() !== "POST" || !actionData) return undefined;
  for (const { route, pathname } of matches) {
    const noticeId = (route.handle as Partial<SentPageHandle> | undefined)?.sentNoticeId;
    const result = actionData[route.id] as { status?: string } | undefined;
    if (!noticeId || result?.status !== "success") continue;
    return `${pathname.replace(/(.)\/$/, "$1")}${new URL(request.url).search}#${noticeId}`;
  }
  return undefined;
}

/** A pre-React script's entry (scripts/on-demand-pages.ts), or "after-paint" for the app after the first paint. */
type Hydration = string | "after-paint" | undefined;

/**
 * How the page starts its scripts: on demand with the pre-React script scripts/on-demand-pages.ts gives its path,
 * after the first paint (every other public page), or at once (the manager pages, which draw their own frame).
 */
function hydrationOf(request: Request, { staticHandlerContext: { matches } }: EntryContext): Hydration {
  const script = preReactScriptOf(new URL(request.url).pathname);
  if (script) return script;
  return matches.some((match) => hasOwnFrame(match.route.handle)) ? undefined : "after-paint";
}

const preReactScripts = new Map<string, string | null>();

/**
 * A pre-React script (ADRs 006, 010 and 014), which scripts/postbuild.ts writes next to the server build; null where
 * there is none (the development server), and the page then starts the app after its first paint.
 */
function readPreReactScript(entry: string) {
  if (!preReactScripts.has(entry)) {
    try {
      const file = path.join(path.dirname(fileURLToPath(import.meta.url)), preReactScriptFile(entry));
      preReactScripts.set(entry, readFileSync(file, "utf8"));
    } catch {
      preReactScripts.set(entry, null);
    }
  }
  return preReactScripts.get(entry) ?? null;
}

/**
 * The page with its scripts started after the first paint (ADR 004), or only once the visitor asks for the app
 * (ADRs 006, 010 and 014). Should React Router's markup ever change shape, the page goes out as rendered, hydrating a
 * little earlier, and the error is logged so the tests notice.
 */
function deferredPage(request: Request, page: Buffer<ArrayBuffer>, hydration: Hydration) {
  if (!hydration) return page;
  try {
    const preReactScript = (hydration !== "after-paint" && readPreReactScript(hydration)) || undefined;
    return Buffer.from(deferHydration(page.toString("utf8"), { preReactScript }));
  } catch (error) {
    requestLogger(request).error({ err: redactError(error) }, "could not defer the page's scripts");
    return page;
  }
}

function readNonce(loadContext: RouterContextProvider | undefined) {
  try {
    return loadContext?.get(requestContext).nonce;
  } catch {
    return undefined;
  }
}
