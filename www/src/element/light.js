// The widget's light view: the file as text, with its line roles, syntax colours, lint marks
// and line numbers, laid out like the CodeMirror editor (same gutters, fonts and padding) but
// without CodeMirror. A widget shows it until the user starts editing (focus, a click, a key,
// a paste): the element then loads the editor (./editing.js) and puts it in its place. It has
// the editor's surface as the element uses it (`doc`, `getText`, `setText`, `setRoles`,
// `setDiagnostics`, `revealLine`, `setReadOnly`).

import { GUTTER_TEXT, NO_ROLES, ROLE_TITLE, RoleMap } from '../editor/roles.js';
import { lineTokens } from '../editor/syntax.js';

/** The keys other than characters that are kept while the editor loads, as the characters
 * the editor's `type` reads: Enter, the deletions, and the caret's moves. */
/** @type {Record<string, string>} */
const KEYS = {
  Enter: '\n',
  Backspace: '\b',
  Delete: '\x7f',
  ArrowLeft: '\x11',
  ArrowRight: '\x12',
  ArrowUp: '\x13',
  ArrowDown: '\x14',
  Home: '\x15',
  End: '\x16',
};
/** With Shift these select, which the light view does not keep: they are dropped. */
const MOVES = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * A key as the editor's `type` reads it: the character, a control character for the KEYS, or
 * undefined for a key that is not kept (a shortcut, Shift with a move).
 * @param {KeyboardEvent} e
 */
export function typedKey(e) {
  if (e.ctrlKey || e.metaKey || e.altKey) return undefined;
  return e.key.length === 1 ? e.key : e.shiftKey && MOVES.has(e.key) ? undefined : KEYS[e.key];
}

/** A value longer than this (characters) is previewed: its first PREVIEW_LINES lines, each cut at PREVIEW_CHARS. */
const PREVIEW_OVER = 64 * 1024;
const PREVIEW_LINES = 1000;
const PREVIEW_CHARS = 4000;

/** @type {Record<string, number>} */
const SEVERITY_RANK = { info: 1, warning: 2, error: 3 };

/** The column of a line element nearest to `x` (a viewport coordinate): text offsets grow left to right. */
/** @param {HTMLElement} line @param {number} x */
function columnAt(line, x) {
  /** @type {Node[]} */
  const nodes = [];
  const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!n.parentElement?.classList.contains('rp-more')) nodes.push(n);
  const total = nodes.reduce((sum, n) => sum + (n.nodeValue ?? '').length, 0);
  const range = document.createRange();
  /** The x of the boundary before character `k`. */
  const at = (/** @type {number} */ k) => {
    for (const n of nodes) {
      const len = (n.nodeValue ?? '').length;
      if (k <= len) {
        range.setStart(n, k);
        range.setEnd(n, k);
        return range.getBoundingClientRect().x;
      }
      k -= len;
    }
    return Infinity;
  };
  let lo = 0;
  let hi = total;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at(mid) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && x - at(lo - 1) < at(lo) - x ? lo - 1 : lo;
}

/** Line breaks in `text` before `end`. @param {string} text @param {number} end */
function breaksBefore(text, end) {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

export class LightView {
  /**
   * @param {{ parent: HTMLElement, label: string, readOnly: boolean, onActivate: () => void, describeLine?: (line: number) => string | null }} opts
   *   `onActivate`: the user started editing (called for each focus, click, key or paste while
   *   editable); `describeLine`: a line's part in the verdict, shown as its title on hover (the
   *   editor shows it as a tooltip)
   */
  constructor({ parent, label, readOnly, onActivate, describeLine }) {
    const el = (/** @type {string} */ cls) => Object.assign(document.createElement('div'), { className: cls });
    this.dom = el('rp-light');
    this.dom.dataset.testid = 'light-view';
    this.dom.tabIndex = 0;
    this.dom.setAttribute('role', 'textbox');
    this.dom.setAttribute('aria-multiline', 'true');
    this.dom.setAttribute('aria-label', label);
    this._gutters = el('rp-gutters');
    this._numbers = el('rp-gutter rp-numbers');
    this._roles = el('rp-gutter rp-roles');
    this._lint = el('rp-gutter rp-lint');
    this._gutters.append(this._numbers, this._roles, this._lint);
    this._gutters.setAttribute('aria-hidden', 'true');
    this._content = el('rp-content');
    this.dom.append(this._gutters, this._content);
    parent.append(this.dom);

    this._text = '';
    this._lines = 1;
    /** Offsets where the shown lines start, and one past the last. */
    this._starts = [0, 0];
    /** @type {HTMLElement[]} the shown lines, their role cells and their lint cells */
    this._lineEls = [];
    /** @type {HTMLElement[]} */
    this._roleEls = [];
    /** @type {HTMLElement[]} */
    this._lintEls = [];
    this.roles = NO_ROLES;
    /** @type {any[]} */
    this.diagnostics = [];
    /** What the user did before the editor came: where they pressed (a line and column), what they typed or pasted. */
    this.point = null;
    /** Keys pressed meanwhile: text typed, and the editing and moving keys as control characters (`KEYS`). */
    this.typed = '';
    /** @type {string | null} */
    this.pasted = null;
    this.setReadOnly(readOnly);

    const activate = () => {
      if (!this.readOnly) onActivate();
    };
    this.dom.addEventListener('pointerdown', (e) => {
      const line = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest?.('.rp-line[data-line]'));
      this.point = line ? { line: Number(line.dataset.line), column: columnAt(line, e.clientX) } : null;
    });
    /** The line under the pointer, and how its title is set (again by `retitle`). */
    this.hovered = /** @type {HTMLElement | null} */ (null);
    this.title = (/** @type {HTMLElement} */ line) => {
      if (describeLine) line.title = describeLine(Number(line.dataset.line)) ?? '';
    };
    this.dom.addEventListener('pointerover', (e) => {
      const line = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest?.('.rp-line[data-line]'));
      this.hovered = line;
      if (line) this.title(line);
    });
    this.dom.addEventListener('focus', activate);
    // A click into the light view when it already has the focus (made editable meanwhile).
    this.dom.addEventListener('click', activate);
    this.dom.addEventListener('keydown', (e) => {
      if (this.readOnly || e.ctrlKey || e.metaKey || e.altKey) return;
      // Typed before the editor is there: kept, and typed into it when it comes.
      const key = typedKey(e);
      if (key) {
        this.typed += key;
        e.preventDefault();
      }
      activate();
    });
    this.dom.addEventListener('paste', (e) => {
      if (this.readOnly) return;
      this.pasted = (this.pasted ?? '') + (e.clipboardData?.getData('text/plain') ?? '');
      e.preventDefault();
      activate();
    });
  }

  /** The text as the editor would hold it (CR LF and CR read as LF). */
  getText() {
    return this._text;
  }

  get loading() {
    return null;
  }

  get busy() {
    return false;
  }

  /** The document as the element reads it (the editor's `Text`, in the few calls it makes). */
  get doc() {
    const text = this._text;
    return {
      length: text.length,
      lines: this._lines,
      lineAt: (/** @type {number} */ pos) => ({ number: breaksBefore(text, pos) + 1 }),
      sliceString: (/** @type {number} */ from, /** @type {number} */ to) => text.slice(from, to),
    };
  }

  /** Replaces the text; false when it is the same. @param {string} raw */
  setText(raw) {
    const text = raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
    if (text === this._text && this._content.childElementCount) return false;
    this._text = text;
    this._lines = breaksBefore(text, text.length) + 1;
    this.roles = NO_ROLES;
    this.diagnostics = [];
    this._render();
    return true;
  }

  _render() {
    const text = this._text;
    const preview = text.length > PREVIEW_OVER;
    const shown = preview ? Math.min(this._lines, PREVIEW_LINES) : this._lines;
    const starts = [0];
    const numbers = [];
    const roles = [];
    const lint = [];
    const lines = [];
    let from = 0;
    for (let n = 1; n <= shown; n++) {
      let to = text.indexOf('\n', from);
      if (to === -1) to = text.length;
      let line = text.slice(from, to);
      const cut = preview && line.length > PREVIEW_CHARS;
      if (cut) line = line.slice(0, PREVIEW_CHARS);
      const div = document.createElement('div');
      div.className = 'rp-line';
      div.dataset.line = String(n);
      for (const [t, cls] of lineTokens(line)) {
        if (!cls) div.append(t);
        else div.append(Object.assign(document.createElement('span'), { className: cls, textContent: t }));
      }
      if (cut)
        div.append(
          Object.assign(document.createElement('span'), {
            className: 'rp-more',
            textContent: ` … (${(to - from - PREVIEW_CHARS).toLocaleString('en')} more characters)`,
          }),
        );
      if (!line) div.append(document.createElement('br'));
      lines.push(div);
      const num = document.createElement('div');
      num.className = 'rp-cell';
      num.textContent = String(n);
      numbers.push(num);
      roles.push(Object.assign(document.createElement('div'), { className: 'rp-cell' }));
      lint.push(Object.assign(document.createElement('div'), { className: 'rp-cell' }));
      from = to + 1;
      starts.push(from);
    }
    if (shown < this._lines) {
      const more = document.createElement('div');
      more.className = 'rp-line rp-more';
      more.dataset.testid = 'light-more';
      const left = this._lines - shown;
      more.textContent = `… ${left.toLocaleString('en')} more line${left === 1 ? '' : 's'} (${this.readOnly ? 'the verdicts read them all' : 'start editing to see them all'})`;
      lines.push(more);
      for (const col of [numbers, roles, lint]) col.push(Object.assign(document.createElement('div'), { className: 'rp-cell' }));
    }
    this._starts = starts;
    this._lineEls = lines;
    this._roleEls = roles;
    this._lintEls = lint;
    this._numbers.replaceChildren(...numbers);
    this._roles.replaceChildren(...roles);
    this._lint.replaceChildren(...lint);
    this._content.replaceChildren(...lines);
    this._paintRoles();
  }

  /** @param {RoleMap | { line: number, role: string }[]} roles */
  setRoles(roles) {
    this.roles = roles instanceof RoleMap ? roles : RoleMap.fromLineRoles(/** @type {any} */ (roles));
    this._paintRoles();
  }

  _paintRoles() {
    const count = this._starts.length - 1;
    for (let i = 0; i < count; i++) {
      const line = this._lineEls[i];
      const blank = !/\S/.test(line.textContent ?? '');
      const r = blank ? 'outside' : this.roles.roleOf(i + 1);
      const role = r === 'outside' ? null : r;
      if ((line.dataset.role ?? null) === role) continue;
      line.className = role ? `rp-line rp-role-${role}` : 'rp-line';
      const marker = this._roleEls[i];
      if (role) {
        line.dataset.role = role;
        marker.className = `rp-cell rp-marker-${role}`;
        marker.textContent = GUTTER_TEXT[role];
        marker.title = ROLE_TITLE[role];
      } else {
        delete line.dataset.role;
        marker.className = 'rp-cell';
        marker.textContent = '';
        marker.removeAttribute('title');
      }
    }
  }

  /**
   * Marks the lines that have diagnostics (the worst severity; the messages as the title).
   * @param {{ from: number, severity: string, message: string }[]} diags
   */
  setDiagnostics(diags) {
    this.diagnostics = diags;
    const starts = this._starts;
    const worst = new Map();
    for (const d of diags) {
      if (d.from >= starts[starts.length - 1] && d.from > 0) continue;
      let lo = 0;
      let hi = starts.length - 2;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= d.from) lo = mid;
        else hi = mid - 1;
      }
      const seen = worst.get(lo);
      worst.set(lo, {
        severity: seen && SEVERITY_RANK[seen.severity] >= SEVERITY_RANK[d.severity] ? seen.severity : d.severity,
        messages: [...(seen?.messages ?? []), d.message],
      });
    }
    this._lintEls.forEach((cell, i) => {
      const mark = worst.get(i);
      if (!mark && !cell.firstChild) return;
      cell.replaceChildren();
      if (mark) {
        const m = document.createElement('span');
        m.className = `rp-lint-marker rp-lint-marker-${mark.severity}`;
        // A title is plain text: the engine's backticked names in quotation marks.
        m.title = mark.messages.join('\n').replace(/`([^`]*)`/g, '“$1”');
        cell.append(m);
      }
    });
  }

  /**
   * Marks the lines that decide failing expectations (a red edge; the widget's list of
   * expectations says what fails: a line's title is its role, shown on hover).
   * @param {{ line: number, what: string[] }[]} marks
   */
  setExpectMarks(marks) {
    const byLine = new Map(marks.map((m) => [m.line, m.what]));
    this._lineEls?.forEach((line, i) => {
      const what = byLine.get(i + 1);
      if (!what && !line.hasAttribute('data-expect-fail')) return;
      if (what) line.dataset.expectFail = String(what.length);
      else delete line.dataset.expectFail;
    });
  }

  /** Sets the hovered line's title again (the descriptions it shows have loaded). */
  retitle() {
    if (this.hovered?.isConnected) this.title(this.hovered);
  }

  /** Scrolls line `n` into view. @param {number} n */
  revealLine(n) {
    this._lineEls?.[Math.max(1, n) - 1]?.scrollIntoView({ block: 'nearest' });
  }

  /** @param {boolean} on */
  setReadOnly(on) {
    this.readOnly = on;
    if (on) this.dom.setAttribute('aria-readonly', 'true');
    else this.dom.removeAttribute('aria-readonly');
  }

  destroy() {
    this.dom.remove();
  }
}
