/**
 * CSV for spreadsheets (RFC 4180, CRLF rows). Spreadsheets guess the separator from the file or
 * the locale: many in Nigeria and Europe split on ';', some on tabs. So a cell is quoted when it
 * holds any separator a spreadsheet may use, a quote or a line break; quoted, it stays one cell
 * whatever the separator, and the text after a ';' never becomes a cell of its own that starts
 * with '='. A cell a spreadsheet would run as a formula (= + - @, tab, carriage return first) gets
 * a leading apostrophe (OWASP's CSV injection advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",;\t\r\n]/

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvRow = (cells: readonly (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`
