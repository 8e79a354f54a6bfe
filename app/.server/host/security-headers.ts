// The headers every response carries, whoever answers it: the public pages the render cache keeps, the assets served
// from memory, and everything Express and React Router answer.
import type { ServerResponse } from "node:http";

/** The Content-Security-Policy with `scriptSrc` (a nonce, or the hashes of a page's inline scripts) allowed. */
export function contentSecurityPolicy(scriptSrc: string, isHttps: boolean) {
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

export function setSecurityHeaders(res: ServerResponse, csp: string, isHttps: boolean) {
  res.setHeader("Content-Security-Policy", csp);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  if (isHttps) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
