// React Router's default client entry, plus one line before hydration: the tab's first touch is noted before any
// component can read it (a lead form on the tab's first page reads it in its first effect).
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { recordFirstTouch } from "~/lib/first-touch";

recordFirstTouch();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
