// Precompresses the client build (brotli and gzip) so the server sends static bytes without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml|map)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

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
