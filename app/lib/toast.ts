/**
 * Toasts, loaded on first use so that sonner stays out of the first page load.
 * Calls made before the toast region has mounted are queued and shown once it has.
 */
export type ToastInput = { title: string; description?: string; variant?: "default" | "error" };

type Listener = (toast: ToastInput) => void;

let listener: Listener | undefined;
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

/** The toast region calls this when it is ready; queued toasts are delivered at once. */
export function connectToastRenderer(next: Listener) {
  listener = next;
  for (const item of queue.splice(0)) next(item);
  return () => {
    if (listener === next) listener = undefined;
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
