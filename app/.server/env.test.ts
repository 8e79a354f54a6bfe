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
    E2E: false,
    RATE_LIMIT_FORMS: { max: 10, windowSeconds: 600 },
  });
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

test("empty strings count as unset; flags accept 1/true/yes", () => {
  const env = parseEnv({ PORT: "", DATABASE_URL: "", E2E: "1", TRUST_PROXY: "yes" });
  expect(env).toMatchObject({ PORT: 3000, E2E: true, TRUST_PROXY: 1 });
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
  const read = () => parseEnv({ PORT: "http", DATABASE_URL: "mysql://x", PUBLIC_URL: "ftp://x", E2E: "perhaps" });
  expect(read).toThrow(EnvError);
  expect(read).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*PUBLIC_URL[\s\S]*E2E/);
});
