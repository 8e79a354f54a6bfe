// The production server: security headers, precompressed static files and prerendered pages,
// then React Router for everything else. Run with `node server.ts` (Node 24 strips the types).
process.env.NODE_ENV = "production"; // before React loads, or it renders with its development build

import { createHash, randomBytes, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import { bodyCapFor, capRequestBody, decideBody } from "./app/.server/body-limits.ts";
import { type Env, EnvError, parseEnv } from "./app/.server/env.ts";
import { collectGarbageWhenIdle } from "./app/.server/idle-collection.ts";
import { logger } from "./app/.server/logger.ts";
import { withoutLinkTokens } from "./app/.server/security-log.ts";

// Every setting, parsed once (app/.server/env.ts); the app's boot() gets this same result.
let env: Env;
try {
  env = parseEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  logger.fatal(error.message);
  process.exit(1);
}
logger.level = env.LOG_LEVEL;

const root = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(root, env.BUILD_DIR);
const clientDir = path.join(buildDir, "client");
const serverBuildPath = path.join(buildDir, "server", "index.js");
const { PORT: port, HOST: host, PUBLIC_URL: publicUrl } = env;
const isHttps = publicUrl?.startsWith("https://") ?? false;

if (!existsSync(serverBuildPath)) {
  logger.fatal("No build found. Run `npm run build` first (or `npm start`, which builds and serves).");
  process.exit(1);
}

type EntryModule = {
  boot?: (config: Env) => Promise<void>;
  shutdown?: () => Promise<void>;
  isDatabaseReady?: () => Promise<boolean>;
  listConfigProblems?: (config: Env) => string[];
  createLoadContext?: (input: { nonce: string; clientIp: string }) => unknown;
};
// Dynamic imports: static ones would load React before NODE_ENV is set above.
const { createRequestHandler } = await import("@react-router/express");
const build = (await import(serverBuildPath)) as ServerBuild;
const entry = build.entry.module as unknown as EntryModule;

/**
 * Prerendered pages and hashed assets, held in memory with their precompressed variants and answered before
 * Express runs (see serveFromMemory below). A page's CSP lists the hashes of its inline scripts, so the bytes stay
 * static and precompressed (ADR 003).
 */
type StaticEntry = {
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
  type: string;
  cacheControl: string;
  csp: string;
  etag: string;
};
const staticEntries = new Map<string, StaticEntry>();
const MIME: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
};

function loadStatic(file: string, type: string, cacheControl: string, csp: string): StaticEntry {
  const identity = readFileSync(file);
  const read = (suffix: string) => (existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined);
  const etag = `"${createHash("sha1").update(identity).digest("base64url")}"`;
  return { bodies: { identity, br: read(".br"), gzip: read(".gz") }, type, cacheControl, csp, etag };
}

for (const file of walk(clientDir)) {
  const rel = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
  if (file.endsWith("index.html")) {
    const url = rel === "/index.html" ? "/" : rel.slice(0, -"/index.html".length);
    const html = readFileSync(file, "utf8");
    const scriptHashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1] ?? "")
      .filter((body) => body.length > 0)
      .map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    const csp = contentSecurityPolicy([...new Set(scriptHashes)].join(" "));
    staticEntries.set(url, loadStatic(file, "text/html; charset=utf-8", "public, max-age=0, must-revalidate", csp));
  } else if (rel.startsWith("/assets/") && !/\.(br|gz)$/.test(rel)) {
    const type = MIME[path.extname(file)] ?? "application/octet-stream";
    staticEntries.set(rel, loadStatic(file, type, "public, max-age=31536000, immutable", contentSecurityPolicy("")));
  }
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

function contentSecurityPolicy(scriptSrc: string) {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptSrc ? ` ${scriptSrc}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    ...(isHttps ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()";

/** The headers every response carries, whoever answers it. */
function setSecurityHeaders(res: ServerResponse, csp: string) {
  res.setHeader("Content-Security-Policy", csp);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  if (isHttps) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

/** One request-log line: method, path (never the query), status and time taken. */
function logRequest(reqId: string, method: string | undefined, pathname: string, status: number, started: bigint) {
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  logger.info({ reqId, method, path: withoutLinkTokens(pathname), status, ms: Math.round(ms * 10) / 10 }, "request");
}

/**
 * The fast path: a GET or HEAD for a prerendered page (without a query: ?category= on /quote is rendered per
 * request) or a hashed asset is answered from memory, before Express and React Router, with the same headers.
 * Returns false when the request is not one of those.
 */
function serveFromMemory(req: IncomingMessage, res: ServerResponse) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  if (url.includes("?")) return false;
  const entry = staticEntries.get(url);
  if (!entry) return false;
  const started = process.hrtime.bigint();
  const reqId = randomUUID();
  res.setHeader("X-Request-Id", reqId);
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const encoding =
    entry.bodies.br && /\bbr\b/.test(accepted)
      ? "br"
      : entry.bodies.gzip && /\bgzip\b/.test(accepted)
        ? "gzip"
        : undefined;
  const body = encoding ? entry.bodies[encoding]! : entry.bodies.identity;
  setSecurityHeaders(res, entry.csp);
  res.setHeader("Content-Type", entry.type);
  res.setHeader("Cache-Control", entry.cacheControl);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", entry.etag);
  if (req.headers["if-none-match"] === entry.etag) {
    res.statusCode = 304;
    res.end();
  } else {
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
  }
  logRequest(reqId, req.method, url, res.statusCode, started);
  return true;
}

const app = express();
app.disable("x-powered-by");
app.set("etag", "strong");
// TRUST_PROXY is the number of proxies in front of the server. Express then takes the client IP (req.ip) as the
// address that many hops from the right of X-Forwarded-For, each proxy having appended the address it saw: what a
// client writes at the left is never reached. req.protocol and req.host follow the proxy's X-Forwarded-Proto and
// -Host, so React Router's own Origin check on form posts compares against the public https origin.
app.set("trust proxy", env.TRUST_PROXY);

// Request log: one line per request, never bodies. The request id goes on every line about the request (the app's
// security and error lines read it from X-Request-Id) and back to the client, to match a complaint to its lines.
app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  const reqId = randomUUID();
  req.headers["x-request-id"] = reqId;
  res.setHeader("X-Request-Id", reqId);
  res.on("finish", () => logRequest(reqId, req.method, req.path, res.statusCode, started));
  next();
});

// Security headers on every response. The client IP that the rate limits and the sign-in throttle read
// (X-Client-IP) is overwritten here with Express's answer, so no visitor can set it.
app.use((req, res, next) => {
  const nonce = randomBytes(16).toString("base64");
  res.locals.nonce = nonce;
  res.locals.clientIp = req.ip ?? req.socket.remoteAddress ?? "unknown";
  req.headers["x-client-ip"] = res.locals.clientIp;
  setSecurityHeaders(res, contentSecurityPolicy(`'nonce-${nonce}'`));
  next();
});

// Cross-site requests may not change state: a POST (or any non-GET) whose Origin is another site is
// refused here, before any route runs, for UI routes and resource routes alike.
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  if (isSameOrigin(req)) return next();
  logger.warn(
    {
      reqId: req.headers["x-request-id"],
      event: "cross-site-refused",
      ip: res.locals.clientIp,
      path: withoutLinkTokens(req.path),
    },
    "security",
  );
  res.status(403).type("text/plain").send("Cross-site requests are not allowed.");
});

// Request bodies (app/.server/body-limits.ts): at most 1 MB, declared up front, except on the application form,
// and the agencies' upload page, which read their bodies while they stream and answer their own limits; there a hard
// byte cap holds whatever reads them.
// Without this, a route that reads its body whole (the sign-in, Better Auth's endpoints) would buffer anything.
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

function isSameOrigin(req: Request) {
  const origin = req.headers.origin;
  if (!origin) {
    // Browsers always send Origin on cross-site POSTs; without one, Sec-Fetch-Site still tells.
    return req.headers["sec-fetch-site"] !== "cross-site";
  }
  if (origin === "null") return false;
  const allowed = new Set<string>();
  if (publicUrl) allowed.add(publicUrl);
  // Behind trusted proxies, Express reads these from X-Forwarded-Host and -Proto.
  if (req.host) allowed.add(`${req.protocol}://${req.host}`);
  return allowed.has(origin);
}

// Liveness: the process answers. Cheap on purpose (no database), so a slow database never gets the process restarted.
app.get("/healthz", (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.type("text/plain").send("ok");
});

// Readiness: the database answers a query. A load balancer or orchestrator sends visitors elsewhere while it is 503.
app.get("/readyz", async (_req, res) => {
  const isReady = (await entry.isDatabaseReady?.()) ?? false;
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
    filter: (req, res) => !req.path.startsWith("/manager-dashboard/events") && compression.filter(req, res),
    // A rendered page arrives as one buffer (entry.server.tsx); with zlib's 16 KB default chunk the ~200 KB
    // dashboard went through the thread pool a dozen times. 256 KB chunks compress most pages in one pass.
    chunkSize: 256 * 1024,
    brotli: { chunkSize: 256 * 1024 },
  }),
);

// Other public files (favicon, robots is a route): short cache.
const serveStatic = express.static(clientDir, { index: false, redirect: false, maxAge: "1h", dotfiles: "ignore" });
// A prerendered page's data file (quote.data) holds the loader's answer for the URL WITHOUT a query; a client
// navigation to /quote?category=… asks for /quote.data?category=…, which only the loader can answer.
app.use((req, res, next) =>
  req.path.endsWith(".data") && req.originalUrl.includes("?") ? next() : serveStatic(req, res, next),
);

app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    getLoadContext: (_req, res) =>
      entry.createLoadContext?.({ nonce: res.locals.nonce, clientIp: res.locals.clientIp }) as never,
  }),
);

app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
  const status = typeof err === "object" && err && "status" in err ? Number((err as { status: number }).status) : 500;
  if (status >= 500) {
    logger.error({ reqId: req.headers["x-request-id"], method: req.method, path: req.path, err }, "unhandled error");
  }
  if (res.headersSent) return res.end();
  res
    .status(status >= 400 && status < 600 ? status : 500)
    .type("text/plain")
    .send(
      status === 413 ? "Request too large." : status < 500 ? "Bad request." : "Something went wrong. Please try again.",
    );
});

// Said at every start, so an operator who forgot PUBLIC_URL or the firm's details sees it in the log.
for (const problem of entry.listConfigProblems?.(env) ?? []) logger.warn(problem);
await entry.boot?.(env);
const noteRequest = collectGarbageWhenIdle();
const server: Server = createServer((req, res) => {
  noteRequest();
  if (!serveFromMemory(req, res)) app(req, res);
}).listen(port, host, () => {
  logger.info(`Listening on http://localhost:${port}`);
});

let isShuttingDown = false;
async function shutdown(signal: string) {
  if (isShuttingDown) return;
  isShuttingDown = true;
  logger.info(`${signal} received: finishing in-flight requests`);
  server.close(async () => {
    await entry.shutdown?.();
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
  }, 10_000).unref();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
