import { type ComponentProps, lazy, Suspense } from "react";

// Shown only after a success or when a draft came back, so they load then, not with the page.
const SentConfirmationPart = lazy(() =>
  import("./sent-confirmation").then((module) => ({ default: module.SentConfirmation })),
);
const DraftNoticePart = lazy(() => import("./draft-notice").then((module) => ({ default: module.DraftNotice })));

export function LazySentConfirmation(props: ComponentProps<typeof SentConfirmationPart>) {
  return (
    <Suspense fallback={null}>
      <SentConfirmationPart {...props} />
    </Suspense>
  );
}

export function LazyDraftNotice(props: ComponentProps<typeof DraftNoticePart>) {
  return (
    <Suspense fallback={null}>
      <DraftNoticePart {...props} />
    </Suspense>
  );
}
