// Security events, one JSON line each on stdout next to server.ts's request log:
//   {"t":"2026-05-01T14:03:07.412Z","event":"sign-in-failed","ip":"203.0.113.7","path":"/manager-login","emailDomain":"example.com"}
// Only facts about the request — never a password, a message, an applicant's answers or a whole e-mail address
// (its domain is enough to tell a targeted attempt from noise). The detail fields are a closed set, so a caller
// cannot log visitor text by accident.

export type SecurityEvent = "sign-in-succeeded" | "sign-in-failed" | "access-denied" | "rate-limited" | "honeypot";

export type SecurityDetail = {
  /** Which public form ("contact", "quote", "application") or "sign-in". */
  form?: "contact" | "quote" | "application" | "sign-in";
  /** A short machine word: "no-session", "no-role", "bad-credentials", … */
  reason?: string;
  /** The domain of the e-mail address involved, from emailDomainOf(). */
  emailDomain?: string;
  /** The HTTP status the request was answered with. */
  status?: number;
};

/** Writes one security event line. `ip` is the client IP server.ts determined; `path` the URL's path only. */
export function logSecurityEvent(
  event: SecurityEvent,
  where: { ip: string | null | undefined; path: string },
  detail: SecurityDetail = {},
) {
  const line = {
    t: new Date().toISOString(),
    event,
    ip: clip(where.ip ?? "unknown", 64),
    path: clip(where.path, 200),
    ...(detail.form ? { form: detail.form } : {}),
    ...(detail.reason ? { reason: clip(detail.reason, 40) } : {}),
    ...(detail.emailDomain ? { emailDomain: detail.emailDomain } : {}),
    ...(detail.status ? { status: detail.status } : {}),
  };
  console.log(JSON.stringify(line));
}

/** The path of a request's URL (no query: a dashboard search may hold a visitor's name). */
export function pathOf(request: Request) {
  try {
    return new URL(request.url).pathname;
  } catch {
    return "unknown";
  }
}

/** The client IP server.ts stamped on the request (X-Client-IP is overwritten there, so visitors cannot set it). */
export function clientIpOf(request: Request) {
  return request.headers.get("x-client-ip");
}

/** "example.com" for "Ana@Example.com"; "invalid" when there is no plausible domain. */
export function emailDomainOf(email: string): string {
  const domain = email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
  return email.includes("@") && /^[a-z0-9.-]{1,253}$/.test(domain) ? domain : "invalid";
}

function clip(value: string, max: number) {
  return value.length > max ? value.slice(0, max) : value;
}
