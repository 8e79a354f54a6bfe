import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** How often a shown page reloads its data: files an agency sends meanwhile appear without a reload. */
const EVERY_MS = 30_000;

/**
 * Reloads the page's data when the manager comes back to the tab, and every half minute while it is shown (never while
 * it is hidden, nor while a reload or a form is under way). `isEnabled` false turns it off (a tab that does not need it).
 */
export function useRevalidateWhileShown(isEnabled = true) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!isEnabled) return;
    const reload = () => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    };
    const timer = setInterval(reload, EVERY_MS);
    document.addEventListener("visibilitychange", reload);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", reload);
    };
  }, [revalidator, isEnabled]);
}
