import { Suspense, useEffect, useState } from "react";
import { lazyOnIntent } from "~/lib/lazy-on-intent";
import { onToastRequested } from "~/lib/toast";

const { Component: Toaster } = lazyOnIntent(
  () => import("sonner").then((module) => module.Toaster),
  () => null,
  "The toasts",
);

/** Mounts sonner's Toaster the first time a toast is asked for. */
export function ToastRegion() {
  const [isNeeded, setIsNeeded] = useState(false);
  useEffect(() => onToastRequested(() => setIsNeeded(true)), []);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-left" visibleToasts={3} duration={4000} closeButton />
    </Suspense>
  );
}
