import { type ComponentProps, Suspense } from "react";
import { lazyOnIntent } from "~/lib/lazy-on-intent";
import type { DraftNotice } from "./draft-notice";
import type { SentConfirmation } from "./sent-confirmation";

type SentConfirmationProps = ComponentProps<typeof SentConfirmation>;
type DraftNoticeProps = ComponentProps<typeof DraftNotice>;

// Shown only after a success or when a draft came back, so they load then (or when the form is sent), not with
// the page. If a part cannot load (a dropped connection, a new deploy), a plain version takes its place: the form
// and what the visitor typed never depend on it.
const { Component: SentConfirmationPart, prefetch: prefetchSentConfirmation } = lazyOnIntent(
  () => import("./sent-confirmation").then((module) => module.SentConfirmation),
  PlainSentConfirmation,
  "The sent confirmation",
);
const { Component: DraftNoticePart } = lazyOnIntent(
  () => import("./draft-notice").then((module) => module.DraftNotice),
  PlainDraftNotice,
  "The draft notice",
);

export { prefetchSentConfirmation };

export function LazySentConfirmation(props: SentConfirmationProps) {
  return (
    <Suspense fallback={null}>
      <SentConfirmationPart {...props} />
    </Suspense>
  );
}

export function LazyDraftNotice(props: DraftNoticeProps) {
  return (
    <Suspense fallback={null}>
      <DraftNoticePart {...props} />
    </Suspense>
  );
}

function PlainSentConfirmation({ title, received, sendAnotherLabel, onSendAnother }: SentConfirmationProps) {
  return (
    <section aria-labelledby="sent-confirmation-title" className="mt-6 grid gap-3 rounded-lg border p-6">
      <h3 id="sent-confirmation-title" className="text-xl font-bold text-primary">
        {title}
      </h3>
      <p>{received}</p>
      <div>
        <button type="button" className="font-semibold text-primary underline" onClick={onSendAnother}>
          {sendAnotherLabel}
        </button>
      </div>
    </section>
  );
}

function PlainDraftNotice({ onClear }: DraftNoticeProps) {
  return (
    <p role="status" className="mt-6">
      Your answers from earlier in this tab are back in the form.{" "}
      <button type="button" className="font-semibold text-primary underline" onClick={onClear}>
        Clear form
      </button>
    </p>
  );
}
