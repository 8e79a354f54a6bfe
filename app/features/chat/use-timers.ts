import { useEffect, useMemo, useRef } from "react";

/** setTimeout that is cancelled when the component unmounts, or on demand (Start Over). */
export function useTimers() {
  const pending = useRef(new Set<number>());

  useEffect(() => {
    const ids = pending.current;
    return () => {
      for (const id of ids) window.clearTimeout(id);
      ids.clear();
    };
  }, []);

  return useMemo(
    () => ({
      schedule(callback: () => void, delayMs: number) {
        const id = window.setTimeout(() => {
          pending.current.delete(id);
          callback();
        }, delayMs);
        pending.current.add(id);
      },
      cancelAll() {
        for (const id of pending.current) window.clearTimeout(id);
        pending.current.clear();
      },
    }),
    [],
  );
}
