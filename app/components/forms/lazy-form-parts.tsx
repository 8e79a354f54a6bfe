import { type ComponentProps, Suspense } from "react";
import { lazyOnIntent } from "~/lib/lazy-on-intent";
import type { DraftNotice } from "./draft-notice";
import { FormAlert } from "./form-alert";
import type { SentConfirmation } from "./sent-confirmation";

type SentConfirmationProps = ComponentProps<typeof SentConfirmation>;
type DraftNoticeProps = ComponentProps<typeof DraftNotice>;

// Shown only after a success or when a draft came back, so they load then (or when the form is sent), not with
// the page. If a part cannot load (a dropped connection, a new deploy), the form and what the visitor typed never
// depend on it: the success is still said, plainly.
const { Component: SentConfirmationPart, prefetch: prefetchSentConfirmation } = lazyOnIntent(
  () => import("./sent-confirmation").then((module) => module.SentConfirmation),
  PlainSentConfirmation,
  "The sent confirmation",
);
// Without its note, a restored draft is simply back in the fields.
const { Component: DraftNoticePart } = lazyOnIntent(
  () => import("./draft-notice").then((module) => module.DraftNotice),
  () => null,
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
    <FormAlert tone="success" title={title} className="mt-6">
      {received}{" "}
      <button type="button" className="underline" onClick={onSendAnother}>
        {sendAnotherLabel}
      </button>
    </FormAlert>
  );
}
