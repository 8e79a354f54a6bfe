// The browser tests' server: the production host and app (server.ts) with two test-only additions, neither of which
// exists in the production server or its build.
// - The database is opened with the fault switch's query logger (db-faults.ts), and POST /__test/faults (from
//   loopback only) turns it: db=down makes writes fail until db=up; with `marker`, only the writes carrying it.
// - A request with the cookie `e2e-fail-loaders=1` gets an app context that throws when read, so a page whose loader
//   reads it fails as a real loader failure would: the site's error page.
// Run with `node tests/support/e2e-server.ts` (playwright.config.ts does).
process.env.NODE_ENV = "production"; // before React loads, or it renders with its development build

import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import type { AppContext } from "../../app/.server/app-context.ts";
import { loadBuild, parseEnvOrExit, serve } from "../../app/.server/host/http-host.ts";
import { faultInjectingLogger, switchFaults } from "./db-faults.ts";

const env = parseEnvOrExit();
const loaded = await loadBuild(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.."), env);
const app = await loaded.entry.startApp(env, { queryLogger: faultInjectingLogger });

const failingApp = new Proxy({} as AppContext, {
  get() {
    throw new Error("The test loader failed on purpose.");
  },
});

await serve({
  ...loaded,
  env,
  app,
  loadContext: (req, info) =>
    loaded.entry.createLoadContext(
      /\be2e-fail-loaders=1\b/.test(req.headers.cookie ?? "") ? failingApp : app.context,
      info,
    ),
  beforeOriginCheck: (host) => {
    host.post("/__test/faults", express.urlencoded({ extended: false, limit: "4kb" }), (req, res) => {
      const answer = switchFaults((req.body ?? {}) as Record<string, unknown>, res.locals.clientIp as string);
      res.status(answer.status).setHeader("Cache-Control", "no-store");
      if (typeof answer.body === "string") res.type("text/plain").send(answer.body);
      else res.json(answer.body);
    });
  },
});
