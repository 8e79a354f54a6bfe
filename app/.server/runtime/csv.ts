// The CSV files managers download (the dashboard's export, the file access log) share one way of writing a cell,
// so a value that is safe in one file is safe in the other.

/** One CSV cell: quoted, quotes doubled, and a leading = + - @ neutralised so spreadsheets never run it. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A whole CSV file: the header row, then one line per row (null and undefined are empty cells). */
export function csvOf(header: readonly string[], rows: readonly (readonly unknown[])[]) {
  // The BOM makes spreadsheet programs read the file as UTF-8.
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
