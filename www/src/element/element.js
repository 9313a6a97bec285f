// The <robots-playground> element's class: a robots.txt editor, a verdict per URL and the
// explanation of the focused one, in a shadow root. It registers nothing (see define.js).
// The file first shows in a light view (./light.js, no CodeMirror); the page's editor
// (../editor.js, through ./editing.js) is imported only when the user starts editing, and
// takes the light view's place. It reuses the page's engine (../engine.js); every widget has its
// own parsed file, and all share the one wasm instance the package loads on first use. A
// value over LARGE_VALUE characters is analysed in a worker that all widgets of the page
// share (../worker.js, started with the first such value): the page's thread only draws.

import { loadEngine, utf16Offset } from '../engine.js';
import { describeLine } from '../panels/explain.js';
import { NO_ROLES, RoleMap } from '../roles.js';
import { createHub } from '../remote.js';
import { oddChars } from './chars.js';
import { notices } from './notices.js';
import { dedent, splitUrls } from './text.js';
import { LightView } from './light.js';
import { adoptStyles } from './theme.js';

/** Readings the `policy` attribute accepts; `crawlers` is an alias of `crawler`. */
const POLICIES = { google: 'google', rfc9309: 'rfc9309', crawler: 'crawler', crawlers: 'crawler' };
/** The reading a `policy` value names (any case, white space around), or undefined; own keys
 * only, so `policy="constructor"` names none. */
const readingOf = (value) => {
  const key = value.trim().toLowerCase();
  return Object.hasOwn(POLICIES, key) ? POLICIES[key] : undefined;
};
const POLICY_LABEL = { google: 'Google reading', rfc9309: 'RFC 9309 reading', crawler: "the crawler's own behaviour" };
const DEFAULT_AGENT = 'Googlebot';
/** Values longer than this (characters) get brief verdicts, from the shared worker (or, without one, here with a deferred lint). */
const LARGE_VALUE = 64 * 1024;
/** Groups and rules a brief verdict lists (the rest are counted). */
const BRIEF_LIMIT = 200;
/** Pause before a large value's diagnostics and detail (ms): the verdicts and roles are painted first. */
const LINT_DELAY = 150;
/** Diagnostics of a large value marked in the editor (the rest are counted). */
const MAX_DIAGNOSTICS = 2000;
/** ../editor.js's HUGE_TEXT: a longer text enters the editor in slices (its verdicts wait for it). */
const HUGE_TEXT = 1 << 20;
/** Google's crawler reads this many bytes. */
const SIZE_LIMIT = 512000;

/** The decision diagram's modules (expanded mode), imported with the first expanded widget. */
let diagram = null;
const loadDiagram = () =>
  (diagram ??= Promise.all([import('../diagram/model.js'), import('../diagram/svg.js')]).then(([model, svg]) => ({ ...model, ...svg })));
/** The worker shared by the page's widgets (remote.js), made with the first large value. */
let hub = null;
/** No worker could start (none in this browser, a CSP that forbids them, a missing file): large values are analysed here. */
let noWorker = typeof Worker !== 'function';

/** A diagnostics list in numbers: its total, how many are listed, the count per id. */
function lintFacts(all, listed = all.length) {
  const ids = {};
  for (const d of all) ids[d.id] = (ids[d.id] ?? 0) + 1;
  return { total: all.length, listed: Math.min(listed, all.length), ids };
}

/** String attributes and the properties that mirror them. */
const STRINGS = { agent: 'agent', urls: 'urls', policy: 'policy', height: 'height', theme: 'theme', src: 'src' };
/** Boolean attributes and their properties. */
const BOOLEANS = { readonly: 'readOnly', compact: 'compact', 'line-numbers': 'lineNumbers', expanded: 'expanded' };

const Base = globalThis.HTMLElement ?? class {};

/**
 * `<robots-playground agent="GPTBot" urls="/a&#10;/b">` with the file in a
 * `<script type="text/plain">` child or at a same-origin `src`.
 *
 * @fires robots-change  after a user edit: `detail.text` is the new file
 * @fires robots-verdict after each analysis: `detail.verdicts` lists `{ url, allowed, line, verdict }`
 */
export class RobotsPlayground extends Base {
  static get observedAttributes() {
    return [...Object.keys(STRINGS), ...Object.keys(BOOLEANS)];
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    adoptStyles(root);
    const el = (tag, attrs = {}) => Object.assign(document.createElement(tag), attrs);
    this._wrap = el('div', { className: 'wrap' });
    this._header = el('p', { className: 'header' });
    this._message = el('p', { className: 'message', hidden: true });
    this._message.setAttribute('role', 'alert');
    this._notice = el('div', { className: 'notice', hidden: true });
    this._notice.setAttribute('part', 'notice');
    this._notice.setAttribute('role', 'status');
    this._editorBox = el('div', { className: 'editor' });
    this._editorBox.setAttribute('part', 'editor');
    this._verdicts = el('ul', { className: 'verdicts' });
    this._verdicts.setAttribute('part', 'verdicts');
    this._explanation = el('div', { className: 'explanation' });
    this._explanation.setAttribute('part', 'explanation');
    this._live = el('p', { className: 'visually-hidden' });
    this._live.setAttribute('aria-live', 'polite');
    this._wrap.append(this._header, this._message, this._notice, this._editorBox, this._verdicts, this._explanation, this._live);
    root.append(this._wrap);

    this._engine = null;
    this._editor = null;
    /** Text set before the editor exists (by `value` or the inline script). */
    this._pending = null;
    this._results = [];
    this._focus = 0;
    this._queued = false;
    /** Whether an analysis ran (the first render's may run before _start gets to it). */
    this._analysed = false;
    this._loadId = 0;
    /** This widget's client of the shared worker, while its value is large. */
    this._remote = null;
    this._workerMs = 0;
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
  get agent() { return this.getAttribute('agent') || DEFAULT_AGENT; }
  set agent(v) { this.setAttribute('agent', String(v)); }
  /** Newline-separated URLs or paths. */
  get urls() { return this.getAttribute('urls') ?? ''; }
  set urls(v) { this.setAttribute('urls', Array.isArray(v) ? v.join('\n') : String(v)); }
  /** `google` (default), `rfc9309`, or `crawler` (the agent's crawler profile, 500 KiB cut-off). */
  get policy() { return this.getAttribute('policy') ?? 'google'; }
  set policy(v) { this.setAttribute('policy', String(v)); }
  get height() { return this.getAttribute('height') ?? ''; }
  set height(v) { v == null || v === '' ? this.removeAttribute('height') : this.setAttribute('height', String(v)); }
  /** `light`, `dark` or `auto` (default: follows prefers-color-scheme). */
  get theme() { return this.getAttribute('theme') ?? 'auto'; }
  set theme(v) { this.setAttribute('theme', String(v)); }
  get src() { return this.getAttribute('src') ?? ''; }
  set src(v) { v == null || v === '' ? this.removeAttribute('src') : this.setAttribute('src', String(v)); }
  get readOnly() { return this.hasAttribute('readonly'); }
  set readOnly(v) { this.toggleAttribute('readonly', Boolean(v)); }
  get compact() { return this.hasAttribute('compact'); }
  set compact(v) { this.toggleAttribute('compact', Boolean(v)); }
  /** Expanded mode: the decision diagram under the explanation (not with `compact`). */
  get expanded() { return this.hasAttribute('expanded'); }
  set expanded(v) { this.toggleAttribute('expanded', Boolean(v)); }
  get lineNumbers() { return this.hasAttribute('line-numbers'); }
  set lineNumbers(v) { this.toggleAttribute('line-numbers', Boolean(v)); }

  /** The robots.txt text. Setting it is a programmatic edit: no `robots-change` event. */
  get value() {
    return this._editor ? (this._editor.loading ?? this._editor.getText()) : (this._pending ?? '');
  }
  set value(text) {
    this._setText(String(text ?? ''));
  }

  /** The verdicts of the last analysis, one per URL. */
  get verdicts() {
    return this._results.map((r) => ({ ...r }));
  }

  attributeChangedCallback(name, old, value) {
    if (old === value) return;
    if (name === 'src') {
      if (this._engine) this._loadText();
      return;
    }
    if (name === 'readonly') this._applyReadOnly();
    if (name === 'height') this._applyHeight();
    if (name === 'urls') this._focus = 0;
    this._schedule();
  }

  connectedCallback() {
    // Properties set on the element before it was upgraded shadow the accessors: re-apply them.
    for (const prop of [...Object.values(STRINGS), ...Object.values(BOOLEANS), 'value']) {
      if (Object.prototype.hasOwnProperty.call(this, prop)) {
        const v = this[prop];
        delete this[prop];
        this[prop] = v;
      }
    }
    this._applyHeight();
    if (!this._observer) {
      // The inline script may be filled in after the element connects (while the parser is
      // still running) or replaced later: re-read it then.
      this._observer = new MutationObserver(() => {
        if (!this.src && this._engine) this._loadText();
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
    clearTimeout(this._lintTimer);
    this._dropRemote();
  }

  // --- set-up ----------------------------------------------------------------------------

  async _start() {
    this._header.textContent = 'Loading…';
    try {
      // The package loads the wasm once, when the first widget gets here; each widget has
      // its own Engine (its own parsed file) over that one instance.
      this._engine = await loadEngine();
    } catch (e) {
      this._showMessage(`The robots.txt engine could not load: ${e?.message ?? e}`);
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
      describeLine: (n) => describeLine(this._results[this._focus]?.verdict, n),
    });
    if (preset == null) await this._loadText();
    else this._setText(preset);
    // Setting the text scheduled an analysis (_schedule), which may have run already while
    // _loadText was awaited: a second one would fire robots-verdict twice with the same
    // details. Analysed here (at once, so `ready` has the verdicts) only if it is still to run.
    if (this._queued || !this._analysed) this._guardedAnalyse();
    // A large value is ready when the worker's verdicts are shown (`_finish`).
    if (!this._remote && !this._editor.busy) this._resolveReady();
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
      if (text.length > huge) this._dropRemote();
      const editor = mountEditor({
        parent: this._editorBox,
        root,
        text,
        label: this._label(),
        readOnly: this.readOnly,
        onDocChange: (_view, u) => {
          this._remote?.edit(u.changes);
          if (!isTextSet(u)) {
            // The text is made when read: a keystroke in a 50 MB file does not join 50 MB (nor
            // a 50 MB paste, which the editor knows as pasted).
            const doc = u.state.doc;
            let text = null;
            this._emit('robots-change', { get text() { return (text ??= doc === editor.view.state.doc ? editor.getText() : doc.toString()); } });
          }
          this._schedule(isHugeLoad(u));
        },
        describeLine: (n) => describeLine(this._results[this._focus]?.verdict, n),
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
      this._showMessage(`Could not load robots.txt from ${src}: ${e?.message ?? e}.`);
      this._setText('');
      return;
    }
    if (id !== this._loadId) return;
    this._showMessage('');
    this._setText(text);
  }

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
      this._remote?.edit({ iterChanges: (f) => f(0, before, 0, now.length, { length: now.length, toString: () => now }) });
      this._schedule(now.length > HUGE_TEXT);
      return;
    }
    if (editor.loading === text || (!editor.loading && text.length === editor.doc.length && text === editor.getText())) return;
    // A huge value enters over several tasks ("Loading large text…"): no verdicts meanwhile
    // (`_analyse` waits for it).
    if (text.length > HUGE_TEXT) this._verdicts.setAttribute('aria-busy', 'true');
    editor.setText(text);
  }

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

  /** An engine failure (a wasm trap) is shown in the widget, not thrown; the next change retries. */
  _guardedAnalyse(step = () => this._analyse()) {
    try {
      step();
      if (this._failed) this._showMessage('');
      this._failed = false;
    } catch (e) {
      this._fail(e?.message ?? e);
    }
  }

  _fail(message) {
    this._failed = true;
    if (this._engine) {
      this._engine.robots = null;
      this._engine.text = null;
    }
    this._showMessage(`The robots.txt engine failed on this input (${message}); the next change tries again.`);
  }

  _analyse() {
    const engine = this._engine;
    const editor = this._editor;
    if (!engine || !editor) return;
    // A huge text is being loaded into the editor: it is analysed once it is there.
    if (editor.busy) return this._verdicts.setAttribute('aria-busy', 'true');
    // This analysis covers a change scheduled before it (see _start), and later ones too.
    this._queued = false;
    this._analysed = true;
    const doc = editor.doc;
    const policy = readingOf(this.policy) ?? 'google';
    const agent = this.agent.trim() || DEFAULT_AGENT;
    // The token, or the value as typed when none can be read from it (engine.recognise).
    const token = engine.recognise(agent).agent;
    const urls = splitUrls(this.urls);
    if (this._focus >= urls.length) this._focus = 0;
    clearTimeout(this._lintTimer);
    // A large value: the shared worker parses and checks it, this thread only draws.
    const big = doc.length > LARGE_VALUE;
    if (big && !noWorker) return this._analyseRemote({ token, urls, policy, agent, length: doc.length });
    this._dropRemote();
    const text = editor.getText();
    engine.setText(text);
    // Without a worker, a large value gets brief verdicts (lists bounded, every rule and group
    // line in typed arrays), roles drawn from the focused one rather than a separate
    // highlight, and its diagnostics after the paint: the full answers of a file of 400,000
    // rules take seconds.
    this._results = urls.map((url) => {
      const verdict = big ? engine.brief(token, url, policy, BRIEF_LIMIT) : engine.check(token, url, policy);
      return { url, allowed: verdict.allowed, line: verdict.line || verdict.winner?.line || 0, verdict };
    });
    const focused = this._results[this._focus];
    const facts = { lines: doc.lines, policy, large: null, limit: BRIEF_LIMIT, rules: 0 };
    if (big) {
      editor.setRoles(focused ? RoleMap.fromVerdict(focused.verdict) : NO_ROLES);
      this._lintTimer = setTimeout(() => this._guardedAnalyse(() => {
        if (this._engine !== engine || engine.text !== text) return;
        const all = engine.diagnostics(policy);
        editor.setDiagnostics(all.slice(0, MAX_DIAGNOSTICS));
        const rules = focused?.verdict.ruleCount ?? 0;
        this._notices({ ...facts, bytes: engine.bytes, large: 'thread', rules, lint: lintFacts(all, MAX_DIAGNOSTICS), chars: oddChars(text) });
      }), LINT_DELAY);
    } else {
      editor.setRoles(engine.highlight(token, focused?.url ?? null, policy));
      const all = engine.diagnostics(policy);
      editor.setDiagnostics(all);
      this._notices({ ...facts, bytes: engine.bytes, lint: lintFacts(all), chars: oddChars(text) });
    }
    this._finish(token, policy, agent);
  }

  /**
   * A large value, in the shared worker: the focused verdict comes back for every change
   * (the roles), the rest once changes pause (rows, explanation, lint, notices). Only the
   * edits cross to the worker after the first message; stale answers are dropped (remote.js).
   */
  _analyseRemote({ token, urls, policy, agent, length }) {
    const engine = /** @type {any} */ (this._engine);
    if (engine.robots) {
      // This thread's parse of an earlier value is not needed while the worker holds this one.
      engine.robots.free();
      engine.robots = null;
      engine.text = null;
    }
    hub ??= createHub(new URL('./robots-playground.element.worker.js', import.meta.url));
    this._remote ??= hub.remote(
      {
        onVerdict: ({ verdict, ms, request }) => {
          this._workerMs = ms;
          this._guardedAnalyse(() => this._showFocus(verdict, request));
        },
        onDetail: (reply) => this._guardedAnalyse(() => this._showDetail(reply)),
        onError: (message) => this._fail(message),
      },
      () => {
        // The worker could not start: this widget and the others analyse on this thread.
        noWorker = true;
        hub = null;
        this._remote = null;
        this._schedule();
      },
    );
    // Read only when the whole text must cross: the string as set or pasted when it is the
    // whole value, else joined from the editor's lines (85 ms for 50 MB).
    const text = () => /** @type {any} */ (this._editor).getText();
    const hasUrls = urls.length > 0;
    const url = urls[this._focus] ?? '/';
    this._remote.request({ text, length, token, url, policy, hasUrls });
    this._verdicts.setAttribute('aria-busy', 'true');
    clearTimeout(this._lintTimer);
    // The detail waits for a pause twice as long as an analysis takes (a 50 MB value: ~1 s),
    // so that it does not hold up the next keystroke's answer in the worker.
    const detail = { text, length, token, urls: hasUrls ? urls : [url], focus: this._focus, policy, matrix: null, briefs: BRIEF_LIMIT, compare: false, chars: true, agent, hasUrls };
    this._lintTimer = setTimeout(() => this._remote?.detail(detail), Math.max(LINT_DELAY, 2 * this._workerMs));
  }

  /** The worker's focused verdict: the roles, and the focused row's answer (the rest follows with the detail). */
  _showFocus(verdict, request) {
    const editor = /** @type {any} */ (this._editor);
    const doc = editor.doc;
    let end = Infinity;
    if (verdict.cutAt != null) end = doc.lineAt(utf16Offset(doc.sliceString(0, verdict.cutAt), verdict.cutAt)).number;
    editor.setRoles(RoleMap.fromVerdict(verdict, { focused: request.hasUrls, end }));
    const row = this._verdicts.querySelectorAll('button')[this._focus];
    if (row?.querySelector('.url')?.textContent === request.url) {
      const line = verdict.line || verdict.winner?.line || 0;
      row.dataset.allowed = String(verdict.allowed);
      row.dataset.line = String(line);
      /** @type {HTMLElement} */ (row.querySelector('.badge')).textContent = verdict.allowed ? '✓ Allowed' : '✗ Blocked';
      /** @type {HTMLElement} */ (row.querySelector('.decider')).textContent = line ? `line ${line}` : 'no rule';
    }
  }

  /** The worker's answer once changes paused: everything but the roles. */
  _showDetail({ bytes, results, verdict, diagnostics, chars, request }) {
    const editor = /** @type {any} */ (this._editor);
    this._results = request.hasUrls
      ? request.urls.map((url, i) => ({ url, allowed: results[i].allowed, line: results[i].line || results[i].winner?.line || 0, verdict: results[i] }))
      : [];
    this._showFocus(verdict, request);
    editor.setDiagnostics(diagnostics.list);
    this._verdicts.removeAttribute('aria-busy');
    const lint = { total: diagnostics.total, listed: diagnostics.list.length, ids: diagnostics.ids ?? {} };
    const lines = editor.doc.lines;
    this._notices({ bytes, lines, policy: request.policy, large: 'worker', limit: BRIEF_LIMIT, rules: verdict.ruleCount ?? 0, lint, chars });
    this._finish(request.token, request.policy, request.agent);
  }

  /** Drops this widget's worker client (its text and parse there are freed). */
  _dropRemote() {
    this._remote?.terminate();
    this._remote = null;
    this._verdicts.removeAttribute('aria-busy');
  }

  /** Shows what crawlers ignore in this value and what the widget simplified (notices.js). */
  _notices(facts) {
    let cutLine = 0;
    if (facts.bytes > SIZE_LIMIT && this._editor) {
      const doc = this._editor.doc;
      cutLine = doc.lineAt(utf16Offset(doc.sliceString(0, SIZE_LIMIT), SIZE_LIMIT)).number;
    }
    const asked = this.getAttribute('policy');
    const unknownPolicy = asked?.trim() && !readingOf(asked) ? asked : null;
    const items = notices({ ...facts, cutLine, unknownPolicy });
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

  /** The header, the rows, the explanation and the `robots-verdict` event, from `_results`. */
  _finish(token, policy, agent) {
    this._header.replaceChildren(
      'Crawler ',
      Object.assign(document.createElement('strong'), { textContent: token || '(none)' }),
      ` · ${POLICY_LABEL[policy]}`,
    );
    this._renderVerdicts(token);
    this._renderExplanation(this._results[this._focus], token);
    this._emit('robots-verdict', {
      agent,
      token,
      policy,
      verdicts: this._results.map(({ url, allowed, line, verdict }) => ({ url, allowed, line, verdict })),
    });
    this._resolveReady();
  }

  _renderVerdicts(token) {
    const list = this._verdicts;
    list.setAttribute('aria-label', `Verdicts for ${token || 'no token'}`);
    if (!this._results.length) {
      const li = document.createElement('li');
      li.className = 'empty';
      li.textContent = 'No URL to check: list them in the urls attribute, one per line.';
      list.replaceChildren(li);
      return;
    }
    list.replaceChildren(
      ...this._results.map((r, i) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'row';
        button.dataset.testid = 'verdict-row';
        button.dataset.allowed = String(r.allowed);
        button.dataset.line = String(r.line);
        button.setAttribute('aria-pressed', String(i === this._focus));
        const badge = document.createElement('span');
        badge.className = 'badge';
        badge.textContent = r.allowed ? '✓ Allowed' : '✗ Blocked';
        const url = document.createElement('span');
        url.className = 'url';
        url.textContent = r.url;
        const decider = document.createElement('span');
        decider.className = 'decider';
        decider.textContent = r.line ? `line ${r.line}` : 'no rule';
        button.append(badge, ' ', url, ' ', decider);
        button.addEventListener('click', () => {
          this._focus = i;
          this._guardedAnalyse();
          this._verdicts.querySelectorAll('button')[i]?.focus();
        });
        const li = document.createElement('li');
        li.append(button);
        return li;
      }),
    );
  }

  _renderExplanation(focused, token) {
    const box = this._explanation;
    if (!focused) {
      box.replaceChildren();
      this._live.textContent = '';
      return;
    }
    const v = focused.verdict;
    const summary = document.createElement('p');
    summary.className = 'summary';
    summary.dataset.testid = 'summary';
    const word = v.allowed ? 'Allowed' : 'Blocked';
    summary.append(`${word} for ${token}: ${v.path}`);
    if (focused.line) {
      summary.append(' — decided by ');
      const go = document.createElement('button');
      go.type = 'button';
      go.textContent = `line ${focused.line}`;
      go.addEventListener('click', () => this._editor?.revealLine(focused.line));
      summary.append(go);
    }
    const lines = (v.explanation ?? '').split('\n').filter((l) => l.trim());
    box.replaceChildren(
      summary,
      ...lines.map((l) => {
        const p = document.createElement('p');
        if (/^\s/.test(l)) p.className = 'rule';
        p.textContent = l.trim();
        return p;
      }),
    );
    if (this.expanded && !this.compact) {
      // The page's decision diagram, for the focused URL: crawler → groups → rules → winner.
      // Its modules come with the first expanded widget (drawn when they are there).
      const lines = this._editor?.doc.lines ?? 1;
      const draw = ({ buildModel, drawDiagram }) => {
        const model = buildModel(v, { agent: this.agent, token, fromString: false, lines });
        const figure = document.createElement('div');
        figure.className = 'diagram';
        figure.dataset.testid = 'diagram';
        figure.append(drawDiagram(model, { title: `Decision diagram for ${token}` }).svg);
        box.append(figure);
      };
      if (diagram?.done) draw(diagram.done);
      else {
        loadDiagram().then((m) => {
          /** @type {any} */ (diagram).done = m;
          // Unless the explanation was redrawn (or the mode left) meanwhile.
          if (box.firstChild === summary && this.expanded && !this.compact) this._guardedAnalyse(() => draw(m));
        }, (e) => this._showMessage(`The diagram could not load: ${e?.message ?? e}`));
      }
    }
    const say = `${word} for ${token}: ${v.path}${focused.line ? `, decided by line ${focused.line}` : ''}.`;
    if (this._live.textContent !== say) this._live.textContent = say;
  }

  _emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}
