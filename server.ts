// The production server: parses the configuration, starts the app (database, storage, auth, alerts: one app
// context, app/.server/app-context.ts) and serves it through the HTTP host (app/.server/host/http-host.ts).
// Run with `node server.ts` (Node 24 strips the types).
process.env.NODE_ENV = "production"; // before React loads, or it renders with its development build

import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadBuild, parseEnvOrExit, serve } from "./app/.server/host/http-host.ts";
import { logger } from "./app/.server/runtime/logger.ts";

const env = parseEnvOrExit();
const loaded = await loadBuild(path.dirname(fileURLToPath(import.meta.url)), env);
// Said at every start, so an operator who forgot PUBLIC_URL or the firm's details sees it in the log.
for (const problem of loaded.entry.listConfigProblems(env)) logger.warn(problem);
const app = await loaded.entry.startApp(env);
await serve({ ...loaded, env, app });
