// After `react-router build`: defers the prerendered pages' JavaScript until after their first paint (ADR 004),
// then precompresses the client build (brotli and gzip) so the server sends static bytes without compressing per
// request. Precompression comes last, so the compressed files hold the final pages.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { deferHydration } from "./defer-hydration.ts";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml|map)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const pages = walk(clientDir).filter((file) => file.endsWith("index.html"));
for (const file of pages) {
  try {
    writeFileSync(file, deferHydration(readFileSync(file, "utf8")));
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
