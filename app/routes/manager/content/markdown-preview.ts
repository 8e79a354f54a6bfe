// POST /manager-dashboard/content/markdown-preview: the editor's live preview. Renders the Markdown it is sent exactly as
// the public pages render it (app/.server/content/markdown.ts) and answers the HTML as JSON. Managers only.
import { appContextOf } from "~/.server/app-context";
import { requireManagerForResource } from "~/.server/auth/session";
import { renderMarkdown } from "~/.server/content/markdown";
import { MAX_BODY_BYTES } from "~/lib/schemas/content";
import type { Route } from "./+types/markdown-preview";

export async function action({ request, context }: Route.ActionArgs) {
  await requireManagerForResource(appContextOf(context), request);
  const form = await request.formData().catch(() => null);
  const markdown = String(form?.get("markdown") ?? "");
  // Over the limit, the editor's own message on the field says so; the preview shows nothing.
  const html = new TextEncoder().encode(markdown).length > MAX_BODY_BYTES ? "" : renderMarkdown(markdown);
  return Response.json({ html }, { headers: { "Cache-Control": "no-store" } });
}
