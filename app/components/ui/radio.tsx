import type * as React from "react";
import { cn } from "~/lib/utils";

/** A native radio button in the site's colours; group it in a <fieldset> with a <legend>. */
export function Radio({ className, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      data-slot="radio"
      type="radio"
      className={cn(
        "size-4 shrink-0 accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed",
        className,
      )}
      {...props}
    />
  );
}
