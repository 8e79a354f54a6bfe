import path from "node:path";
import { expect, test } from "vitest";
import { EnvError, parseEnv, siteOriginOf } from "./env";

test("defaults: port 3000 on every interface, ./data as an absolute path, PGlite, no proxy, level info", () => {
  expect(parseEnv({})).toEqual({
    PORT: 3000,
    HOST: "0.0.0.0",
    BUILD_DIR: "build",
    DATA_DIR: path.resolve("data"),
    TRUST_PROXY: 0,
    LOG_LEVEL: "info",
    RATE_LIMIT_FORMS: { max: 10, windowSeconds: 600 },
    FILE_STORE: "local",
    BACKUP_KEEP: 7,
    NOTIFY_EMAIL: [],
    RETENTION_APPLICATION_DAYS: 365,
    RETENTION_UPLOAD_DAYS: 90,
    UPLOAD_DISK_RESERVE_MB: 1024,
    UPLOADS_IN_PROGRESS: 6,
  });
});

test("FILE_ENCRYPTION_KEY: 32 bytes as 64 hex digits or base64; RETENTION_UPLOAD_DAYS a number of days", () => {
  const hex = "ab".repeat(32);
  const base64 = Buffer.alloc(32, 7).toString("base64");
  expect(parseEnv({ FILE_ENCRYPTION_KEY: hex }).FILE_ENCRYPTION_KEY).toBe(hex);
  expect(parseEnv({ FILE_ENCRYPTION_KEY: base64 }).FILE_ENCRYPTION_KEY).toBe(base64);
  expect(() => parseEnv({ FILE_ENCRYPTION_KEY: "too-short" })).toThrow(/FILE_ENCRYPTION_KEY: must be 32 bytes/);
  expect(() => parseEnv({ FILE_ENCRYPTION_KEY: "ab".repeat(31) })).toThrow(/FILE_ENCRYPTION_KEY/);
  expect(parseEnv({ RETENTION_UPLOAD_DAYS: "30" }).RETENTION_UPLOAD_DAYS).toBe(30);
  expect(() => parseEnv({ RETENTION_UPLOAD_DAYS: "0" })).toThrow(/RETENTION_UPLOAD_DAYS/);
});

test("e-mail alerts: SMTP_URL must be smtp(s)://, NOTIFY_EMAIL a comma-separated list of addresses", () => {
  const env = parseEnv({
    SMTP_URL: "smtps://site:secret@mail.example.com:465",
    MAIL_FROM: "Website <alerts@example.com>",
    NOTIFY_EMAIL: " a@example.com, b@example.com ,",
  });
  expect(env.NOTIFY_EMAIL).toEqual(["a@example.com", "b@example.com"]);
  expect(() => parseEnv({ SMTP_URL: "https://mail.example.com" })).toThrow(/SMTP_URL: must be an smtp/);
  expect(() => parseEnv({ NOTIFY_EMAIL: "a@example.com, not-an-address" })).toThrow(/NOTIFY_EMAIL/);
  expect(() => parseEnv({ MAIL_FROM: "nobody" })).toThrow(/MAIL_FROM/);
  expect(() => parseEnv({ RETENTION_APPLICATION_DAYS: "0" })).toThrow(/RETENTION_APPLICATION_DAYS/);
});

test("FILE_STORE: files go to the database with DATABASE_URL unless set to local", () => {
  const url = "postgres://app@127.0.0.1:5432/site";
  expect(parseEnv({ DATABASE_URL: url }).FILE_STORE).toBe("database");
  expect(parseEnv({ DATABASE_URL: url, FILE_STORE: "local" }).FILE_STORE).toBe("local");
  expect(parseEnv({ FILE_STORE: "database" }).FILE_STORE).toBe("database");
  expect(() => parseEnv({ FILE_STORE: "s3" })).toThrow(/FILE_STORE/);
});

test('RATE_LIMIT_FORMS reads "max/seconds" and refuses anything else', () => {
  expect(parseEnv({ RATE_LIMIT_FORMS: "100000000/600" }).RATE_LIMIT_FORMS).toEqual({
    max: 100_000_000,
    windowSeconds: 600,
  });
  for (const bad of ["10", "10/0", "0/600", "ten/600", "10/600/1", "-1/600"]) {
    expect(() => parseEnv({ RATE_LIMIT_FORMS: bad }), bad).toThrow(/RATE_LIMIT_FORMS/);
  }
});

test.each([
  ["", 0],
  ["0", 0],
  ["false", 0],
  ["off", 0],
  ["1", 1],
  ["true", 1],
  ["yes", 1],
  ["on", 1],
  ["TRUE", 1],
  ["2", 2],
  ["3", 3],
])("TRUST_PROXY=%j trusts %i proxy hops", (value, hops) => {
  expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(hops);
});

test.each(["-1", "1.5", "lots", "21", "10.0.0.1"])("TRUST_PROXY=%j stops the start, naming the variable", (value) => {
  expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: use the number of proxies/);
});

test("empty strings count as unset; TRUST_PROXY accepts yes for one proxy", () => {
  const env = parseEnv({ PORT: "", DATABASE_URL: "", TRUST_PROXY: "yes" });
  expect(env).toMatchObject({ PORT: 3000, TRUST_PROXY: 1 });
  expect(env.DATABASE_URL).toBeUndefined();
});

test("a postgres URL is accepted", () => {
  expect(parseEnv({ DATABASE_URL: "postgres://app@127.0.0.1:5432/site" }).DATABASE_URL).toBe(
    "postgres://app@127.0.0.1:5432/site",
  );
});

test("PUBLIC_URL is kept as an origin; with a path it is refused; the site's origin falls back to localhost", () => {
  expect(parseEnv({ PUBLIC_URL: "https://www.Example.org/" }).PUBLIC_URL).toBe("https://www.example.org");
  expect(() => parseEnv({ PUBLIC_URL: "https://www.example.org/site" })).toThrow(/PUBLIC_URL: must be an origin/);
  expect(siteOriginOf(parseEnv({ PUBLIC_URL: "https://www.example.org" }))).toBe("https://www.example.org");
  expect(siteOriginOf(parseEnv({ PORT: "8080" }))).toBe("http://localhost:8080");
});

test("LOG_LEVEL takes pino's levels", () => {
  expect(parseEnv({ LOG_LEVEL: "debug" }).LOG_LEVEL).toBe("debug");
  expect(() => parseEnv({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL: use one of/);
});

test("bad values are all reported by name", () => {
  const read = () => parseEnv({ PORT: "http", DATABASE_URL: "mysql://x", PUBLIC_URL: "ftp://x", LOG_LEVEL: "verbose" });
  expect(read).toThrow(EnvError);
  expect(read).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*PUBLIC_URL[\s\S]*LOG_LEVEL/);
});
