import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Unlike shadcn's default it does NOT resolve Tailwind conflicts (tailwind-merge
 * weighs ~7 KB gzip, more than our whole layout; see docs/decisions/002-no-tailwind-merge.md), so never
 * pass two classes that set the same property: add a variant instead.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}

/** The initials of a person's or organization's name: first letter of the first two words. */
export function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
}
