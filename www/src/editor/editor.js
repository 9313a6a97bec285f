// The robots.txt editor: CodeMirror 6 setup, syntax colours, line-role decorations
// and gutter, the lint gutter, hover tooltips and the size cut-off. It knows nothing of the
// page: it takes a parent element and callbacks, so the <robots-playground> element can
// mount it in a shadow root too.

import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import {
  Annotation,
  Compartment,
  EditorSelection,
  EditorState,
  RangeSetBuilder,
  StateEffect,
  StateField,
  Text,
  Transaction,
} from '@codemirror/state';
import {
  Decoration,
  EditorView,
  GutterMarker,
  ViewPlugin,
  WidgetType,
  drawSelection,
  gutter,
  highlightActiveLine,
  highlightActiveLineGutter,
  hoverTooltip,
  keymap,
  lineNumbers,
  showPanel,
} from '@codemirror/view';
import { GUTTER_TEXT, NO_ROLES, ROLE_TITLE, RoleMap } from './roles.js';
import { SYNTAX_STYLES, lineTokens } from './syntax.js';
import { expectMarksField, setExpectMarks } from './expectmarks.js';
import { lazy } from '../lazy.js';
import { HUGE_TEXT } from '../session/readings.js';
import { h, plainQuoted, withCode } from '../dom.js';

/** CodeMirror's search, loaded after the editor starts or at the first search key. */
const searchCode = lazy(() => import('@codemirror/search'));
/** The lint gutter and its tooltips: not needed for the first answer, so out of the first load. */
const lintCode = lazy(() => import('@codemirror/lint'));

// ---------------------------------------------------------------------------------------
// Syntax colours (./syntax.js, the light view's tokenizer too) as mark decorations on the lines
// shown. robots.txt lines do not depend on each other, so no parser or syntax tree is needed: a
// keystroke recolours the lines in view only. What a keystroke pays for colours is mostly the
// spans themselves (Chrome's text insertion and layout), hence as few classes as the reading
// needs (syntax.js).

/** One decoration per class, so that unchanged lines compare equal and are not redrawn. */
const MARKS = Object.fromEntries(Object.keys(SYNTAX_STYLES).map((cls) => [cls, Decoration.mark({ class: cls })]));

const syntaxColours = ViewPlugin.fromClass(
  class {
    /** @param {EditorView} view */
    constructor(view) {
      this.decorations = this.build(view);
    }
    /** @param {import('@codemirror/view').ViewUpdate} u */
    update(u) {
      if (u.docChanged || u.viewportChanged) this.decorations = this.build(u.view);
    }
    /** @param {EditorView} view */
    build(view) {
      const doc = view.state.doc;
      /** @type {RangeSetBuilder<Decoration>} */
      const b = new RangeSetBuilder();
      for (const { from, to } of view.visibleRanges) {
        for (let line = doc.lineAt(from); ; line = doc.line(line.number + 1)) {
          let at = line.from;
          for (const [text, cls] of lineTokens(line.text)) {
            if (cls) b.add(at, at + text.length, MARKS[cls]);
            at += text.length;
          }
          if (line.to >= to || line.number === doc.lines) break;
        }
      }
      return b.finish();
    }
  },
  { decorations: (p) => p.decorations },
);

/** What a language would give: `#` comments (toggleComment, Mod-/). */
const robotsLanguageData = EditorState.languageData.of(() => [{ commentTokens: { line: '#' } }]);

// ---------------------------------------------------------------------------------------
// The caret: solid while the user types or moves it, blinking once they pause, as in most
// editors. CodeMirror's own blink restarts a CSS animation on every change, which lengthens
// each keystroke's frame; its rate is 0 here, and this plugin restarts the blink once per
// pause instead.

/** ms without a change before the caret blinks, and one blink's period. */
const BLINK_AFTER = 500;
const BLINK_PERIOD = 1200;

const restingBlink = ViewPlugin.fromClass(
  class {
    /** @param {EditorView} view */
    constructor(view) {
      this.view = view;
      this.blinking = false;
      this.timer = setTimeout(() => this.blink(), BLINK_AFTER);
    }
    /** @param {import('@codemirror/view').ViewUpdate} u */
    update(u) {
      if (!u.docChanged && !u.selectionSet && !u.focusChanged) return;
      if (this.blinking) {
        this.blinking = false;
        this.layer()?.style.setProperty('animation-duration', '0ms');
      }
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.blink(), BLINK_AFTER);
    }
    blink() {
      const layer = this.layer();
      if (!layer) return;
      this.blinking = true;
      // A new name starts the animation afresh, caret shown: the keyframes are CodeMirror's.
      layer.style.animationName = layer.style.animationName === 'cm-blink' ? 'cm-blink2' : 'cm-blink';
      layer.style.setProperty('animation-duration', `${BLINK_PERIOD}ms`);
    }
    /** @returns {HTMLElement | null} */
    layer() {
      return this.view.scrollDOM.querySelector(':scope > .cm-cursorLayer');
    }
    destroy() {
      clearTimeout(this.timer);
    }
  },
);

// ---------------------------------------------------------------------------------------
// Line roles, as computed by the engine's `highlight()`.

/** @typedef {'selected' | 'merged' | 'winner' | 'loser' | 'other-group'} ShownRole */
/** @type {ShownRole[]} */
const ROLE_NAMES = ['selected', 'merged', 'winner', 'loser', 'other-group'];

/** Replaces the roles (a RoleMap). @type {import('@codemirror/state').StateEffectType<RoleMap>} */
const setRoles = StateEffect.define();

/** @type {StateField<RoleMap>} */
const rolesField = StateField.define({
  create: () => NO_ROLES,
  update(value, tr) {
    for (const e of tr.effects) if (e.is(setRoles)) return e.value;
    return value;
  },
});

/**
 * The role to show on a line: none for blank lines and lines outside any group.
 * @param {RoleMap} roles @param {{ text: string, number: number }} line
 * @returns {ShownRole | null}
 */
function shownRole(roles, line) {
  if (/^\s*$/.test(line.text)) return null;
  const role = roles.roleOf(line.number);
  return role === 'outside' ? null : role;
}

/**
 * A line decoration: its attributes carry the test and styling hooks.
 * @param {ShownRole} role @param {number} line
 */
function lineDeco(role, line) {
  return Decoration.line({ class: `cm-role cm-role-${role}`, attributes: { 'data-line': String(line), 'data-role': role } });
}

/** Builds the role decorations for the visible lines only, so that a large file stays cheap. */
const rolesPlugin = ViewPlugin.fromClass(
  class {
    /** @param {EditorView} view */
    constructor(view) {
      this.decorations = this.build(view);
    }
    /** @param {import('@codemirror/view').ViewUpdate} u */
    update(u) {
      const rolesChanged = u.startState.field(rolesField) !== u.state.field(rolesField);
      if (rolesChanged || u.viewportChanged || u.docChanged) this.decorations = this.build(u.view);
    }
    /** @param {EditorView} view */
    build(view) {
      const roles = view.state.field(rolesField);
      const doc = view.state.doc;
      /** @type {RangeSetBuilder<Decoration>} */
      const b = new RangeSetBuilder();
      for (const { from, to } of view.visibleRanges) {
        const first = doc.lineAt(from).number;
        const last = doc.lineAt(to).number;
        for (let n = first; n <= last; n++) {
          const line = doc.line(n);
          const role = shownRole(roles, line);
          if (role) b.add(line.from, line.from, lineDeco(role, n));
        }
      }
      return b.finish();
    }
  },
  { decorations: (p) => p.decorations },
);

class RoleMarker extends GutterMarker {
  /** @param {ShownRole} role */
  constructor(role) {
    super();
    this.role = role;
  }
  /** @param {RoleMarker} other */
  eq(other) {
    return other.role === this.role;
  }
  toDOM() {
    const span = document.createElement('span');
    span.className = `cm-role-marker cm-role-marker-${this.role}`;
    span.textContent = GUTTER_TEXT[this.role];
    span.title = ROLE_TITLE[this.role];
    return span;
  }
}
const markers = Object.fromEntries(ROLE_NAMES.map((r) => [r, new RoleMarker(r)]));
/** Sizes the gutter; never shown. */
const spacer = new (class extends GutterMarker {
  toDOM() {
    return document.createTextNode(GUTTER_TEXT.winner);
  }
})();

const rolesGutter = gutter({
  class: 'cm-robots-roles',
  lineMarker(view, block) {
    const role = shownRole(view.state.field(rolesField), view.state.doc.lineAt(block.from));
    return role ? markers[role] : null;
  },
  lineMarkerChange: (u) => u.startState.field(rolesField) !== u.state.field(rolesField),
  initialSpacer: () => spacer,
});

// ---------------------------------------------------------------------------------------
// The size cut-off: where a crawler with a size limit stops reading.

/** @type {import('@codemirror/state').StateEffectType<{ pos: number, label: string } | null>} */
const setCutoff = StateEffect.define();

class CutoffWidget extends WidgetType {
  /** @param {string} label */
  constructor(label) {
    super();
    this.label = label;
  }
  /** @param {CutoffWidget} other */
  eq(other) {
    return other.label === this.label;
  }
  toDOM() {
    const div = document.createElement('div');
    div.className = 'cm-robots-cutoff';
    div.setAttribute('data-testid', 'cutoff');
    div.textContent = this.label;
    return div;
  }
}

const cutoffField = StateField.define({
  create: () => Decoration.none,
  update(deco, tr) {
    for (const e of tr.effects) {
      if (e.is(setCutoff)) {
        if (!e.value) return Decoration.none;
        const { pos, label } = e.value;
        const at = Math.min(pos, tr.state.doc.length);
        const line = tr.state.doc.lineAt(at);
        return Decoration.set([
          Decoration.line({ class: 'cm-robots-cutoff-line', attributes: { 'data-cutoff': 'true' } }).range(line.from),
          Decoration.widget({ widget: new CutoffWidget(label), block: true, side: 1 }).range(line.to),
        ]);
      }
    }
    return deco.map(tr.changes);
  },
  provide: (f) => EditorView.decorations.from(f),
});

// ---------------------------------------------------------------------------------------
// Huge texts (a 50 MB paste, a large value): CodeMirror splits a string into lines and builds
// its tree in one long task. Past HUGE_TEXT characters the string is split and built into a
// Text a slice at a time, a few slices a task, while a "Loading large text…" panel shows and
// edits typed meanwhile are dropped; the Text then enters the editor in one transaction (one
// undo step, like any paste or replacement).

/** Marks the transactions of `setText` (programmatic replacements, not user edits). */
const textSet = Annotation.define();
/** Whether an update comes from `setText`. @param {import('@codemirror/view').ViewUpdate} u */
export const isTextSet = (u) => u.transactions.some((tr) => tr.annotation(textSet));
/** Whether a transaction is one of `setText`'s. @param {Transaction} tr */
export const isTextSetTransaction = (tr) => tr.annotation(textSet) === true;

/**
 * Whether an update puts a huge text in the editor (a load, or the undo or redo of one): its
 * analysis had better start in a task of its own (the update and the copy to a worker are
 * both long).
 * @param {import('@codemirror/view').ViewUpdate} u
 */
export function isHugeLoad(u) {
  let huge = false;
  u.changes.iterChanges((_fromA, _toA, fromB, toB) => (huge ||= toB - fromB > HUGE_TEXT));
  return huge;
}

export { HUGE_TEXT };
/** Characters split a slice. */
const SLICE = 1 << 19;
/** Time spent splitting before yielding to the browser (ms). */
const BUDGET = 30;
const LINE_BREAK = /\r\n?|\n/g;

/** The loading panel's element while a huge text loads, or null. */
/** @type {import('@codemirror/state').StateEffectType<HTMLElement | null>} */
const setLoading = StateEffect.define();
/** @type {StateField<HTMLElement | null>} */
const loadingField = StateField.define({
  create: () => /** @type {HTMLElement | null} */ (null),
  update(dom, tr) {
    for (const e of tr.effects) if (e.is(setLoading)) dom = e.value;
    return dom;
  },
  provide: (f) => showPanel.from(f, (dom) => (dom ? () => ({ dom, top: true }) : null)),
});
/** While a huge text loads, edits made by the user (typing, pasting, undo) are dropped: it would land in a text about to change. */
const loadingFilter = EditorState.transactionFilter.of((tr) =>
  tr.docChanged && tr.startState.field(loadingField) && tr.annotation(Transaction.userEvent) && !tr.effects.some((e) => e.is(setLoading))
    ? []
    : tr,
);

/**
 * Splits `str` into a Text over several tasks; null if `live()` turns false meanwhile.
 * @param {string} str
 * @param {(done: number) => void} progress  the share split so far (0–1)
 * @param {() => boolean} live
 * @returns {Promise<Text | null>}
 */
async function sliceText(str, progress, live) {
  let doc = null;
  let pos = 0;
  while (pos < str.length) {
    const t0 = performance.now();
    do {
      // A slice ends after a line break (a CR LF is never cut), or at the end of the text.
      LINE_BREAK.lastIndex = Math.min(pos + SLICE, str.length);
      const m = LINE_BREAK.exec(str);
      const cut = m ? m.index + m[0].length : str.length;
      // Text.append joins the last line of one part to the first of the next: a part that
      // ends with a line break ends with an empty line, which the next part's first continues.
      const part = Text.of(str.slice(pos, cut).split(LINE_BREAK));
      doc = doc ? doc.append(part) : part;
      pos = cut;
    } while (pos < str.length && performance.now() - t0 < BUDGET);
    if (pos < str.length) {
      progress(pos / str.length);
      await new Promise((r) => setTimeout(r, 0));
      if (!live()) return null;
    }
  }
  return doc ?? Text.empty;
}

// ---------------------------------------------------------------------------------------
// Theme: colours come from --robots-* custom properties so both page and element can style.

const theme = EditorView.theme({
  '&': {
    color: 'var(--robots-fg)',
    backgroundColor: 'var(--robots-editor-bg)',
    fontSize: 'var(--robots-editor-font-size, 14px)',
    height: '100%',
  },
  // A value has no mark of its own (./syntax.js): it takes the lines' colour.
  '.cm-content': { fontFamily: 'var(--robots-mono)', caretColor: 'var(--robots-fg)', color: 'var(--robots-syn-value)' },
  '.cm-gutters': {
    backgroundColor: 'var(--robots-gutter-bg)',
    color: 'var(--robots-muted)',
    borderRight: '1px solid var(--robots-border)',
  },
  '.cm-activeLine': { backgroundColor: 'var(--robots-active-line)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--robots-active-line)' },
  '&.cm-focused': { outline: '2px solid var(--robots-focus)', outlineOffset: '-2px' },
  '.cm-cursor': { borderLeftColor: 'var(--robots-fg)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'var(--robots-selection) !important' },
  ...Object.fromEntries(Object.entries(SYNTAX_STYLES).map(([cls, style]) => [`.${cls}`, style])),
  '.cm-role-selected': { backgroundColor: 'var(--robots-selected-bg)' },
  '.cm-role-merged': { backgroundColor: 'var(--robots-merged-bg)' },
  '.cm-role-winner': { backgroundColor: 'var(--robots-winner-bg)', boxShadow: 'inset 4px 0 0 var(--robots-winner)', fontWeight: '600' },
  '.cm-role-loser': {
    backgroundColor: 'var(--robots-loser-bg)',
    textDecoration: 'line-through',
    textDecorationColor: 'var(--robots-loser)',
  },
  // Dimmed by colour, not opacity, so the text keeps a readable contrast.
  '.cm-role-other-group, .cm-role-other-group *': { color: 'var(--robots-dim-fg) !important' },
  '.cm-role-other-group': { backgroundColor: 'var(--robots-dim-bg)' },
  '.cm-robots-roles .cm-gutterElement': { width: '1.4em', textAlign: 'center', fontWeight: '700' },
  '.cm-role-marker-selected': { color: 'var(--robots-selected)' },
  '.cm-role-marker-merged': { color: 'var(--robots-merged)' },
  '.cm-role-marker-winner': { color: 'var(--robots-winner)' },
  '.cm-role-marker-loser': { color: 'var(--robots-loser)' },
  '.cm-robots-cutoff-line': { boxShadow: 'inset 0 -2px 0 var(--robots-loser)' },
  '.cm-expect-fail': { boxShadow: 'inset 3px 0 0 var(--robots-blocked, #a4161a)', backgroundColor: 'var(--robots-blocked-bg, #fbe5e4)' },
  '.cm-robots-cutoff': {
    padding: '2px 8px',
    color: 'var(--robots-loser)',
    borderTop: '2px dashed var(--robots-loser)',
    fontFamily: 'var(--robots-sans)',
    fontSize: '0.9em',
  },
  '.cm-tooltip.cm-robots-tip, .cm-robots-tip': {
    padding: '4px 8px',
    maxWidth: '40em',
    fontFamily: 'var(--robots-sans)',
    backgroundColor: 'var(--robots-tooltip-bg)',
    color: 'var(--robots-fg)',
    border: '1px solid var(--robots-border)',
  },
  '.cm-robots-loading': { padding: '4px 8px', fontFamily: 'var(--robots-sans)' },
  '.cm-panels': { backgroundColor: 'var(--robots-gutter-bg)', color: 'var(--robots-fg)' },
  '.cm-tooltip': { backgroundColor: 'var(--robots-tooltip-bg)', color: 'var(--robots-fg)' },
});

// ---------------------------------------------------------------------------------------

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
