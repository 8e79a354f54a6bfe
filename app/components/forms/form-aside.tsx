import { Clock } from "~/components/ui/icons/clock";
import { cn } from "~/lib/utils";
import { useFirmDetails } from "../layout/use-firm-details";

/** The column beside a lead form (two of the page grid's five columns): panels, one above the other. */
export function FormAside({ labelledBy, children }: { labelledBy: string; children: React.ReactNode }) {
  return (
    <aside aria-labelledby={labelledBy} className="grid content-start gap-6 lg:col-span-2">
      {children}
    </aside>
  );
}

/** A rounded panel of that column, with its heading. `isDark` sets it on the primary colour, to stand out. */
export function AsidePanel({
  titleId,
  title,
  isDark = false,
  children,
}: {
  titleId?: string;
  title: string;
  isDark?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("rounded-xl p-6 md:p-8", isDark ? "bg-primary text-primary-foreground" : "bg-muted")}>
      <h2 id={titleId} className={cn("text-xl font-bold", !isDark && "text-primary")}>
        {title}
      </h2>
      {children}
    </div>
  );
}

/** The firm's office hours, a day (or days) and its hours a row, under a heading with a clock. */
export function OfficeHours({ title, className }: { title: string; className: string }) {
  const firm = useFirmDetails();
  return (
    <div className={className}>
      <h3 className="flex items-center gap-2 text-lg font-semibold text-primary">
        <Clock aria-hidden="true" className="size-5" />
        {title}
      </h3>
      <dl className="mt-3 grid gap-2 text-sm">
        {firm.hours.map((row) => (
          <div key={row.days} className="flex flex-wrap justify-between gap-x-4 border-b border-border pb-2">
            <dt className="font-semibold">{row.days}</dt>
            <dd>{row.time}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
