import type * as React from "react";

// Lucide icons (ISC licence, lucide.dev; shapes of lucide-react 1.75) drawn as plain inline SVG. lucide-react's
// runtime (createLucideIcon, its context and attribute helpers, ~1.4 KB gzip) and one chunk per icon were part of
// every page's first load. The public pages use these; the manager pages, rendered per request, keep lucide-react.
// One module per icon, so a page's chunks carry only the icons it draws (issue 6). Add an icon by copying its shapes
// from lucide-react's icons folder into a new file here.
// Import each icon from its own file: a barrel module would put every icon in one shared chunk.

export type IconProps = React.ComponentProps<"svg">;

/** Lucide's 24×24 stroke frame; hidden from assistive technology unless the caller labels it. */
export function Svg({ children, ...props }: IconProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless the caller passes aria-label (then not aria-hidden)
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={props["aria-label"] || props["aria-labelledby"] ? undefined : true}
      {...props}
    >
      {children}
    </svg>
  );
}
