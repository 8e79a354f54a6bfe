import { useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useFirmDetails } from "~/components/layout/use-firm-details";
import { buttonVariants } from "~/components/ui/button";
import { Send } from "~/components/ui/icons/send";
import { X } from "~/components/ui/icons/x";
import { toast } from "~/lib/toast";
import { cn } from "~/lib/utils";
import { handoffPointOf, optionKey } from "./analytics-keys";
import { sendChatCount } from "./chat-analytics";
import { DetailsLeftNote, HandoffForm, ReachUs } from "./chat-handoff";
import { ChatMessages } from "./chat-messages";
import { RecommendationCard } from "./chat-recommendation";
import { CHAT_SHEET_CLASSES } from "./chat-sheet";
import { loadConversation, saveConversation } from "./chat-storage";
import {
  CHAT_TIMINGS,
  type ChatReply,
  chatFor,
  chatReducer,
  openedChatState,
  replyAction,
  replyToOption,
  replyToText,
  restoredChatState,
  savedConversationOf,
} from "./engine";
import type { ChatOption, ServiceRecommendation } from "./graph";
import { useTimers } from "./use-timers";

export const CHAT_SUBTITLE = "How can we help with your autism service needs?";

type ChatPanelProps = {
  id: string;
  /** Unmounts the panel; returnFocus puts focus back on the toggle (not after navigating away). */
  onClose: (options: { returnFocus: boolean }) => void;
};

/** The open chat. Mounted only while open; it shows the conversation kept in this tab, if any. */
export function ChatPanel({ id, onClose }: ChatPanelProps) {
  // The conversation kept in this tab, or a new one (which counts as a chat started).
  const [kept] = useState(loadConversation);
  // What the chat says, with the firm's details as the content studio publishes them.
  const firm = useFirmDetails();
  const chat = useMemo(() => chatFor(firm), [firm]);
  const [state, dispatch] = useReducer(chatReducer, kept, (conversation) =>
    conversation ? restoredChatState(conversation, chat.graph, chat.details) : openedChatState(chat.graph),
  );
  const [draft, setDraft] = useState("");
  const [isHandoffOpen, setIsHandoffOpen] = useState(false);
  const timers = useTimers();
  const navigate = useNavigate();
  const titleId = useId();
  const subtitleId = useId();
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const choicesRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // Where focus should land once the reply is in, if the control the visitor used has disappeared meanwhile.
  const focusAfterReply = useRef<"choices" | "input" | null>(null);

  const question = state.currentQuestionId ? chat.graph[state.currentQuestionId] : undefined;
  const recommendation = state.isProcessing ? null : state.recommendation;
  const options = state.isProcessing || recommendation ? [] : (question?.options ?? []);
  const handoffPoint = state.isProcessing ? null : handoffPointOf(state.currentQuestionId, recommendation);
  const isDraftBlank = draft.trim() === "";
  // While the details form is open it has the pane: the conversation keeps a few lines above it, and the message box
  // and Start Over give way (the form's "Back to the chat" returns to them).
  const isFormOpen = isHandoffOpen && handoffPoint !== null && !state.hasLeftDetails;

  // Focus moves into the panel on open: to the first answer, so a keyboard user can reply at once.
  useEffect(() => {
    (choicesRef.current?.querySelector("button") ?? inputRef.current)?.focus();
    if (!kept) sendChatCount({ event: "reached", node: "start" });
  }, [kept]);

  useEffect(() => {
    saveConversation(savedConversationOf(state));
  }, [state]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls on every change of the conversation
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    log.scrollTo({ top: log.scrollHeight, behavior: reduceMotion ? "auto" : "smooth" });
  }, [state.messages, state.isProcessing]);

  useEffect(() => {
    if (state.isProcessing || !focusAfterReply.current) return;
    const target = focusAfterReply.current;
    focusAfterReply.current = null;
    const active = document.activeElement;
    const isFocusLost =
      !active || active === document.body || active === choicesRef.current || active === inputRef.current;
    if (!isFocusLost) return;
    if (target === "input") inputRef.current?.focus();
    else (choicesRef.current?.querySelector<HTMLElement>("a[href], button") ?? inputRef.current)?.focus();
  }, [state]);

  function deliver(reply: ChatReply) {
    dispatch(replyAction(reply));
    if (reply.kind === "question" && reply.questionId) sendChatCount({ event: "reached", node: reply.questionId });
    if (reply.kind === "recommendation") sendChatCount({ event: "recommended", node: reply.service.id });
    if (reply.kind === "careers-redirect") {
      timers.schedule(() => {
        navigate("/careers");
        onClose({ returnFocus: false });
        toast({ title: "Redirected to Careers", description: "Here are our open positions." });
      }, CHAT_TIMINGS.careersRedirect);
    } else if (reply.kind === "location-redirect") {
      timers.schedule(() => window.open(firm.mapsUrl, "_blank", "noopener"), CHAT_TIMINGS.locationRedirect);
    }
  }

  function choose(option: ChatOption) {
    if (state.isProcessing) return;
    const reply = replyToOption(option, chat.graph, chat.details);
    if (state.currentQuestionId) {
      sendChatCount({ event: "chose", node: state.currentQuestionId, option: optionKey(option) });
    }
    dispatch({ type: "chooseOption", option });
    setIsHandoffOpen(false);
    // The chosen button is about to disappear: hold focus in the panel until the next options arrive.
    focusAfterReply.current = "choices";
    choicesRef.current?.focus();
    timers.schedule(() => deliver(reply), CHAT_TIMINGS.optionReply);
  }

  function send() {
    const text = draft.trim();
    if (text === "" || state.isProcessing) return;
    setIsHandoffOpen(false);
    setDraft("");
    focusAfterReply.current = "input";
    const sentAt = new Date();
    dispatch({ type: "submitText", text, at: sentAt.getTime() });
    timers.schedule(() => deliver(replyToText(text, sentAt, chat.graph, chat.details)), CHAT_TIMINGS.textReply);
  }

  function startOver() {
    timers.cancelAll();
    dispatch({ type: "reset" });
    setIsHandoffOpen(false);
    sendChatCount({ event: "reached", node: "start" });
    focusAfterReply.current = "choices";
  }

  function selectRecommendation(service: ServiceRecommendation) {
    // A phone call leaves the page as it is: the chat stays open for after the call.
    if (service.path.startsWith("tel:")) return;
    onClose({ returnFocus: false });
    toast({ title: "Service Selected", description: `You've selected ${service.title}` });
  }

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onClose({ returnFocus: true });
      }}
      data-print-hide
      className={cn(CHAT_SHEET_CLASSES, "flex flex-col overflow-hidden")}
    >
      <div className="flex shrink-0 items-start gap-3 bg-primary px-4 py-3 text-primary-foreground">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold">
            Compliance Assistant
          </h2>
          <p id={subtitleId} className="text-sm text-primary-foreground/90">
            {CHAT_SUBTITLE}
          </p>
        </div>
        <button
          type="button"
          aria-label="Close chat"
          onClick={() => onClose({ returnFocus: true })}
          className={buttonVariants({ variant: "inverse", size: "icon" })}
        >
          <X aria-hidden="true" />
        </button>
      </div>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable, or keyboard users cannot scroll back
        tabIndex={0}
        // The panel is only as tall as the window allows (below the header): the conversation gives up its height
        // first (flex-shrink 100), so the answers under it stay in view; while the details form is open, down to
        // nothing on a short window, so the form is shown whole rather than in a small scroll box.
        className={cn(
          "flex flex-1 flex-col gap-3 overflow-y-auto px-4 py-3 sm:max-h-96 sm:flex-[0_100_auto]",
          isFormOpen ? "min-h-0" : "min-h-24",
        )}
      >
        <ChatMessages messages={state.messages} />
        {state.isProcessing ? (
          <p className="self-start rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">Typing...</p>
        ) : null}
      </div>

      <div
        ref={choicesRef}
        tabIndex={-1}
        className={cn(
          "overflow-y-auto px-4 outline-none empty:hidden",
          // The form keeps its height and scrolls only where the window is too short for it even without the
          // conversation: the panel's height less its title bar.
          isFormOpen ? "max-h-[calc(100dvh-6rem)] shrink-0 sm:max-h-[calc(100dvh-18.5rem)]" : "min-h-0 shrink",
        )}
      >
        {isFormOpen ? (
          <HandoffForm
            messages={state.messages}
            from={handoffPoint}
            onSent={() => {
              dispatch({ type: "detailsLeft" });
              setIsHandoffOpen(false);
            }}
            onCancel={() => {
              setIsHandoffOpen(false);
              focusAfterReply.current = "choices";
              choicesRef.current?.focus();
            }}
          />
        ) : recommendation ? (
          <RecommendationCard service={recommendation} onSelect={selectRecommendation} onStartOver={startOver} />
        ) : options.length > 0 ? (
          <fieldset className="flex flex-col gap-2 pb-3">
            <legend className="sr-only">Suggested answers</legend>
            {options.map((option) => (
              <button
                key={option.label}
                type="button"
                onClick={() => choose(option)}
                className="rounded-md border border-primary/30 bg-background px-3 py-2 text-left text-sm font-medium text-primary hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {option.label}
              </button>
            ))}
          </fieldset>
        ) : null}
        {handoffPoint && state.hasLeftDetails ? (
          <div className="flex flex-col gap-2 pb-3">
            <DetailsLeftNote />
            <ReachUs now={new Date()} />
          </div>
        ) : handoffPoint && !isHandoffOpen ? (
          <div className="flex flex-col gap-2 pb-3">
            <button
              type="button"
              onClick={() => setIsHandoffOpen(true)}
              className={buttonVariants({ variant: "secondary", size: "sm", className: "self-start" })}
            >
              Leave your details
            </button>
            <ReachUs now={new Date()} />
          </div>
        ) : null}
      </div>

      {isFormOpen ? null : (
        <>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
            className="flex shrink-0 items-end gap-2 border-t border-border px-4 pt-3"
          >
            <label htmlFor={inputId} className="sr-only">
              Type your message
            </label>
            <textarea
              ref={inputRef}
              id={inputId}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  send();
                }
              }}
              disabled={state.isProcessing}
              maxLength={1000}
              placeholder="Type your question…"
              className="field-sizing-content max-h-[100px] min-h-[50px] flex-1 resize-none rounded-md border border-border bg-background px-3 py-2 text-sm placeholder:text-muted-foreground disabled:opacity-60"
            />
            <button
              type="submit"
              aria-label="Send message"
              disabled={isDraftBlank || state.isProcessing}
              className={buttonVariants({ size: "icon" })}
            >
              <Send aria-hidden="true" />
            </button>
          </form>
          <div className="flex shrink-0 justify-end px-4 py-2">
            <button
              type="button"
              onClick={startOver}
              className="rounded-md px-2 py-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Start Over
            </button>
          </div>
        </>
      )}
    </div>
  );
}
