import { useEffect, useId, useState } from "react";
import { type FieldFrame, FieldShell } from "~/components/forms/field";
import { Textarea } from "~/components/ui/textarea";

/** How long after the last keystroke the preview is asked for. */
const PREVIEW_DELAY_MS = 400;
const PREVIEW_URL = "/manager-dashboard/content/markdown-preview";

type Preview = { status: "waiting" } | { status: "shown"; html: string } | { status: "failed" };

/**
 * The server's rendering of `markdown`, asked for a short pause after it last changed. A plain request rather than
 * the router's: a preview changes nothing the page loaded, so nothing is loaded again after it.
 */
function usePreview(markdown: string, isOff: boolean): Preview {
  const [preview, setPreview] = useState<Preview>({ status: "waiting" });
  useEffect(() => {
    if (isOff) return;
    const aborted = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(PREVIEW_URL, { method: "POST", body: new URLSearchParams({ markdown }), signal: aborted.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ html: string }>) : Promise.reject()))
        .then(({ html }) => setPreview({ status: "shown", html }))
        .catch(() => {
          if (!aborted.signal.aborted) setPreview({ status: "failed" });
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      aborted.abort();
    };
  }, [markdown, isOff]);
  return preview;
}

/**
 * A Markdown text: a labelled text box, and beside it (below, on a phone) how it will read, rendered by the server
 * exactly as the public page renders it. The preview follows the typing after a short pause; without JavaScript
 * the Preview page shows the same.
 */
export function MarkdownField({
  name,
  defaultValue,
  readOnly,
  ...frame
}: FieldFrame & { name: string; defaultValue: string; readOnly?: boolean; isRequired?: boolean }) {
  const [text, setText] = useState(defaultValue);
  const previewId = useId();
  // The first preview as the page opens, then one after each pause in typing; a read-only text has none.
  const preview = usePreview(text, Boolean(readOnly));
  const textBox = (
    <FieldShell frame={frame} id={undefined} isRequired={Boolean(frame.isRequired)}>
      {(control) => (
        <Textarea
          {...control}
          name={name}
          rows={16}
          defaultValue={defaultValue}
          readOnly={readOnly}
          onChange={(event) => setText(event.currentTarget.value)}
          className="font-mono text-sm"
        />
      )}
    </FieldShell>
  );
  if (readOnly) return textBox;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {textBox}
      <section aria-labelledby={previewId} className="grid content-start gap-1.5">
        <h2 id={previewId} className="text-sm font-semibold">
          How it reads on the site
        </h2>
        <div className="max-h-[32rem] overflow-auto rounded-md border border-border bg-card p-4">
          {preview.status === "waiting" ? (
            <p className="text-sm text-muted-foreground">The preview appears here as you type.</p>
          ) : preview.status === "failed" ? (
            <p className="text-sm text-muted-foreground">
              The preview could not be loaded just now; your text is safe. It tries again as you type, and the Preview
              page shows the saved text.
            </p>
          ) : preview.html === "" ? (
            <p className="text-sm text-muted-foreground">Nothing to show yet, or the text is too long to preview.</p>
          ) : (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's Markdown renderer's output, made safe there
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: preview.html }} />
          )}
        </div>
      </section>
    </div>
  );
}
