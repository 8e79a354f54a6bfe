import type { ChatTranscript } from "~/.server/db/schema";

/**
 * Who said a line. Only the server's own replies are the assistant's: a line that came as text from the visitor's
 * browser (a step the question graph could not place, or an older hand-off's "assistant" line) says so.
 */
const SPEAKER_LABELS: Record<ChatTranscript[number]["speaker"], string> = {
  chat: "Assistant",
  visitor: "Visitor",
  browser: "Sent by the visitor's browser",
  assistant: "Sent by the visitor's browser",
};

/** A chat hand-off's conversation as plain text lines: who said it, then what (the visitor's words stay text). */
export function ChatTranscriptView({ lines }: { lines: ChatTranscript }) {
  if (lines.length === 0) return <p className="text-muted-foreground">No conversation was kept.</p>;
  return (
    <ol className="grid gap-2" aria-label="Chat conversation">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a stored transcript never changes order
        <li key={index} className="whitespace-pre-wrap">
          <span className="font-semibold">{SPEAKER_LABELS[line.speaker] ?? SPEAKER_LABELS.browser}: </span>
          {line.text}
        </li>
      ))}
    </ol>
  );
}
