// `npm run check:config`: validates the configuration exactly as the server will (the environment, after .env),
// then lists what the server would warn about at start: PUBLIC_URL missing or different from the one the build's
// pages name, and firm details still holding placeholders. Exit code 1 when anything is wrong, so a deploy script
// can stop on it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { listConfigProblems } from "../app/.server/runtime/config-check.ts";
import { parseEnvOrExit } from "../app/.server/runtime/env.ts";

const env = parseEnvOrExit();

// The origin the built home page names in its canonical link (PUBLIC_URL when it was built).
const homePage = path.resolve(env.BUILD_DIR, "client", "index.html");
const builtOrigin = existsSync(homePage)
  ? readFileSync(homePage, "utf8")
      .match(/<link rel="canonical" href="([^"]+)"/)?.[1]
      ?.replace(/\/$/, "")
  : undefined;

const problems = listConfigProblems(env, builtOrigin);
console.log(`Settings are valid (database: ${env.DATABASE_URL ? "PostgreSQL" : `embedded, in ${env.DATA_DIR}`}).`);
if (!builtOrigin) console.log(`No build in ${env.BUILD_DIR} to compare PUBLIC_URL with.`);
for (const problem of problems) console.log(`- ${problem}`);
console.log(problems.length === 0 ? "Nothing to fix." : `${problems.length} thing(s) to fix before going live.`);
process.exitCode = problems.length === 0 ? 0 : 1;
