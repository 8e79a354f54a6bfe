import type * as React from "react";
import { cn } from "~/lib/utils";

// The site's one icon set: Lucide's shapes (ISC licence, lucide.dev) drawn as plain inline SVG, without
// lucide-react's runtime (createLucideIcon, its context and attribute helpers), which every page's first load would
// otherwise carry. The server markup of the pages that run before React (ADR 006) draws them the same way.
// One module per icon, so a page's chunks carry only the icons it draws; import each from its own file (a barrel
// module would put every icon in one shared chunk). Add an icon by copying its shapes from lucide.dev into a new file.

export type IconProps = React.ComponentProps<"svg">;

/**
 * Lucide's 24×24 stroke frame; hidden from assistive technology unless the caller labels it. Its stroke (colour, width,
 * round ends and joins, no fill) is the `icon` class (app/styles/app.css), not five attributes on each of a page's
 * icons: a dashboard page draws a hundred.
 */
export function Svg({ children, className, ...props }: IconProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless the caller passes aria-label (then not aria-hidden)
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      className={cn("icon", className)}
      aria-hidden={props["aria-label"] || props["aria-labelledby"] ? undefined : true}
      {...props}
    >
      {children}
    </svg>
  );
}
