import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * Shared look of every text-like control, so inputs, textareas and selects line up. It sets no padding or
 * height: cn() does not resolve Tailwind conflicts (ADR 002), so each control adds its own.
 */
export const controlClassName =
  "w-full rounded-md border border-border bg-background text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-primary focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input data-slot="input" type={type} className={cn(controlClassName, "h-10 px-3 py-2", className)} {...props} />
  );
}
