// The engine in the front end: the robots-playground package's full entry, loaded once for the
// page, the element and the worker (`loadEngine`), with the engine's own rules the front needs
// (Google's size limit, the keys it accepts); and `Engine`, one parsed file and the calls the
// front end makes on it. An Engine takes the package module as an argument (Node tests pass
// web/pkg's), and uses no DOM.

// By name, not as a namespace: a bundler then leaves out what the front never calls (the
// robots-parser façade).
import init, {
  Robots,
  acceptedKeys as packageKeys,
  catalog,
  catalogChecked,
  diff,
  googleSizeLimit,
  tokenOf,
  tokensFromUserAgent,
  wasmMemory,
} from 'robots-playground/full';

// The engine's sentences for what Google's crawler does not read (a file past its size limit,
// lines past its line limit), which the page and the element show as they are.
export { longLinesText, sizeText } from 'robots-playground/full';

/**
 * Google's crawler reads at most this many bytes of a robots.txt: the package's
 * `googleSizeLimit()`, set by `loadEngine()` (0 until then).
 */
export let GOOGLE_SIZE_LIMIT = 0;

/** Loads the wasm module once and returns an engine. */
export async function loadEngine() {
  await init();
  GOOGLE_SIZE_LIMIT = googleSizeLimit();
  return new Engine({ Robots, catalog, catalogChecked, diff, tokenOf, tokensFromUserAgent, wasmMemory }, GOOGLE_SIZE_LIMIT);
}

/** What the editor's colours make of each accepted key's kind. @type {Record<string, 'agent' | 'rule' | 'sitemap'>} */
const KEY_CLASS = { 'user-agent': 'agent', allow: 'rule', disallow: 'rule', sitemap: 'sitemap' };
/** @type {import('robots-playground/full').AcceptedKey[] | null} */
let acceptedKeys = null;

/**
 * How the editor and the element's light view colour a key (the word before the colon):
 * `agent`, `rule`, `sitemap` or `other`, as the engine reads it: the first of the package's
 * `acceptedKeys()` (Google's keys and typos) it starts with, ignoring case. Before
 * `loadEngine()` every key is `other`.
 * @param {string} key
 * @returns {'agent' | 'rule' | 'sitemap' | 'other'}
 */
export function keyKind(key) {
  if (!acceptedKeys) {
    if (!GOOGLE_SIZE_LIMIT) return 'other';
    acceptedKeys = packageKeys();
  }
  const k = key.toLowerCase();
  const hit = acceptedKeys.find((a) => k.startsWith(a.key));
  return hit ? KEY_CLASS[hit.kind] : 'other';
}

/** @typedef {import('./session/readings.js').Reading} Reading */
/** What the engine uses of the package's full entry. @typedef {Pick<typeof import('robots-playground/full'), 'Robots' | 'catalog' | 'catalogChecked' | 'diff' | 'tokenOf' | 'tokensFromUserAgent' | 'wasmMemory'>} Package */
/** @typedef {import('robots-playground/full').Verdict} Verdict */
/** @typedef {import('robots-playground/full').BriefVerdict} BriefVerdict */
/** @typedef {import('robots-playground/full').Decision} Decision */
/** @typedef {import('robots-playground/full').Diagnostic} Diagnostic */
/** @typedef {import('robots-playground/full').CheckOptions} CheckOptions */
/** @typedef {import('robots-playground/full').CrawlerEntry} CrawlerEntry */

/**
 * How an agent field was read: `token` the product token found in it (may be empty), `agent`
 * the string checked (the token, or the field as typed when it holds none); `cut`, the field's
 * length when only its first AGENT_READ characters were read.
 * @typedef {{ token: string, agent: string, fromString: boolean, why: string, candidates: string[], cut?: number }} Recognised
 */

/** The most characters of an agent field `recognise` reads. */
export const AGENT_READ = 4096;

/** The most characters the page's crawler field keeps: sixteen times what is read. A text
 * field lays out all it holds on every change (a megabyte: ~0.2 s a keystroke), and no crawler
 * name or User-Agent string comes near this. */
export const AGENT_FIELD = 16 * AGENT_READ;

/**
 * The `code` of the package's Error when the engine ran out of memory: that instance refuses
 * every later call, so the next change cannot try again (a reload starts a new one).
 */
export const OUT_OF_MEMORY = 'ERR_ROBOTS_OUT_OF_MEMORY';

/**
 * UTF-8 length of a string, without allocating (a lone surrogate counts as U+FFFD, 3 bytes).
 * @param {string} text
 */
export function utf8Length(text) {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/**
 * One parsed file at a time. `setText` re-parses only when the text changed, so one edit
 * creates exactly one `Robots`.
 */
export class Engine {
  /**
   * @param {Package} mod  the package's full entry, initialised
   * @param {number} sizeLimit  bytes Google's crawler reads (the `crawler` reading's cut-off)
   */
  constructor(mod, sizeLimit) {
    this.mod = mod;
    this.sizeLimit = sizeLimit;
    /** @type {import('./session/readings.js').Status} how the request for the file was answered (null: a success) */
    this.status = null;
    /** @type {InstanceType<Package['Robots']> | null} */
    this.robots = null;
    /** @type {string | null} the text parsed, when it was given as a string */
    this.text = null;
    /** @type {unknown} what setText compares: the revision parsed, or the string */
    this.key = null;
    this._bytes = 0;
    /** @type {Map<string, boolean>} tokens the package knows as profiles */
    this.profileOk = new Map();
    /** @type {CrawlerEntry[] | null} */
    this._catalog = null;
  }

  /**
   * Parses a text unless it is the one already parsed: the same `revision` (an object that
   * changes with the text, such as CodeMirror's document), or without one the same string.
   * `bytes`, when given, are its UTF-8 encoding (see ./editor/utf8doc.js): parsed as they are, and the
   * text, then given as a function, is not joined.
   * @param {string | (() => string)} text
   * @param {Uint8Array | null} [bytes]
   * @param {object | null} [revision]
   */
  setText(text, bytes = null, revision = null) {
    const key = revision ?? text;
    if (key === this.key && this.robots) return;
    this.free();
    const string = bytes ? null : typeof text === 'function' ? text() : text;
    this.robots = new this.mod.Robots(bytes ?? /** @type {string} */ (string));
    this.key = key;
    this.text = string;
    this._bytes = bytes ? bytes.length : -1;
  }

  /** Frees the parse (the worker holds the file, or the instance trapped): the next setText parses afresh. */
  free() {
    const robots = this.robots;
    this.robots = null;
    this.text = null;
    this.key = null;
    try {
      robots?.free();
    } catch {
      // A trapped instance cannot free what it held: its memory is lost with it.
    }
  }

  /** The parse, or an error naming the call made without one. */
  get parsed() {
    if (!this.robots) throw new Error('no file parsed (setText first)');
    return this.robots;
  }

  /** Where Google's size limit cuts the file: the line and the UTF-16 offset (null: it does not). */
  sizeCut() {
    return this.parsed.sizeCut();
  }

  /** UTF-8 size of the text (computed on demand: it is O(n)). */
  get bytes() {
    if (this._bytes < 0) this._bytes = this.text == null ? 0 : utf8Length(this.text);
    return this._bytes;
  }

  /**
   * CheckOptions for a reading and a token.
   * @param {Reading} policy
   * @param {string} token
   * @returns {CheckOptions}
   */
  options(policy, token) {
    /** @type {CheckOptions} */
    const o = { policy: policy === 'rfc9309' ? 'rfc9309' : 'google' };
    if (policy === 'crawler') {
      o.profile = this.profileOk.get(token) === false ? { token } : token;
      o.sizeLimit = this.sizeLimit;
    }
    if (this.status !== null) o.status = this.status;
    return o;
  }

  /**
   * Runs `fn(options)`; if the package rejects the token as a profile, retries with a plain one.
   * @template T
   * @param {Reading} policy
   * @param {string} token
   * @param {(o: CheckOptions) => T} fn
   * @returns {T}
   */
  _withOptions(policy, token, fn) {
    const opts = this.options(policy, token);
    if (policy !== 'crawler' || typeof opts.profile !== 'string') return fn(opts);
    try {
      const out = fn(opts);
      this.profileOk.set(token, true);
      return out;
    } catch {
      this.profileOk.set(token, false);
      return fn(this.options(policy, token));
    }
  }

  /**
   * The explained verdict for one URL.
   * @param {string} token @param {string} url @param {Reading} policy
   * @returns {Verdict}
   */
  check(token, url, policy) {
    return this._withOptions(policy, token, (o) => this.parsed.check(token, url, o));
  }

  /**
   * The verdict with bounded detail (`checkBrief`): at most `limit` groups and rules listed,
   * every rule and group line in typed arrays.
   * @param {string} token @param {string} url @param {Reading} policy @param {number} [limit]
   * @returns {BriefVerdict}
   */
  brief(token, url, policy, limit = 0) {
    return this._withOptions(policy, token, (o) => this.parsed.checkBrief(token, url, o, limit));
  }

  /**
   * Only `allowed` and `line` for one URL: cheaper than `check` (other rows, the matrix).
   * @param {string} token @param {string} url @param {Reading} policy
   * @returns {Decision}
   */
  decide(token, url, policy) {
    return this._withOptions(policy, token, (o) => this.parsed.decide(token, url, o));
  }

  /**
   * Whether `url` is on another host than the file's (the host of `fetchedFrom`, the URL the
   * file was fetched from, when known; else the hosts its Sitemap lines point to); null when
   * not, or unknown.
   * @param {string} url @param {string | null} [fetchedFrom]
   * @returns {import('robots-playground/full').OtherHost | null}
   */
  otherHost(url, fetchedFrom) {
    return this.parsed.otherHost(url, fetchedFrom ?? null);
  }

  /**
   * `decide` for every token and URL in one call (the matrix): agents that take the same groups
   * are decided once. Under the crawler reading each token has its own profile.
   * @param {string[]} tokens @param {string[]} urls @param {Reading} policy
   * @returns {import('robots-playground/full').DecisionTable}
   */
  table(tokens, urls, policy) {
    const o =
      policy === 'crawler' ? { ...this.options('google', ''), profiles: true, sizeLimit: this.sizeLimit } : this.options(policy, '');
    return this.parsed.decideTable(tokens, urls, o);
  }

  /**
   * Every line's role for `token`, with `url` as the focus (or none).
   * @param {string} token @param {string | null} url @param {Reading} policy
   */
  highlight(token, url, policy) {
    return this._withOptions(policy, token, (o) => this.parsed.highlight(token, url ?? null, o));
  }

  /**
   * The lint under a reading (rfc9309, or Google's for the other two).
   * @param {Reading} policy
   * @returns {Diagnostic[]}
   */
  diagnostics(policy) {
    return this.parsed.lint({ policy: policy === 'rfc9309' ? 'rfc9309' : 'google' });
  }

  /**
   * The AI-use preference the file states for one URL (`Content-Usage`, `Content-Signal`), or null.
   * @param {string} token @param {string} url @param {Reading} policy
   * @returns {import('robots-playground/full').Preference | null}
   */
  preference(token, url, policy) {
    return this._withOptions(policy, token, (o) => this.parsed.preference(token, url, o));
  }

  /** Whether any line of the file states an AI-use preference (else `preference` is always null). */
  hasPreferences() {
    return this.parsed.hasPreferences();
  }

  /**
   * Who may crawl the site, purpose by purpose (each catalog crawler read with its profile),
   * under a reading: the crawler reading reads what Google's crawler reads of the file.
   * @param {Reading} policy
   * @returns {import('robots-playground/full').Summary}
   */
  summary(policy) {
    // The reading's options (its size limit, the HTTP status) less a profile: each crawler has its own.
    const { profile: _mine, ...o } = this.options(policy, '');
    return this.parsed.summary(o);
  }

  /**
   * Expectations checked under a reading; under the crawler reading each crawler has its
   * profile, as in the matrix.
   * @param {string} text  one expectation a line (the command line's format)
   * @param {Reading} policy
   * @returns {import('robots-playground/full').ExpectReport}
   */
  expect(text, policy) {
    const o =
      policy === 'crawler' ? { ...this.options('google', ''), profiles: true, sizeLimit: this.sizeLimit } : this.options(policy, '');
    return this.parsed.expect(text, o);
  }

  /** Bytes of the wasm module's linear memory. */
  wasmMemory() {
    return this.mod.wasmMemory();
  }

  /** The package's crawler catalog. */
  catalog() {
    return (this._catalog ??= this.mod.catalog());
  }

  /** The catalog's date (`YYYY-MM-DD`): the last day an entry was checked against its source. */
  catalogChecked() {
    return this.mod.catalogChecked();
  }

  /**
   * Which product token an agent field means. A token is taken as is; for a full User-Agent
   * string the package recognises a known token. `agent` is the string to check with: the
   * token, or the field as typed (trimmed) when no token could be read from it. Google's
   * library compares the caller's string as given, so "360Spider" matches no group; "" would
   * equal the empty token it reads from a user-agent value without leading letters
   * (`User-agent: 80legs`, `*bot`), and take that group.
   * @param {string} input
   * @returns {Recognised}
   */
  recognise(input) {
    // A crawler's name or User-Agent string is a few hundred characters: a field past
    // AGENT_READ (a paste gone wrong) is read up to there, so that no call copies it whole.
    const cut = input.length > AGENT_READ;
    const text = (cut ? input.slice(0, AGENT_READ) : input).trim();
    const r = this.recogniseText(text);
    return cut ? { ...r, cut: input.length } : r;
  }

  /** Whether the package reads `text` as a product token (or `*`) as it is. @param {string} text */
  isToken(text) {
    return this.mod.tokenOf(text).read === 'token';
  }

  /** `recognise` of a field's text, trimmed and within AGENT_READ. @param {string} text @returns {Recognised} */
  recogniseText(text) {
    // The package's one rule for User-Agent strings (`tokenOf`), which the command line and
    // the robots-parser drop-in share; `tokensFromUserAgent` explains a full string's claims.
    const t = this.mod.tokenOf(text);
    if (t.read === 'token' || text === '') {
      return { token: text, agent: text, fromString: false, why: '', candidates: text ? [text] : [] };
    }
    const r = this.mod.tokensFromUserAgent(text);
    return { token: t.token, agent: t.token || text, fromString: true, why: r.why, candidates: r.candidates ?? [] };
  }
}
