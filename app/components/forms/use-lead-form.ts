import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { type ToastInput, toast } from "~/lib/toast";
import { errorsOf, type ProblemMessages, problemOf, type SubmissionResult, valuesOf } from "./form-result";

type Options<T extends SubmissionResult> = {
  /** The action's answer to a plain (no-JavaScript) POST of this page, if any. */
  actionData: T | undefined;
  successToast: (result: Extract<T, { status: "success" }>) => ToastInput;
  /** The error toast's description, e.g. "Failed to send message. Please try again." */
  failureDescription: string;
  messages: ProblemMessages;
};

/**
 * The shared behaviour of the public lead forms. With JavaScript the form posts through a fetcher (no
 * navigation) and answers with a toast; without it the page is rendered again with `actionData`.
 * After a success the caller keys its <form> with `formKey`, so React remounts it empty: no DOM resetting.
 */
export function useLeadForm<T extends SubmissionResult>({
  actionData,
  successToast,
  failureDescription,
  messages,
}: Options<T>) {
  const fetcher = useFetcher<T>();
  const [formKey, setFormKey] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // Remembers the answer already announced, so a re-render (or StrictMode's double effect) never toasts twice.
  const announced = useRef<unknown>(undefined);
  const { data } = fetcher;

  useEffect(() => {
    if (!data || announced.current === data) return;
    announced.current = data;
    if (data.status === "success") {
      toast(successToast(data as Extract<T, { status: "success" }>));
      setFormKey((key) => key + 1);
      return;
    }
    toast({ title: "Error", description: failureDescription, variant: "error" });
    // Take the visitor to the first field the server asked about.
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [data, successToast, failureDescription]);

  const result: SubmissionResult | undefined = data ?? actionData;
  return {
    fetcher,
    formRef,
    formKey,
    result,
    values: valuesOf(result),
    errors: errorsOf(result),
    problem: problemOf(result, messages),
    isSubmitting: fetcher.state !== "idle",
    /** A plain POST succeeded: the page shows a success panel, as there is no toast without JavaScript. */
    isPlainPostSuccess: data === undefined && actionData?.status === "success",
  };
}
