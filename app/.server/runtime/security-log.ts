// Security events, one JSON line each on stdout (the server's logger) next to server.ts's request log:
//   {"level":"warn","time":"2026-05-01T14:03:07.412Z","reqId":"…","event":"sign-in-failed","ip":"203.0.113.7",
//    "path":"/manager-login","form":"sign-in","emailDomain":"example.com","status":401,"msg":"security"}
// Only facts about the request — never a password, a message, an applicant's answers or a whole e-mail address
// (its domain is enough to tell a targeted attempt from noise). The detail fields are a closed set, so a caller
// cannot log visitor text by accident.

import { loggedPath } from "./log-path.ts";
import { logger } from "./logger.ts";

export type SecurityEvent = "sign-in-succeeded" | "sign-in-failed" | "access-denied" | "rate-limited" | "honeypot";

/** The public forms by the names the log gives them ("book" is the call request at /book). */
export type PublicForm = "contact" | "quote" | "book" | "chat" | "application";

export type SecurityDetail = {
  /** Which public form, or "sign-in". */
  form?: PublicForm | "sign-in";
  /** A short machine word: "no-session", "no-role", "bad-credentials", … */
  reason?: string;
  /** The domain of the e-mail address involved, from emailDomainOf(). */
  emailDomain?: string;
  /** The HTTP status the request was answered with. */
  status?: number;
};

/** Where a security event happened: the client IP, the URL's path only, the request's id (request-context.ts's RequestFacts). */
export type SecurityWhere = { ip: string | null | undefined; path: string; reqId?: string | undefined };

/** Successful sign-ins are routine (info); every other event is worth a look (warn). */
const LEVELS: Record<SecurityEvent, "info" | "warn"> = {
  "sign-in-succeeded": "info",
  "sign-in-failed": "warn",
  "access-denied": "warn",
  "rate-limited": "warn",
  honeypot: "warn",
};

/** Writes one security event line. */
export function logSecurityEvent(event: SecurityEvent, where: SecurityWhere, detail: SecurityDetail = {}) {
  const line = {
    ...(where.reqId ? { reqId: clip(where.reqId, 64) } : {}),
    event,
    ip: clip(where.ip ?? "unknown", 64),
    path: clip(loggedPath(where.path), 200),
    ...(detail.form ? { form: detail.form } : {}),
    ...(detail.reason ? { reason: clip(detail.reason, 40) } : {}),
    ...(detail.emailDomain ? { emailDomain: detail.emailDomain } : {}),
    ...(detail.status ? { status: detail.status } : {}),
  };
  logger[LEVELS[event]](line, "security");
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
