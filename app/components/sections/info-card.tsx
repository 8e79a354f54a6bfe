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
