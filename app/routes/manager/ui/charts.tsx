import type { ReactNode } from "react";

// Charts drawn as SVG on the server: plain markup, no chart library and no script. Each chart is hidden from
// assistive technology and followed by a table with the same numbers, which screen readers read and which prints.

/** Distinct at a glance and in greyscale print (lightness differs too); the legend and the table name each one. */
export const SERIES_COLORS = ["#1d4ed8", "#0f766e", "#b45309", "#7c3aed", "#be123c"] as const;

export type Bar = { label: string; value: number };

const BAR_HEIGHT = 22;
const GAP = 8;
const LABEL_WIDTH = 180;
const CHART_WIDTH = 640;

/** Horizontal bars, one per row, longest = the largest value. */
export function BarChart({ rows }: { rows: readonly Bar[] }) {
  if (rows.length === 0) return null;
  const max = Math.max(1, ...rows.map((row) => row.value));
  const height = rows.length * (BAR_HEIGHT + GAP);
  const barSpace = CHART_WIDTH - LABEL_WIDTH - 60;
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      className="mt-3 h-auto w-full max-w-2xl print:break-inside-avoid"
    >
      {rows.map((row, index) => {
        const y = index * (BAR_HEIGHT + GAP);
        const width = Math.round((row.value / max) * barSpace);
        return (
          <g key={row.label}>
            <text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT * 0.7} textAnchor="end" fontSize="13" fill="currentColor">
              {clip(row.label, 26)}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={y}
              width={Math.max(width, row.value > 0 ? 2 : 0)}
              height={BAR_HEIGHT}
              fill={SERIES_COLORS[0]}
            />
            <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT * 0.7} fontSize="13" fill="currentColor">
              {row.value.toLocaleString("en-US")}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export type StackedColumn = { label: string; values: readonly number[] };

/** Columns stacked from several series (e.g. weeks by kind of lead), with a legend. */
export function StackedColumns({ columns, series }: { columns: readonly StackedColumn[]; series: readonly string[] }) {
  if (columns.length === 0) return null;
  const plotHeight = 180;
  const top = 10;
  const bottom = 40;
  const left = 36;
  const totals = columns.map((column) => column.values.reduce((sum, value) => sum + value, 0));
  const max = Math.max(1, ...totals);
  const step = (CHART_WIDTH - left) / columns.length;
  const barWidth = Math.max(4, step * 0.7);
  return (
    <div className="mt-3 max-w-2xl print:break-inside-avoid" aria-hidden="true">
      <svg aria-hidden="true" viewBox={`0 0 ${CHART_WIDTH} ${plotHeight + top + bottom}`} className="h-auto w-full">
        <line x1={left} x2={CHART_WIDTH} y1={top + plotHeight} y2={top + plotHeight} stroke="currentColor" />
        <text x={left - 6} y={top + 10} textAnchor="end" fontSize="12" fill="currentColor">
          {max}
        </text>
        <text x={left - 6} y={top + plotHeight} textAnchor="end" fontSize="12" fill="currentColor">
          0
        </text>
        {columns.map((column, index) => {
          const x = left + index * step + (step - barWidth) / 2;
          let y = top + plotHeight;
          return (
            <g key={column.label}>
              {column.values.map((value, seriesIndex) => {
                const height = (value / max) * plotHeight;
                y -= height;
                return (
                  <rect
                    // biome-ignore lint/suspicious/noArrayIndexKey: a series' place in the stack is its identity
                    key={seriesIndex}
                    x={x}
                    y={y}
                    width={barWidth}
                    height={height}
                    fill={SERIES_COLORS[seriesIndex % SERIES_COLORS.length]}
                  />
                );
              })}
              {index % Math.ceil(columns.length / 12) === 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={top + plotHeight + 16}
                  textAnchor="middle"
                  fontSize="11"
                  fill="currentColor"
                >
                  {column.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {series.map((name, index) => (
          <li key={name} className="flex items-center gap-1.5">
            <span
              className="inline-block size-3 rounded-sm print:[print-color-adjust:exact]"
              style={{ background: SERIES_COLORS[index % SERIES_COLORS.length] }}
            />
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A figure's heading, its chart and the table holding the same numbers. A table with many columns (`isWide`) scrolls
 * sideways on a phone inside a region the keyboard can reach and scroll; the page itself stays as wide as the screen.
 */
export function ChartSection({
  id,
  title,
  description,
  chart,
  isWide = false,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  chart: ReactNode;
  isWide?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10 print:break-inside-avoid">
      <h2 id={id} className="text-xl font-semibold text-primary">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      {chart}
      {isWide ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable, or keyboard users cannot scroll it
        <section aria-label={`${title}: table`} tabIndex={0} className="mt-3 overflow-x-auto">
          {children}
        </section>
      ) : (
        <div className="mt-3">{children}</div>
      )}
    </section>
  );
}

function clip(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
