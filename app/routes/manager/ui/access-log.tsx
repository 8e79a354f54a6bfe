import type { ReactNode } from "react";
import { ColumnHeads } from "./column-heads";

/** One line of a file's access log, ready to show. */
export type AccessLine = {
  id: number;
  at: string;
  atText: string;
  actorName: string;
  fileName: string;
  clientIp: string;
};

const cell = "py-1 pr-4 last:pr-0";

/** The log's columns: each heading, and what a line shows under it. */
const COLUMNS: readonly (readonly [string, (line: AccessLine) => ReactNode])[] = [
  ["When", (line) => <time dateTime={line.at}>{line.atText}</time>],
  ["Who", (line) => line.actorName],
  ["File", (line) => line.fileName],
  ["IP address", (line) => line.clientIp],
];

/** The access log of a record's files: who downloaded which file, when, from which IP. */
export function AccessLog({ lines, isAdmin }: { lines: AccessLine[]; isAdmin: boolean }) {
  return (
    <section aria-labelledby="access-log-heading" className="mx-auto mt-6 max-w-4xl px-4" data-print-hide>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="access-log-heading" className="text-xl font-bold text-primary">
          File access log
        </h2>
        {isAdmin ? (
          <a href="/manager-dashboard/access-log.csv" className="text-primary text-sm underline underline-offset-4">
            Export the whole access log (CSV)
          </a>
        ) : null}
      </div>
      {lines.length === 0 ? (
        <p className="mt-2 text-muted-foreground">No one has downloaded these files yet.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Downloads, newest first</caption>
          <ColumnHeads labels={COLUMNS.map(([head]) => head)} cellClassName={cell} />
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} className="border-border border-t">
                {COLUMNS.map(([head, show]) => (
                  <td key={head} className={cell}>
                    {show(line)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
