import { useId } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { type ChatMessage, recommendationActionLabel, recommendationHref } from "./engine";
import type { ServiceRecommendation } from "./graph";

/** The service the conversation led to, with its next step and a way to begin again. */
export function RecommendationCard({
  service,
  onSelect,
  onStartOver,
}: {
  service: ServiceRecommendation;
  onSelect: (service: ServiceRecommendation) => void;
  onStartOver: () => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-3 rounded-lg border border-border bg-muted p-4">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Recommended for you</p>
      <h3 id={headingId} className="mt-1 font-semibold text-primary">
        {service.title}
      </h3>
      <p className="mt-1 text-sm">{service.description}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={recommendationHref(service)}
          onClick={(event) => {
            // A modified click opens a new tab and leaves this page (and its chat) as it was.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
            onSelect(service);
          }}
          className={buttonVariants({ size: "sm" })}
        >
          {recommendationActionLabel(service)}
        </Link>
        <button type="button" onClick={onStartOver} className={buttonVariants({ variant: "outline", size: "sm" })}>
          Start Over
        </button>
      </div>
    </section>
  );
}

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
