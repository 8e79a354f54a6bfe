// The server's configuration: every setting, read once from the environment (which the npm scripts fill from an
// optional .env file first) and validated by one zod schema. server.ts parses it at start and hands the result to
// the app's startApp(); the build reads PUBLIC_URL through the same schema (vite.config.ts); the manager CLI and
// `npm run check:config` use it too.
import path from "node:path";
import { z } from "zod";
import { parseMasterKeyText } from "./master-key-text.ts";

/** An unset variable and an empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/**
 * The number of reverse proxies in front of the server. "true"/"yes"/"on" mean one (the usual single nginx or
 * load balancer), "false"/"no"/"off" or unset none.
 */
const proxyHops = z.preprocess(
  (value) => {
    const word = value === undefined || value === "" ? "0" : String(value).trim().toLowerCase();
    if (["true", "yes", "on"].includes(word)) return 1;
    if (["false", "no", "off"].includes(word)) return 0;
    return /^\d{1,2}$/.test(word) ? Number(word) : word;
  },
  z.number({ error: "use the number of proxies in front of the server (e.g. 1), or 0" }).int().min(0).max(20),
);

/** "max/seconds", e.g. "10/600": at most `max` hits per client IP in a window of `seconds`. */
const rateLimit = z
  .string()
  .regex(/^\d{1,9}\/\d{1,7}$/, 'use "max/seconds", e.g. 10/600')
  .transform((value) => {
    const [max, windowSeconds] = value.split("/").map(Number) as [number, number];
    return { max, windowSeconds };
  })
  .refine((limit) => limit.max >= 1 && limit.windowSeconds >= 1, "max and seconds must be at least 1");

/** "a@example.com, b@example.com": one or more addresses, comma-separated. */
const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: "must be e-mail addresses separated by commas" })).min(1));

/** An http(s) address reduced to its origin ("https://www.example.com"); a path after it is refused. */
const publicOrigin = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL, e.g. https://www.example.com" })
  .refine((value) => ["", "/"].includes(new URL(value).pathname), "must be an origin only, without a path")
  .transform((value) => new URL(value).origin);

// One entry per setting, each documented in .env.example. Add new settings here (a plain object, easy to extend).
export const EnvSchema = z.object({
  PORT: optional(z.coerce.number({ error: "must be a port number" }).int().min(1).max(65535)).default(3000),
  HOST: optional(z.string()).default("0.0.0.0"),
  BUILD_DIR: optional(z.string()).default("build"),
  DATA_DIR: optional(z.string()).default("./data"),
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .pipe(z.url({ error: "must be a valid URL" })),
  ),
  PUBLIC_URL: optional(publicOrigin),
  TRUST_PROXY: proxyHops,
  BETTER_AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  LOG_LEVEL: optional(
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "use one of fatal, error, warn, info, debug, trace, silent",
    }),
  ).default("info"),
  // Submissions of the public forms (contact, quote, careers together) per client IP.
  RATE_LIMIT_FORMS: optional(rateLimit).default({ max: 10, windowSeconds: 600 }),
  // Lead alerts by e-mail (app/.server/mail/): all three are needed, or no alert is sent.
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
  MAIL_FROM: optional(
    z.string().regex(/^[^\r\n]*@[^\r\n]*$/, 'must be an address, e.g. "Website <alerts@example.com>"'),
  ),
  NOTIFY_EMAIL: optional(emailList).default([]),
  // Job applications and their résumés are removed this many days after they arrive (a daily job).
  RETENTION_APPLICATION_DAYS: optional(z.coerce.number().int().min(1).max(36500)).default(365),
  // Where uploaded files live: "local" (DATA_DIR/files) or "database" (chunks in the database, which every server
  // on one PostgreSQL reaches). Default: database with DATABASE_URL, local without.
  FILE_STORE: optional(z.enum(["local", "database"], { error: "use local or database" })),
  // The master key that wraps every stored file's data key: 32 bytes as 64 hex digits or base64. Unset: one is
  // generated into DATA_DIR/file-encryption.key on first start.
  FILE_ENCRYPTION_KEY: optional(
    z.string().refine((value) => parseMasterKeyText(value) !== null, "must be 32 bytes as 64 hex digits or base64"),
  ),
  // Files agencies upload are removed this many days after their upload request expired (a daily job).
  RETENTION_UPLOAD_DAYS: optional(z.coerce.number().int().min(1).max(36500)).default(90),
  // Agencies' uploads are refused while the disk holding the files has less than this many MB free beyond them.
  UPLOAD_DISK_RESERVE_MB: optional(z.coerce.number().int().min(0).max(10_000_000)).default(1024),
  // Agencies' uploads this server takes in at once; more are asked to try again in a minute.
  UPLOADS_IN_PROGRESS: optional(z.coerce.number().int().min(1).max(1000)).default(6),
  // How many backups `npm run backup` keeps in DATA_DIR/backups (older ones are deleted).
  BACKUP_KEEP: optional(z.coerce.number().int().min(1).max(10_000)).default(7),
});
export type Env = z.infer<typeof EnvSchema> & { FILE_STORE: "local" | "database" };

/** Thrown when the environment is invalid; the message lists every bad variable. */
export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses the environment. DATA_DIR comes back as an absolute path. Throws EnvError. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    // One line per bad variable, naming it.
    const lines = result.error.issues.map((issue) => `Invalid setting ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(lines.join("\n"));
  }
  const { data } = result;
  return {
    ...data,
    DATA_DIR: path.resolve(data.DATA_DIR),
    FILE_STORE: data.FILE_STORE ?? (data.DATABASE_URL ? "database" : "local"),
  };
}

/**
 * parseEnv for a program's start (the server, `npm run dev`, the operator commands): a bad value is reported, one
 * line per variable, through `report` (the server's logger, or stderr) and the process exits with code 1.
 */
export function parseEnvOrExit(report: (message: string) => void = (message) => console.error(message)): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    report(error.message);
    process.exit(1);
  }
}

/**
 * The site's public origin: PUBLIC_URL, or the local address when it is unset (development, tests; a production
 * start without PUBLIC_URL is warned about). Canonical links, Open Graph, the sitemap and robots.txt use it.
 */
export function siteOriginOf(env: Pick<Env, "PUBLIC_URL" | "PORT">): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}
