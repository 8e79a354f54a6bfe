/**
 * Toasts, loaded on first use so that sonner stays out of the first page load.
 * Calls made before the toast region has mounted are queued and shown once it has.
 */
export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "error";
  /** Names the toast, so dismissToast can take it away early. */
  id?: string;
};

type Listener = (toast: ToastInput) => void;

let listener: Listener | undefined;
let dismissListener: ((id: string) => void) | undefined;
const queue: ToastInput[] = [];
const requestListeners = new Set<() => void>();

export function toast(input: ToastInput) {
  if (listener) {
    listener(input);
    return;
  }
  queue.push(input);
  for (const notify of requestListeners) notify();
}

/** Takes the toast named `id` away (e.g. one about this page, when the visitor leaves it); no-op if it is gone. */
export function dismissToast(id: string) {
  const index = queue.findIndex((item) => item.id === id);
  if (index >= 0) queue.splice(index, 1);
  dismissListener?.(id);
}

/** The toast region calls this when it is ready; queued toasts are delivered at once. */
export function connectToastRenderer(next: Listener, dismiss: (id: string) => void) {
  listener = next;
  dismissListener = dismiss;
  for (const item of queue.splice(0)) next(item);
  return () => {
    if (listener === next) {
      listener = undefined;
      dismissListener = undefined;
    }
  };
}

/** Lets the region know the first toast is waiting, so it can load the renderer. */
export function onToastRequested(notify: () => void) {
  requestListeners.add(notify);
  if (queue.length > 0) notify();
  return () => {
    requestListeners.delete(notify);
  };
}
