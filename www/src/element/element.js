// The <robots-playground> element's class: a robots.txt editor, a verdict per URL and the
// explanation of the focused one, in a shadow root. It registers nothing (see define.js).
// It reuses the page's editor (../editor.js) and engine (../engine.js); every widget has its
// own parsed file, and all share the one wasm instance the package loads on first use.

import { Compartment, EditorState, StateEffect } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { createEditor } from '../editor.js';
import { loadEngine } from '../engine.js';
import { describeLine } from '../panels/explain.js';
import { NO_ROLES, RoleMap } from '../roles.js';
import { buildModel } from '../diagram/model.js';
import { drawDiagram } from '../diagram/svg.js';
import { dedent, splitUrls } from './text.js';
import { adoptStyles } from './theme.js';

/** Readings the `policy` attribute accepts; `crawlers` is an alias of `crawler`. */
const POLICIES = { google: 'google', rfc9309: 'rfc9309', crawler: 'crawler', crawlers: 'crawler' };
const POLICY_LABEL = { google: 'Google reading', rfc9309: 'RFC 9309 reading', crawler: "the crawler's own behaviour" };
const DEFAULT_AGENT = 'Googlebot';
/** Values longer than this (characters) get brief verdicts and a deferred lint, as the page's large files do. */
const LARGE_VALUE = 64 * 1024;
/** Groups and rules a brief verdict lists (the rest are counted). */
const BRIEF_LIMIT = 200;
/** Pause before a large value's diagnostics (ms): the verdicts and roles are painted first. */
const LINT_DELAY = 150;

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
    this._editorBox = el('div', { className: 'editor' });
    this._editorBox.setAttribute('part', 'editor');
    this._verdicts = el('ul', { className: 'verdicts' });
    this._verdicts.setAttribute('part', 'verdicts');
    this._explanation = el('div', { className: 'explanation' });
    this._explanation.setAttribute('part', 'explanation');
    this._live = el('p', { className: 'visually-hidden' });
    this._live.setAttribute('aria-live', 'polite');
    this._wrap.append(this._header, this._message, this._editorBox, this._verdicts, this._explanation, this._live);
    root.append(this._wrap);

    this._engine = null;
    this._editor = null;
    /** Text set before the editor exists (by `value` or the inline script). */
    this._pending = null;
    this._results = [];
    this._focus = 0;
    this._programmatic = 0;
    this._queued = false;
    this._loadId = 0;
    this._readOnly = new Compartment();
    /** @type {Promise<void>} */
    this.ready = new Promise((resolve, reject) => {
      this._resolveReady = resolve;
      this._rejectReady = reject;
    });
    this.ready.catch(() => {});
  }

  // --- attributes and properties ---------------------------------------------------------

  get agent() { return this.getAttribute('agent') ?? ''; }
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
    return this._editor ? this._editor.getText() : (this._pending ?? '');
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
    const editor = createEditor({
      parent: this._editorBox,
      root: /** @type {ShadowRoot} */ (this.shadowRoot),
      doc: preset ?? '',
      label: this.getAttribute('aria-label') || 'robots.txt',
      onDocChange: () => {
        if (!this._programmatic) this._emit('robots-change', { text: editor.getText() });
        this._schedule();
      },
      describeLine: (n) => describeLine(this._results[this._focus]?.verdict, n),
    });
    this._editor = editor;
    editor.view.dispatch({ effects: StateEffect.appendConfig.of(this._readOnly.of(this._readOnlyExt())) });
    if (preset == null) await this._loadText();
    this._guardedAnalyse();
    this._resolveReady();
  }

  _readOnlyExt() {
    return this.readOnly ? [EditorState.readOnly.of(true)] : [];
  }

  _applyReadOnly() {
    this._editor?.view.dispatch({ effects: this._readOnly.reconfigure(this._readOnlyExt()) });
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
    if (!this._editor) {
      this._pending = text;
      return;
    }
    if (text === this._editor.getText()) return;
    this._programmatic++;
    try {
      this._editor.setText(text);
    } finally {
      this._programmatic--;
    }
  }

  _showMessage(text) {
    this._message.textContent = text;
    this._message.hidden = !text;
  }

  // --- analysis --------------------------------------------------------------------------

  /** Analyses once after the current task (an edit listener must not dispatch). */
  _schedule() {
    if (this._queued || !this._editor) return;
    this._queued = true;
    queueMicrotask(() => {
      this._queued = false;
      this._guardedAnalyse();
    });
  }

  /** An engine failure (a wasm trap) is shown in the widget, not thrown; the next change retries. */
  _guardedAnalyse() {
    try {
      this._analyse();
      if (this._failed) this._showMessage('');
      this._failed = false;
    } catch (e) {
      this._failed = true;
      if (this._engine) {
        this._engine.robots = null;
        this._engine.text = null;
      }
      this._showMessage(`The robots.txt engine failed on this input (${e?.message ?? e}); the next change tries again.`);
    }
  }

  _analyse() {
    const engine = this._engine;
    const editor = this._editor;
    if (!engine || !editor) return;
    const text = editor.getText();
    engine.setText(text);
    const policy = POLICIES[this.policy.trim().toLowerCase()] ?? 'google';
    const agent = this.agent.trim() || DEFAULT_AGENT;
    const { token } = engine.recognise(agent);
    const urls = splitUrls(this.urls);
    // A large value gets brief verdicts (lists bounded, every rule and group line in typed
    // arrays), roles drawn from the focused one rather than a separate highlight, and its
    // diagnostics after the paint: the full answers of a file of 400,000 rules take seconds.
    const big = text.length > LARGE_VALUE;
    this._results = urls.map((url) => {
      const verdict = big ? engine.brief(token, url, policy, BRIEF_LIMIT) : engine.check(token, url, policy);
      return { url, allowed: verdict.allowed, line: verdict.line || verdict.winner?.line || 0, verdict };
    });
    if (this._focus >= urls.length) this._focus = 0;
    const focused = this._results[this._focus];
    clearTimeout(this._lintTimer);
    if (big) {
      editor.setRoles(focused ? RoleMap.fromVerdict(focused.verdict) : NO_ROLES);
      this._lintTimer = setTimeout(() => {
        if (this._engine === engine && engine.text === text) editor.setDiagnostics(engine.diagnostics(policy));
      }, LINT_DELAY);
    } else {
      editor.setRoles(engine.highlight(token, focused?.url ?? null, policy));
      editor.setDiagnostics(engine.diagnostics(policy));
    }

    this._header.replaceChildren(
      'Crawler ',
      Object.assign(document.createElement('strong'), { textContent: token || '(none)' }),
      ` · ${POLICY_LABEL[policy]}`,
    );
    this._renderVerdicts(token);
    this._renderExplanation(focused, token);
    this._emit('robots-verdict', {
      agent,
      token,
      policy,
      verdicts: this._results.map(({ url, allowed, line, verdict }) => ({ url, allowed, line, verdict })),
    });
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
      const lines = (this.value.match(/\n/g)?.length ?? 0) + 1;
      const model = buildModel(v, { agent: this.agent, token, fromString: false, lines });
      const figure = document.createElement('div');
      figure.className = 'diagram';
      figure.dataset.testid = 'diagram';
      figure.append(drawDiagram(model, { title: `Decision diagram for ${token}` }).svg);
      box.append(figure);
    }
    const say = `${word} for ${token}: ${v.path}${focused.line ? `, decided by line ${focused.line}` : ''}.`;
    if (this._live.textContent !== say) this._live.textContent = say;
  }

  _emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}
