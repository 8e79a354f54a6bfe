import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./app/content/prerender";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts and test runs build side by side; server.ts reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Public pages become static HTML at build time; forms still post to their server actions.
  prerender: PRERENDERED_PATHS,
} satisfies Config;
