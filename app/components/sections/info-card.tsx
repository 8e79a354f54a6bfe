import { cn } from "~/lib/utils";

/** A titled card of short copy, with an optional decorative icon. Used for highlights, reasons and values. */
export function InfoCard({ title, body, icon }: { title: string; body: string; icon?: React.ReactNode }) {
  return (
    <div className="h-full rounded-xl border border-border bg-card p-6 shadow-sm">
      {icon ? (
        <span
          aria-hidden="true"
          className="mb-4 inline-grid size-11 place-items-center rounded-lg bg-secondary text-primary [&_svg]:size-6"
        >
          {icon}
        </span>
      ) : null}
      <h3 className="text-lg font-semibold text-primary">{title}</h3>
      <p className="mt-2 text-pretty text-muted-foreground">{body}</p>
    </div>
  );
}

/** A grid of InfoCards, one per item; `iconOf` names an item's icon, for cards that have one. */
export function InfoCardList<T extends { title: string; body: string }>({
  items,
  className,
  iconOf,
}: {
  items: readonly T[];
  /** The grid's columns, e.g. "md:grid-cols-3". */
  className: string;
  iconOf?: (item: T) => React.ComponentType;
}) {
  return (
    <ul className={cn("grid gap-6", className)}>
      {items.map((item) => {
        const Icon = iconOf?.(item);
        return (
          <li key={item.title}>
            <InfoCard title={item.title} body={item.body} icon={Icon ? <Icon /> : undefined} />
          </li>
        );
      })}
    </ul>
  );
}
