// What every manager page answers with: never stored by a browser or proxy (it holds leads' personal details and
// depends on who is signed in), never indexed.
import { getMeta } from "~/content/meta";

/** The `meta` export of a manager page: its title and description, marked noindex. */
export const privatePageMeta =
  (title: string, description: string, path = "/manager-dashboard") =>
  () =>
    getMeta({ title, description, path, noindex: true });

/** The `headers` export of a manager page. */
export const privatePageHeaders = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });

/** What a manager page throws for a lead or request that does not exist (or no longer does). */
export const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
