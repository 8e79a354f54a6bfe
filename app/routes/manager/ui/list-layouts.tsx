// The dashboard's three lists share one frame: a table from tablet width up, cards below it. Each list says what its
// columns and cards show (DashboardList); the frame lays them out.
import { type ReactNode, useSyncExternalStore } from "react";
import { cn } from "~/lib/utils";
import type { Route } from "../+types/dashboard";
import { ColumnHeads } from "./column-heads";
import { EmailLink, PhoneLink } from "./contact";

export type LoaderData = Route.ComponentProps["loaderData"];
export type RowsOf<T extends LoaderData["list"]["tab"]> = Extract<LoaderData["list"], { tab: T }>["rows"];

const th = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground";
const muted = "text-muted-foreground";

/** How a list is laid out: a table from tablet width up, a card per row below it. */
export type ListLayout = "table" | "cards";

// Tailwind's md breakpoint: from here up the lists are tables, below it cards.
const WIDE_SCREEN = "(min-width: 48rem)";

/**
 * The layout the server renders, before the browser's width is known: cards for a phone, the table otherwise. A
 * phone says so in its `Sec-CH-UA-Mobile` client hint (Chromium browsers send it unasked) or with "Mobi" in its user
 * agent (Safari, Firefox). Only the page's first load depends on the guess: once hydrated, the width decides.
 */
export function listLayoutFor(headers: Headers): ListLayout {
  const hint = headers.get("Sec-CH-UA-Mobile");
  if (hint) return hint === "?1" ? "cards" : "table";
  return /Mobi/.test(headers.get("User-Agent") ?? "") ? "cards" : "table";
}

function subscribeToScreenWidth(onChange: () => void) {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Mounts the table or the cards, never both: rendering every row twice (once hidden) cost the server half its time
 * on a page of 50 leads, and each row's toggle must exist once (two mounted copies would each toast a change). The
 * server renders `serverLayout`, which shows at any width until the page hydrates; from then on the screen's width
 * picks the layout, and a resize across the breakpoint swaps it.
 */
function ListLayouts({
  serverLayout,
  table,
  cards,
}: {
  serverLayout: ListLayout;
  table: () => ReactNode;
  cards: () => ReactNode;
}) {
  const shown = useSyncExternalStore(
    subscribeToScreenWidth,
    (): ListLayout => (window.matchMedia(WIDE_SCREEN).matches ? "table" : "cards"),
    () => serverLayout,
  );
  return shown === "table" ? table() : cards();
}

/** The list as a table, for tablet widths up (see ListLayouts). */
function TableFrame({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      {/* list-table sets every cell's padding and text once (app/styles/app.css), not on each of the page's 350. */}
      <table className="list-table w-full border-collapse">
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads labels={head} className="bg-muted" cellClassName={th} />
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

/** The phone's list: one card per row with the name, how long ago it arrived, the status and the actions. */
function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="space-y-3">
      {children}
    </ul>
  );
}

type CardParts = {
  name: ReactNode;
  status?: ReactNode;
  detail?: ReactNode;
  actions: ReactNode;
};

function Card({ name, age, status, detail, actions }: CardParts & { age: ListRow }) {
  return (
    <li className="rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 break-words font-semibold">{name}</p>
        {status}
      </div>
      {/* A div, not a p: the detail can hold blocks (a call's times), and a block inside a p is split by the HTML
          parser, so the server's markup and React's tree disagreed on hydration. */}
      <div className="mt-1 text-sm text-muted-foreground">
        <time dateTime={age.createdAt.toISOString()} title={age.createdAtText}>
          {age.ageText}
        </time>
        {detail ? <> · {detail}</> : null}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}

/** What every list row has: its id, and when it arrived (as a time, as text, and how long ago). */
export type ListRow = { id: string; createdAt: Date; createdAtText: string; ageText: string };

/** One column of a list's table: its heading, and what each row shows in its cell. */
export type ListColumn<Row> = { head: string; className?: string; cell: (row: Row) => ReactNode };

/** The list's first column: when the row arrived, and how long ago. */
export const RECEIVED_COLUMN: ListColumn<ListRow> = {
  head: "Received",
  className: "whitespace-nowrap",
  cell: (row) => (
    <>
      <time dateTime={row.createdAt.toISOString()}>{row.createdAtText}</time>
      <span className={cn("block text-xs", muted)}>{row.ageText}</span>
    </>
  ),
};

/** What one of the dashboard's lists shows: its name, its table's columns, and the parts of each row's card. */
export type ListView<Row> = {
  /** The table's caption and the card list's name. */
  label: string;
  columns: readonly ListColumn<Row>[];
  card: (row: Row) => CardParts;
};

/**
 * One of the dashboard's lists (nothing when it has no rows): a table with one cell per column from tablet width up,
 * and below it one card per row, with how long ago the row arrived. `serverLayout` is the loader's listLayoutFor.
 */
export function DashboardList<Row extends ListRow>({
  view: { label, columns, card },
  rows,
  serverLayout,
}: {
  view: ListView<Row>;
  rows: readonly Row[];
  serverLayout: ListLayout;
}) {
  if (rows.length === 0) return null;
  return (
    <ListLayouts
      serverLayout={serverLayout}
      table={() => (
        <TableFrame caption={label} head={columns.map((column) => column.head)}>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.head} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </TableFrame>
      )}
      cards={() => (
        <CardList label={label}>
          {rows.map((row) => (
            <Card key={row.id} age={row} {...card(row)} />
          ))}
        </CardList>
      )}
    />
  );
}

/** Who sent a lead: the name, the e-mail and (when given) the phone, each a link. */
export function ContactDetails({ name, email, phone }: { name: string; email: string; phone: string | null }) {
  return (
    <>
      <p className="font-semibold">{name}</p>
      <p>
        <EmailLink address={email} />
      </p>
      {phone ? (
        <p>
          <PhoneLink phone={phone} />
        </p>
      ) : null}
    </>
  );
}

export function NotGiven() {
  return <span className={muted}>Not provided</span>;
}
