// After `react-router build`: defers the prerendered pages' JavaScript until after their first paint (ADR 004),
// gives the pages scripts/on-demand-pages.ts lists their pre-React script and loads the app there only on demand
// (ADR 006), then precompresses the client build (brotli and gzip) so the server sends static bytes without
// compressing per request. Precompression comes last, so the compressed files hold the final pages.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build, type Rolldown } from "vite";
import { walkFiles as walk } from "../app/.server/host/static-files.ts";
import { deferHydration, PRE_REACT_FORM_SCRIPT_FILE } from "./defer-hydration.ts";
import { ON_DEMAND_PAGES, PRE_REACT_FORM_SCRIPT, preReactScriptOf, routeMatches } from "./on-demand-pages.ts";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml|map)$/;

/** Bundles the pre-React script into one minified ES module, to inline into the pages. */
async function bundle(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rolldownOptions: { input: path.resolve(entry), output: { format: "es" } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === "chunk");
  if (chunks.length !== 1) throw new Error(`${entry}: expected one chunk, got ${chunks.length}: it must not split.`);
  // "</script" inside the code would end the inline script early.
  return chunks[0]!.code.trim().replaceAll("</script", "<\\/script");
}

const pages = walk(clientDir).filter((file) => file.endsWith("index.html"));
/** The route a prerendered page answers: "/" for index.html, "/news/partnerships" for news/partnerships/index.html. */
const routeOf = (file: string) => `/${path.relative(clientDir, path.dirname(file)).split(path.sep).join("/")}`;
for (const [pattern] of ON_DEMAND_PAGES) {
  if (!pages.some((file) => routeMatches(pattern, routeOf(file))))
    throw new Error(`${pattern}, listed to load the app on demand, matches no page that was built.`);
}
const bundled = new Map<string, string>();
for (const [, entry] of ON_DEMAND_PAGES) if (!bundled.has(entry)) bundled.set(entry, await bundle(entry));
// /book is rendered per request: the server puts the same script into it (app/entry.server.tsx).
const serverDir = path.resolve(process.env.BUILD_DIR ?? "build", "server");
writeFileSync(path.join(serverDir, PRE_REACT_FORM_SCRIPT_FILE), bundled.get(PRE_REACT_FORM_SCRIPT)!);
for (const file of pages) {
  try {
    const script = preReactScriptOf(routeOf(file));
    const preReactScript = script && bundled.get(script);
    writeFileSync(file, deferHydration(readFileSync(file, "utf8"), { preReactScript }));
  } catch (error) {
    throw new Error(`${path.relative(clientDir, file)}: ${error instanceof Error ? error.message : error}`);
  }
}
console.log(`Deferred the scripts of ${pages.length} prerendered pages.`);

let count = 0;
for (const file of walk(clientDir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const bytes = readFileSync(file);
  if (bytes.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count++;
}
console.log(`Precompressed ${count} files in ${clientDir}.`);
