// The public pages, rendered once per content version and answered from memory (ADR 015). A page's first request
// after a publish renders it (React Router, without a per-request nonce: its inline scripts are allowed by their
// hashes), compresses it and keeps it; every later request for it is answered here, before Express, with the same
// headers as everything else. When the content version moves (a publish on any server; the content watch notices),
// the next request renders the page again. Should that render fail (the database went away), the page the server
// already has is answered instead, so a public page stays up through a database outage.
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { contentSecurityPolicy, setSecurityHeaders } from "./security-headers.ts";
import { inlineScriptHashes } from "./static-files.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli's quality for a cached page, compressed on the request that renders it. 11, the best, took 136–155 ms for
 * the home page and an article on this machine kind, 6 took 2–7 ms, for files about 10 % larger (20.2 KB instead of
 * 18.3 KB for the home page; ADR 015).
 */
const BROTLI_QUALITY = 6;

export type CachedPage = {
  version: number;
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
  type: string;
  csp: string;
  etag: string;
};

export type PageCacheOptions = {
  /** Whether a path (no query) is a public page whose HTML is the same for every visitor. */
  isCacheable: (pathname: string) => boolean;
  /** Renders `pathname` as a visitor without cookies would get it, with no CSP nonce. */
  render: (pathname: string) => Promise<Response>;
  /** The newest content version this server knows of. */
  version: () => number;
  isHttps: boolean;
  /** Answers a request the cache cannot (a page that failed to render and was never kept): Express. */
  fallback: (req: IncomingMessage, res: ServerResponse) => void;
  onRenderError: (pathname: string, error: unknown) => void;
};

export type PageCache = {
  /** Takes a GET or HEAD for a public page (true), answering it from memory or after rendering it; false otherwise. */
  answer: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** The page kept for `pathname`, if any (tests, and the budgets script's reading). */
  peek: (pathname: string) => CachedPage | undefined;
};

/** Why a rendered page is not kept: it answered something other than a page everyone gets. */
class NotCacheable extends Error {
  readonly response: { status: number; headers: Headers; body: Buffer };
  constructor(response: NotCacheable["response"]) {
    super(`Not cacheable (${response.status})`);
    this.response = response;
  }
}

/**
 * One key for every spelling of an address: "/news/%73lp-support" renders the same page as "/news/slp-support"
 * (the router decodes it), so a page is kept once, not once per spelling a sender can invent. Undefined for an
 * address that does not decode.
 */
function keyOf(url: string): string | undefined {
  try {
    return decodeURI(url);
  } catch {
    return undefined;
  }
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const pages = new Map<string, CachedPage>();
  const filling = new Map<string, { version: number; page: Promise<CachedPage> }>();

  async function renderPage(pathname: string, version: number): Promise<CachedPage> {
    const response = await options.render(pathname);
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || response.headers.has("set-cookie")) {
      throw new NotCacheable({ status: response.status, headers: response.headers, body });
    }
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
      gzipAsync(body, { level: 9 }),
    ]);
    return {
      version,
      bodies: { identity: body, br, gzip: gz },
      type: response.headers.get("content-type") ?? "text/html; charset=utf-8",
      csp: contentSecurityPolicy(inlineScriptHashes(body.toString("utf8")), options.isHttps),
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    };
  }

  /** The page at `version` or newer: one render per key at a time, later requests wait for it. */
  function fill(key: string, pathname: string, version: number): Promise<CachedPage> {
    const running = filling.get(key);
    if (running && running.version >= version) return running.page;
    const page = renderPage(pathname, version).then(
      (rendered) => {
        const kept = pages.get(key);
        if (!kept || kept.version <= rendered.version) pages.set(key, rendered);
        return rendered;
      },
      (error: unknown) => {
        // A page that is gone (unpublished, renamed) is forgotten; one that failed to render is kept to answer with.
        if (error instanceof NotCacheable && error.response.status < 500) pages.delete(key);
        throw error;
      },
    );
    const entry = { version, page };
    filling.set(key, entry);
    page.then(
      () => filling.get(key) === entry && filling.delete(key),
      () => filling.get(key) === entry && filling.delete(key),
    );
    return page;
  }

  function send(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
    const body = encoding ? page.bodies[encoding] : page.bodies.identity;
    setSecurityHeaders(res, page.csp, options.isHttps);
    res.setHeader("Content-Type", page.type);
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", page.etag);
    if (req.headers["if-none-match"] === page.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** A render's own answer (a 404 for an unknown article, a 301 from a renamed one's old address), as it came. */
  function sendAsRendered(req: IncomingMessage, res: ServerResponse, rendered: NotCacheable["response"]) {
    const csp = contentSecurityPolicy(inlineScriptHashes(rendered.body.toString("utf8")), options.isHttps);
    rendered.headers.forEach((value, name) => {
      if (name !== "content-length" && name !== "content-security-policy") res.setHeader(name, value);
    });
    setSecurityHeaders(res, csp, options.isHttps);
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Content-Length", rendered.body.length);
    res.statusCode = rendered.status;
    res.end(req.method === "HEAD" ? undefined : rendered.body);
  }

  return {
    peek: (pathname) => pages.get(keyOf(pathname) ?? pathname),
    answer: (req, res) => {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const url = req.url ?? "/";
      const key = keyOf(url);
      if (key === undefined || url.includes("?") || !options.isCacheable(url)) return false;
      const kept = pages.get(key);
      const version = options.version();
      if (kept && kept.version >= version) {
        send(req, res, kept);
        return true;
      }
      fill(key, url, version).then(
        (page) => send(req, res, page),
        (error: unknown) => {
          if (error instanceof NotCacheable && error.response.status < 500) {
            sendAsRendered(req, res, error.response);
            return;
          }
          options.onRenderError(url, error instanceof NotCacheable ? `status ${error.response.status}` : error);
          const stale = pages.get(key);
          if (stale) send(req, res, stale);
          else options.fallback(req, res);
        },
      );
      return true;
    },
  };
}
