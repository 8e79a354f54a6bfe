// The pre-React script of the content pages with parts that show and hide (the FAQ's answers, the news articles' "Read
// more") or print (a guide's Download Resource; ADR 014): everything the home page's script does
// (app/entry.pre-react.ts, which it imports), and those parts with the same DOM code the app runs. Until the visitor
// asks for the chat or the manager sign-in, the page runs no React. It must not import React.
import "./entry.pre-react";
import { startDisclosures } from "./components/sections/disclosure-controller";
import { stopOnHandOver } from "./lib/pre-react-script";
import { startPrintButtons } from "./lib/print-buttons";

// Once the app has hydrated the page, its components run the same code on the same DOM: this script's listeners stop.
const listening = new AbortController();
stopOnHandOver(listening);

const main = document.getElementById("main");
if (main) {
  startDisclosures(main, listening.signal);
  startPrintButtons(main, listening.signal);
}
