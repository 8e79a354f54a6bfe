import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts and test runs build side by side; server.ts reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // No prerendering: the public pages come from the content studio's database, so the server renders each once per
  // content version and answers it from memory (app/.server/host/page-cache.ts, ADR 015).
} satisfies Config;
