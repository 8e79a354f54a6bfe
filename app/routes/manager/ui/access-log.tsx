/** One line of a file's access log, ready to show. */
export type AccessLine = {
  id: number;
  at: string;
  atText: string;
  actorName: string;
  fileName: string;
  clientIp: string;
};

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
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                When
              </th>
              <th scope="col" className="py-1 pr-4">
                Who
              </th>
              <th scope="col" className="py-1 pr-4">
                File
              </th>
              <th scope="col" className="py-1">
                IP address
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} className="border-border border-t">
                <td className="py-1 pr-4">
                  <time dateTime={line.at}>{line.atText}</time>
                </td>
                <td className="py-1 pr-4">{line.actorName}</td>
                <td className="py-1 pr-4">{line.fileName}</td>
                <td className="py-1">{line.clientIp}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
