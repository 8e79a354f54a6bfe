import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Bundle Drizzle (and Better Auth, which imports it) into the server build. Imported from node_modules under
  // Node 24, Drizzle's ~450 ES modules grow the V8 heap to ~145 MB (mostly loader garbage the heap keeps);
  // bundled, the same code takes ~11 MB, which keeps the server's resident memory near 300 MB (issue 6).
  ssr: { noExternal: [/^drizzle-orm/, /^better-auth/, /^@better-auth\//] },
});
