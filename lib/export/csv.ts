// CSV that opens safely in spreadsheets (RFC 4180 quoting, and OWASP's advice on
// formula injection: a cell that a spreadsheet would run as a formula is prefixed
// with an apostrophe, so "=HYPERLINK(…)" in a bio stays text).

const FORMULA_START = /^[=+\-@\t\r|%]/;

export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = "";
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === "object") text = JSON.stringify(value);
  else text = String(value);
  // Numbers we wrote ourselves are safe; text that merely looks like a formula is not.
  if (typeof value !== "number" && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A CSV document (header row first, CRLF line ends) from rows of the same shape. */
export function toCsv(rows: readonly Record<string, unknown>[], columns?: readonly string[]): string {
  const header = columns ?? Object.keys(rows[0] ?? {});
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(header.map((key) => csvCell(row[key])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
