// The engine: every call into the robots-playground wasm package goes through here.
// No DOM, no page globals: the page and the <robots-playground> element share it.

import init, * as api from 'robots-playground/full';

/** Google's crawler reads at most this many bytes of a robots.txt (500 KiB). */
export const GOOGLE_SIZE_LIMIT = 512000;

/**
 * The readings the page offers. `crawler` is Google's reference reading plus what the
 * chosen crawler does in production: its profile (fallback tokens, ignoring `*`) and the
 * 500 KiB cut-off.
 * @typedef {'google' | 'rfc9309' | 'crawler'} PolicyId
 */

/** @type {{ id: PolicyId, label: string }[]} */
export const POLICIES = [
  { id: 'google', label: 'Google (reference library)' },
  { id: 'rfc9309', label: 'RFC 9309 strict' },
  { id: 'crawler', label: "Google's crawlers (profile + 500 KiB)" },
];

/** Product tokens are letters, `_` and `-` (RFC 9309 §2.2.1); `*` names the global group. */
const TOKEN = /^(?:[A-Za-z_-]+|\*)$/;

/** Loads the wasm module once and returns an engine. */
export async function loadEngine() {
  await init();
  return new Engine(api);
}

/** UTF-8 length of a string, without allocating. */
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

/** The UTF-16 offset in `text` of UTF-8 byte offset `byte` (clamped to the text). */
export function utf16Offset(text, byte) {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    if (n >= byte) return i;
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return text.length;
}

/**
 * One parsed file at a time. `setText` re-parses only when the text changed, so a single
 * edit creates exactly one `Robots`.
 */
export class Engine {
  /** @param {typeof api} mod */
  constructor(mod) {
    this.mod = mod;
    /** @type {InstanceType<typeof api.Robots> | null} */
    this.robots = null;
    this.text = null;
    this._bytes = 0;
    this.features = {
      lint: typeof mod.Robots.prototype.lint === 'function',
      catalog: typeof mod.catalog === 'function',
      tokensFromUserAgent: typeof mod.tokensFromUserAgent === 'function',
    };
    /** @type {Map<string, boolean>} tokens the package knows as profiles */
    this.profileOk = new Map();
    this._catalog = null;
  }

  /**
   * Parses `text` unless it is the text already parsed. `bytes`, when given, are its UTF-8
   * encoding (see utf8doc.js): parsed as they are, without encoding the string again.
   * @param {string} text
   * @param {Uint8Array | null} [bytes]
   */
  setText(text, bytes = null) {
    if (text === this.text && this.robots) return;
    this.robots?.free();
    this.robots = null;
    this.robots = new this.mod.Robots(bytes ?? text);
    this.text = text;
    this._bytes = bytes ? bytes.length : -1;
  }

  /** UTF-8 size of the text (computed on demand: it is O(n)). */
  get bytes() {
    if (this._bytes < 0) this._bytes = this.text == null ? 0 : utf8Length(this.text);
    return this._bytes;
  }

  /**
   * CheckOptions for a reading and a token.
   * @param {PolicyId} policy
   * @param {string} token
   */
  options(policy, token) {
    if (policy === 'rfc9309') return { policy: 'rfc9309' };
    if (policy === 'crawler') {
      const profile = this.profileOk.get(token) === false ? { token } : token;
      return { policy: 'google', profile, sizeLimit: GOOGLE_SIZE_LIMIT };
    }
    return { policy: 'google' };
  }

  /** Runs `fn(options)`; if the package rejects the token as a profile, retries with a plain one. */
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

  /** The verdict for one URL. */
  check(token, url, policy) {
    return this._withOptions(policy, token, (o) => this.robots.check(token, url, o));
  }

  /**
   * The verdict with bounded detail (`checkBrief`): at most `limit` groups and rules listed,
   * every rule and group line in typed arrays. Falls back to `check` on an older package.
   */
  brief(token, url, policy, limit = 0) {
    return this._withOptions(policy, token, (o) =>
      typeof this.robots.checkBrief === 'function' ? this.robots.checkBrief(token, url, o, limit) : this.robots.check(token, url, o),
    );
  }

  /** Only `allowed` and `line` for one URL: cheaper than `check` (other rows, the matrix). */
  decide(token, url, policy) {
    return this._withOptions(policy, token, (o) =>
      typeof this.robots.decide === 'function' ? this.robots.decide(token, url, o) : this.robots.check(token, url, o),
    );
  }

  /** Every line's role for `token`, with `url` as the focus (or none). */
  highlight(token, url, policy) {
    return this._withOptions(policy, token, (o) => this.robots.highlight(token, url ?? null, o));
  }

  /** The groups of the file under a reading. */
  groups(policy) {
    return this.robots.groups({ policy: policy === 'rfc9309' ? 'rfc9309' : 'google' });
  }

  /** Lint when the package has it (more checks, quick fixes), else the per-line report. */
  diagnostics(policy) {
    if (this.features.lint) {
      return this.robots.lint({ policy: policy === 'rfc9309' ? 'rfc9309' : 'google' });
    }
    return this.robots.diagnostics();
  }

  sitemaps() {
    return this.robots.sitemaps();
  }

  /** Bytes of the wasm module's linear memory (0 on an older package). */
  wasmMemory() {
    return typeof this.mod.wasmMemory === 'function' ? this.mod.wasmMemory() : 0;
  }

  /** The package's crawler catalog, or an empty list when it has none. */
  catalog() {
    if (!this._catalog) this._catalog = this.features.catalog ? this.mod.catalog() : [];
    return this._catalog;
  }

  /**
   * Which product token an agent field means. A token is taken as is; for a full
   * User-Agent string the package recognises a known token, or (without that function)
   * the leading letters of the first product are taken, as the reference library would.
   * `agent` is the string to check with: the token, or the field as typed (trimmed) when
   * no token could be read from it. Google's library compares the caller's string as given,
   * so "360Spider" matches no group; "" would equal the empty token it reads from a
   * user-agent value without leading letters (`User-agent: 80legs`, `*bot`), and take
   * that group.
   * @param {string} input
   * @returns {{ token: string, agent: string, fromString: boolean, why: string, candidates: string[] }}
   */
  recognise(input) {
    const text = input.trim();
    const rec = this._recognise(text);
    return { ...rec, agent: rec.token || text };
  }

  /** @param {string} text  the field, trimmed */
  _recognise(text) {
    if (TOKEN.test(text) || text === '') {
      return { token: text, fromString: false, why: '', candidates: text ? [text] : [] };
    }
    if (this.features.tokensFromUserAgent) {
      const r = this.mod.tokensFromUserAgent(text);
      return { token: r.token, fromString: true, why: r.why, candidates: r.candidates ?? [] };
    }
    const first = text.split(/\s+/)[0];
    const token = /^[A-Za-z_-]*/.exec(first)[0];
    return {
      token,
      fromString: true,
      why: `the leading letters of the first product ("${first}"), as the reference library reads a user-agent value`,
      candidates: token ? [token] : [],
    };
  }
}
