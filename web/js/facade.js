// A drop-in for the npm package robots-parser: `robotsParser(url, contents)` answers its
// questions with the Google-compatible engine. Only robots-parser's argument handling lives
// here (origins, relative URLs, user-agent strings); every answer comes from the engine.
import { Robots, facadeAllowed, facadeRaw, needLoaded, tokenOf } from './guard.js';

/** The base a relative robots.txt URL (`/robots.txt`) stands on: only relative URLs share its
 * origin, since an absolute URL is refused before it is compared. (`.invalid` is reserved:
 * no real host has it.) A string, not a URL: the module does nothing when it is loaded, so a
 * bundler drops it from a build that does not use it (the site's <robots-playground>). */
const RELATIVE = 'http://relative.robots-txt.invalid/';

/** `url` parsed against `base` (or alone), or null if it is not a URL. */
function parse(url, base) {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** Whether `url` is a relative URL the façade resolves: one that starts with `/` (a path, or
 * `//host/path`). Other relative forms (`example.com/a`, `a/b`) read as URLs missing their
 * scheme, and answer `undefined` as in robots-parser. */
const isRelative = (url) => typeof url === 'string' && url.startsWith('/');

/** A URL made only of characters that WHATWG URL parsing of an http(s) URL neither encodes,
 * drops nor changes (no white space, `\\`, `#`, `'`, non-ASCII, …), and ... */
const PLAIN = /^[\w\-.~!$&()*+,;=:@/?%]*$/;
/** ... with no dot segment (`/./`, `/../`, also as `%2e`), which parsing would resolve. Such
 * a URL after the robots.txt's `scheme://host/` is its own href. */
const DOTS = /\/\.|%2e/i;

/** `protocol//host:port` of a parsed URL, with the default port filled in. */
const originOf = (u) => `${u.protocol}//${u.hostname}:${u.port || (u.protocol === 'https:' ? '443' : '80')}`;

/** Tokens read from user-agent strings, by string: robots-parser users pass the same few
 * strings on every call, so each is read once (the cache is emptied when it is full). */
const tokens = new Map();
const MAX_TOKENS = 1024;

/** The product token of a user-agent string as robots-parser users pass it, read by the engine's
 * one rule for User-Agent strings (`tokenOf`, as the page and the command line read them): a
 * token as it is, a full string by the crawler it names (`Mozilla/5.0 (compatible;
 * Googlebot/2.1; …)` gives `googlebot`, where robots-parser reads `mozilla`), else its first
 * product name; no user-agent means the `*` group. A string that starts with no product name
 * (`360Spider/1.0`) is passed as the engine's `name` says: as written up to its version. */
function token(ua) {
  if (ua === undefined || ua === null || ua === '') return '*';
  const text = String(ua);
  let t = tokens.get(text);
  if (t === undefined) {
    t = tokenOf(text).name.toLowerCase();
    if (tokens.size >= MAX_TOKENS) tokens.clear();
    tokens.set(text, t);
  }
  return t;
}

/**
 * The engine's objects of the façade's parsers: one entry per parser, with its `Robots` and its
 * compiled matchers, in wasm memory. robots-parser users never call `free()`, and in a
 * synchronous loop FinalizationRegistry never runs, so the entries are held here, bounded: most
 * recently used first, at most `MAX_ENTRIES` of them and about `MAX_BYTES` of wasm memory (an
 * estimate from the text's length: the parsed file takes ~2–3 bytes per byte of text, a
 * matcher ~10 for a typical file). Past either, the least recently used entry's objects are
 * freed; a parser whose entry was freed parses its text again when it is next asked (its answers
 * are the same: the text is kept). Answers computed once (Crawl-delay, sitemaps, Host) stay in
 * the parser, in JS.
 */
const MAX_ENTRIES = 1000;
const MAX_BYTES = 64 * 2 ** 20;
/** `isAllowed` asks the parsed file (`decide`, which reads the token's rules on each call)
 * this many times per token before compiling a matcher: a parser asked once or twice (and
 * then dropped) never pays for one, which costs several `decide`s, more on a large file. */
const COMPILE_AFTER = 8;

/** The entries, least recently used first (a Map keeps its keys in the order they were set). */
const lru = new Map();
/** The most recently used entry (the last of `lru`), the estimated wasm bytes of all, and how
 * many files were parsed. */
let latest = null;
let bytes = 0;
let parses = 0;

/** An entry of `lru`: `robots` is null once freed. */
class Entry {
  robots = null;
  /** Per token, its matcher, or how many times `isAllowed` asked before there is one; the
   * same for `isExplicitlyDisallowed` under ' ' and the token (which has no spaces). */
  matchers = new Map();
  bytes = 0;
  length = 0;
}

/** Makes `e` the most recently used entry. */
function touch(e) {
  lru.delete(e);
  lru.set(e, 0);
  latest = e;
}

/** Frees the least recently used entries while the cache is past its bounds; never `latest`. */
function evict() {
  for (const e of lru.keys()) {
    if ((lru.size <= MAX_ENTRIES && bytes <= MAX_BYTES) || e === latest) return;
    lru.delete(e);
    bytes -= e.bytes;
    e.robots.free();
    for (const m of e.matchers.values()) if (typeof m === 'object') m.free();
    e.robots = null;
    e.matchers.clear();
  }
}

/** `e` (made if null) with `text` parsed, the most recently used. */
function admit(e, text) {
  const robots = new Robots(text);
  parses++;
  e ??= new Entry();
  e.robots = robots;
  e.length = text.length;
  // Estimated wasm bytes: a parsed file takes ~2–3 bytes per character of its text.
  bytes += e.bytes = 512 + 3 * text.length;
  touch(e);
  evict();
  return e;
}

/** Whether `url` (the engine's form) is allowed to token `t` by the parsed file of `e`, as a
 * crawler that ignores `*` if `explicit`: by its matcher in `e.matchers`, made once
 * `COMPILE_AFTER` calls asked, and by `decide` until then. */
function allowedBy(e, explicit, t, url) {
  const key = explicit ? ` ${t}` : t;
  const m = e.matchers.get(key);
  if (typeof m === 'object') return facadeAllowed(m, url);
  const options = explicit ? { profile: { token: t, ignoresWildcard: true } } : undefined;
  const asked = (m ?? 0) + 1;
  if (asked < COMPILE_AFTER) {
    e.matchers.set(key, asked);
    return e.robots.decide(t, url, options).allowed;
  }
  const matcher = e.robots.matcher(t, options);
  e.matchers.set(key, matcher);
  // A matcher: ~10 bytes per character of a typical file's text (~35 at worst).
  const more = 512 + 12 * e.length;
  e.bytes += more;
  bytes += more;
  evict();
  return facadeAllowed(matcher, url);
}

class RobotsParser {
  /** The robots.txt as given: it is parsed again if the engine's copy was freed (`lru`). */
  #text;
  /** This parser's entry in `lru`, or null before its first question. */
  #entry = null;
  /** The robots.txt's URL, which relative URLs are resolved against; null when it is none. */
  #base;
  /** Whether that URL was relative (`/robots.txt`): then only relative URLs are its own. */
  #relative;
  #origin;
  /** `https://host/` of an absolute http(s) robots.txt URL: a URL that starts with it and has
   * only characters the URL parser keeps as they are (`PLAIN`) is its own href. */
  #prefix;
  /** The matcher `#allowed` used last, for `#hotUa` (as given) and `#hotExplicit`, made from
   * `#hotRobots`: freeing an entry's objects replaces its `robots`, which ends this. */
  #hotUa;
  #hotExplicit;
  #hotRobots = null;
  #hotMatcher;
  /** Answers computed once: Crawl-delay per token, the Crawl-delay lines, records, sitemaps, Host. */
  #delays;
  #delayLines;
  #recordList;
  #sitemaps;
  #host;

  constructor(url, contents) {
    // Said at the call that is early, not at the first question.
    needLoaded('robotsParser()');
    this.#text = String(contents ?? '');
    this.#relative = !parse(url) && isRelative(url);
    this.#base = this.#relative ? parse(url, RELATIVE) : parse(url);
    this.#origin = this.#base && originOf(this.#base);
    const b = this.#base;
    this.#prefix = b && !this.#relative && (b.protocol === 'https:' || b.protocol === 'http:') ? `${b.protocol}//${b.host}/` : null;
  }

  /** The entry with the parsed file, used now: parsed on first use, and again once freed. */
  #engine() {
    const e = this.#entry;
    if (e === null || e.robots === null) return (this.#entry = admit(e, this.#text));
    if (e !== latest) touch(e);
    return e;
  }

  /** The parsed file (`Robots`). */
  get #robots() {
    return this.#engine().robots;
  }

  /** `url` as the engine reads it (the whole URL: a path starting with `//` stays a path), or
   * undefined when it is not a URL of this robots.txt's origin. A relative URL (`/a/b`) is
   * resolved against the robots.txt's URL (robots-parser answers undefined). */
  #own(url) {
    if (this.#base === null || (this.#relative && !isRelative(url))) return undefined;
    // Most URLs asked about are already in the form the parser gives: skip parsing them. (With
    // a compiled matcher, #allowed asks the core's href_form first, which also encodes
    // characters past ASCII.)
    if (this.#prefix !== null && typeof url === 'string' && url.startsWith(this.#prefix) && PLAIN.test(url) && !DOTS.test(url)) return url;
    const u = isRelative(url) ? parse(url, this.#base) : parse(url);
    return u && originOf(u) === this.#origin ? u.href : undefined;
  }

  /** Whether `url` is allowed to `ua`'s token, as a crawler that ignores `*` if `explicit`;
   * undefined when it is not a URL of this robots.txt's origin.
   * @returns {boolean | undefined} */
  #allowed(url, ua, explicit) {
    // A URL that starts with this robots.txt's `scheme://host/` goes to a compiled matcher as
    // it is: the engine says whether it is in parsed form (or only needs its characters past
    // ASCII encoded), and only when it is not does the URL parser run.
    if (this.#prefix !== null && typeof url === 'string' && url.startsWith(this.#prefix)) {
      const e = this.#engine();
      let m;
      // The last user-agent's matcher, while the engine's objects it was made from live: a
      // loop asks for one crawler again and again.
      if (ua === this.#hotUa && explicit === this.#hotExplicit && e.robots === this.#hotRobots) m = this.#hotMatcher;
      else {
        const t = token(ua);
        m = e.matchers.get(explicit ? ` ${t}` : t);
        if (typeof m === 'object') [this.#hotUa, this.#hotExplicit, this.#hotRobots, this.#hotMatcher] = [ua, explicit, e.robots, m];
      }
      if (typeof m === 'object') {
        const a = facadeRaw(m, url);
        if (a !== 2) return a === 1;
      }
    }
    const own = this.#own(url);
    if (own === undefined) return undefined;
    return allowedBy(this.#engine(), explicit, token(ua), own);
  }

  isAllowed(url, ua) {
    return this.#allowed(url, ua, false);
  }

  /** `!isAllowed(url, ua)`: `true` for a URL of another origin, as robots-parser answers, so
   * that `if (!robots.isDisallowed(url)) fetch(url)` never fetches what the file does not cover. */
  isDisallowed(url, ua) {
    return !this.#allowed(url, ua, false);
  }

  /** Whether a group that names `ua`'s token (never `*`) disallows `url`: the engine reads the
   * token as a crawler that ignores `*` (as AdsBot-Google does), so with no group of its own
   * nothing is disallowed. `undefined` for another origin. */
  isExplicitlyDisallowed(url, ua) {
    const a = this.#allowed(url, ua, true);
    return a === undefined ? undefined : !a;
  }

  getMatchingLineNumber(url, ua) {
    const own = this.#own(url);
    // The deciding line without the explanation.
    return own === undefined ? -1 : this.#robots.decide(token(ua), own).line || -1;
  }

  /** The first `Crawl-delay:` inside a group that applies to `ua` (JS reads the number, as
   * robots-parser does; it keeps Rust's float parser out of the wasm). */
  getCrawlDelay(ua) {
    const t = token(ua);
    this.#delays ??= new Map();
    if (this.#delays.has(t)) return this.#delays.get(t);
    // The file's Crawl-delay lines with their groups, read once; then per token the groups it takes.
    this.#delayLines ??= this.#crawlDelays();
    let delay;
    if (this.#delayLines.length) {
      const taken = new Set(this.#robots.check(t, '/').groups.map((g) => g.line));
      delay = this.#delayLines.find((d) => taken.has(d.group))?.delay;
    }
    this.#delays.set(t, delay);
    return delay;
  }

  /** The Crawl-delay lines whose value is a number ≥ 0, each with the first line of its group. */
  #crawlDelays() {
    const starts = this.#robots.groups().map((g) => g.line);
    const out = [];
    for (const r of this.#records()) {
      if (r.key.toLowerCase() !== 'crawl-delay') continue;
      // A value that is not a number is skipped, as robots-parser does: a later one may be.
      const delay = r.value.trim() === '' ? NaN : Number(r.value);
      if (Number.isFinite(delay) && delay >= 0) out.push({ group: starts.findLast((line) => line <= r.line), delay });
    }
    return out;
  }

  /** The file's records, read once. */
  #records() {
    return (this.#recordList ??= this.#robots.records());
  }

  /** The sitemaps, in file order, without empty `Sitemap:` values (robots-parser lists none). */
  getSitemaps() {
    this.#sitemaps ??= this.#robots.sitemaps().filter((s) => s !== '');
    return this.#sitemaps.slice();
  }

  getPreferredHost() {
    if (this.#host === undefined) {
      const hosts = this.#records().filter((r) => r.key.toLowerCase() === 'host' && r.value !== '');
      this.#host = hosts.length ? hosts[hosts.length - 1].value.toLowerCase() : null;
    }
    return this.#host;
  }
}

/** robots-parser's entry point: `robotsParser('https://example.com/robots.txt', text)`. */
export function robotsParser(url, contents) {
  return new RobotsParser(url, contents);
}

/** The cache's figures now: for tests/node/facade-memory.test.mjs, which imports this file
 * (the entries do not export it). */
export const facadeCache = () => ({ entries: lru.size, parses, maxEntries: MAX_ENTRIES });
