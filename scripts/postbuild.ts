// After `react-router build`: bundles the pre-React scripts (ADRs 006, 010 and 014; scripts/on-demand-pages.ts says
// which page runs which) into the server build's folder, where app/entry.server.tsx reads them to inline into the
// pages that load the app on demand, then precompresses the client build's files (brotli and gzip) so the server
// sends static bytes without compressing per request.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build, type Rolldown } from "vite";
import { walkFiles as walk } from "../app/.server/host/static-files.ts";
import { ON_DEMAND_PAGES, preReactScriptFile } from "./on-demand-pages.ts";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml|map)$/;

/** Bundles a pre-React script into one minified ES module, to inline into the pages. */
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

for (const entry of new Set(ON_DEMAND_PAGES.map(([, script]) => script))) {
  writeFileSync(path.join(buildDir, "server", preReactScriptFile(entry)), await bundle(entry));
}
console.log(`Bundled the pre-React scripts into ${path.join(buildDir, "server")}.`);

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
