// After `react-router build`: defers the prerendered pages' JavaScript until after their first paint (ADR 004),
// gives some pages the pre-React script and loads the app there only on demand (ADR 006), then precompresses the
// client build (brotli and gzip) so the server sends static bytes without compressing per request. Precompression
// comes last, so the compressed files hold the final pages.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build, type Rolldown } from "vite";
import { walkFiles as walk } from "../app/.server/host/static-files.ts";
import { deferHydration, PRE_REACT_FORM_SCRIPT_FILE } from "./defer-hydration.ts";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml|map)$/;

/**
 * Prerendered pages that run a pre-React script and load the app only when the visitor asks (ADRs 006 and 010), with
 * the script each runs. The home and services pages have no interactive part but the public layout and carousels.
 * The lead-form pages' script loads the app as soon as the visitor turns to the form. A page with anything else
 * React runs (the FAQ's accordion, a news article's "Read more") must not be listed: it would not work until the
 * visitor opened the chat.
 */
const PRE_REACT_SCRIPT = "app/entry.pre-react.ts";
const PRE_REACT_FORM_SCRIPT = "app/entry.pre-react-form.ts";
const ON_DEMAND_PAGES = new Map([
  ["index.html", PRE_REACT_SCRIPT],
  [path.join("services", "index.html"), PRE_REACT_SCRIPT],
  [path.join("quote", "index.html"), PRE_REACT_FORM_SCRIPT],
  [path.join("contact", "index.html"), PRE_REACT_FORM_SCRIPT],
  [path.join("careers", "index.html"), PRE_REACT_FORM_SCRIPT],
]);

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

for (const page of ON_DEMAND_PAGES.keys()) {
  if (!existsSync(path.join(clientDir, page)))
    throw new Error(`${page}, listed to load the app on demand, was not built.`);
}
const bundled = new Map<string, string>();
for (const entry of new Set(ON_DEMAND_PAGES.values())) bundled.set(entry, await bundle(entry));
// /book is rendered per request: the server puts the same script into it (app/entry.server.tsx).
const serverDir = path.resolve(process.env.BUILD_DIR ?? "build", "server");
writeFileSync(path.join(serverDir, PRE_REACT_FORM_SCRIPT_FILE), bundled.get(PRE_REACT_FORM_SCRIPT)!);
const pages = walk(clientDir).filter((file) => file.endsWith("index.html"));
for (const file of pages) {
  try {
    const preReactScript = bundled.get(ON_DEMAND_PAGES.get(path.relative(clientDir, file)) ?? "");
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
