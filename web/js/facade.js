// A drop-in for the npm package robots-parser: `robotsParser(url, contents)` answers its
// questions with the Google-compatible engine. Only robots-parser's argument handling lives
// here (origins, user-agent strings); every answer comes from the engine.
import { Robots } from './guard.js';

/** `protocol//host:port` of `url` with the default port filled in, or null if not a URL. */
function origin(url) {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.hostname}:${u.port || (u.protocol === 'https:' ? '443' : '80')}`;
  } catch {
    return null;
  }
}

/** The product token of a user-agent string as robots-parser users pass it: `Googlebot/2.1`
 * and `googlebot` both give `googlebot`; no user-agent means the `*` group. */
function token(ua) {
  if (ua === undefined || ua === null || ua === '') return '*';
  return (/^[A-Za-z_-]*/.exec(String(ua).trim())[0] || '').toLowerCase();
}

class RobotsParser {
  #robots;
  #origin;

  constructor(url, contents) {
    this.#robots = new Robots(String(contents ?? ''));
    this.#origin = origin(url);
  }

  /** The engine's verdict, or undefined when `url` is not a URL of this robots.txt's origin. */
  #check(url, ua) {
    if (this.#origin === null || origin(url) !== this.#origin) return undefined;
    const u = new URL(url);
    return this.#robots.check(token(ua), u.pathname + u.search);
  }

  isAllowed(url, ua) {
    return this.#check(url, ua)?.allowed;
  }

  isDisallowed(url, ua) {
    const verdict = this.#check(url, ua);
    return verdict === undefined ? undefined : !verdict.allowed;
  }

  getMatchingLineNumber(url, ua) {
    const verdict = this.#check(url, ua);
    return verdict === undefined ? undefined : verdict.line || -1;
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
