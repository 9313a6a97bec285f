// A drop-in for the npm package robots-parser: `robotsParser(url, contents)` answers its
// questions with the Google-compatible engine. Only robots-parser's argument handling lives
// here (origins, user-agent strings); every answer comes from the engine.
import { Robots } from './guard.js';

/** `url` parsed, or null if it is not a URL. */
function parse(url) {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

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
  #origin;
  /** One precompiled matcher per token, made on first use: `isAllowed` answers from it. */
  #matchers = new Map();

  constructor(url, contents) {
    this.#robots = new Robots(String(contents ?? ''));
    const u = parse(url);
    this.#origin = u && originOf(u);
  }

  /** `url` as the engine reads it (the whole URL: a path starting with `//` stays a path), or
   * undefined when it is not a URL of this robots.txt's origin. */
  #own(url) {
    const u = this.#origin === null ? null : parse(url);
    return u && originOf(u) === this.#origin ? u.href : undefined;
  }

  /** @returns {boolean | undefined} */
  #allowed(url, ua) {
    const own = this.#own(url);
    if (own === undefined) return undefined;
    const t = token(ua);
    let m = this.#matchers.get(t);
    if (!m) this.#matchers.set(t, (m = this.#robots.matcher(t)));
    return m.allowed(own);
  }

  isAllowed(url, ua) {
    return this.#allowed(url, ua);
  }

  isDisallowed(url, ua) {
    const allowed = this.#allowed(url, ua);
    return allowed === undefined ? undefined : !allowed;
  }

  getMatchingLineNumber(url, ua) {
    const own = this.#own(url);
    // The deciding line without the explanation.
    return own === undefined ? undefined : this.#robots.decide(token(ua), own).line || -1;
  }

  /** The first `Crawl-delay:` inside a group that applies to `ua` (JS reads the number, as
   * robots-parser does; it keeps Rust's float parser out of the wasm). */
  getCrawlDelay(ua) {
    const taken = new Set(this.#robots.check(token(ua), '/').groups.map((g) => g.line));
    const starts = this.#robots.groups().map((g) => g.line);
    for (const r of this.#robots.records()) {
      if (r.key.toLowerCase() !== 'crawl-delay') continue;
      const group = starts.findLast((line) => line <= r.line);
      if (!taken.has(group)) continue;
      // A value that is not a number is skipped, as robots-parser does: a later one may be.
      const delay = r.value.trim() === '' ? NaN : Number(r.value);
      if (Number.isFinite(delay) && delay >= 0) return delay;
    }
    return undefined;
  }

  getSitemaps() {
    return this.#robots.sitemaps();
  }

  getPreferredHost() {
    const hosts = this.#robots.records().filter((r) => r.key.toLowerCase() === 'host' && r.value !== '');
    return hosts.length ? hosts[hosts.length - 1].value.toLowerCase() : null;
  }
}

/** robots-parser's entry point: `robotsParser('https://example.com/robots.txt', text)`. */
export function robotsParser(url, contents) {
  return new RobotsParser(url, contents);
}
