// The page's file actions: open (the picker, or a file dropped on the editor), fetch from a
// site (on a click only: ./fetchsite.js), download, copy to the clipboard and the share link.

import { h } from '../dom.js';

/**
 * @param {object} p
 * @param {{ getText(): string, setText(text: string): void }} p.editor
 * @param {(how: string) => void} p.loading  how the next text set is loaded (`opened`, `dropped`): the comparison names it
 * @param {HTMLInputElement} p.fileInput
 * @param {HTMLElement} p.dropZone
 * @param {(id: string) => HTMLElement} p.byId
 * @param {HTMLInputElement} p.shareUrl
 * @param {{ flush(): Promise<void> }} p.saver
 * @param {() => boolean} p.shareRefused  the state is too large for a link (the notice says so)
 * @param {(text: string | null) => void} p.onFileProblem
 * @param {(text: string) => void} p.say
 * @param {number} p.sizeLimit  the engine's size limit: a fetch reads little past it
 * @param {(status: import('../session/readings.js').Status) => void} p.setStatus  the HTTP status a fetch brought
 * @param {() => { agent: string, urls: string[] }} p.question  the crawler and URLs asked about, for the command line
 */
export function wireFiles(p) {
  const { editor, say } = p;

  /** @param {string} text @param {string} done */
  async function copy(text, done) {
    try {
      await navigator.clipboard.writeText(text);
      say(done);
    } catch {
      say('Could not reach the clipboard; select the text and copy it by hand.');
    }
  }

  /** Puts a file's bytes in the editor, decoded as UTF-8. @param {Uint8Array} bytes @param {string} name @param {string} how */
  function loadBytes(bytes, name, how) {
    let text;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      p.onFileProblem(null);
    } catch {
      text = new TextDecoder('utf-8').decode(bytes);
      p.onFileProblem(`${name} is not valid UTF-8: the bytes that are not were replaced by U+FFFD in the editor.`);
    }
    p.loading(how);
    editor.setText(text);
  }

  /** @param {File} file @param {string} how */
  async function openFile(file, how) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    loadBytes(bytes, file.name, how);
    say(`Opened ${file.name} (${bytes.length.toLocaleString('en')} bytes).`);
  }

  p.fileInput.addEventListener('change', () => {
    const file = p.fileInput.files?.[0];
    if (file) openFile(file, 'opened');
    p.fileInput.value = '';
  });
  const zone = p.dropZone;
  zone.addEventListener('dragover', (e) => {
    if (e.dataTransfer?.types.includes('Files')) {
      e.preventDefault();
      zone.classList.add('is-dropping');
    }
  });
  zone.addEventListener('dragleave', () => zone.classList.remove('is-dropping'));
  zone.addEventListener('drop', (e) => {
    zone.classList.remove('is-dropping');
    const file = e.dataTransfer?.files?.[0];
    if (file) {
      e.preventDefault();
      openFile(file, 'dropped');
    }
  });
  p.byId('download').addEventListener('click', () => {
    const url = URL.createObjectURL(new Blob([editor.getText()], { type: 'text/plain;charset=utf-8' }));
    const a = h('a', { href: url, download: 'robots.txt' });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    say('Downloaded robots.txt.');
  });
  p.byId('copy').addEventListener('click', () => copy(editor.getText(), 'Copied the file to the clipboard.'));
  p.byId('share').addEventListener('click', async () => {
    await p.saver.flush();
    // The notice already gives the reason: the status line only answers the click.
    if (p.shareRefused()) return say('No share link: this state is too large for one (see the notice).');
    const link = p.shareUrl;
    link.value = location.href;
    link.hidden = false;
    link.select();
    copy(location.href, 'Copied the share link to the clipboard.');
  });
  // "From a site…": its code loads with the first click, and nothing is requested before Fetch.
  /** @type {Promise<{ toggle(): void }> | null} */
  let fetching = null;
  p.byId('fetch-open').addEventListener('click', async () => {
    fetching ??= import('./fetchsite.js').then((m) => m.wireFetch(p, loadBytes, copy));
    (await fetching).toggle();
  });
  return { copy };
}
