// The server's one logger: JSON lines on stdout with a level and an ISO time, for the request log (server.ts), the
// security events (security-log.ts) and errors. LOG_LEVEL sets the level at boot.
//
// Callers log facts, not visitor text: the lines carry paths without queries, IPs, statuses and closed sets of words.
// The redaction below is the second line of defence, for a field that should never have been passed in.
import pino from "pino";
import { loggedPath } from "./log-path.ts";

/** Field names that are never written, at the top level or one object down (`req.cookie` etc.). */
const REDACTED_KEYS = [
  "password",
  "newPassword",
  "secret",
  "token",
  "cookie",
  "authorization",
  "email",
  "message",
  "body",
  "query",
  "params",
  "values",
];

export const logger = pino(
  {
    level: "info",
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: {
      paths: [
        ...REDACTED_KEYS,
        // An error's own message stays (err.message): the error logging redacts a failed query's values itself.
        ...REDACTED_KEYS.filter((key) => key !== "message").map((key) => `*.${key}`),
        "*.headers.cookie",
        "*.headers.authorization",
      ],
      censor: "[redacted]",
    },
  },
  // process.stdout rather than pino's own file-descriptor writer: the same stream console.log used, which the
  // tests capture; for a pipe or a file Node writes it synchronously, so no line is lost at exit.
  process.stdout,
);

export type Logger = typeof logger;

/** The id server.ts gives every request (X-Request-Id, overwritten there so a visitor cannot choose it). */
export function requestIdOf(request: Request): string | undefined {
  return request.headers.get("x-request-id") ?? undefined;
}

/**
 * A logger whose lines carry the request's id and path (never its query: a search may hold a visitor's name; never a
 * link's token: log-path.ts).
 */
export function requestLogger(request: Request): Logger {
  let path = "unknown";
  try {
    path = loggedPath(new URL(request.url).pathname);
  } catch {}
  return logger.child({ reqId: requestIdOf(request), path });
}
