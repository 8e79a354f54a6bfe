// The HTTP host around the app: security headers, the request log, the Origin check and body limits, precompressed
// static files, the public pages' render cache, the health probes, then React Router. server.ts runs it for
// production; the browser tests' server (tests/support/e2e-server.ts) runs the same host with its own additions.
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import type { RouterContextProvider, ServerBuild } from "react-router";
import type { AppContext } from "../app-context.ts";
import type { RunningApp, StartOptions } from "../lifecycle.ts";
import { bodyCapFor, capRequestBody, decideBody } from "../runtime/body-limits.ts";
import { CLIENT_IP_HEADER } from "../runtime/client-subject.ts";
import { type Env, parseEnvOrExit as parseSettingsOrExit } from "../runtime/env.ts";
import { collectGarbageWhenIdle } from "../runtime/idle-collection.ts";
import { loggedPath, loggedTarget } from "../runtime/log-path.ts";
import { logger } from "../runtime/logger.ts";
import type { RequestInfo } from "../runtime/request-context.ts";
import { isSameOrigin } from "../runtime/same-origin.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";
import { contentSecurityPolicy, setSecurityHeaders } from "./security-headers.ts";
import { loadStaticEntries, serveFromMemory } from "./static-files.ts";

/** What server.ts uses from app/entry.server.tsx. */
export type EntryModule = {
  startApp: (config: Env, options?: StartOptions) => Promise<RunningApp>;
  listConfigProblems: (config: Env) => string[];
  createLoadContext: (app: AppContext, info: RequestInfo) => RouterContextProvider;
  isCacheablePage: (pathname: string) => boolean;
};

export type LoadedBuild = { build: ServerBuild; entry: EntryModule; clientDir: string };

/** Every setting, parsed once from the environment (app/.server/runtime/env.ts); an invalid one ends the process. */
export function parseEnvOrExit(): Env {
  const env = parseSettingsOrExit((message) => logger.fatal(message));
  logger.level = env.LOG_LEVEL;
  return env;
}

/** Imports the server build under BUILD_DIR; exits with a readable message when there is none. */
export async function loadBuild(root: string, env: Env): Promise<LoadedBuild> {
  const buildDir = path.resolve(root, env.BUILD_DIR);
  const serverBuildPath = path.join(buildDir, "server", "index.js");
  if (!existsSync(serverBuildPath)) {
    logger.fatal("No build found. Run `npm run build` first (or `npm start`, which builds and serves).");
    process.exit(1);
  }
  const build = (await import(serverBuildPath)) as ServerBuild;
  return { build, entry: build.entry.module as unknown as EntryModule, clientDir: path.join(buildDir, "client") };
}

// The request line's fields are all chosen here (none is a key the logger redacts), so it skips the redaction pass,
// which took most of the time of writing the line. Its level follows the server logger's.
const requestLog = logger.child({}, { redact: [] });

/**
 * The request log, for every request whoever answers it (the in-memory fast path or Express): one line per request,
 * never bodies or the query. The request id goes on every line about the request (the app's security and error lines
 * read it from X-Request-Id, overwritten here so a visitor cannot choose it) and back to the client, to match a
 * complaint to its lines.
 */
function logRequest(req: IncomingMessage, res: ServerResponse) {
  const started = process.hrtime.bigint();
  const reqId = randomUUID();
  req.headers["x-request-id"] = reqId;
  res.setHeader("X-Request-Id", reqId);
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const pathname = loggedTarget(req.url ?? "/");
    const line = { reqId, method: req.method, path: pathname, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
    requestLog.info(line, "request");
  });
}

const NONCE_BYTES = 16;
// Nonces for this many requests are drawn from the random source at once: one call per request was a visible part of
// a form POST's time. The bytes are as unpredictable either way.
const NONCES_PER_DRAW = 256;

/** Returns a function that gives a fresh base64 nonce of 16 random bytes for each request. */
function createNonceSource() {
  let pool = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + NONCE_BYTES > pool.length) {
      pool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
      offset = 0;
    }
    const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
    offset += NONCE_BYTES;
    return nonce;
  };
}

/** Whether the site is served over https (PUBLIC_URL says so): HSTS, and upgrade-insecure-requests in the CSP. */
function isHttpsSite(env: Env) {
  return env.PUBLIC_URL?.startsWith("https://") ?? false;
}

export type HostOptions = LoadedBuild & {
  env: Env;
  app: RunningApp;
  /** The load context for a request (the app context and this request's facts); the test server's can differ. */
  loadContext?: (req: Request, info: RequestInfo) => RouterContextProvider;
  /** Routes answered after the headers and before the Origin check (the test server's fault switch). */
  beforeOriginCheck?: (express: Express) => void;
};

/** The Express app: everything but the request log (logRequest) and the in-memory fast path. */
export async function createExpressApp(options: HostOptions): Promise<Express> {
  const { env, app: running, build, entry, clientDir } = options;
  const isHttps = isHttpsSite(env);
  const { createRequestHandler } = await import("@react-router/express");
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", "strong");
  // TRUST_PROXY is the number of proxies in front of the server. Express then takes the client IP (req.ip) as the
  // address that many hops from the right of X-Forwarded-For, each proxy having appended the address it saw: what a
  // client writes at the left is never reached. req.protocol and req.host follow the proxy's X-Forwarded-Proto and
  // -Host, so React Router's own Origin check on form posts compares against the public https origin.
  app.set("trust proxy", env.TRUST_PROXY);

  // Security headers on every response. The client IP that the rate limits and the sign-in throttle read
  // (X-Client-IP) is overwritten here with Express's answer, so no visitor can set it.
  // The policy is the same but for its nonce: it is written once, with a placeholder the nonce replaces.
  const [cspBefore, cspAfter] = contentSecurityPolicy("'nonce-{nonce}'", isHttps).split("{nonce}");
  const nextNonce = createNonceSource();
  app.use((req, res, next) => {
    const nonce = nextNonce();
    res.locals.nonce = nonce;
    res.locals.clientIp = req.ip ?? req.socket.remoteAddress ?? "unknown";
    req.headers[CLIENT_IP_HEADER] = res.locals.clientIp;
    setSecurityHeaders(res, `${cspBefore}${nonce}${cspAfter}`, isHttps);
    next();
  });

  options.beforeOriginCheck?.(app);

  // Cross-site requests may not change state (app/.server/runtime/same-origin.ts): refused here, before any route runs.
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const requestOrigin = req.host ? `${req.protocol}://${req.host}` : undefined;
    const facts = { origin: req.headers.origin, secFetchSite: req.get("sec-fetch-site"), requestOrigin };
    if (isSameOrigin({ ...facts, publicUrl: env.PUBLIC_URL })) return next();
    logger.warn(
      {
        reqId: req.headers["x-request-id"],
        event: "cross-site-refused",
        ip: res.locals.clientIp,
        path: loggedPath(req.path),
      },
      "security",
    );
    res.status(403).type("text/plain").send("Cross-site requests are not allowed.");
  });

  // Request bodies (app/.server/runtime/body-limits.ts): refused or capped before any route reads them.
  app.use((req, res, next) => {
    switch (decideBody(req.path, req.headers)) {
      case "allow":
        return next();
      case "allow-capped":
        capRequestBody(req, res, bodyCapFor(req.path));
        return next();
      case "length-required":
        res.status(411).type("text/plain").send("Send the request with a Content-Length.");
        return;
      case "too-large":
        res.status(413).type("text/plain").send("Request too large.");
    }
  });

  // Liveness: the process answers. Cheap on purpose (no database), so a slow database never gets it restarted.
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.type("text/plain").send("ok");
  });

  // Readiness: the database answers a query. A load balancer sends visitors elsewhere while it is 503.
  app.get("/readyz", async (_req, res) => {
    const isReady = await running.isDatabaseReady();
    res.setHeader("Cache-Control", "no-store");
    res
      .status(isReady ? 200 : 503)
      .type("text/plain")
      .send(isReady ? "ready" : "database unavailable");
  });

  // An asset the build does not have (the fast path answered every one it has).
  app.use("/assets", (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });

  app.use(
    compression({
      // A rendered page arrives as one buffer (entry.server.tsx); 256 KB chunks compress most pages in one pass
      // instead of sending them through the thread pool in zlib's default 16 KB pieces.
      chunkSize: 256 * 1024,
      brotli: { chunkSize: 256 * 1024 },
    }),
  );

  // Other public files (favicon, robots is a route): short cache.
  app.use(express.static(clientDir, { index: false, redirect: false, maxAge: "1h", dotfiles: "ignore" }));

  const loadContext =
    options.loadContext ?? ((_req: Request, info: RequestInfo) => entry.createLoadContext(running.context, info));
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      getLoadContext: (req, res) =>
        loadContext(req, { nonce: res.locals.nonce, clientIp: res.locals.clientIp, isOriginChecked: true }),
    }),
  );

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = typeof err === "object" && err && "status" in err ? Number((err as { status: number }).status) : 500;
    if (status >= 500) {
      logger.error(
        { reqId: req.headers["x-request-id"], method: req.method, path: loggedPath(req.path), err },
        "unhandled error",
      );
    }
    if (res.headersSent) return res.end();
    res
      .status(status >= 400 && status < 600 ? status : 500)
      .type("text/plain")
      .send(
        status === 413
          ? "Request too large."
          : status < 500
            ? "Bad request."
            : "Something went wrong. Please try again.",
      );
  });
  return app;
}

/**
 * The render cache of the public pages (page-cache.ts): each rendered by React Router as a visitor without cookies
 * gets it, with the app's own load context and no nonce, once per content version.
 */
async function createPublicPageCache(options: HostOptions, fallback: Express): Promise<PageCache> {
  const { env, app: running, build, entry } = options;
  const { createRequestHandler } = await import("react-router");
  const handle = createRequestHandler(build, "production");
  const origin = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return createPageCache({
    isCacheable: entry.isCacheablePage,
    render: (pathname) =>
      handle(
        new Request(new URL(pathname, origin), { headers: { Accept: "text/html" } }),
        entry.createLoadContext(running.context, { nonce: undefined, clientIp: "unknown" }),
      ),
    version: running.context.content.version,
    isHttps: isHttpsSite(env),
    fallback: (req, res) => fallback(req, res),
    onRenderError: (pathname, error) =>
      logger.error({ path: pathname, err: error }, "could not render a public page for the cache"),
  });
}

/**
 * Listens on PORT/HOST: hashed assets and the public pages from memory first, then Express; SIGTERM and SIGINT finish
 * in-flight requests and stop.
 */
export async function serve(options: HostOptions): Promise<Server> {
  const { env, app: running, clientDir } = options;
  const isHttps = isHttpsSite(env);
  const staticEntries = loadStaticEntries(clientDir, isHttps);
  const app = await createExpressApp(options);
  const pageCache = await createPublicPageCache(options, app);
  const noteRequest = collectGarbageWhenIdle();
  const server = createServer((req, res) => {
    noteRequest();
    logRequest(req, res);
    if (!serveFromMemory(staticEntries, req, res, isHttps) && !pageCache.answer(req, res)) app(req, res);
  }).listen(env.PORT, env.HOST, () => {
    logger.info(`Listening on http://localhost:${env.PORT}`);
  });

  let isShuttingDown = false;
  const shutdown = (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    logger.info(`${signal} received: finishing in-flight requests`);
    server.close(async () => {
      await running.stop();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}
