/** A spreadsheet row: text, or a number or boolean written as it prints. */
export type CsvValue = string | number | boolean | null | undefined;

// Cells starting like this are run as formulas by Excel, LibreOffice and Google Sheets (CSV injection, OWASP);
// tab and carriage return are on OWASP's list too. Users type their own names, so nothing here is trusted.
const FORMULA_START = /^[=+\-@\t\r]/;
// Spreadsheets guess the separator from the locale and the file (',' here, ';' where the decimal mark is a comma,
// tab when pasted), so a cell holding any of them is quoted, as are quotes and line breaks (RFC 4180).
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** One cell: formula guard first, then quoting of every separator, quote and line break. */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180: CRLF after every record, the header first. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
