import { type RefObject, useCallback, useEffect, useState } from "react";
import { HONEYPOT_FIELD } from "~/lib/schemas/honeypot";

/** What a draft keeps: each named entry in form order (repeated inputs like workHistory in their slots). */
type Draft = { entries: [string, string][]; extra?: Record<string, string> };

const PREFIX = "form-draft:";

/**
 * Keeps a form's typed answers in this tab's sessionStorage while the visitor types, and puts them back when the form
 * mounts again (a reload, a crash, back and forward). Never the files (a browser cannot restore those), hidden or
 * password inputs, or the honeypot; nothing leaves the browser. `key` null: no draft. The form is remounted with a new
 * `formKey` after a success or a "Clear form", so the listeners follow it.
 */
export function useFormDraft(
  formRef: RefObject<HTMLFormElement | null>,
  key: string | null,
  formKey: unknown,
  extra?: Record<string, string>,
) {
  const [isRestored, setIsRestored] = useState(false);
  const extraJson = JSON.stringify(extra ?? {});

  // biome-ignore lint/correctness/useExhaustiveDependencies: formKey names the mounted form element
  useEffect(() => {
    const form = formRef.current;
    if (!form || !key) return;
    const draft = readFormDraft(key);
    if (draft && restore(form, draft.entries)) setIsRestored(true);

    const save = () => {
      const entries = entriesOf(form);
      try {
        if (entries.length === 0) sessionStorage.removeItem(PREFIX + key);
        else sessionStorage.setItem(PREFIX + key, JSON.stringify({ entries, extra: JSON.parse(extraJson) }));
      } catch {
        // Storage full or switched off (private modes): the form works as before, only without a draft.
      }
    };
    form.addEventListener("input", save);
    form.addEventListener("change", save);
    return () => {
      form.removeEventListener("input", save);
      form.removeEventListener("change", save);
    };
  }, [formRef, key, formKey, extraJson]);

  const clearDraft = useCallback(() => {
    if (key) clearFormDraft(key);
    setIsRestored(false);
  }, [key]);

  return { isRestored, clearDraft };
}

/** The saved draft under `key`, if any (and readable). */
export function readFormDraft(key: string): Draft | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Draft;
    return Array.isArray(parsed.entries) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearFormDraft(key: string) {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing was stored either.
  }
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isDraftControl(element: Element): element is Control {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
    return element instanceof HTMLSelectElement && element.name !== "";
  }
  if (!element.name || element.name === HONEYPOT_FIELD) return false;
  return !(
    element instanceof HTMLInputElement && ["file", "hidden", "password", "submit", "button"].includes(element.type)
  );
}

function entriesOf(form: HTMLFormElement): [string, string][] {
  const entries: [string, string][] = [];
  let hasAnswer = false;
  for (const element of Array.from(form.elements)) {
    if (!isDraftControl(element)) continue;
    if (element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox")) {
      if (element.checked) {
        entries.push([element.name, element.value]);
        hasAnswer = true;
      }
      continue;
    }
    entries.push([element.name, element.value]);
    if (element.value !== "") hasAnswer = true;
  }
  return hasAnswer ? entries : [];
}

/** Puts the entries back; true when anything was filled in. Radios left unchosen in the draft stay unchosen. */
function restore(form: HTMLFormElement, entries: [string, string][]): boolean {
  let restored = false;
  const queues = new Map<string, string[]>();
  for (const [name, value] of entries) queues.set(name, [...(queues.get(name) ?? []), value]);
  for (const element of Array.from(form.elements)) {
    if (!isDraftControl(element)) continue;
    const values = queues.get(element.name);
    if (!values) continue;
    if (element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox")) {
      // A click, not `checked =`, so React's onChange (e.g. the criminal-record details) hears it too.
      if (values.includes(element.value) && !element.checked) {
        element.click();
        restored = true;
      }
      continue;
    }
    const value = values.shift();
    if (value === undefined || value === element.value) continue;
    element.value = value;
    if (value !== "") restored = true;
  }
  return restored;
}
