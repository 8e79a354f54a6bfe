import { getMeta } from "~/content/meta";

// Apart from content/meta.ts, which every public page loads.

/** The tags of a page behind the manager sign-in: never indexed, and its canonical address is the dashboard's. */
export function managerPageMeta(title: string, description: string) {
  return getMeta({ title, description, path: "/manager-dashboard", noindex: true });
}
