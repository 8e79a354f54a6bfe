import { cn } from "~/lib/utils";

/**
 * Text written in the content studio, as the server rendered it from Markdown (app/.server/content/markdown.ts: raw
 * HTML shown as text, only safe links, no images). Only ever given that renderer's output: never a visitor's text.
 * The `rich-text` styles (app/styles/app.css) set its paragraphs, headings, lists, links and tables.
 */
export function RichText({
  html,
  id,
  hidden,
  className,
}: {
  html: string;
  id?: string;
  hidden?: boolean;
  className?: string;
}) {
  return (
    <div
      id={id}
      hidden={hidden}
      className={cn("rich-text", className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's Markdown renderer's output, made safe there
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
