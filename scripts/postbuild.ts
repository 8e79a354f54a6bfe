// After `react-router build`: defers the prerendered pages' JavaScript until after their first paint (ADR 004),
// gives some pages the pre-React script and loads the app there only on demand (ADR 006), then precompresses the
// client build (brotli and gzip) so the server sends static bytes without compressing per request. Precompression
// comes last, so the compressed files hold the final pages.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build, type Rolldown } from "vite";
import { walkFiles as walk } from "../app/.server/host/static-files.ts";
import { deferHydration } from "./defer-hydration.ts";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml|map)$/;

/**
 * Prerendered pages that run the pre-React script and load the app only when the visitor asks (ADR 006): pages with no
 * interactive part but the public layout and carousels. A page with anything else React runs (a form, an accordion)
 * must not be listed: it would not work until the visitor opened the chat.
 */
const ON_DEMAND_PAGES = new Set(["index.html", path.join("services", "index.html")]);
const PRE_REACT_SCRIPT = "app/entry.pre-react.ts";

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

for (const page of ON_DEMAND_PAGES) {
  if (!existsSync(path.join(clientDir, page)))
    throw new Error(`${page}, listed to load the app on demand, was not built.`);
}
const preReactScript = `<script type="module">${await bundle(PRE_REACT_SCRIPT)}</script>`;
const pages = walk(clientDir).filter((file) => file.endsWith("index.html"));
for (const file of pages) {
  try {
    const onDemand = ON_DEMAND_PAGES.has(path.relative(clientDir, file));
    const html = deferHydration(readFileSync(file, "utf8"), { onDemand });
    if (onDemand && !html.includes("</body>")) throw new Error("No </body> to put the pre-React script before.");
    writeFileSync(file, onDemand ? html.replace("</body>", () => `${preReactScript}</body>`) : html);
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
