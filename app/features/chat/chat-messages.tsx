import { cn } from "~/lib/utils";
import type { ChatMessage } from "./engine";

/** The conversation so far, oldest first; each line says who spoke to screen-reader users. */
export function ChatMessages({ messages }: { messages: readonly ChatMessage[] }) {
  return (
    <ol className="flex flex-col gap-3">
      {messages.map((message, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: messages are only ever appended, so an index never changes owner
          key={index}
          className={cn(
            "max-w-[85%] whitespace-pre-line rounded-lg px-3 py-2 text-sm",
            message.type === "user"
              ? "self-end bg-primary text-primary-foreground"
              : "self-start bg-muted text-foreground",
          )}
        >
          <span className="sr-only">{message.type === "user" ? "You: " : "Assistant: "}</span>
          {message.content}
        </li>
      ))}
    </ol>
  );
}
