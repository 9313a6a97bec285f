// The <robots-playground> element's class: a robots.txt editor, a verdict per URL and the
// explanation of the focused one, in a shadow root. It registers nothing (see define.js).
// The file first shows in a light view (./light.js, no CodeMirror); the page's editor
// (../editor/editor.js, through ./editing.js) is imported only when the user starts editing, and
// takes the light view's place. It reuses the page's engine (../engine.js); every widget has its
// own parsed file, and all share the one wasm instance the package loads on first use. What
// runs where and when is the page's analysis session (../session/session.js): a large value is
// analysed in a worker that all widgets of the page share (../worker.js, started with the
// first such value), and the page's thread only draws.

import { loadEngine } from '../engine.js';
import { RoleMap } from '../editor/roles.js';
import { createSession } from '../session/session.js';
import { DETAIL_LIMIT, HUGE_TEXT, LARGE_TEXT, ROWS_PAGE, readingOf } from '../session/readings.js';
import { rowIndices } from '../session/compute.js';
import { notices } from './notices.js';
import { dedent, splitUrls } from './text.js';
import { LightView } from './light.js';
import { adoptStyles } from './theme.js';
import { renderExplanation, renderHeader, renderRows, showAnswer } from './render.js';
import { lazy } from '../lazy.js';

const DEFAULT_AGENT = 'Googlebot';

/**
 * The lines' descriptions (../panels/describe.js), shown on hover only: loaded once a widget
 * has analysed its file, or at the first hover, so that they are not in what a page of widgets
 * loads before showing them.
 * @type {typeof import('../panels/describe.js') | null}
 */
let described = null;
const describing = lazy(() => import('../panels/describe.js'));
const loadDescriptions = () =>
  describing().then(
    (m) => (described = m),
    // Not loaded (the network is gone): no titles, and the next hover tries again.
    () => null,
  );

/** The worker shared by the page's widgets (../session/remote.js), made with the first large value. */
/** @type {ReturnType<typeof import('../session/remote.js').createHub> | null} */
let hub = null;
/** The worker's client code, loaded with the first large value: most widgets never need it. */
const hubCode = lazy(() => import('../session/remote.js'));

/**
 * A worker client for the session at once, whose calls wait for the client code: they are
 * passed on in order once it has loaded; if it cannot load, the session analyses here.
 * @param {any} handlers @param {() => void} onBroken
 * @returns {import('../session/session.js').Remote}
 */
function deferredRemote(handlers, onBroken) {
  /** @type {import('../session/session.js').Remote | null} */
  let real = null;
  /** @type {[keyof import('../session/session.js').Remote, any][]} */
  const queued = [];
  let ended = false;
  hubCode().then(
    ({ createHub }) => {
      if (ended) return;
      // Written whole, so that Vite and webpack bundle the worker (a self-contained script: see
      // www/build-element.mjs); esbuild and Rollup leave it as it is, for the app to copy.
      hub ??= createHub(
        () => new Worker(new URL('./robots-playground.element.worker.js', import.meta.url), { type: 'module' }),
        'robots-playground.element.worker.js',
      );
      real = hub.remote(handlers, () => {
        hub = null;
        onBroken();
      });
      for (const [name, arg] of queued) /** @type {any} */ (real)[name](arg);
    },
    () => ended || onBroken(),
  );
  /** @param {'request' | 'detail' | 'edit'} name */
  const pass = (name) => (/** @type {any} */ arg) => (real ? real[name](arg) : queued.push([name, arg]));
  return {
    request: pass('request'),
    detail: pass('detail'),
    edit: pass('edit'),
    wasmMemory: async () => (real ? real.wasmMemory() : 0),
    terminate: () => {
      ended = true;
      real?.terminate();
    },
  };
}

/** String attributes and the properties that mirror them. */
const STRINGS = {
  agent: 'agent',
  urls: 'urls',
  policy: 'policy',
  height: 'height',
  theme: 'theme',
  src: 'src',
  lint: 'lint',
  expect: 'expect',
};
/** Boolean attributes and their properties. */
const BOOLEANS = { readonly: 'readOnly', compact: 'compact', 'line-numbers': 'lineNumbers', expanded: 'expanded', summary: 'summary' };

const Base = globalThis.HTMLElement ?? class {};

/** The reader's preference, for a host whose `color-scheme` names both schemes or neither. */
const prefersDark = globalThis.matchMedia?.('(prefers-color-scheme: dark)');

/**
 * `<robots-playground agent="GPTBot" urls="/a&#10;/b">` with the file in a
 * `<script type="text/plain">` child or at a same-origin `src`.
 *
 * @fires robots-change  after a user edit: `detail.text` is the new file
 * @fires robots-verdict after each analysis: `detail.verdicts` lists `{ url, allowed, line, verdict }`;
 *   `detail.expectations` is the `expect` attribute's report (null without one)
 */
export class RobotsPlayground extends Base {
  static get observedAttributes() {
    return [...Object.keys(STRINGS), ...Object.keys(BOOLEANS)];
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    adoptStyles(root);
    /** @param {string} tag @param {Record<string, any>} [attrs] @returns {HTMLElement} */
    const el = (tag, attrs = {}) => Object.assign(document.createElement(tag), attrs);
    this._wrap = el('div', { className: 'wrap' });
    this._header = el('p', { className: 'header' });
    this._message = el('p', { className: 'message', hidden: true });
    this._message.setAttribute('role', 'alert');
    this._summary = el('ul', { className: 'summary', hidden: true });
    this._summary.setAttribute('part', 'summary');
    this._notice = el('div', { className: 'notice', hidden: true });
    this._notice.setAttribute('part', 'notice');
    this._notice.setAttribute('role', 'status');
    this._editorBox = el('div', { className: 'editor' });
    this._editorBox.setAttribute('part', 'editor');
    this._verdicts = el('ul', { className: 'verdicts' });
    this._verdicts.setAttribute('part', 'verdicts');
    this._explanation = el('div', { className: 'explanation' });
    this._explanation.setAttribute('part', 'explanation');
    this._expectations = el('ul', { className: 'expectations', hidden: true });
    this._expectations.setAttribute('part', 'expectations');
    this._live = el('p', { className: 'visually-hidden' });
    this._live.setAttribute('aria-live', 'polite');
    this._wrap.append(
      this._header,
      this._message,
      this._notice,
      this._summary,
      this._editorBox,
      this._verdicts,
      this._expectations,
      this._explanation,
      this._live,
    );
    // Inherits the host's color-scheme: its 1 ms transition (theme.js) tells when that changes.
    this._probe = el('i', { className: 'probe' });
    this._probe.addEventListener('transitionrun', () => this._applyScheme());
    root.append(this._wrap, this._probe);
    /** The custom states `light` and `dark` (`:state(dark)`), where the browser has them. */
    this._states = /** @type {CustomStateSet | undefined} */ (this.attachInternals?.().states);
    this._onScheme = () => this._applyScheme();

    /** The analysis session, once the engine is loaded. @type {ReturnType<typeof createSession> | null} */
    this._session = null;
    /** The catalog's date, shown in the header (`::part(checked)`). */
    this._checked = '';
    this._editor = null;
    /** Text set before the editor exists (by `value` or the inline script). */
    this._pending = null;
    /** @type {import('./render.js').Result[]} the verdicts of the last analysis, one per URL */
    this._results = [];
    /** The URLs (indices into `_results`) that have a row, with a whole verdict: the first
     * `_rowLimit`, and the focused one past them; the others are counted under the rows. */
    this._rows = /** @type {number[]} */ ([]);
    this._rowLimit = ROWS_PAGE;
    /** The URL the file was fetched from (`src`), whose host is the file's; null for an inline file. @type {string | null} */
    this._fetchedFrom = null;
    /** @type {import('robots-playground/full').ExpectReport | null} the expectations checked by the last analysis */
    this._expectReport = null;
    /** Whether expectations are shown (so that their removal clears them). */
    this._expectShown = false;
    this._focus = 0;
    /** What the notices show (their kinds and texts), to redraw them only when it changes. */
    this._noticeKey = '';
    this._queued = false;
    /** Whether an analysis ran (the first render's may run before _start gets to it). */
    this._analysed = false;
    this._loadId = 0;
    /** The import of the editor, once the user started editing. @type {Promise<void> | null} */
    this._editing = null;
    /** @type {Promise<void>} */
    this.ready = new Promise((resolve, reject) => {
      this._resolveReady = resolve;
      this._rejectReady = reject;
    });
    this.ready.catch(() => {});
  }

  // --- attributes and properties ---------------------------------------------------------

  /** The attribute, or the agent the widget checks without one (Googlebot), as documented. */
  get agent() {
    return this.getAttribute('agent') || DEFAULT_AGENT;
  }
  set agent(v) {
    this.setAttribute('agent', String(v));
  }
  /** Newline-separated URLs or paths. */
  get urls() {
    return this.getAttribute('urls') ?? '';
  }
  set urls(v) {
    this.setAttribute('urls', Array.isArray(v) ? v.join('\n') : String(v));
  }
  /** `google` (default), `rfc9309`, or `crawler` (the agent's crawler profile and Google's size cut-off, `googleSizeLimit()`). */
  get policy() {
    return this.getAttribute('policy') ?? 'google';
  }
  set policy(v) {
    this.setAttribute('policy', String(v));
  }
  get height() {
    return this.getAttribute('height') ?? '';
  }
  set height(v) {
    v == null || v === '' ? this.removeAttribute('height') : this.setAttribute('height', String(v));
  }
  /** `light`, `dark` or `auto` (default: follows the host's `color-scheme`, else prefers-color-scheme). */
  get theme() {
    return this.getAttribute('theme') ?? 'auto';
  }
  set theme(v) {
    this.setAttribute('theme', String(v));
  }
  get src() {
    return this.getAttribute('src') ?? '';
  }
  set src(v) {
    v == null || v === '' ? this.removeAttribute('src') : this.setAttribute('src', String(v));
  }
  get readOnly() {
    return this.hasAttribute('readonly');
  }
  set readOnly(v) {
    this.toggleAttribute('readonly', Boolean(v));
  }
  get compact() {
    return this.hasAttribute('compact');
  }
  set compact(v) {
    this.toggleAttribute('compact', Boolean(v));
  }
  /** Expanded mode: the decision diagram under the explanation (not with `compact`). */
  get expanded() {
    return this.hasAttribute('expanded');
  }
  set expanded(v) {
    this.toggleAttribute('expanded', Boolean(v));
  }
  /** Who may crawl the site, per purpose (the engine's summary), above the file. */
  get summary() {
    return this.hasAttribute('summary');
  }
  set summary(v) {
    this.toggleAttribute('summary', Boolean(v));
  }
  get lineNumbers() {
    return this.hasAttribute('line-numbers');
  }
  set lineNumbers(v) {
    this.toggleAttribute('line-numbers', Boolean(v));
  }
  /** Expectations, one a line (`allowed|blocked TOKEN URL [line N]`, as the command line reads them), checked on every edit. */
  get expect() {
    return this.getAttribute('expect') ?? '';
  }
  set expect(v) {
    this.setAttribute('expect', String(v));
  }
  /** `on` (default) or `off`: with `off`, the file shows no lint marks (the notices stay). */
  get lint() {
    return this.getAttribute('lint')?.trim().toLowerCase() === 'off' ? 'off' : 'on';
  }
  set lint(v) {
    this.setAttribute('lint', String(v));
  }

  /** The robots.txt text. Setting it is a programmatic edit: no `robots-change` event. */
  get value() {
    return this._editor ? (this._editor.loading ?? this._editor.getText()) : (this._pending ?? '');
  }
  set value(text) {
    this._setText(String(text ?? ''));
  }

  /** The verdicts of the last analysis, one per URL (`verdict` null past the rows drawn). */
  get verdicts() {
    return this._results.map((r) => ({ ...r }));
  }

  /** @param {string} name @param {string | null} old @param {string | null} value */
  attributeChangedCallback(name, old, value) {
    if (old === value) return;
    if (name === 'src') {
      if (this._session) this._loadText();
      return;
    }
    if (name === 'readonly') this._applyReadOnly();
    if (name === 'height') this._applyHeight();
    if (name === 'theme') return this._applyScheme();
    if (name === 'urls') this._focus = 0;
    this._schedule();
  }

  connectedCallback() {
    // Properties set on the element before it was upgraded shadow the accessors: re-apply them.
    for (const prop of [...Object.values(STRINGS), ...Object.values(BOOLEANS), 'value']) {
      if (Object.prototype.hasOwnProperty.call(this, prop)) {
        const self = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (this));
        const v = self[prop];
        delete self[prop];
        self[prop] = v;
      }
    }
    this._applyHeight();
    this._applyScheme();
    prefersDark?.addEventListener('change', this._onScheme);
    if (!this._observer) {
      // The inline script may be filled in after the element connects (while the parser is
      // still running) or replaced later: re-read it then.
      this._observer = new MutationObserver(() => {
        if (!this.src && this._session) this._loadText();
      });
      this._observer.observe(this, { childList: true, subtree: true, characterData: true });
    }
    if (!this._started) {
      this._started = true;
      this._start();
    }
  }

  disconnectedCallback() {
    this._observer?.disconnect();
    this._observer = null;
    prefersDark?.removeEventListener('change', this._onScheme);
    // Pending work is cancelled and the worker's copy freed; a reconnected widget analyses anew.
    this._session?.dispose();
  }

  // --- set-up ----------------------------------------------------------------------------

  async _start() {
    this._header.textContent = 'Loading…';
    try {
      // The package loads the wasm once, when the first widget gets here; each widget has
      // its own Engine (its own parsed file) over that one instance.
      const engine = await loadEngine();
      this._checked = engine.catalogChecked();
      this._session = createSession({
        engine,
        doc: { length: () => this._editor?.doc.length ?? 0, text: () => this._editor?.getText() ?? '' },
        view: this._view(),
        inputs: { agent: DEFAULT_AGENT, urls: [], focus: 0, policy: 'google', rows: 'verdict', readings: false, matrix: null, chars: true },
        // Every large value goes to the worker the widgets share; none where workers are missing.
        remote: typeof Worker === 'function' ? deferredRemote : null,
        mainMax: LARGE_TEXT,
      });
    } catch (e) {
      this._showMessage(`The robots.txt engine could not load: ${/** @type {any} */ (e)?.message ?? e}`);
      this._rejectReady(e);
      return;
    }
    // Text given through `value` before now wins over the inline script and `src`.
    const preset = this._pending;
    this._pending = null;
    this._editor = new LightView({
      parent: this._editorBox,
      label: this._label(),
      readOnly: this.readOnly,
      onActivate: () => this._activate(),
      describeLine: (n) => this._describeLine(n),
    });
    if (preset == null) await this._loadText();
    else this._setText(preset);
    // Setting the text scheduled an analysis (_schedule), which may have run already while
    // _loadText was awaited: a second one would fire robots-verdict twice with the same
    // details. Analysed here (at once, so `ready` has the verdicts) only if it is still to run.
    if (this._queued || !this._analysed) this._guardedAnalyse();
    // `ready` resolves when the first analysis has settled (`_finish`), or failed.
  }

  /**
   * Line `n`'s part in the focused verdict, for a hover; null until the descriptions have
   * loaded, and then the light view's hovered line gets its title.
   * @param {number} n
   */
  _describeLine(n) {
    if (described) return described.describeLine(this._results[this._focus]?.verdict, n);
    loadDescriptions().then((m) => m && this._editor instanceof LightView && this._editor.retitle());
    return null;
  }

  _label() {
    return this.getAttribute('aria-label') || 'robots.txt';
  }

  /**
   * The user started editing (focus, a click, a key or a paste in the light view): imports
   * the editor and puts it in the light view's place, with the same text, roles and
   * diagnostics, the caret where they pressed (else at the start), the focus in it if the
   * light view still had it, and what they typed or pasted meanwhile typed or pasted into it.
   */
  _activate() {
    const light = this._editor;
    if (this._editing || !(light instanceof LightView) || this.readOnly) return;
    this._editing = import('./editing.js').then(({ mountEditor, isHugeLoad, isTextSet, HUGE_TEXT: huge }) => {
      if (this._editor !== light) return;
      const root = /** @type {ShadowRoot} */ (this.shadowRoot);
      const text = light.getText();
      // The worker holds this text; a huge one enters the editor in slices, as a new set (not
      // an edit of the text the worker holds): the worker is told it afresh.
      if (text.length > huge) this._session?.edited();
      const editor = mountEditor({
        parent: this._editorBox,
        root,
        text,
        label: this._label(),
        readOnly: this.readOnly,
        onDocChange: (_view, u) => {
          this._session?.edited(u.changes);
          if (!isTextSet(u)) {
            // The text is made when read: a keystroke in a 50 MB file does not join 50 MB (nor
            // a 50 MB paste, which the editor knows as pasted).
            const doc = u.state.doc;
            let text = null;
            this._emit('robots-change', {
              get text() {
                return (text ??= doc === editor.view.state.doc ? editor.getText() : doc.toString());
              },
            });
          }
          this._schedule(isHugeLoad(u));
        },
        describeLine: (n) => this._describeLine(n),
      });
      if (text.length <= huge) {
        editor.setRoles(light.roles);
        editor.setDiagnostics(light.diagnostics);
      }
      const focused = root.activeElement === light.dom;
      const { scrollTop, scrollLeft } = light.dom;
      light.destroy();
      // Scrolled as the light view was (its lines are the editor's, at the same places).
      editor.view.scrollDOM.scrollTop = scrollTop;
      editor.view.scrollDOM.scrollLeft = scrollLeft;
      this._editor = editor;
      if (focused) editor.focusAt(light.point);
      editor.type(light.typed);
      if (light.pasted != null) editor.paste(light.pasted);
    });
    this._editing.catch((e) => {
      this._editing = null;
      this._showMessage(`The editor could not load: ${e?.message ?? e}`);
    });
  }

  _applyReadOnly() {
    this._editor?.setReadOnly(this.readOnly);
  }

  /**
   * The theme, as the custom state `dark` or `light`: `theme="light|dark"`; else the host's
   * computed `color-scheme` when it names one of them only (a page's dark mode that sets
   * `color-scheme: dark` on a class of html or body); else the reader's preference.
   */
  _applyScheme() {
    const states = this._states;
    if (!states || !this.isConnected) return;
    const theme = this.theme.trim().toLowerCase();
    const scheme = getComputedStyle(this).colorScheme.split(' ');
    const [light, dark] = [scheme.includes('light'), scheme.includes('dark')];
    const isDark = theme === 'dark' || (theme !== 'light' && (light === dark ? Boolean(prefersDark?.matches) : dark));
    try {
      states.add(isDark ? 'dark' : 'light');
      states.delete(isDark ? 'light' : 'dark');
    } catch {
      // A browser that knows only the older `--dark` states: the stylesheet's fallbacks apply.
    }
  }

  _applyHeight() {
    const h = this.height.trim();
    this._editorBox.style.height = /^\d+(\.\d+)?$/.test(h) ? `${h}px` : h;
  }

  /** Loads the file from `src` (same origin only) or the inline script. */
  async _loadText() {
    const id = ++this._loadId;
    const src = this.src;
    if (!src) {
      const script = this.querySelector('script[type="text/plain"]');
      this._showMessage('');
      this._fetchedFrom = null;
      if (script) this._setText(dedent(script.textContent ?? ''));
      return;
    }
    let text;
    try {
      const url = new URL(src, document.baseURI);
      if (url.origin !== location.origin) throw new Error(`it is not on this site's origin (${location.origin})`);
      const res = await fetch(url, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(`the server answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`);
      text = await res.text();
    } catch (e) {
      if (id !== this._loadId) return;
      this._showMessage(`Could not load robots.txt from ${src}: ${/** @type {any} */ (e)?.message ?? e}.`);
      this._setText('');
      return;
    }
    if (id !== this._loadId) return;
    this._showMessage('');
    this._fetchedFrom = new URL(src, document.baseURI).href;
    this._setText(text);
  }

  /** @param {string} text */
  _setText(text) {
    const editor = this._editor;
    if (!editor) {
      this._pending = text;
      return;
    }
    if (editor instanceof LightView) {
      const before = editor.doc.length;
      if (!editor.setText(text)) return;
      // The shared worker holds the text before (if large): it is told of the change.
      const now = editor.getText();
      this._session?.edited({
        iterChanges: (/** @type {any} */ f) => f(0, before, 0, now.length, { length: now.length, toString: () => now }),
      });
      this._schedule(now.length > HUGE_TEXT);
      return;
    }
    if (editor.loading === text || (!editor.loading && text.length === editor.doc.length && text === editor.getText())) return;
    // A huge value enters over several tasks ("Loading large text…"): no verdicts meanwhile
    // (`_analyse` waits for it).
    if (text.length > HUGE_TEXT) this._verdicts.setAttribute('aria-busy', 'true');
    editor.setText(text);
  }

  /** @param {string} text */
  _showMessage(text) {
    this._message.textContent = text;
    this._message.hidden = !text;
  }

  // --- analysis --------------------------------------------------------------------------

  /** Analyses once after the current task (an edit listener must not dispatch), or in a task of its own (`later`). */
  _schedule(later = false) {
    if (later) this._verdicts.setAttribute('aria-busy', 'true'); // the verdicts shown are of the text before
    if (this._queued || !this._editor) return;
    this._queued = true;
    (later ? setTimeout : queueMicrotask)(() => {
      // Already done by an analysis since (see _analyse): a second would repeat robots-verdict.
      if (!this._queued) return;
      this._queued = false;
      this._guardedAnalyse();
    });
  }

  /** Analyses with the attributes as they are now (the session guards the engine's failures). */
  _guardedAnalyse() {
    const session = this._session;
    const editor = this._editor;
    if (!session || !editor) return;
    // A huge text is being loaded into the editor: it is analysed once it is there.
    if (editor.busy) return this._verdicts.setAttribute('aria-busy', 'true');
    // This analysis covers a change scheduled before it (see _start), and later ones too.
    this._queued = false;
    this._analysed = true;
    loadDescriptions();
    // Busy until the analysis settles: at once for a quick one, after the frame or a pause otherwise.
    this._verdicts.setAttribute('aria-busy', 'true');
    session.set({
      agent: this.agent.trim() || DEFAULT_AGENT,
      urls: splitUrls(this.urls),
      focus: this._focus,
      policy: readingOf(this.policy) ?? 'google',
      expect: this.expect,
      fetchedFrom: this._fetchedFrom,
      rowLimit: this._rowLimit,
      summary: this.summary,
    });
    this._focus = session.inputs.focus;
  }

  /**
   * The widget as a view of its session: the roles with the focused verdict, the rows, the
   * lint and the notices as they come, and the rows, explanation and event once it settles.
   * @returns {import('../session/session.js').View}
   */
  _view() {
    /** @type {Pick<import('./notices.js').Facts, 'bytes' | 'cut' | 'lint' | 'chars' | 'large'>} the lint's facts for the notices, until the analysis settles */
    let facts = { bytes: 0, cut: null, lint: null, chars: null, large: null };
    return {
      focus: (e) => {
        const v = e.verdict;
        this._editor?.setRoles(RoleMap.fromVerdict(v, { focused: e.query.hasUrls }));
        if (e.where !== 'worker') return;
        // The worker's answer for the focused row, before the others follow with the detail.
        const k = this._rows.indexOf(e.query.focus);
        const row = /** @type {HTMLElement | undefined} */ (this._verdicts.querySelectorAll('button.row')[k]);
        if (row && row.querySelector('.url')?.textContent === e.query.urls[e.query.focus])
          showAnswer(row, v.allowed, v.line || v.winner?.line || 0);
      },
      rows: (e) => {
        const { query: q } = e;
        // Whole verdicts for the rows drawn (rowIndices: the first `rowLimit` and the focused
        // one); every other URL's answer and deciding line from the tally (one engine call).
        this._rows = q.hasUrls ? rowIndices(q) : [];
        const drawn = new Map(this._rows.map((i, k) => [i, /** @type {any} */ (e.results[k])]));
        const t = e.tally;
        this._results = q.hasUrls
          ? q.urls.map((url, i) => {
              const v = drawn.get(i);
              if (v) return { url, allowed: v.allowed, line: v.line || v.winner?.line || 0, verdict: v };
              return { url, allowed: Boolean(t?.answers[i]), line: t?.lines[i] ?? 0, verdict: null };
            })
          : [];
      },
      lint: (e) => {
        const { lint } = e;
        this._editor?.setDiagnostics(this.lint === 'off' ? [] : lint.list);
        facts = {
          bytes: e.bytes,
          cut: e.cut,
          lint: { total: lint.total, listed: lint.list.length, ids: lint.ids },
          chars: e.chars,
          large: e.large ? (e.where === 'worker' ? 'worker' : 'thread') : null,
        };
      },
      summary: (e) => {
        // The engine's sentences, one a purpose, then the catalog's date; nothing without the attribute.
        const s = e.summary;
        this._summary.hidden = !s;
        const li = (/** @type {string} */ text) => Object.assign(document.createElement('li'), { textContent: text });
        this._summary.replaceChildren(
          ...(s?.categories ?? []).map((c) => li(c.text)),
          ...(s?.preference ? [Object.assign(li(s.preference.text), { className: 'preference' })] : []),
          ...(s ? [Object.assign(li(`Facts about these crawlers as of ${s.checked}.`), { className: 'checked' })] : []),
        );
      },
      expect: (e) => {
        this._expectReport = e.report;
        // The code is loaded by the first widget with expectations; one without needs none.
        if (e.report || this._expectShown) this._drawExpectations();
      },
      settled: (e) => {
        this._verdicts.removeAttribute('aria-busy');
        const focused = this._results[this._focus];
        const rules = focused?.verdict.ruleCount ?? focused?.verdict.rules?.length ?? 0;
        this._notices({
          ...facts,
          lines: /** @type {any} */ (this._editor).doc.lines,
          policy: e.query.policy,
          limit: DETAIL_LIMIT,
          rules: e.large ? rules : 0,
        });
        this._finish(e.query.token, e.query.policy, this.agent.trim() || DEFAULT_AGENT);
      },
      failure: (message, _error, lasting) => {
        this._verdicts.removeAttribute('aria-busy');
        this._showMessage(
          lasting
            ? `The robots.txt engine stopped: ${message}`
            : `The robots.txt engine failed on this input (${message}); the next change tries again.`,
        );
        this._resolveReady();
      },
      recovered: () => this._showMessage(''),
    };
  }

  /**
   * Shows what crawlers ignore in this value and what the widget simplified (notices.js).
   * @param {Omit<import('./notices.js').Facts, 'unknownPolicy'>} facts
   */
  _notices(facts) {
    const asked = this.getAttribute('policy');
    const unknownPolicy = asked?.trim() && !readingOf(asked) ? asked : null;
    const items = notices({ ...facts, unknownPolicy });
    const key = items.map((i) => i.join(':')).join('\n');
    if (key === this._noticeKey) return;
    this._noticeKey = key;
    this._notice.replaceChildren(
      ...items.map(([kind, text]) => {
        const p = document.createElement('p');
        p.dataset.kind = kind;
        p.textContent = text;
        return p;
      }),
    );
    this._notice.hidden = !items.length;
  }

  /**
   * The header, the rows, the explanation and the `robots-verdict` event, from `_results`.
   * @param {string} token @param {import('../session/readings.js').Reading} policy @param {string} agent
   */
  _finish(token, policy, agent) {
    renderHeader(this._header, token, policy, this._checked);
    const onPick = (/** @type {number} */ i) => {
      this._focus = i;
      this._guardedAnalyse();
      const k = this._rows.indexOf(i);
      /** @type {HTMLElement | undefined} */ (this._verdicts.querySelectorAll('button.row')[k])?.focus();
    };
    const onMore = () => {
      this._rowLimit += ROWS_PAGE;
      this._guardedAnalyse();
    };
    renderRows(this._verdicts, this._results, this._rows, this._focus, token, onPick, onMore);
    renderExplanation({
      box: this._explanation,
      live: this._live,
      focused: this._results[this._focus],
      token,
      agent: this.agent,
      diagram: this.expanded && !this.compact,
      lines: this._editor?.doc.lines ?? 1,
      onLine: (line) => this._editor?.revealLine(line),
      onError: (message) => this._showMessage(message),
    });
    this._emit('robots-verdict', {
      agent,
      token,
      policy,
      verdicts: this._results.map(({ url, allowed, line, verdict }) => ({ url, allowed, line, verdict })),
      expectations: this._expectReport,
    });
    this._resolveReady();
  }

  /** Draws the expectations of the last analysis (list and marks), once their code is loaded. */
  _drawExpectations() {
    const report = this._expectReport;
    this._expectShown = Boolean(report);
    import('./expectations.js').then(({ renderExpectations, marksOf }) => {
      if (report !== this._expectReport) return;
      renderExpectations(this._expectations, report, (line) => this._editor?.revealLine(line));
      this._editor?.setExpectMarks(marksOf(report?.results ?? []));
    });
  }

  /** @param {string} type @param {unknown} detail */
  _emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}
