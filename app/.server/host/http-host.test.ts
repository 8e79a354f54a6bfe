// server.ts sets NODE_ENV=production before it loads the build, but the modules it imports load before that line
// runs: if one of them loads React, React's development build renders every page and a server render fails with
// "dispatcher.getOwner is not a function". So the host and everything it imports must not load React.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "vitest";

test("loading the HTTP host loads no React (it must not pick React's build before NODE_ENV is set)", async () => {
  const probe = [
    'await import("./app/.server/host/http-host.ts");',
    'const { createRequire } = await import("node:module");',
    "const cache = createRequire(import.meta.url).cache;",
    "console.log(JSON.stringify(Object.keys(cache).filter((file) => /node_modules\\/react(-dom)?\\//.test(file))));",
  ].join("\n");
  const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", probe], {
    env: { ...process.env, NODE_ENV: "" },
  });
  expect(JSON.parse(stdout)).toEqual([]);
});
