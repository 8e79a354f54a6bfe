import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * A heading that script moves focus to when the part it names appears or is returned to (the careers page's form
 * opened or closed), so keyboard and screen-reader users land on it: focusable by script only, never by Tab, and
 * without a focus ring. The sent confirmation writes its own: sharing this module with that lazily loaded part
 * would give /careers a chunk of its own to load.
 */
export function FocusTargetHeading({
  level: Heading,
  className,
  ...props
}: { level: "h2" | "h3" } & React.ComponentProps<"h2">) {
  return <Heading tabIndex={-1} className={cn(className, "outline-none")} {...props} />;
}
