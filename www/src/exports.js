// Tables as files to download: CSV (RFC 4180, safe to open in a spreadsheet) and JSON. Loaded
// when a download is first asked for (lazy.js). The rows are the engine's answers as a panel
// received them; nothing here decides anything.

/** @typedef {Record<string, string | number | boolean | null>} Row */

/**
 * One CSV field: a text a spreadsheet would read as a formula (starting with `=`, `+`, `-`,
 * `@`, a tab or a carriage return) gets a leading `'`, so that it stays text; then a field
 * holding `"`, `,`, CR or LF is quoted, its quotes doubled (RFC 4180 §2). A number or a
 * boolean is written as is: `-1` is a number, not a formula.
 * @param {string | number | boolean | null} value
 */
export function csvField(value) {
  if (value == null) return '';
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * CSV text: a header of `columns`, then one record per row, lines ended by CRLF (RFC 4180).
 * @param {string[]} columns @param {Row[]} rows
 */
export function toCsv(columns, rows) {
  return [columns, ...rows.map((r) => columns.map((c) => r[c] ?? null))].map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('');
}

/**
 * JSON text: the rows as an array of objects with `columns` as keys, in that order.
 * @param {string[]} columns @param {Row[]} rows
 */
export function toJson(columns, rows) {
  return `${JSON.stringify(
    rows.map((r) => Object.fromEntries(columns.map((c) => [c, r[c] ?? null]))),
    null,
    2,
  )}\n`;
}

/**
 * Saves `rows` as `name`.csv or `name`.json through the browser's download.
 * @param {'csv' | 'json'} format @param {string} name @param {string[]} columns @param {Row[]} rows
 */
export function download(format, name, columns, rows) {
  const text = format === 'csv' ? toCsv(columns, rows) : toJson(columns, rows);
  const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json';
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.${format}`;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its own copy once it started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
