import type * as React from "react";
import { cn } from "~/lib/utils";

// A plain variant map instead of class-variance-authority and Radix's Slot: the same classes for ~2 KB gzip less
// on every page, where it counts for a first visit's load time. No caller used `asChild`; style a <Link> or <a> with buttonVariants() instead.
// What every button shares is one class, `btn` (app/styles/app.css), not its dozen utilities: a dashboard page draws
// 150 buttons, and the utilities spelled out on each were a sixth of its HTML.
const BASE = "btn";

const VARIANTS = {
  default: "bg-primary text-primary-foreground hover:bg-primary/90",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  outline: "border border-border bg-background text-foreground hover:bg-muted",
  ghost: "text-foreground hover:bg-muted",
  accent: "bg-accent text-accent-foreground hover:bg-accent/90",
  link: "text-primary underline-offset-4 hover:underline",
  // For buttons on the dark primary background (heroes, banners).
  inverse: "border border-primary-foreground/60 text-primary-foreground hover:bg-primary-foreground/10",
};

const SIZES = {
  default: "h-10 px-4 py-2",
  sm: "h-9 px-3",
  lg: "h-12 px-6",
  icon: "size-10",
};

export type ButtonVariantProps = { variant?: keyof typeof VARIANTS | null; size?: keyof typeof SIZES | null };

/** The button classes for a variant and size, with the caller's className last. */
export function buttonVariants({ variant, size, className }: ButtonVariantProps & { className?: string } = {}) {
  return cn(BASE, VARIANTS[variant ?? "default"], SIZES[size ?? "default"], className);
}

export function Button({ className, variant, size, ...props }: React.ComponentProps<"button"> & ButtonVariantProps) {
  return <button data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />;
}
