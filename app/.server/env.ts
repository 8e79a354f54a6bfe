// The server's configuration, read from the environment once at boot and validated with zod.
// Plain-Node importable (the manager CLI reads the same DATA_DIR / DATABASE_URL): no `~/` imports here.
import path from "node:path";
import { z } from "zod";

/** An unset variable and an empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const flag = z
  .preprocess(
    (value) => (value === undefined || value === "" ? "0" : String(value).toLowerCase()),
    z.enum(["1", "true", "yes", "on", "0", "false", "no", "off"], { error: "use 1/true/yes or 0/false/no" }),
  )
  .transform((value) => ["1", "true", "yes", "on"].includes(value));

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

export const EnvSchema = z.object({
  PORT: optional(z.coerce.number().int().min(1).max(65535)).default(3000),
  DATA_DIR: optional(z.string()).default("./data"),
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .pipe(z.url({ error: "must be a valid URL" })),
  ),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
  TRUST_PROXY: flag,
  BETTER_AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  E2E: flag,
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
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const { data } = result;
  return {
    ...data,
    DATA_DIR: path.resolve(data.DATA_DIR),
    FILE_STORE: data.FILE_STORE ?? (data.DATABASE_URL ? "database" : "local"),
  };
}
