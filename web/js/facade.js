// A drop-in for the npm package robots-parser: `robotsParser(url, contents)` answers its
// questions with the Google-compatible engine. Only robots-parser's argument handling lives
// here (origins, relative URLs, user-agent strings); every answer comes from the engine.
import { Robots } from './guard.js';

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

/** Whether `url` is a relative URL robots-parser resolves: one that starts with `/` (a path,
 * or `//host/path`). Other relative forms (`example.com/a`, `a/b`) read as URLs missing their
 * scheme, and answer `undefined` as in robots-parser 3.0.1. */
const isRelative = (url) => typeof url === 'string' && url.startsWith('/');

/** `protocol//host:port` of a parsed URL, with the default port filled in. */
const originOf = (u) => `${u.protocol}//${u.hostname}:${u.port || (u.protocol === 'https:' ? '443' : '80')}`;

/** The product token of a user-agent string as robots-parser users pass it: `Googlebot/2.1`
 * and `googlebot` both give `googlebot`; no user-agent means the `*` group. A name that does
 * not start with a token character (`360Spider/1.0`) is passed as written up to its version,
 * as Google's library takes it: an empty token would match groups whose names read as empty
 * (`User-agent: 008`). */
function token(ua) {
  if (ua === undefined || ua === null || ua === '') return '*';
  const text = String(ua).trim();
  return (/^[A-Za-z_-]*/.exec(text)[0] || /^[^/\s]*/.exec(text)[0]).toLowerCase();
}

class RobotsParser {
  #robots;
  /** The robots.txt's URL, which relative URLs are resolved against; null when it is none. */
  #base;
  /** Whether that URL was relative (`/robots.txt`): then only relative URLs are its own. */
  #relative;
  #origin;
  /** One precompiled matcher per token, made on first use: `isAllowed` answers from it. */
  #matchers = new Map();
  /** The same for `isExplicitlyDisallowed`: the token's own groups only, never `*`. */
  #explicit = new Map();
  /** Answers computed once: Crawl-delay per token, the Crawl-delay lines, records, sitemaps, Host. */
  #delays = new Map();
  #delayLines;
  #recordList;
  #sitemaps;
  #host;

  constructor(url, contents) {
    this.#robots = new Robots(String(contents ?? ''));
    this.#relative = !parse(url) && isRelative(url);
    this.#base = this.#relative ? parse(url, RELATIVE) : parse(url);
    this.#origin = this.#base && originOf(this.#base);
  }

  /** `url` as the engine reads it (the whole URL: a path starting with `//` stays a path), or
   * undefined when it is not a URL of this robots.txt's origin. A relative URL (`/a/b`) is
   * resolved against the robots.txt's URL, as robots-parser does after 3.0.1 (3.0.1 answered
   * it only for a relative robots.txt URL). */
  #own(url) {
    if (this.#base === null || (this.#relative && !isRelative(url))) return undefined;
    const u = isRelative(url) ? parse(url, this.#base) : parse(url);
    return u && originOf(u) === this.#origin ? u.href : undefined;
  }

  /** The matcher of `ua`'s token, from `cache`, made by `make(token)` on first use. */
  static #matcher(cache, ua, make) {
    const t = token(ua);
    let m = cache.get(t);
    if (!m) cache.set(t, (m = make(t)));
    return m;
  }

  /** @returns {boolean | undefined} */
  #allowed(url, ua) {
    const own = this.#own(url);
    if (own === undefined) return undefined;
    return RobotsParser.#matcher(this.#matchers, ua, (t) => this.#robots.matcher(t)).allowed(own);
  }

  isAllowed(url, ua) {
    return this.#allowed(url, ua);
  }

  /** `!isAllowed(url, ua)`: `true` for a URL of another origin, as robots-parser answers, so
   * that `if (!robots.isDisallowed(url)) fetch(url)` never fetches what the file does not cover. */
  isDisallowed(url, ua) {
    return !this.#allowed(url, ua);
  }

  /** Whether a group that names `ua`'s token (never `*`) disallows `url`: the engine reads the
   * token as a crawler that ignores `*` (as AdsBot-Google does), so with no group of its own
   * nothing is disallowed. `undefined` for another origin. */
  isExplicitlyDisallowed(url, ua) {
    const own = this.#own(url);
    if (own === undefined) return undefined;
    const explicit = (t) => this.#robots.matcher(t, { profile: { token: t, ignoresWildcard: true } });
    return !RobotsParser.#matcher(this.#explicit, ua, explicit).allowed(own);
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
