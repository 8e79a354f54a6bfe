import type * as React from "react";

// The site's one icon set: Lucide's shapes (ISC licence, lucide.dev) drawn as plain inline SVG, without
// lucide-react's runtime (createLucideIcon, its context and attribute helpers), which every page's first load would
// otherwise carry. The server markup of the pages that run before React (ADR 006) draws them the same way.
// One module per icon, so a page's chunks carry only the icons it draws; import each from its own file (a barrel
// module would put every icon in one shared chunk). Add an icon by copying its shapes from lucide.dev into a new file.

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
