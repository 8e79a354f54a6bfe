// The pieces the dashboard's three lists share: a table from tablet width up, cards below it, and their cells.
import { type ReactNode, useSyncExternalStore } from "react";
import { cn } from "~/lib/utils";
import type { Route } from "../+types/dashboard";
import { ColumnHeads } from "./column-heads";
import { EmailLink, PhoneLink } from "./contact";

export type LoaderData = Route.ComponentProps["loaderData"];
export type RowsOf<T extends LoaderData["list"]["tab"]> = Extract<LoaderData["list"], { tab: T }>["rows"];

const th = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground";
export const td = "px-3 py-3 align-top text-sm";
const muted = "text-muted-foreground";

// Tailwind's md breakpoint: from here up the lists are tables, below it cards.
const WIDE_SCREEN = "(min-width: 48rem)";

function subscribeToScreenWidth(onChange: () => void) {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Mounts the table, the cards, or both. The server renders both and CSS shows the one that fits; once hydrated only
 * the shown one stays mounted, so each row's toggle exists once (two mounted copies would each toast a change).
 */
export function ListLayouts({ table, cards }: { table: ReactNode; cards: ReactNode }) {
  const shown = useSyncExternalStore(
    subscribeToScreenWidth,
    () => (window.matchMedia(WIDE_SCREEN).matches ? "table" : "cards"),
    () => "both",
  );
  return (
    <>
      {shown === "cards" ? null : table}
      {shown === "table" ? null : cards}
    </>
  );
}

/** The list as a table from tablet width up; below it the same rows show as cards (see CardList). */
export function TableFrame({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-border md:block">
      <table className="w-full border-collapse">
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads labels={head} className="bg-muted" cellClassName={th} />
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

/** The phone's list: one card per row with the name, how long ago it arrived, the status and the actions. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="space-y-3 md:hidden">
      {children}
    </ul>
  );
}

export function Card({
  name,
  age,
  status,
  detail,
  actions,
}: {
  name: ReactNode;
  age: { text: string; createdAt: Date; full: string };
  status?: ReactNode;
  detail?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 break-words font-semibold">{name}</p>
        {status}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        <time dateTime={age.createdAt.toISOString()} title={age.full}>
          {age.text}
        </time>
        {detail ? <> · {detail}</> : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}

export const ageOf = (row: { ageText: string; createdAt: Date; createdAtText: string }) => ({
  text: row.ageText,
  createdAt: row.createdAt,
  full: row.createdAtText,
});

/** The list's first column: when the row arrived, and how long ago. */
export function ReceivedCell({ row }: { row: { createdAt: Date; createdAtText: string; ageText: string } }) {
  return (
    <td className={cn(td, "whitespace-nowrap")}>
      <time dateTime={row.createdAt.toISOString()}>{row.createdAtText}</time>
      <span className={cn("block text-xs", muted)}>{row.ageText}</span>
    </td>
  );
}

/** Who sent a lead: the name, the e-mail and (when given) the phone, each a link. */
export function ContactCell({
  name,
  email,
  phone,
  className,
}: {
  name: string;
  email: string;
  phone: string | null;
  className?: string;
}) {
  return (
    <td className={cn(td, className)}>
      <p className="font-semibold">{name}</p>
      <p>
        <EmailLink address={email} />
      </p>
      {phone ? (
        <p>
          <PhoneLink phone={phone} />
        </p>
      ) : null}
    </td>
  );
}

export function NotGiven() {
  return <span className={muted}>Not provided</span>;
}
