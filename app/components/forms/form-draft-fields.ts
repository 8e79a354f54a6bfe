import { HONEYPOT_FIELD } from "~/lib/schemas/honeypot";

// How a draft (use-form-draft.ts) is read from and put back into a form's fields. A field inside (or marked with)
// data-draft="off" is never kept: sensitive answers such as criminal history or demographics must not sit in
// the browser's storage.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_KEPT_TYPES = new Set(["file", "hidden", "password", "submit", "button"]);

function isDraftControl(element: Element): element is Control {
  const isControl =
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement;
  if (!isControl || !element.name || element.name === HONEYPOT_FIELD) return false;
  if (element instanceof HTMLInputElement && NOT_KEPT_TYPES.has(element.type)) return false;
  return element.closest('[data-draft="off"]') === null;
}

/** The entries to keep; none when nothing has been answered yet. */
export function draftEntriesOf(form: HTMLFormElement): [string, string][] {
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
export function restoreDraft(form: HTMLFormElement, entries: [string, string][]): boolean {
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
    // A list can steer others (the day chosen on /book labels its times): its onChange hears the restored value too.
    if (element instanceof HTMLSelectElement) element.dispatchEvent(new Event("change", { bubbles: true }));
    if (value !== "") restored = true;
  }
  return restored;
}
