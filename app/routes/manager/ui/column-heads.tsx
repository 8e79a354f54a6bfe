/** A table's header row: one column header per label. */
export function ColumnHeads({
  labels,
  className,
  cellClassName,
}: {
  labels: readonly string[];
  className?: string;
  cellClassName: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={cellClassName}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
