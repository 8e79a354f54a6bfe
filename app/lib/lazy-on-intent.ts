import { type ComponentType, lazy } from "react";

/**
 * A component whose code is a separate chunk, fetched on intent (`prefetch` on pointer-enter or focus) or when it
 * first renders (inside a <Suspense>). If the chunk cannot load, `Unavailable` renders in its place, so the page
 * explains what happened instead of falling to the route's error boundary. A failed prefetch is harmless:
 * rendering imports the chunk again and shows the failure there.
 */
export function lazyOnIntent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Unavailable: ComponentType<Props>,
  name: string,
) {
  const Component = lazy(() =>
    load()
      .then((loaded) => ({ default: loaded }))
      .catch((error: unknown) => {
        console.warn(`${name} could not be loaded.`, error);
        return { default: Unavailable };
      }),
  );
  const prefetch = () => {
    load().catch(() => undefined);
  };
  return { Component, prefetch };
}
