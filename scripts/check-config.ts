// `npm run check:config`: validates the configuration exactly as the server will (the environment, after .env),
// then lists what the server would warn about at start about its settings: PUBLIC_URL missing or different from the
// one the build's pages name. (The firm's details live in the database: the server warns about placeholders there
// when it starts.) Exit code 1 when anything is wrong, so a deploy script can stop on it.
process.env.NODE_ENV = "production"; // before the build loads React, or it picks its development build

import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { listConfigProblems } from "../app/.server/runtime/config-check.ts";
import { parseEnvOrExit } from "../app/.server/runtime/env.ts";

const env = parseEnvOrExit();

// With a build, its own check, which compares PUBLIC_URL with the origin its pages name.
const serverBuild = path.resolve(env.BUILD_DIR, "server", "index.js");
const hasBuild = existsSync(serverBuild);
const problems: string[] = hasBuild
  ? (await import(pathToFileURL(serverBuild).href)).entry.module.listConfigProblems(env)
  : listConfigProblems(env);
console.log(`Settings are valid (database: ${env.DATABASE_URL ? "PostgreSQL" : `embedded, in ${env.DATA_DIR}`}).`);
if (!hasBuild) console.log(`No build in ${env.BUILD_DIR} to compare PUBLIC_URL with.`);
for (const problem of problems) console.log(`- ${problem}`);
console.log("The firm's details are checked by the server at each start (they are in the content studio).");
console.log(problems.length === 0 ? "Nothing to fix." : `${problems.length} thing(s) to fix before going live.`);
process.exitCode = problems.length === 0 ? 0 : 1;
