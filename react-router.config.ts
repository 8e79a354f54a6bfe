import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./app/content/prerender";

export default {
  ssr: true,
  // Public pages become static HTML at build time; forms still post to their server actions.
  prerender: PRERENDERED_PATHS,
} satisfies Config;
