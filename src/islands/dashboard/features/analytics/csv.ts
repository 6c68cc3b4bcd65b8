// CSV of what a table shows, built in the browser: the view's data is already here, and the file
// then matches the screen exactly (same period, same rows).

export type CsvCell = string | number;

// A text cell a spreadsheet would run as a formula. Customer and product names come from outside
// (a WhatsApp profile name can be "=HYPERLINK(…)"), so they are prefixed with a quote.
const FORMULA = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180: comma-separated, CRLF line ends, quoted where needed. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Saves the text as a file; the byte order mark makes Excel read Swahili and names as UTF-8. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
