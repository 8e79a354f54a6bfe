// The pre-React script: the only JavaScript on a first visit to a page that loads the app on demand (ADR 006; the list
// is in scripts/postbuild.ts, which bundles this file and inlines it into those pages). About 1.5 KB gzip instead of
// the 112 KB of React, React DOM, React Router and the public layout. It runs the same DOM code the app runs for the
// small-screen menu, the carousels and the manager shortcut, and loads the app when the visitor asks for the chat or
// the manager sign-in (or points at the chat toggle). Until then links are plain links: each opens a page the
// server renders. It must not import React.
import { startMenu } from "./components/layout/menu-controller";
import { startCarousels } from "./components/sections/carousel-controller";
import { recordFirstTouch } from "./lib/first-touch";
import type { PreReactRequest } from "./lib/pre-react-script";
import { listenForSecretSequence } from "./lib/secret-sequence";

const asked = new Set<PreReactRequest>();
const listening = new AbortController();
const { signal } = listening;

const loadApp = () => window.__bootApp?.();

function ask(request: PreReactRequest) {
  asked.add(request);
  loadApp();
}

// The first page of a tab is often this one: where the visitor came from is noted before anything else.
recordFirstTouch();

const header = document.querySelector("header");
if (header) startMenu(header, signal);
startCarousels(document.body, signal);
listenForSecretSequence(() => ask("manager-login"), signal);

const chatToggle = document.querySelector<HTMLButtonElement>("[data-chat-toggle]");
if (chatToggle) {
  const onClick = (event: MouseEvent) => {
    // Until the app has loaded, the click is this script's alone: the app opens the chat when it takes over.
    event.stopPropagation();
    chatToggle.setAttribute("aria-busy", "true");
    ask("chat");
  };
  chatToggle.addEventListener("click", onClick, { signal });
  chatToggle.addEventListener("pointerenter", loadApp, { signal });
  chatToggle.addEventListener("focus", loadApp, { signal });
}

window.__preReactScript = {
  take: (request) => asked.delete(request),
  handOver: () => {
    listening.abort();
    chatToggle?.removeAttribute("aria-busy");
  },
};
