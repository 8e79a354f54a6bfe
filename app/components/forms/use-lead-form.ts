import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { newSubmissionKey } from "~/lib/submission-key";
import { type ToastInput, toast } from "~/lib/toast";
import { errorsOf, type ProblemMessages, problemOf, type SubmissionResult, valuesOf } from "./submission-result";
import { useFormDraft } from "./use-form-draft";

type Options<T extends SubmissionResult> = {
  /** The action's answer to a plain (no-JavaScript) POST of this page, if any. */
  actionData: T | undefined;
  /** The form's words: the success toast, the error toast's description and the too-large message. */
  copy: LeadFormCopy;
  /** A success toast that depends on the answer (such as the role applied for), in place of copy.success. */
  successToast?: (result: Extract<T, { status: "success" }>) => ToastInput;
  /** Where this form keeps its draft in the tab's sessionStorage; null for none. */
  draftKey: string | null;
  /** Saved with the draft (e.g. the role of an application), readable with readFormDraft. */
  draftExtra?: Record<string, string>;
};

export type LeadFormCopy = ProblemMessages & {
  success: ToastInput;
  /** The error toast's description, e.g. "Failed to send message. Please try again." */
  failureDescription: string;
};

type Success<T> = Extract<T, { status: "success" }>;

/**
 * The shared behaviour of the public lead forms. With JavaScript the form posts through a fetcher (no
 * navigation); a success shows the toast and a confirmation that replaces the form until "Send another" (which
 * mounts a fresh form: no DOM resetting); a failure shows the toast and the alert and keeps every entry. Each
 * rendered form carries a new submission key, so a retry after a lost answer is stored once.
 */
export function useLeadForm<T extends SubmissionResult>({
  actionData,
  copy,
  successToast,
  draftKey,
  draftExtra,
}: Options<T>) {
  const fetcher = useFetcher<T>();
  const [formKey, setFormKey] = useState(0);
  // The answer the visitor put away ("Send another", "Clear form"): it no longer shows, nor do its echoed entries.
  const [dismissed, setDismissed] = useState<SubmissionResult | undefined>(undefined);
  // Made in the browser after hydration: a public page's HTML, kept by the render cache, is the same for every visitor.
  const [submissionKey, setSubmissionKey] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Remembers the answer already announced, so a re-render (or StrictMode's double effect) never toasts twice.
  const announced = useRef<unknown>(undefined);
  const { data } = fetcher;
  const latest: SubmissionResult | undefined = data ?? actionData;
  const current = latest === dismissed ? undefined : latest;
  /** The success this page answered with JavaScript: the confirmation shows in the form's place. */
  const sent = data !== undefined && current === data && data.status === "success" ? (data as Success<T>) : null;
  const draft = useFormDraft(formRef, draftKey, formKey, draftExtra, !sent);
  const { clearDraft } = draft;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key for each fresh form
  useEffect(() => setSubmissionKey(newSubmissionKey()), [formKey]);

  useEffect(() => {
    if (!data || announced.current === data) return;
    announced.current = data;
    if (data.status === "success") {
      toast(successToast ? successToast(data as Success<T>) : copy.success);
      clearDraft();
      setFormKey((key) => key + 1);
      return;
    }
    // Answers to correct are not a failure: no error toast, and the focus goes to the error summary, which lists them
    // with a link to each (as the GOV.UK Design System does).
    if (data.status === "invalid" && summaryRef.current) {
      summaryRef.current.focus();
      return;
    }
    toast({ title: "Error", description: copy.failureDescription, variant: "error" });
    // Back to the button, to try again.
    formRef.current?.querySelector<HTMLElement>('[type="submit"]')?.focus();
  }, [data, successToast, copy, clearDraft]);

  const sendAnother = useCallback(() => setDismissed(data), [data]);
  const clearForm = useCallback(() => {
    clearDraft();
    setDismissed(latest);
    setFormKey((key) => key + 1);
  }, [clearDraft, latest]);

  const result = sent ? undefined : current;
  return {
    fetcher,
    formRef,
    summaryRef,
    formKey,
    submissionKey,
    result,
    values: valuesOf(result),
    errors: errorsOf(result),
    problem: problemOf(result, copy),
    isSubmitting: fetcher.state !== "idle",
    sent,
    sendAnother,
    /** The draft was put back into the form; the form shows a note with a "Clear form" control. */
    isDraftRestored: draft.isRestored && !sent,
    clearForm,
    /** A plain POST succeeded: the page shows a success panel, as there is no toast without JavaScript. */
    isPlainPostSuccess: data === undefined && actionData?.status === "success",
  };
}

export type LeadFormState = ReturnType<typeof useLeadForm>;
