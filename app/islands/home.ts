// The home page's only JavaScript on a first visit (ADR 006): about 1 KB gzip instead of the 111 KB of React, React
// DOM, React Router and the site shell. It runs the same DOM code the app runs for the small-screen menu, the
// carousels and the manager shortcut, and loads the app only when the visitor asks for the chat or the manager
// sign-in (or points at the chat toggle). Links are plain links until then: each opens a prerendered page.
// scripts/postbuild.ts bundles this file and inlines it into the home page; it must not import React.
import { startMenu } from "../components/layout/menu-controller";
import { startCarousels } from "../components/sections/carousel-controller";
import { HOME_SECTIONS_ID, type IslandIntent } from "../lib/islands";
import { listenForSecretSequence } from "../lib/secret-sequence";

const asked = new Set<IslandIntent>();
const stops: (() => void)[] = [];

const loadApp = () => window.__bootApp?.();

function ask(intent: IslandIntent) {
  asked.add(intent);
  loadApp();
}

const header = document.querySelector("header");
if (header) stops.push(startMenu(header));
const sections = document.getElementById(HOME_SECTIONS_ID);
if (sections) stops.push(startCarousels(sections));
stops.push(listenForSecretSequence(() => ask("manager-login")));

const chatToggle = document.querySelector<HTMLButtonElement>("[data-chat-toggle]");
if (chatToggle) {
  const onClick = (event: MouseEvent) => {
    // Until the app has loaded, the click is this script's alone: the app opens the chat when it takes over.
    event.stopPropagation();
    chatToggle.setAttribute("aria-busy", "true");
    ask("chat");
  };
  chatToggle.addEventListener("click", onClick);
  chatToggle.addEventListener("pointerenter", loadApp);
  chatToggle.addEventListener("focus", loadApp);
  stops.push(() => {
    chatToggle.removeEventListener("click", onClick);
    chatToggle.removeEventListener("pointerenter", loadApp);
    chatToggle.removeEventListener("focus", loadApp);
    chatToggle.removeAttribute("aria-busy");
  });
}

window.__homeIslands = {
  take: (intent) => asked.delete(intent),
  handOver: () => {
    for (const stop of stops.splice(0)) stop();
  },
};
