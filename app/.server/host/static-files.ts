// Hashed assets, held in memory with their precompressed variants and answered before Express runs (the public pages
// are kept by the render cache, page-cache.ts).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { contentSecurityPolicy, setSecurityHeaders } from "./security-headers.ts";

export type StaticEntry = {
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
  type: string;
  cacheControl: string;
  csp: string;
  etag: string;
};

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

/** Every file under `dir`, at any depth (none when it does not exist). */
export function walkFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walkFiles(full) : [full];
  });
}

function loadStatic(file: string, type: string, cacheControl: string, csp: string): StaticEntry {
  const identity = readFileSync(file);
  const read = (suffix: string) => (existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined);
  const etag = `"${createHash("sha1").update(identity).digest("base64url")}"`;
  return { bodies: { identity, br: read(".br"), gzip: read(".gz") }, type, cacheControl, csp, etag };
}

/** The SHA-256 sources of a page's inline scripts, for its CSP. */
export function inlineScriptHashes(html: string) {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? "")
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  return [...new Set(hashes)].join(" ");
}

/** The client build's hashed assets, by URL path. */
export function loadStaticEntries(clientDir: string, isHttps: boolean): Map<string, StaticEntry> {
  const entries = new Map<string, StaticEntry>();
  for (const file of walkFiles(clientDir)) {
    const rel = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    if (rel.startsWith("/assets/") && !/\.(br|gz)$/.test(rel)) {
      const type = MIME[path.extname(file)] ?? "application/octet-stream";
      entries.set(
        rel,
        loadStatic(file, type, "public, max-age=31536000, immutable", contentSecurityPolicy("", isHttps)),
      );
    }
  }
  return entries;
}

/**
 * The fast path: a GET or HEAD for a hashed asset is answered from memory, before Express and React Router, with the
 * same headers (the request log, logRequest in http-host.ts, has already begun).
 * Returns false when the request is not one of those.
 */
export function serveFromMemory(
  entries: Map<string, StaticEntry>,
  req: IncomingMessage,
  res: ServerResponse,
  isHttps: boolean,
) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  if (url.includes("?")) return false;
  const entry = entries.get(url);
  if (!entry) return false;
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const encoding =
    entry.bodies.br && /\bbr\b/.test(accepted)
      ? "br"
      : entry.bodies.gzip && /\bgzip\b/.test(accepted)
        ? "gzip"
        : undefined;
  const body = encoding ? entry.bodies[encoding]! : entry.bodies.identity;
  setSecurityHeaders(res, entry.csp, isHttps);
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
  return true;
}
