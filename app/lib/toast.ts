/**
 * Toasts, drawn by sonner. Its code loads with the first toast, so it stays out of the pages' first load; a toast
 * asked for before the region (ToastRegion) has mounted shows as soon as it has.
 */
export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "error";
  /** Names the toast, so dismissToast can take it away early. */
  id?: string;
};

let isRequested = false;
const requestListeners = new Set<() => void>();

// Each call goes through this one import, so toasts and dismissals reach sonner in the order they were made.
function withSonner(use: (sonner: typeof import("sonner")) => void) {
  import("sonner")
    .then(use)
    // The code could not load (a dropped connection, a new deploy): the toast is lost, and every form says the
    // same in its own alert.
    .catch(() => undefined);
}

export function toast({ title, description, variant, id }: ToastInput) {
  if (!isRequested) {
    isRequested = true;
    for (const notify of requestListeners) notify();
  }
  withSonner(({ toast: show }) => {
    if (variant === "error") show.error(title, { description, id });
    else show(title, { description, id });
  });
}

/** Takes the toast named `id` away (e.g. one about this page, when the visitor leaves it); no-op if it is gone. */
export function dismissToast(id: string) {
  if (isRequested) withSonner(({ toast: show }) => show.dismiss(id));
}

/** Lets the region know the first toast is waiting, so it can mount sonner's Toaster. */
export function onToastRequested(notify: () => void) {
  requestListeners.add(notify);
  if (isRequested) notify();
  return () => {
    requestListeners.delete(notify);
  };
}
