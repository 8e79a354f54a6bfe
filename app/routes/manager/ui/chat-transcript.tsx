import type { ChatTranscript } from "~/.server/db/schema";

/** A chat hand-off's conversation as plain text lines: who said it, then what (the visitor's words stay text). */
export function ChatTranscriptView({ lines }: { lines: ChatTranscript }) {
  if (lines.length === 0) return <p className="text-muted-foreground">No conversation was kept.</p>;
  return (
    <ol className="grid gap-2" aria-label="Chat conversation">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a stored transcript never changes order
        <li key={index} className="whitespace-pre-wrap">
          <span className="font-semibold">{line.speaker === "assistant" ? "Assistant" : "Visitor"}: </span>
          {line.text}
        </li>
      ))}
    </ol>
  );
}
