// The production server: security headers, precompressed static files and prerendered pages,
// then React Router for everything else. Run with `node server.ts` (Node 24 strips the types).
process.env.NODE_ENV = "production"; // before React loads, or it renders with its development build

import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";

const root = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const serverBuildPath = path.join(buildDir, "server", "index.js");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const trustProxy = ["1", "true", "yes"].includes(String(process.env.TRUST_PROXY).toLowerCase());
const publicUrl = process.env.PUBLIC_URL;
const isHttps = publicUrl?.startsWith("https://") ?? false;

if (!existsSync(serverBuildPath)) {
  console.error("No build found. Run `npm run build` first (or `npm start`, which builds and serves).");
  process.exit(1);
}

type EntryModule = {
  boot?: () => Promise<void>;
  shutdown?: () => Promise<void>;
  createLoadContext?: (input: { nonce: string; clientIp: string }) => unknown;
};
// Dynamic imports: static ones would load React before NODE_ENV is set above.
const { createRequestHandler } = await import("@react-router/express");
const build = (await import(serverBuildPath)) as ServerBuild;
const entry = build.entry.module as unknown as EntryModule;

/** Static HTML pages with the hashes of their inline scripts, so the CSP needs no per-request nonce for them. */
type StaticPage = { file: string; scriptHashes: string[]; encodings: Set<string> };
const staticPages = new Map<string, StaticPage>();
for (const file of walk(clientDir)) {
  if (!file.endsWith("index.html")) continue;
  const rel = `/${path.relative(clientDir, path.dirname(file)).split(path.sep).join("/")}`;
  const url = rel === "/." || rel === "/" ? "/" : rel;
  const html = readFileSync(file, "utf8");
  const scriptHashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? "")
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  const encodings = new Set(["br", "gzip"].filter((enc) => existsSync(`${file}.${enc === "br" ? "br" : "gz"}`)));
  staticPages.set(url, { file, scriptHashes: [...new Set(scriptHashes)], encodings });
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
    `script-src 'self' ${scriptSrc}`,
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

function clientIpOf(req: Request) {
  if (trustProxy) {
    const forwarded = req.headers["x-forwarded-for"];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? "unknown";
}

const app = express();
app.disable("x-powered-by");
app.set("etag", "strong");

// Request log: one line per request, never bodies.
app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(
      JSON.stringify({
        t: new Date().toISOString(),
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      }),
    );
  });
  next();
});

// Security headers on every response; the client IP is stamped from the socket so no visitor can set it.
app.use((req, res, next) => {
  const nonce = randomBytes(16).toString("base64");
  res.locals.nonce = nonce;
  res.locals.clientIp = clientIpOf(req);
  req.headers["x-client-ip"] = res.locals.clientIp;
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(`'nonce-${nonce}'`));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
  );
  if (isHttps) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
});

// Cross-site requests may not change state: a POST (or any non-GET) whose Origin is another site is
// refused here, before any route runs, for UI routes and resource routes alike.
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  if (isSameOrigin(req)) return next();
  console.log(JSON.stringify({ t: new Date().toISOString(), event: "cross-site-refused", path: req.path }));
  res.status(403).type("text/plain").send("Cross-site requests are not allowed.");
});

// Request bodies: the application form reads its résumé while it streams and enforces its own limits (413 with
// the form's message), so /careers is let through; every other route gets at most 1 MB, declared up front.
// Without this, a route that reads its body whole (the sign-in, Better Auth's endpoints) would buffer anything.
const MAX_BODY_BYTES = 1024 * 1024;
const SELF_LIMITING_PATHS = new Set(["/careers", "/careers.data"]);
app.use((req, res, next) => {
  const isChunked = req.headers["transfer-encoding"] !== undefined;
  const length = Number(req.headers["content-length"] ?? 0);
  if ((!isChunked && length === 0) || SELF_LIMITING_PATHS.has(req.path)) return next();
  if (isChunked || !Number.isSafeInteger(length)) {
    res.status(411).type("text/plain").send("Send the request with a Content-Length.");
  } else if (length > MAX_BODY_BYTES) {
    res.status(413).type("text/plain").send("Request too large.");
  } else {
    next();
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
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  const host =
    (trustProxy &&
      String(req.headers["x-forwarded-host"] ?? "")
        .split(",")[0]
        ?.trim()) ||
    req.headers.host;
  const proto =
    (trustProxy &&
      String(req.headers["x-forwarded-proto"] ?? "")
        .split(",")[0]
        ?.trim()) ||
    req.protocol;
  if (host) allowed.add(`${proto}://${host}`);
  return allowed.has(origin);
}

app.get("/healthz", (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.type("text/plain").send(isReady ? "ok" : "starting");
});

// Prerendered pages: served as files when the URL has no query (a ?category= on /quote is rendered per request).
app.use((req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const [pathname, query] = req.originalUrl.split("?");
  if (query !== undefined) return next();
  const page = staticPages.get(pathname === "" ? "/" : (pathname ?? "/"));
  if (!page) return next();
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(page.scriptHashes.join(" ")));
  res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  sendMaybeCompressed(req, res, page.file, page.encodings, "text/html; charset=utf-8", next);
});

// Hashed assets: precompressed variants when the client accepts them, cached for a year.
app.use("/assets", (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const file = path.join(clientDir, "assets", path.normalize(req.path).replace(/^(\.\.[/\\])+/, ""));
  if (!file.startsWith(path.join(clientDir, "assets")) || !existsSync(file) || statSync(file).isDirectory()) {
    res.status(404).type("text/plain").send("Not found");
    return;
  }
  const encodings = new Set(["br", "gzip"].filter((enc) => existsSync(`${file}.${enc === "br" ? "br" : "gz"}`)));
  res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  sendMaybeCompressed(req, res, file, encodings, undefined, next);
});

function sendMaybeCompressed(
  req: Request,
  res: Response,
  file: string,
  encodings: Set<string>,
  type: string | undefined,
  next: NextFunction,
) {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const encoding =
    encodings.has("br") && /\bbr\b/.test(accepted)
      ? "br"
      : encodings.has("gzip") && /\bgzip\b/.test(accepted)
        ? "gzip"
        : undefined;
  res.setHeader("Vary", "Accept-Encoding");
  res.type(type ?? path.extname(file));
  if (encoding) res.setHeader("Content-Encoding", encoding);
  const target = encoding ? `${file}.${encoding === "br" ? "br" : "gz"}` : file;
  res.sendFile(
    target,
    {
      dotfiles: "deny",
      lastModified: true,
      cacheControl: false,
      headers: { "Content-Type": res.getHeader("Content-Type") },
    },
    (err) => {
      if (err) next(err);
    },
  );
}

app.use(
  compression({
    filter: (req, res) => !req.path.startsWith("/manager-dashboard/events") && compression.filter(req, res),
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
  if (status >= 500) console.error(`Unhandled error on ${req.method} ${req.path}:`, err);
  if (res.headersSent) return res.end();
  res
    .status(status >= 400 && status < 600 ? status : 500)
    .type("text/plain")
    .send(
      status === 413 ? "Request too large." : status < 500 ? "Bad request." : "Something went wrong. Please try again.",
    );
});

let isReady = false;
await entry.boot?.();
const server: Server = app.listen(port, host, () => {
  isReady = true;
  console.log(`Listening on http://localhost:${port}`);
});

let isShuttingDown = false;
async function shutdown(signal: string) {
  if (isShuttingDown) return;
  isShuttingDown = true;
  console.log(`${signal} received: finishing in-flight requests`);
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
