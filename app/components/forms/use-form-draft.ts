import { type RefObject, useCallback, useEffect, useState } from "react";
import { clearFormDraft, readFormDraft, writeFormDraft } from "~/lib/form-draft-storage";

/**
 * Keeps a form's typed answers in this tab's sessionStorage while the visitor types, and puts them back when the form
 * mounts again (a reload, a crash, back and forward). Never the files (a browser cannot restore those), hidden or
 * password inputs, or the honeypot; nothing leaves the browser. `key` null: no draft. The form is remounted with a new
 * `formKey` after a success or a "Clear form", and is not mounted while `isShown` is false (a confirmation in its
 * place), so the listeners follow it.
 */
export function useFormDraft(
  formRef: RefObject<HTMLFormElement | null>,
  key: string | null,
  formKey: unknown,
  extra?: Record<string, string>,
  isShown = true,
) {
  const [isRestored, setIsRestored] = useState(false);
  const extraJson = JSON.stringify(extra ?? {});

  // biome-ignore lint/correctness/useExhaustiveDependencies: formKey names the mounted form element
  useEffect(() => {
    const form = formRef.current;
    if (!form || !key || !isShown) return;
    let isCancelled = false;
    let detach = () => {};
    // The reading and writing of the fields loads after the form has rendered: the pages' first load stays small.
    import("./form-draft-fields")
      .then(({ draftEntriesOf, restoreDraft }) => {
        if (isCancelled) return;
        const draft = readFormDraft(key);
        if (draft && restoreDraft(form, draft.entries)) setIsRestored(true);
        const save = () => writeFormDraft(key, { entries: draftEntriesOf(form), extra: JSON.parse(extraJson) });
        // Saved at once, not only at the next keystroke: what was typed before the app arrived (ADR 010) or put in by
        // the browser's autofill is in the fields without an input event this code heard, and a reload would lose it.
        save();
        form.addEventListener("input", save);
        form.addEventListener("change", save);
        detach = () => {
          form.removeEventListener("input", save);
          form.removeEventListener("change", save);
        };
      })
      // The code could not load (a dropped connection, a new deploy): the form works as before, without a draft.
      .catch(() => undefined);
    return () => {
      isCancelled = true;
      detach();
    };
  }, [formRef, key, formKey, extraJson, isShown]);

  const clearDraft = useCallback(() => {
    if (key) clearFormDraft(key);
    setIsRestored(false);
  }, [key]);

  return { isRestored, clearDraft };
}
