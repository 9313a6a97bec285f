// The robots.txt editor: CodeMirror 6 set up with the syntax colours (./colours.js), the caret
// (./caret.js), the line roles and their gutter (./rolemarks.js), the size cut-off
// (./cutoff.js), huge texts loaded in slices (./huge.js) and the theme (./theme.js); here, the
// lint gutter, hover tooltips, search, and the class the page and the element call. It knows
// nothing of the page: it takes a parent element and callbacks, so the <robots-playground>
// element can mount it in a shadow root too.

import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { Compartment, EditorSelection, EditorState, Text } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  hoverTooltip,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { ROLE_TITLE, RoleMap } from './roles.js';

import { expectMarksField, setExpectMarks } from './expectmarks.js';
import { lazy } from '../lazy.js';
import { HUGE_TEXT } from '../session/readings.js';
import { h, plainQuoted, withCode } from '../dom.js';
import { syntaxColours, robotsLanguageData } from './colours.js';
import { restingBlink } from './caret.js';
import { setRoles, rolesField, shownRole, rolesPlugin, rolesGutter } from './rolemarks.js';
import { setCutoff, cutoffField } from './cutoff.js';
import { textSet, setLoading, loadingField, loadingFilter, sliceText } from './huge.js';
import { theme } from './theme.js';

/** CodeMirror's search, loaded after the editor starts or at the first search key. */
const searchCode = lazy(() => import('@codemirror/search'));
/** The lint gutter and its tooltips: not needed for the first answer, so out of the first load. */
const lintCode = lazy(() => import('@codemirror/lint'));

/**
 * @typedef {object} EditorOptions
 * @property {HTMLElement} parent        where the editor is mounted
 * @property {string} doc                initial text
 * @property {Document | ShadowRoot} [root]  for a shadow DOM host
 * @property {string} [label]            accessible name of the text area
 * @property {boolean} [wrap]            wrap long lines (the page does; a widget lays its lines out as its light view)
 * @property {(view: EditorView, update: import('@codemirror/view').ViewUpdate) => void} [onDocChange]  after every edit (user or API)
 * @property {(line: number) => string | null} [describeLine]  hover text for a line
 * @property {(line: number) => void} [onCursorLine]  the cursor moved to another line
 * @property {string} [describedBy]      id of the element that tells screen-reader users how to use the editor
 */

/**
 * Mounts a robots.txt editor.
 * @param {EditorOptions} opts
 */
export const createEditor = (opts) => new RobotsEditor(opts);

/**
 * The tooltip of a line: what it does for the focused verdict.
 * @param {EditorOptions} opts
 */
function lineTooltips(opts) {
  return hoverTooltip((view, pos) => {
    if (!opts.describeLine) return null;
    const line = view.state.doc.lineAt(pos);
    const text = opts.describeLine(line.number);
    if (!text) return null;
    return {
      pos: line.from,
      end: line.to,
      above: true,
      create() {
        const dom = document.createElement('div');
        dom.className = 'cm-robots-tip';
        dom.setAttribute('data-testid', 'line-tooltip');
        dom.textContent = text;
        return { dom };
      },
    };
  });
}

// ---------------------------------------------------------------------------------------
// Search: the search panel (Ctrl/Cmd-F), find next and previous, go to line, select the
// matches, and the marks on the selection's other occurrences. CodeMirror's @codemirror/search
// loads once the editor has started (or at the first of its keys, whichever comes first), so
// that the page's first load does not carry it.

/** The keys of @codemirror/search's keymap, bound before it loads: each loads it, then runs its command. */
const SEARCH_KEYS = /** @type {const} */ ([
  ['Mod-f', 'openSearchPanel'],
  ['F3', 'findNext'],
  ['Mod-g', 'findNext'],
  ['Shift-F3', 'findPrevious'],
  ['Shift-Mod-g', 'findPrevious'],
  ['Mod-Alt-g', 'gotoLine'],
  ['Mod-d', 'selectNextOccurrence'],
  ['Mod-Shift-l', 'selectSelectionMatches'],
]);

/** A robots.txt editor: CodeMirror with the roles, the lint, the cut-off and huge texts loaded in slices. */
export class RobotsEditor {
  /** @param {EditorOptions} opts */
  constructor(opts) {
    this.opts = opts;
    this.cursorLine = 0;
    /** The text of a document, once joined or as given (see getText). */
    this.known = { doc: /** @type {Text | null} */ (null), text: '' };
    /**
     * The huge text being loaded: the string, whether it replaces the whole text (a set) or
     * the selection (a paste) and, for a paste, the selection then and the edits made since.
     * @type {{ text: string, whole: boolean, selection: EditorSelection | null, since: import('@codemirror/state').ChangeSet } | null}
     */
    this.load = null;
    /** The quick fixes of the latest diagnostics, by where each diagnostic starts and its id (see setDiagnostics). */
    this.fixes = /** @type {Map<string, { from: number, to: number, insert: string }>} */ (new Map());
    /** The size cut-off last shown, and the text it was set for. */
    this.cut = { cut: /** @type {{ pos: number, label: string } | null} */ (null), doc: /** @type {Text | null} */ (null) };
    /** The failing expectations' marks shown (JSON), and the text they were set in. */
    this.expectKey = '[]';
    this.expectDoc = /** @type {Text | null} */ (null);
    /** Where @codemirror/search goes once loaded, and its loading. */
    this.searchSlot = new Compartment();
    this.searching = /** @type {Promise<typeof import('@codemirror/search') | null> | null} */ (null);
    /** Where @codemirror/lint goes once loaded, the module, and diagnostics given before it was. */
    this.lintSlot = new Compartment();
    this.lint = /** @type {typeof import('@codemirror/lint') | null} */ (null);
    this.pendingDiagnostics = /** @type {Parameters<RobotsEditor['setDiagnostics']>[0] | null} */ (null);
    this.destroyed = false;
    const state = EditorState.create({ doc: opts.doc, extensions: this.extensions() });
    this.view = new EditorView({ state, parent: opts.parent, root: opts.root });
    this.knowAs(opts.doc);
    const idle = globalThis.requestIdleCallback ?? ((/** @type {() => void} */ f) => setTimeout(f, 200));
    idle(() => this.loadSearch());
    this.loadLint();
  }

  /**
   * Loads @codemirror/lint (once) and puts its gutter and keys in the editor, then shows the
   * diagnostics given meanwhile. If it could not be loaded, the next diagnostics try again
   * (the Diagnostics panel lists them either way).
   */
  loadLint() {
    lintCode().then(
      (m) => {
        if (this.destroyed || this.lint) return;
        this.lint = m;
        this.view.dispatch({ effects: this.lintSlot.reconfigure([m.lintGutter(), keymap.of(m.lintKeymap)]) });
        const pending = this.pendingDiagnostics;
        this.pendingDiagnostics = null;
        if (pending) this.setDiagnostics(pending);
      },
      () => {},
    );
  }

  /**
   * Loads @codemirror/search (once) and puts it in the editor. Null if it could not be loaded
   * (the site's files changed under an open page, the network is gone): the next search key
   * tries again.
   */
  loadSearch() {
    this.searching ??= searchCode().then(
      (m) => {
        if (!this.destroyed) {
          const ext = [m.highlightSelectionMatches(), m.search({ top: true }), keymap.of(m.searchKeymap)];
          this.view.dispatch({ effects: this.searchSlot.reconfigure(ext) });
        }
        return m;
      },
      () => (this.searching = null),
    );
    return this.searching;
  }

  /** The editor's extensions: gutters, history, search, language, roles, cut-off, loading, listeners. */
  extensions() {
    const opts = this.opts;
    return [
      opts.wrap ? EditorView.lineWrapping : [],
      lineNumbers(),
      rolesGutter,
      this.lintSlot.of([]),
      highlightActiveLineGutter(),
      history(),
      drawSelection({ cursorBlinkRate: 0 }),
      restingBlink,
      highlightActiveLine(),
      keymap.of([...defaultKeymap, ...historyKeymap]),
      this.searchSlot.of(
        keymap.of(
          SEARCH_KEYS.map(([key, name]) => ({
            key,
            preventDefault: true,
            run: (view) => (this.loadSearch().then((m) => m?.[name](view)), true),
          })),
        ),
      ),
      syntaxColours,
      robotsLanguageData,
      rolesField,
      rolesPlugin,
      cutoffField,
      expectMarksField,
      loadingField,
      loadingFilter,
      EditorView.domEventHandlers({
        paste: (e, view) => {
          const text = view.state.readOnly ? '' : (e.clipboardData?.getData('text/plain') ?? '');
          if (text.length <= HUGE_TEXT) return false; // CodeMirror's own paste
          e.preventDefault();
          this.loadHuge(text, false);
          return true;
        },
      }),
      lineTooltips(opts),
      theme,
      // tabindex makes the scroller's focusable content visible to checkers such as axe.
      EditorView.contentAttributes.of({
        'aria-label': opts.label ?? 'robots.txt',
        tabindex: '0',
        ...(opts.describedBy ? { 'aria-describedby': opts.describedBy } : {}),
      }),
      EditorView.updateListener.of((u) => this.updated(u)),
    ];
  }

  /** @param {import('@codemirror/view').ViewUpdate} u */
  updated(u) {
    if (u.docChanged && this.known.doc !== u.state.doc) this.known = { doc: null, text: '' };
    if (u.docChanged && this.load) this.load.since = this.load.since.compose(u.changes);
    if (u.docChanged) this.opts.onDocChange?.(u.view, u);
    if (u.selectionSet || u.docChanged) {
      const line = u.state.doc.lineAt(u.state.selection.main.head).number;
      if (line !== this.cursorLine) {
        this.cursorLine = line;
        this.opts.onCursorLine?.(line);
      }
    }
  }

  /**
   * Remembers `text` as the text of `doc` when it is exactly that (no CR to normalise).
   * @param {string} text @param {Text} [doc]
   */
  knowAs(text, doc = this.view.state.doc) {
    if (doc.length === text.length && !text.includes('\r')) this.known = { doc, text };
  }

  /**
   * Dispatches a change that puts `text` in the editor, known as its text from the start
   * (listeners that read it do not join it).
   * @param {import('@codemirror/state').TransactionSpec} spec @param {string} text
   */
  put(spec, text) {
    const tr = this.view.state.update(spec);
    this.knowAs(text, tr.state.doc);
    this.view.dispatch(tr);
  }

  /**
   * Puts a huge text in the editor over several tasks: in place of the whole text (`whole`)
   * or of the selection (a paste, where it was when pasted). A newer load cancels this one.
   * @param {string} text @param {boolean} whole
   * @returns {Promise<void>} settled once the text is in the editor (or the load was cancelled)
   */
  async loadHuge(text, whole) {
    const view = this.view;
    const mine = { text, whole, selection: whole ? null : view.state.selection, since: view.state.changes([]) };
    this.load = mine;
    const dom = document.createElement('div');
    dom.className = 'cm-robots-loading';
    dom.setAttribute('role', 'status');
    dom.dataset.testid = 'loading';
    const say = (/** @type {number} */ share) =>
      (dom.textContent = `Loading large text… ${Math.round(share * 100)} % of ${text.length.toLocaleString('en')} characters`);
    say(0);
    view.dispatch({ effects: setLoading.of(dom) });
    const doc = await sliceText(text, say, () => this.load === mine);
    if (!doc || this.load !== mine) return;
    this.load = null;
    const end = setLoading.of(null);
    if (whole) {
      this.put({ changes: { from: 0, to: view.state.doc.length, insert: doc }, effects: end, annotations: textSet.of(true) }, text);
    } else {
      // The selection when pasted, moved by any edit made since (not the user's: see loadingFilter).
      const at = view.state.update({ selection: /** @type {EditorSelection} */ (mine.selection).map(mine.since) }).state;
      this.put({ ...at.replaceSelection(doc), effects: end, userEvent: 'input.paste', scrollIntoView: true }, text);
    }
  }

  /**
   * The current text. Joined from the editor's lines once per document (slow for a huge one),
   * or the string as set or pasted when that is the whole document.
   */
  getText() {
    const doc = this.view.state.doc;
    if (this.known.doc !== doc) this.known = { doc, text: doc.toString() };
    return this.known.text;
  }

  /** The text being set over several tasks (a huge one), or null. */
  get loading() {
    return this.load?.whole ? this.load.text : null;
  }

  /** Whether a huge text is being loaded (set or pasted): the document is about to change. */
  get busy() {
    return this.load != null;
  }

  /**
   * Replaces the whole text (an undoable edit); a huge text enters over several tasks.
   * @param {string} text
   * @returns {Promise<void>} settled once the text is in the editor
   */
  setText(text) {
    if (text.length > HUGE_TEXT) return this.loadHuge(text, true);
    const effects = this.load ? setLoading.of(null) : [];
    this.load = null;
    this.put({ changes: { from: 0, to: this.view.state.doc.length, insert: text }, effects, annotations: textSet.of(true) }, text);
    return Promise.resolve();
  }

  /**
   * The role line `n` shows, in words (as its gutter marker's title), or null.
   * @param {number} n
   */
  roleAt(n) {
    const doc = this.view.state.doc;
    const role = n >= 1 && n <= doc.lines ? shownRole(this.view.state.field(rolesField), doc.line(n)) : null;
    return role ? ROLE_TITLE[role] : null;
  }

  /**
   * Shows line roles: a RoleMap (see roles.js), or the engine's `highlight()` list.
   * @param {RoleMap | { line: number, role: string }[]} roles
   */
  setRoles(roles) {
    const map = roles instanceof RoleMap ? roles : RoleMap.fromLineRoles(/** @type {any} */ (roles));
    // Most keystrokes change no line's role: no transaction, no gutter or decoration redraw.
    if (map.sameAs(this.view.state.field(rolesField))) return;
    this.view.dispatch({ effects: setRoles.of(map) });
  }

  /**
   * Shows diagnostics in the lint gutter. A `fix` becomes a quick-fix action.
   * @param {{ from: number, to: number, severity: string, message: string, id: string, fix?: { label: string, from: number, to: number, insert: string } | null }[]} diags
   */
  setDiagnostics(diags) {
    const lint = this.lint;
    if (!lint) {
      this.pendingDiagnostics = diags;
      this.loadLint();
      return;
    }
    const view = this.view;
    const len = view.state.doc.length;
    /** @type {Map<string, { from: number, to: number, insert: string }>} */
    const fixes = new Map();
    const list = diags.map((d) => {
      const from = Math.min(d.from, len);
      const fix = d.fix;
      if (fix) fixes.set(`${from}\n${d.id}`, fix);
      // The fix of the latest analysis, found by where its diagnostic is now: a list left as
      // it was (see below) keeps its first actions.
      /** @param {EditorView} v @param {number} at */
      const apply = (v, at) => {
        const latest = this.fixes.get(`${at}\n${d.id}`) ?? /** @type {NonNullable<typeof fix>} */ (fix);
        v.dispatch({ changes: { from: latest.from, to: latest.to, insert: latest.insert } });
      };
      return {
        from,
        to: Math.min(Math.max(d.to, d.from), len),
        severity: /** @type {'error' | 'warning' | 'info'} */ (d.severity),
        message: plainQuoted(d.message),
        // The engine's names as code, not between backticks.
        renderMessage: () => h('span', {}, ...withCode(d.message)),
        source: d.id,
        actions: fix ? [{ name: plainQuoted(fix.label), apply }] : [],
      };
    });
    this.fixes = fixes;
    if (this.showsDiagnostics(lint, list)) return;
    view.dispatch(lint.setDiagnostics(view.state, list));
  }

  /**
   * Whether the editor already shows these diagnostics where they are: typing in a rule
   * leaves most of them as they were, and a new list would redraw the lint gutter.
   * @param {typeof import('@codemirror/lint')} lint
   * @param {import('@codemirror/lint').Diagnostic[]} list
   */
  showsDiagnostics(lint, list) {
    /** @param {import('@codemirror/lint').Diagnostic} d @param {number} from @param {number} to */
    const key = (d, from, to) => JSON.stringify([from, to, d.severity, d.source, d.message, d.actions?.map((a) => a.name)]);
    /** @type {string[]} */
    const shown = [];
    lint.forEachDiagnostic(this.view.state, (d, from, to) => shown.push(key(d, from, to)));
    if (shown.length !== list.length) return false;
    const next = list.map((d) => key(d, d.from, d.to)).sort();
    shown.sort();
    return shown.every((k, i) => k === next[i]);
  }

  /**
   * Marks the size cut-off at UTF-16 offset `pos`, or clears it with null.
   * @param {{ pos: number, label: string } | null} cut
   */
  setCutoff(cut) {
    const last = this.cut;
    const doc = this.view.state.doc;
    // Nothing to do when it stays as it is: no cut-off (most files), or the same one in the same text.
    const same = cut ? !!last.cut && last.doc === doc && cut.pos === last.cut.pos && cut.label === last.cut.label : !last.cut;
    if (same) return;
    this.cut = { cut, doc };
    this.view.dispatch({ effects: setCutoff.of(cut) });
  }

  /**
   * Marks the lines that decide failing expectations (none: clears them); nothing is
   * dispatched when the marks are the ones shown.
   * @param {import('./expectmarks.js').ExpectMark[]} marks
   */
  setExpectMarks(marks) {
    // Lines are numbers in the text analysed: the same numbers in another text may be other lines.
    const key = JSON.stringify(marks);
    const doc = this.view.state.doc;
    if (key === this.expectKey && (!marks.length || doc === this.expectDoc)) return;
    this.expectKey = key;
    this.expectDoc = doc;
    this.view.dispatch({ effects: setExpectMarks.of(marks) });
  }

  /**
   * Moves the cursor to a 1-based line, scrolls it into view and focuses the editor.
   * @param {number} n @param {boolean} [focus]
   */
  revealLine(n, focus = true) {
    const view = this.view;
    const line = view.state.doc.line(Math.max(1, Math.min(n, view.state.doc.lines)));
    view.dispatch({ selection: { anchor: line.from }, effects: EditorView.scrollIntoView(line.from, { y: 'center' }) });
    if (focus) view.focus();
  }

  /**
   * Scrolls lines `from`..`to` (1-based) into view, as much of them as fits with `to` shown,
   * without moving the cursor or the focus: the editor follows the decision.
   * @param {number} from @param {number} to
   */
  showLines(from, to) {
    const { doc } = this.view.state;
    const clamp = (/** @type {number} */ n) => Math.max(1, Math.min(n, doc.lines));
    const a = doc.line(clamp(from)).from;
    const b = doc.line(clamp(to)).to;
    const margin = 40;
    // The editor's own scroller only (CodeMirror's scrollIntoView would scroll the page too),
    // read and written in its measure cycle.
    this.view.requestMeasure({
      read(view) {
        const s = view.scrollDOM;
        const offset = view.documentTop - s.getBoundingClientRect().top + s.scrollTop;
        return {
          top: view.lineBlockAt(a).top + offset,
          bottom: view.lineBlockAt(b).bottom + offset,
          scroll: s.scrollTop,
          height: s.clientHeight,
        };
      },
      write({ top, bottom, scroll, height }, view) {
        if (top >= scroll && bottom <= scroll + height) return;
        view.scrollDOM.scrollTop = bottom - top <= height - 2 * margin ? top - margin : bottom - height + margin;
      },
    });
  }

  /**
   * Applies a quick fix from the engine.
   * @param {{ from: number, to: number, insert: string }} fix
   */
  applyFix(fix) {
    this.view.dispatch({ changes: { from: fix.from, to: fix.to, insert: fix.insert } });
  }

  destroy() {
    this.load = null;
    this.destroyed = true;
    this.view.destroy();
  }
}
