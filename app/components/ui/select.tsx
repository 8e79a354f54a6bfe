import type * as React from "react";
import { ChevronDown } from "~/components/ui/icons/chevron-down";
import { cn } from "~/lib/utils";
import { controlClassName } from "./input";

/** A native <select>: it works without JavaScript, on every keyboard and screen reader, and costs no bundle. */
export function Select({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        data-slot="select"
        className={cn(controlClassName, "h-10 appearance-none py-2 pr-9 pl-3", className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
