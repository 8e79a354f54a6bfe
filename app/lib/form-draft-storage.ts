// Where the lead forms keep their drafts: this tab's sessionStorage, one entry per form under "form-draft:<key>"
// (app/components/forms/use-form-draft.ts writes them). React-free, so the lead-form pages' pre-React script can ask
// whether there is a draft to put back before the app has loaded.

/** What a draft keeps: each named entry in form order (repeated inputs like workHistory in their slots). */
export type Draft = { entries: [string, string][]; extra?: Record<string, string> };

const PREFIX = "form-draft:";

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

/** Saves the draft under `key`, or forgets it when it holds nothing. */
export function writeFormDraft(key: string, draft: Draft) {
  try {
    if (draft.entries.length === 0) sessionStorage.removeItem(PREFIX + key);
    else sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage full or switched off (private modes): the form works as before, only without a draft.
  }
}

export function clearFormDraft(key: string) {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing was stored either.
  }
}

/** Whether this tab holds a draft of any form. */
export function hasFormDraft(): boolean {
  try {
    return Object.keys(sessionStorage).some((key) => key.startsWith(PREFIX));
  } catch {
    return false;
  }
}
