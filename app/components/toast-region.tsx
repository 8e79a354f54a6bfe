import { lazy, Suspense, useEffect, useState } from "react";
import { onToastRequested } from "~/lib/toast";

const Toasts = lazy(() => import("./toasts"));

/** Mounts the toast renderer the first time a toast is asked for. */
export function ToastRegion() {
  const [isNeeded, setIsNeeded] = useState(false);
  useEffect(() => onToastRequested(() => setIsNeeded(true)), []);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
