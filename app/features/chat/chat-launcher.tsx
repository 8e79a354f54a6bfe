import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useFirmDetails } from "~/components/layout/use-firm-details";
import { MessageCircle } from "~/components/ui/icons/message-circle";
import { X } from "~/components/ui/icons/x";
import { lazyOnIntent } from "~/lib/lazy-on-intent";
import { takePreReactRequest } from "~/lib/pre-react-script";
import { cn } from "~/lib/utils";
import { CHAT_SHEET_CLASSES } from "./chat-sheet";

// Only this toggle is part of the app every page loads (on / and /services the app itself loads when the visitor
// points at or clicks it: ADR 006). The panel, engine and question graph are a separate chunk (~8 KB gzip), fetched
// when the visitor points at or focuses the toggle, or on first open: not on every visit while the browser is idle,
// since most visitors never open the chat and should not pay for it.

const { Component: ChatPanel, prefetch: prefetchChatPanel } = lazyOnIntent(
  () => import("./chat-panel").then((module) => module.ChatPanel),
  ChatUnavailable,
  "The chat assistant",
);

export const CHAT_PANEL_ID = "chat-panel";

export function ChatLauncher() {
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // On a page that loads the app on demand, the toggle's first click comes before React has loaded (ADR 006).
  useEffect(() => {
    if (takePreReactRequest("chat")) setIsOpen(true);
  }, []);

  const close = useCallback((options: { returnFocus: boolean }) => {
    if (options.returnFocus) toggleRef.current?.focus();
    setIsOpen(false);
  }, []);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-label="Chat with us"
        aria-expanded={isOpen}
        aria-controls={isOpen ? CHAT_PANEL_ID : undefined}
        onClick={() => setIsOpen((open) => !open)}
        onPointerEnter={prefetchChatPanel}
        onFocus={prefetchChatPanel}
        data-print-hide
        data-chat-toggle
        className="fixed right-4 bottom-4 z-50 grid size-14 place-items-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none motion-reduce:hover:scale-100 aria-busy:animate-pulse motion-reduce:aria-busy:animate-none"
      >
        {isOpen ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
      </button>
      {isOpen ? (
        <Suspense fallback={<PanelFrame onClose={close}>Loading the assistant…</PanelFrame>}>
          <ChatPanel id={CHAT_PANEL_ID} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

type Close = (options: { returnFocus: boolean }) => void;

/** Rendered in the panel's place (with the panel's props) when its chunk cannot be loaded. */
function ChatUnavailable({ onClose }: { onClose: Close }) {
  const firm = useFirmDetails();
  return (
    <PanelFrame onClose={onClose}>
      The chat could not be loaded. Please refresh the page, or email us at {firm.email}.
    </PanelFrame>
  );
}

/**
 * Stands in for the panel while its code loads or after it failed. On a phone it covers the whole screen, so it has
 * its own close button (focused, so a keyboard user is not lost) and closes on Escape too.
 */
function PanelFrame({ children, onClose: close }: { children: React.ReactNode; onClose: Close }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
  }, []);
  return (
    <div
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-label="Chat with us"
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        close({ returnFocus: true });
      }}
      className={cn(CHAT_SHEET_CLASSES, "flex items-start gap-3 p-4 text-sm")}
    >
      <p role="status" className="flex-1">
        {children}
      </p>
      <button
        ref={closeRef}
        type="button"
        aria-label="Close chat"
        onClick={() => close({ returnFocus: true })}
        className="grid size-9 shrink-0 place-items-center rounded-md border border-border hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
