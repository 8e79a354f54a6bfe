// The pre-React script of the pages with a lead form (/quote, /contact, /careers; ADR 010): everything the home page's
// script does (app/entry.pre-react.ts), and the app loads as soon as the visitor turns to a form, before their first
// keystroke. Until then the form is the server's HTML form: it works as it does without JavaScript, and what the
// visitor types stays in the fields when React hydrates them. It must not import React.
import "./entry.pre-react";
import { FIRST_TOUCH_FIELD, readFirstTouch } from "./lib/first-touch";
import { hasFormDraft } from "./lib/form-draft-storage";
import { stopOnHandOver } from "./lib/pre-react-script";

const waiting = new AbortController();
// Calling it again does nothing while the app loads; if its code could not load, the next intent tries again.
const loadApp = () => window.__bootApp?.();

// Once the app has hydrated the page, it hands over: the intents below no longer matter.
stopOnHandOver(waiting);

// A form sent before the app has loaded still says where the visitor first arrived from.
const firstTouch = readFirstTouch();
for (const input of document.querySelectorAll<HTMLInputElement>(`input[name="${FIRST_TOUCH_FIELD}"]`)) {
  input.value = firstTouch;
}

// Pointing at a form, touching it or moving the focus into it: the app loads while the visitor starts typing.
const onIntent = (event: Event) => {
  if (event.target instanceof Element && event.target.closest("form")) loadApp();
};
for (const type of ["pointerover", "pointerdown", "focusin"]) {
  document.addEventListener(type, onIntent, { capture: true, passive: true, signal: waiting.signal });
}
// The app puts a saved draft back (a reload, the way back to this page): it loads at once to do so.
if (hasFormDraft()) loadApp();
