// React Router's default client entry, plus one step before hydration: the tab's first touch is noted before any
// component can read it (a lead form on the tab's first page reads it in its first effect). A tab a manager opens
// on the sign-in page or the dashboard is not a visitor arriving, so those pages note nothing.
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { recordFirstTouch } from "~/lib/first-touch";

if (!location.pathname.startsWith("/manager-")) recordFirstTouch();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
