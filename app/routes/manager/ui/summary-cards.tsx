type Counts = { total: number; pending: number };

/** The lead and upload counts the loader reads from the summary, with the overdue counts. */
type Summary = {
  inquiries: Counts;
  applications: Counts;
  uploads: { total: number };
  overdue: { inquiries: number; applications: number };
};

/**
 * The summary cards, one per table. On a phone each card is a row of its own, the table's name and then its figures,
 * each labelled "Total", "Pending" or "Overdue" (three cards side by side cut off the figures at that width); the full
 * label stays for screen readers.
 */
export function SummaryCards({ summary }: { summary: Summary }) {
  const groups = [
    {
      name: "Inquiries",
      figures: [
        { kind: "Total", value: summary.inquiries.total },
        { kind: "Pending", value: summary.inquiries.pending },
        { kind: "Overdue", value: summary.overdue.inquiries },
      ],
    },
    {
      name: "Applications",
      figures: [
        { kind: "Total", value: summary.applications.total },
        { kind: "Pending", value: summary.applications.pending },
        { kind: "Overdue", value: summary.overdue.applications },
      ],
    },
    { name: "Uploads", figures: [{ kind: "Total", value: summary.uploads.total }] },
  ];
  return (
    <section aria-labelledby="summary-heading" className="mt-6 md:mt-8">
      <h2 id="summary-heading" className="sr-only">
        Summary
      </h2>
      <div className="grid gap-2 md:grid-cols-[3fr_3fr_1fr] md:gap-4">
        {groups.map((group) => (
          <div
            key={group.name}
            className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card px-3 py-2 shadow-sm md:block md:border-0 md:bg-transparent md:p-0 md:shadow-none"
          >
            <p aria-hidden="true" className="text-sm font-semibold text-foreground md:hidden">
              {group.name}
            </p>
            <ul className="flex gap-4 md:grid md:grid-cols-[repeat(auto-fit,minmax(0,1fr))] md:gap-4">
              {group.figures.map((figure) => (
                <li
                  key={figure.kind}
                  className="md:rounded-lg md:border md:border-border md:bg-card md:p-4 md:shadow-sm"
                >
                  <p className="text-xs font-semibold text-muted-foreground md:text-sm">
                    {figure.kind}
                    <span className="max-md:sr-only"> {group.name}</span>
                  </p>
                  <p className="text-xl font-bold text-primary md:mt-1 md:text-3xl">
                    {figure.value.toLocaleString("en-US")}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
