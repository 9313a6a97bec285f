// The "Download CSV" and "Download JSON" buttons of a table (the matrix, the URL rows): the
// rows are the engine's answers as the panel last drew them; the code that writes the files
// loads at the first download (../exports.js).

import { lazy } from '../lazy.js';
import { many } from '../words.js';

/** @typedef {import('../exports.js').Row} Row */
/** @typedef {{ csv: HTMLButtonElement, json: HTMLButtonElement }} DownloadButtons */

const exporting = lazy(() => import('../exports.js'));

/**
 * Wires `buttons` to download `rows()` as `name`.csv or `name`.json, saying so with `say`;
 * returns a function that enables the buttons when there is something (complete) to download.
 * @param {DownloadButtons} buttons @param {{ name: string, what: string, columns: string[], rows: () => Row[], say: (text: string) => void }} table
 * @returns {(ready: boolean) => void}
 */
export function downloadButtons({ csv, json }, { name, what, columns, rows, say }) {
  /** @param {'csv' | 'json'} format */
  const save = (format) =>
    exporting().then(
      (x) => {
        const list = rows();
        x.download(format, name, columns, list);
        say(`Downloaded ${what} as ${format.toUpperCase()}: ${many(list.length, 'row')}.`);
      },
      () => say('The download could not be prepared. Try again.'),
    );
  csv.addEventListener('click', () => save('csv'));
  json.addEventListener('click', () => save('json'));
  return (ready) => {
    csv.disabled = json.disabled = !ready;
  };
}
