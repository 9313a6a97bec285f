#!/usr/bin/env node
// `npx robots-playground <command>`: the package's command line (Node 20, no dependency), for
// CI. It reads files and arguments, asks the engine (the full entry) and prints; what a file
// means is the engine's to say. Exit status: 0 all good, 1 a check failed (a verdict, a lint
// finding, an expectation, a flip), 2 the command could not run (usage, unreadable input).

import { once } from 'node:events';
import { closeSync, createReadStream, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { Robots, diff, googleSizeLimit, lintRules, tokenOf } from './full/node.js';

const HELP = {
  main: `robots-playground: robots.txt verdicts as Google's reference parser gives them, explained.

Usage: robots-playground <command> [options]     (robots-playground <command> --help for each)

Commands:
  check  FILE --agent TOKEN [URL...]    may the crawler fetch these URLs?
  lint   FILE                           what in the file is likely not what its author meant
  summary FILE                          who may crawl the site: per purpose (search, AI training,
                                        …), which known crawlers may fetch everything, some, nothing
  test   FILE EXPECTATIONS              do the file's answers meet the expectations?
  diff   BEFORE AFTER                   which crawlers' answers flip between two versions?
  explain RULE                          what a lint id means, an example, and the fix
  logs   ACCESS.LOG --robots FILE       who crawled the site: each crawler's requests against
                                        the file, and whether its addresses are its operator's

A robots.txt (FILE, BEFORE, AFTER) may be an http:// or https:// URL, or a site's origin
(https://example.com: its /robots.txt): it is fetched, with its HTTP status read as a
crawler reads it (a 4xx allows everything, a 429 or 5xx blocks everything), and what was
fetched is said on standard error. --timeout SECONDS (default 10) bounds the fetch.

Exit status: 0 all good; 1 a check failed; 2 the command could not run.`,
  check: `Usage: robots-playground check FILE --agent TOKEN [URL...] [options]

Checks each URL for the crawler and prints "allowed" or "blocked", a tab, and the URL (with
--lines, the deciding line too). URLs come from the arguments, from --urls FILE (one a line),
or from standard input with --urls - ; millions stream through, with a progress line on a
terminal.

Options:
  --agent TOKEN        the crawler's product token (required), e.g. Googlebot, GPTBot; a full
                       User-Agent string is checked as the token it claims (said on stderr)
  --urls FILE|-        read URLs from FILE, or from standard input
  --expect allowed|blocked
                       exit 1 when any URL's answer is not this one (2 when no URL
                       was checked: an empty list)
  --lines              print each answer's deciding line (0: none), tab-separated; where the
                       file states AI-use preferences (Content-Usage, Content-Signal), the
                       one that applies to the URL follows it, after another tab
  --format text|json   text (default), or a JSON line a URL: url, allowed, line, and the
                       AI-use preference the file states for it (preference: its sentence,
                       lines and labels) when there is one
  --explain            under each answer, say whose rules apply (the lines that name the
                       crawler) and why the answer is what it is, as the page does, when
                       the URL is on another host than the file's Sitemap lines name, and
                       what the file asks about AI use of it (Content-Usage, Content-Signal)
  --policy google|rfc9309   the reading (default google)
  --status CODE        how the server answered the request for the file (e.g. 404, 503)
  --timeout SECONDS    when the robots.txt is a URL: give up fetching it after this long
                       (default 10)`,
  lint: `Usage: robots-playground lint FILE [options]

Lints the file: each finding with its line, severity, id and message.

Options:
  --format text|json|github   text (default), JSON, or GitHub Actions annotations
  --max-severity error|warning|info
                              the most severe finding that still passes (default warning:
                              exit 1 on errors only)
  --policy google|rfc9309     the reading (default google)
  --timeout SECONDS           when FILE is a URL: give up fetching it after this long
                              (default 10)`,
  summary: `Usage: robots-playground summary FILE [options]

Who may crawl the site, purpose by purpose (search, AI training, AI search, …): for each crawler
of the catalog, read as its operator documents it, whether it may fetch everything, some paths
or nothing of the paths the file's rules are about, and the lines that disallow.

Options:
  --format text|json   text (default) or JSON (the package's summary())
  --policy google|rfc9309   the reading (default google)
  --timeout SECONDS    when FILE is a URL: give up fetching it after this long (default 10)`,
  logs: `Usage: robots-playground logs ACCESS.LOG... --robots FILE|URL [options]

Replays access logs against a robots.txt. For each crawler the requests claim to be (by their
User-Agent): its requests and distinct URLs, those the file disallows to it with the lines
that disallow them, whether each of its addresses fetched /robots.txt first, and whether its
addresses are inside the IP ranges its operator publishes (verified, impostor, claims only
when the operator publishes none, not checked when no ranges were given). Reads the Common and Combined Log
Formats (Apache, nginx), W3C Extended (IIS, by its #Fields: line) and JSON lines, gzipped or
not, from files or standard input (-), as a stream. Lines that cannot be read are counted and a few shown. Exit 1 when a crawler from a
verified address fetched a URL the file disallows.

Options:
  --robots FILE|URL      the robots.txt (required); a URL is fetched as for check
  --ranges [TOKEN=]FILE  a crawler's published IP ranges: its operator's JSON file or a list of
                         CIDR blocks; repeat for more. Without TOKEN=, the file's name says whose:
                         the crawler's token (googlebot.json), or the name of the file the catalog
                         links (common-crawlers.json: Google's crawlers)
  --field NAME=FIELD     the field of a JSON log that holds ip, time, request, method, url, query,
                         status, userAgent or forwarded (X-Forwarded-For), where it has none of
                         the usual names; repeat
  --trust-proxy CIDR[,CIDR...]  your proxies (load balancer, CDN): a request from one of them is
                         from the address it forwarded for, the right-most address of the
                         X-Forwarded-For header (JSON fields such as http_x_forwarded_for, the
                         quoted field after nginx's User-Agent, IIS's X-Forwarded-For) that is
                         not a trusted proxy; repeat. Without it the header is not read
  --keys FILE            an operator's Web Bot Auth key directory (the JWKS its
                         /.well-known/http-message-signatures-directory serves; repeat for
                         more): each signed request whose log line has the Signature,
                         Signature-Input and Signature-Agent headers and what they sign (the
                         Host for @authority) is verified (Ed25519) or invalid (bad
                         signature, expired, not yet valid, malformed); without it, signed
                         requests are "signed, no key supplied"
  --format text|json|csv text (default), JSON (the package's LogReport), or CSV (a row a crawler)
  --policy google|rfc9309   the reading (default google)
  --status CODE          how the server answered the request for the file (e.g. 404, 503)
  --timeout SECONDS      when --robots is a URL: give up fetching it after this long (default 10)`,
  explain: `Usage: robots-playground explain RULE

Prints what the lint rule RULE (an id such as key-typo, as lint prints it) means, with an
example and the fix: its section of LINT.md, which comes with the package.`,
  test: `Usage: robots-playground test FILE EXPECTATIONS [options]

Checks the expectations (one a line: "allowed|blocked TOKEN URL [line N]", # comments) against
the file and prints the failing ones. Exit 1 when one fails, 2 when a line cannot be read.

Options:
  --format text|json   text (default) or JSON
  --policy google|rfc9309   the reading (default google)
  --timeout SECONDS    when the robots.txt is a URL: give up fetching it after this long
                       (default 10)`,
  diff: `Usage: robots-playground diff BEFORE AFTER [options]

Compares two versions of a file over every catalog crawler (each with its profile), or the
ones given, and the URLs given plus / and paths made from both files' rules; prints what
flips, crawler by crawler (crawlers whose flips are all the same, together). Exit 1 when
something flips, unless --allow-flips.

Options:
  --agent TOKEN        compare this crawler (repeat for more) instead of the catalog's
  --urls FILE          URLs to compare first, one a line
  --allow-flips        report flips, exit 0
  --format text|json   text (default) or JSON
  --policy google|rfc9309   the reading (default google)
  --timeout SECONDS    when BEFORE or AFTER is a URL: give up fetching it after this long
                       (default 10)`,
};

/**
 * Text from the user (a file name, a token, a URL, a line of a file) as it may be shown on a
 * terminal: control characters (C0, DEL, C1: escape sequences, a newline that would forge a
 * line of output) written as `\x1b`. JSON output needs none of this: JSON.stringify escapes them.
 * @param {unknown} text
 */
const shown = (text) => String(text).replace(/[\x00-\x1f\x7f-\x9f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

/**
 * GitHub's workflow commands (`::error file=…,line=…::message`): a property's value with `%`,
 * CR, LF, `:` and `,` escaped, a message with `%`, CR and LF, so that neither can end the
 * command early or start another one.
 */
const ghMessage = (/** @type {string} */ text) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const ghProperty = (/** @type {string} */ text) => ghMessage(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** A failure of the command itself: printed, exit 2. */
class Usage extends Error {}

/** The options and positional arguments of `args`, given each option's kind ('flag', 'value' or 'list'). */
function parse(args, kinds, command) {
  const out = { positional: [] };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--help' || a === '-h') return { help: true };
    if (!a.startsWith('--') || a === '-') {
      out.positional.push(a);
      continue;
    }
    const [name, inline] = a.slice(2).split(/=(.*)/s);
    const kind = kinds[name];
    if (!kind) throw new Usage(`${command}: unknown option --${name} (see robots-playground ${command} --help)`);
    if (kind === 'flag') {
      out[name] = true;
      continue;
    }
    const value = inline ?? args[++i];
    if (value === undefined) throw new Usage(`${command}: --${name} needs a value`);
    if (kind === 'list') (out[name] ??= []).push(value);
    else out[name] = value;
  }
  return out;
}

/** One of `allowed` for option `name`, or a Usage error. */
function oneOf(value, allowed, name, command) {
  if (value !== undefined && !allowed.includes(value))
    throw new Usage(`${command}: --${name} must be ${allowed.join(', ')}, not ${JSON.stringify(value)}`);
  return value;
}

/** Checks that a file named on the command line exists and is not a folder, or a Usage error saying why it cannot be read. */
function readable(path, what) {
  let stat;
  try {
    stat = statSync(path);
  } catch (e) {
    throw new Usage(`cannot read ${what} ${path}: ${e.code === 'ENOENT' ? 'no such file' : e.message}`);
  }
  if (stat.isDirectory()) throw new Usage(`cannot read ${what} ${path}: it is a directory`);
}

/** The most a command reads of a robots.txt: Google reads 500 KiB; past this an input is not a robots.txt file (or never ends, as /dev/zero). */
const MAX_FILE = 64 * 1024 * 1024;

/** Signatures of files that are clearly not text: images, archives, executables, wasm. */
const NOT_TEXT = [
  [0x89, 0x50, 0x4e, 0x47],
  [0x47, 0x49, 0x46, 0x38],
  [0xff, 0xd8, 0xff],
  [0x50, 0x4b, 0x03, 0x04],
  [0x1f, 0x8b],
  [0x42, 0x5a, 0x68],
  [0x37, 0x7a, 0xbc, 0xaf],
  [0x7f, 0x45, 0x4c, 0x46],
  [0x00, 0x61, 0x73, 0x6d],
  [0x25, 0x50, 0x44, 0x46],
];

/**
 * The bytes of a robots.txt named on the command line, as they are (a Latin-1 file stays
 * Latin-1: the engine reads bytes as Google's library does), or a Usage error saying why it
 * cannot be read: no such file, a directory, more than MAX_FILE bytes, or clearly not text (a
 * known binary signature, or NUL bytes in most of its first 8 KiB; a few stray NULs are read
 * as Google reads them).
 */
function readBytes(path, what) {
  readable(path, what);
  const fd = openSync(path, 'r');
  const chunks = [];
  let total = 0;
  try {
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1 << 20, MAX_FILE + 1 - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      // Binary data is told from the first bytes, before reading on.
      if (!total) notText(chunk.subarray(0, Math.min(n, 8192)), path, what);
      total += n;
      if (total > MAX_FILE)
        throw new Usage(
          `cannot read ${what} ${shown(path)}: it is larger than ${MAX_FILE / 1024 / 1024} MiB (Google reads the first 500 KiB of a robots.txt)`,
        );
    }
  } finally {
    closeSync(fd);
  }
  return Buffer.concat(chunks, total);
}

/** A Usage error when `head`, a file's first bytes, is clearly not text. @param {Uint8Array} head */
function notText(head, path, what) {
  const nul = head.reduce((n, b) => n + (b === 0 ? 1 : 0), 0);
  if (NOT_TEXT.some((sig) => sig.every((b, i) => head[i] === b)) || nul * 2 > head.length) {
    throw new Usage(`cannot read ${what} ${shown(path)}: it is not text (an image, an archive or other binary data)`);
  }
}

/** The text of a file named on the command line (UTF-8), read as readBytes reads it. */
function readText(path, what) {
  return readBytes(path, what).toString('utf8');
}

/** A robots.txt argument that names a site rather than a file: an http:// or https:// URL. */
const REMOTE = /^https?:\/\//i;

/** Redirects followed, as Google's crawlers (and RFC 9309 §2.3.1.2: at least five) do. */
const MAX_REDIRECTS = 5;

/** Statuses whose Location is followed; another 3xx (or one without a Location) is the answer. */
const REDIRECT = new Set([301, 302, 303, 307, 308]);

/**
 * Bytes of a fetched body read past the engine's size limit (`googleSizeLimit()`, 500 KiB):
 * enough for `lint` to see where that limit cuts the file (it reads to the end of the line the
 * limit falls in, then reports `file-too-large`). The rest of a longer body is never read.
 */
const MARGIN = 16 * 1024;

/** Statuses whose answer has no body (a Response made with one throws). */
const NO_BODY = new Set([204, 205, 304]);

/** `--timeout`, in milliseconds (default 10 s), or a Usage error. */
function timeoutOf(o, command) {
  if (o.timeout === undefined) return 10_000;
  const seconds = /^\d+(?:\.\d+)?$/.test(o.timeout) ? Number(o.timeout) : NaN;
  if (!(seconds > 0)) throw new Usage(`${command}: --timeout must be a number of seconds above 0, not ${JSON.stringify(shown(o.timeout))}`);
  return seconds * 1000;
}

/** Why a fetch failed, in one line: Node's "fetch failed" says nothing; its cause does. */
function whyFailed(e, ms) {
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `no complete answer within ${ms / 1000} s (--timeout)`;
  let cause = e?.cause ?? e;
  // Several addresses tried: the first one's failure.
  if (cause instanceof AggregateError && cause.errors?.length) cause = cause.errors[0];
  const code = cause?.code && !String(cause.message).includes(cause.code) ? `${cause.code}: ` : '';
  return `${code}${cause?.message || e?.message || String(e)}`;
}

/**
 * Fetches the robots.txt at `arg` (a site's origin means its /robots.txt) with Node's fetch:
 * redirects followed by hand, up to MAX_REDIRECTS (one more, or a loop, is a Usage error
 * naming the chain), the whole exchange bounded by `ms`, and at most `googleSizeLimit()` +
 * MARGIN bytes of the (decoded) body read: a longer body's stream is cancelled, which closes
 * the connection. A network, DNS or TLS failure, or the timeout, is a Usage error in one line.
 * Returns the body's bytes, the final status and what was fetched.
 */
async function fetchRobots(arg, ms) {
  let url;
  try {
    url = new URL(arg);
  } catch {
    throw new Usage(`cannot fetch ${shown(arg)}: it is not a URL`);
  }
  if (url.pathname === '/' && !url.search) url.pathname = '/robots.txt';
  url.hash = '';
  const signal = AbortSignal.timeout(ms);
  const chain = [url.href];
  const cap = googleSizeLimit() + MARGIN;
  const version = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version;
  const failed = (e, what) => new Usage(`cannot fetch ${shown(chain.at(-1))}: ${what ?? ''}${shown(whyFailed(e, ms))}`);
  for (;;) {
    let res;
    try {
      res = await fetch(chain.at(-1), {
        redirect: 'manual',
        signal,
        headers: { 'user-agent': `robots-playground/${version} (+https://www.npmjs.com/package/robots-playground)` },
      });
    } catch (e) {
      throw failed(e);
    }
    const location = REDIRECT.has(res.status) ? res.headers.get('location') : null;
    if (location !== null) {
      await res.body?.cancel().catch(() => {});
      let next;
      try {
        next = new URL(location, chain.at(-1));
      } catch {
        next = null;
      }
      const hops = chain.map(shown).join(' → ');
      if (!next || !/^https?:$/.test(next.protocol))
        throw new Usage(
          `cannot fetch ${shown(chain[0])}: ${hops} redirects (${res.status}) to ${JSON.stringify(shown(location))}, not an http(s) URL`,
        );
      next.hash = '';
      if (chain.includes(next.href)) throw new Usage(`cannot fetch ${shown(chain[0])}: a redirect loop: ${hops} → ${shown(next.href)}`);
      if (chain.length > MAX_REDIRECTS)
        throw new Usage(`cannot fetch ${shown(chain[0])}: more than ${MAX_REDIRECTS} redirects: ${hops} → ${shown(next.href)}`);
      chain.push(next.href);
      continue;
    }
    // The body, decoded (gzip, deflate, br), up to the cap; then the stream is cancelled.
    const chunks = [];
    let bytes = 0;
    let cut = false;
    const reader = res.body?.getReader();
    try {
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        const room = cap - bytes;
        if (value.length > room) {
          chunks.push(value.subarray(0, room));
          bytes = cap;
          cut = true;
          break;
        }
        chunks.push(value);
        bytes += value.length;
      }
    } catch (e) {
      throw failed(e, `the body broke off after ${bytes} bytes: `);
    } finally {
      if (cut) await reader.cancel().catch(() => {});
    }
    const body = Buffer.concat(chunks, bytes);
    const fetched = {
      url: chain[0],
      finalUrl: chain.at(-1),
      status: res.status,
      redirects: chain.length - 1,
      chain,
      bytes,
      cut,
      readLimit: cap,
      contentEncoding: res.headers.get('content-encoding'),
    };
    return { bytes: body, fetched };
  }
}

/**
 * A robots.txt argument: a file's bytes (readBytes), or a URL's body, fetched, with what was
 * fetched said on standard error. `{ bytes, fetched }`, `fetched` null for a file.
 */
async function source(arg, o, command) {
  const ms = timeoutOf(o, command);
  if (!REMOTE.test(arg)) return { bytes: readBytes(arg, 'robots.txt'), fetched: null };
  const got = await fetchRobots(arg, ms);
  const f = got.fetched;
  // A 2xx body is the file, and what is clearly not text is refused as a file's would be.
  if (f.status >= 200 && f.status < 300) notText(got.bytes.subarray(0, 8192), f.finalUrl, 'robots.txt');
  const hops = f.redirects ? `, after ${f.redirects} redirect(s): ${f.chain.map(shown).join(' → ')}` : '';
  const size = f.cut
    ? `${f.bytes} bytes read, cut there (the body is longer; Google reads the first ${googleSizeLimit()})`
    : `${f.bytes} bytes${f.contentEncoding ? ` (${shown(f.contentEncoding)} decoded)` : ''}, whole`;
  process.stderr.write(`robots-playground: fetched ${shown(f.finalUrl)}: status ${f.status}, ${size}${hops}\n`);
  return got;
}

/**
 * The Robots of a source: a file's bytes as they are; a fetched body with its status, read by
 * the package's `Robots.fromResponse` (whose engine decides what the status means: a 4xx allows
 * everything, a 429 or 5xx nothing, the body counts after a 2xx only). `Engine`: the entry's
 * `Robots` class (the logs entry has its own instance of the engine).
 */
async function robotsOf(src, Engine = Robots) {
  if (!src.fetched) return new Engine(src.bytes);
  const { status } = src.fetched;
  const robots = await Engine.fromResponse(new Response(NO_BODY.has(status) ? null : src.bytes, { status }));
  // When the status leaves the body unread, the engine's words for what it means instead.
  const v = robots.check('*', '/');
  if (v.reason === 'file-unavailable' || v.reason === 'file-unreachable')
    process.stderr.write(`robots-playground: ${shown(v.reasonText)}\n`);
  return robots;
}

/**
 * The reading options for a fetched body cut at the read limit: the engine reads its first
 * `googleSizeLimit()` bytes, as Google does (the bytes past them, read only so that lint sees
 * where the cut falls, are not the whole rest of their line). Nothing for a whole body.
 */
const cutOptions = (...sources) => (sources.some((s) => s.fetched?.cut) ? { sizeLimit: googleSizeLimit() } : {});

/** The reading options of a command. */
function checkOptions(o, command) {
  const options = { policy: oneOf(o.policy, ['google', 'rfc9309'], 'policy', command) ?? 'google' };
  // A number as a number; anything else as written, for the engine's message to quote.
  if (o.status !== undefined) options.status = /^\d+$/.test(o.status) ? Number(o.status) : o.status;
  return options;
}

/**
 * The crawler token `--agent` names, by the engine's one rule for User-Agent strings
 * (`tokenOf`, as the page reads its crawler field and the robots-parser drop-in its `ua`): a
 * token as it is; a full User-Agent string by the token it stands for, said on standard error;
 * a URL (arguments swapped) or a string naming no crawler, a Usage error.
 * @param {string} agent
 */
function agentOf(agent) {
  const text = agent.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || text.startsWith('/')) {
    throw new Usage(
      `check: --agent ${JSON.stringify(shown(text))} is a URL; give the crawler's token (--agent GPTBot) and the URLs after the file`,
    );
  }
  const t = tokenOf(text);
  if (t.read === 'token') return t.token;
  if (t.read === 'none') {
    throw new Usage(
      `check: --agent ${JSON.stringify(shown(text))} is not a product token and starts with no product name; give its token (letters, - and _), e.g. --agent ExampleBot`,
    );
  }
  const how =
    t.read === 'known'
      ? 'the most specific crawler the catalog knows in it'
      : 'its first product name (no crawler the catalog knows is named in it)';
  process.stderr.write(`robots-playground: --agent is a User-Agent string, not a token: checked as ${t.token}, ${how}.\n`);
  return t.token;
}

/** Lines of a stream (a file or standard input), as an async iterable. */
/** The lines of a URL list (a file's, or standard input's with `-`), as strings, read in
 * bounded chunks (`chunksOf`): a line longer than `MAX_LINE` ends the command. */
async function* linesOf(path) {
  let rest = 0;
  for await (const [bytes, end] of chunksOf(path, () => rest)) {
    // Lines end at LF, CRLF or a lone CR, as Node's readline reads them.
    let start = 0;
    for (let i = start; i < bytes.length; i++) {
      const b = bytes[i];
      if (b !== 10 && b !== 13) continue;
      // A CR at the end of a chunk may be the first half of a CRLF: wait for the next.
      if (b === 13 && i + 1 === bytes.length && !end) break;
      yield bytes.toString('utf8', start, i);
      if (b === 13 && bytes[i + 1] === 10) i++;
      start = i + 1;
    }
    rest = bytes.length - start;
    if (end && rest) yield bytes.toString('utf8', start);
  }
}

/** The longest line a URL list may hold: far past any URL a browser or crawler sends (2 MB in
 * Chromium), so that a file that is no URL list (`/dev/zero`, a binary) ends with a message
 * instead of filling memory. */
const MAX_LINE = 4 << 20;

/**
 * A URL list's bytes (a file's or standard input's) as an async iterable of `[bytes, end]`,
 * `end` once the input is over. Each chunk starts with the bytes of the one before that
 * `unread()` says were not read (an unfinished line), moved to the front of one buffer, and
 * the next bytes of the input follow them: no chunk is copied whole to join it to the rest. A
 * file is read synchronously, 128 KiB at a time: a stream's trips through the event loop cost
 * a third of the time.
 */
function chunksOf(path, unread) {
  if (path !== '-') readable(path, 'URLs');
  let buf = Buffer.allocUnsafe(128 << 10);
  let len = 0;
  // Moves the unread end of the last chunk to the front, with room after it for `more` bytes.
  const keep = (more) => {
    const kept = unread();
    if (kept > MAX_LINE) {
      const where = path === '-' ? 'standard input' : path;
      throw new Usage(`--urls ${path}: a line of ${where} is longer than ${MAX_LINE >> 20} MiB: a URL list holds one URL a line`);
    }
    if (kept + more > buf.length) {
      const bigger = Buffer.allocUnsafe(Math.max(kept + more, buf.length * 2));
      buf.copy(bigger, 0, len - kept, len);
      buf = bigger;
    } else buf.copyWithin(0, len - kept, len);
    len = kept;
  };
  async function* chunks() {
    if (path === '-') {
      for await (const chunk of process.stdin) {
        keep(chunk.length);
        len += chunk.copy(buf, len);
        yield [buf.subarray(0, len), false];
      }
      keep(0);
    } else {
      const fd = openSync(path, 'r');
      try {
        for (;;) {
          // A line longer than the buffer's room doubles it.
          keep(64 << 10);
          const n = readSync(fd, buf, len, buf.length - len);
          if (n === 0) break;
          len += n;
          yield [buf.subarray(0, len), false];
        }
      } finally {
        closeSync(fd);
      }
    }
    if (len) yield [buf.subarray(0, len), true];
  }
  return chunks();
}

async function check(args) {
  const o = parse(
    args,
    {
      agent: 'value',
      urls: 'value',
      expect: 'value',
      lines: 'flag',
      explain: 'flag',
      format: 'value',
      policy: 'value',
      status: 'value',
      timeout: 'value',
    },
    'check',
  );
  if (o.help) return print(HELP.check);
  const [file, ...urls] = o.positional;
  if (!file) throw new Usage('check: which robots.txt? (robots-playground check FILE --agent TOKEN URL...)');
  if (!o.agent) throw new Usage('check: --agent TOKEN is required');
  const expect = oneOf(o.expect, ['allowed', 'blocked'], 'expect', 'check');
  const json = (oneOf(o.format, ['text', 'json'], 'format', 'check') ?? 'text') === 'json';
  if (!urls.length && !o.urls) throw new Usage('check: no URLs: give them as arguments, or --urls FILE (- for standard input)');
  o.agent = agentOf(o.agent);
  const src = await source(file, o, 'check');
  const robots = await robotsOf(src);
  // With --lines, the AI-use preference of each URL, where the file states any.
  const prefs = o.lines && robots.hasPreferences();
  // Each URL on its own (the sentences, a JSON line, the preference), rather than the bulk
  // path's report.
  const one = o.explain || json || prefs;
  const options = { ...checkOptions(o, 'check'), ...cutOptions(src) };
  const matcher = robots.matcher(o.agent, options);
  let unread = 0;
  const list = o.urls && !one && chunksOf(o.urls, () => unread);
  const progress = process.stderr.isTTY ? progressLine() : null;
  let mismatches = 0;
  let count = 0;
  /** Counts `n` answers, `allowed` of them allowed. */
  const tally = (n, allowed) => {
    count += n;
    if (expect) mismatches += expect === 'allowed' ? n - allowed : allowed;
    progress?.(count);
  };
  // With --explain, each URL gets the engine's two sentences under its answer; with --format
  // json, a JSON line: the answer, the deciding line, the AI-use preference, the other host.
  if (one) {
    const explained = (url) => {
      if (json) return jsonLine(robots, o, url, options, tally);
      if (!o.explain) return withPreference(robots, o, url, options, tally);
      const v = robots.check(o.agent, url, options);
      const head = o.lines
        ? `${v.allowed ? 'allowed' : 'blocked'}\t${v.line}\t${shown(url)}`
        : `${v.allowed ? 'allowed' : 'blocked'}\t${shown(url)}`;
      tally(1, v.allowed ? 1 : 0);
      const other = robots.otherHost(url);
      const pref = robots.preference(o.agent, url, options);
      // Read by people: the URL and the sentences (they quote the file's lines and the URL) shown.
      const more = `${other ? `  ${shown(other.text)}\n` : ''}${pref ? `  ${shown(pref.text)}\n` : ''}`;
      return `${head}\n  ${shown(v.groupsText)}\n  ${shown(v.reasonText)}\n${more}`;
    };
    process.stdout.write(urls.map(explained).join(''));
    if (o.urls) {
      for await (const line of linesOf(o.urls)) {
        const url = line.trim();
        if (url && !process.stdout.write(explained(url))) await once(process.stdout, 'drain');
      }
    }
  }
  // The URLs of the arguments, as typed.
  if (urls.length && !one) {
    const answers = o.lines
      ? urls.map((url) => robots.decide(o.agent, url, options))
      : matcher.allowedMany(urls).map((allowed) => ({ allowed }));
    const word = (a) => (a.allowed ? 'allowed' : 'blocked');
    process.stdout.write(
      urls.map((url, i) => (o.lines ? `${word(answers[i])}\t${answers[i].line}\t${url}\n` : `${word(answers[i])}\t${url}\n`)).join(''),
    );
    tally(urls.length, answers.filter((a) => a.allowed).length);
  }
  // A list streams through the engine a chunk of bytes at a time: it splits and trims the
  // lines, answers each URL and writes the report (reportLines); an unfinished last line waits
  // for the next chunk. Each report is copied into one buffer, `into` (a new buffer a chunk
  // costs about 30 ns per URL: fresh memory to map), while standard output writes
  // synchronously (a file, or a pipe on Linux): once a write leaves some of it queued (a pipe
  // on macOS), each report gets its own buffer, and the next chunk waits for it to drain.
  if (list && !one) {
    let into = new Uint8Array(512 << 10);
    for await (const [bytes, end] of list) {
      const r = matcher.reportLines(bytes, end, o.lines === true, into);
      tally(r.urls, r.allowed);
      if (r.text.length && !process.stdout.write(r.text)) await once(process.stdout, 'drain');
      if (process.stdout.writableLength) into = undefined;
      unread = bytes.length - r.read;
    }
  }
  progress?.(count, true);
  // An empty list meets any expectation: CI would pass without checking anything.
  if (expect && !count)
    throw new Usage(`check: --expect ${expect}, but no URL was checked: ${o.urls === '-' ? 'standard input' : o.urls} holds none`);
  if (expect && mismatches) {
    process.stderr.write(`${mismatches} of ${count} URLs are not ${expect} for ${shown(o.agent)}\n`);
    return 1;
  }
  return 0;
}

/** A progress line on standard error, redrawn at most every 250 ms. */
function progressLine() {
  const start = performance.now();
  let last = 0;
  return (n, done = false) => {
    const now = performance.now();
    if (!done && now - last < 250) return;
    last = now;
    const rate = Math.round(n / Math.max((now - start) / 1000, 1e-3));
    process.stderr.write(`\r${n.toLocaleString('en')} URLs checked (${rate.toLocaleString('en')}/s)${done ? '\n' : ''}`);
  };
}

const SEVERITY = ['info', 'warning', 'error'];

async function lint(args) {
  const o = parse(args, { format: 'value', 'max-severity': 'value', policy: 'value', timeout: 'value' }, 'lint');
  if (o.help) return print(HELP.lint);
  const [file, extra] = o.positional;
  if (!file || extra) throw new Usage('lint: give one robots.txt (robots-playground lint FILE)');
  const format = oneOf(o.format, ['text', 'json', 'github'], 'format', 'lint') ?? 'text';
  const max = oneOf(o['max-severity'], SEVERITY, 'max-severity', 'lint') ?? 'warning';
  const src = await source(file, o, 'lint');
  const findings = (await robotsOf(src)).lint({ policy: checkOptions(o, 'lint').policy });
  // A fetched file's findings come with what was fetched (a file's JSON stays the list).
  if (format === 'json') print(JSON.stringify(src.fetched ? { fetched: src.fetched, findings } : findings, null, 2));
  for (const f of format === 'json' ? [] : findings) {
    if (format === 'github') {
      const level = { error: 'error', warning: 'warning', info: 'notice' }[f.severity];
      print(`::${level} file=${ghProperty(file)},line=${f.line},title=${ghProperty(f.id)}::${ghMessage(f.message)}`);
    } else print(`${shown(file)}:${f.line}: ${f.severity} ${f.id}: ${shown(f.message)}`);
  }
  const over = findings.filter((f) => SEVERITY.indexOf(f.severity) > SEVERITY.indexOf(max));
  if (format === 'text') {
    const more = findings.length
      ? `; robots-playground explain ${findings[0].id} (or another id) says what it means and how to fix it`
      : '';
    process.stderr.write(`${findings.length} finding(s), ${over.length} above ${max}${more}\n`);
  }
  return over.length ? 1 : 0;
}

/**
 * `check --lines`'s line for `url` in a file that states AI-use preferences: the answer, its
 * line, the URL and, after another tab, the engine's sentence for the preference that applies.
 */
function withPreference(robots, o, url, options, tally) {
  const v = robots.decide(o.agent, url, options);
  tally(1, v.allowed ? 1 : 0);
  const pref = robots.preference(o.agent, url, options);
  return `${v.allowed ? 'allowed' : 'blocked'}\t${v.line}\t${url}${pref ? `\t${shown(pref.text)}` : ''}\n`;
}

/**
 * `check --format json`'s line for `url`: the answer and its line, with --explain the engine's
 * sentences, the AI-use preference the file states for it and the other host, when there are.
 */
function jsonLine(robots, o, url, options, tally) {
  const v = o.explain ? robots.check(o.agent, url, options) : robots.decide(o.agent, url, options);
  tally(1, v.allowed ? 1 : 0);
  const pref = robots.preference(o.agent, url, options);
  const other = robots.otherHost(url);
  const out = { url, allowed: v.allowed, line: v.line };
  if (o.explain) Object.assign(out, { groups: v.groupsText, reason: v.reasonText });
  if (pref) out.preference = { text: pref.text, lines: pref.lines, labels: pref.labels };
  if (other) out.otherHost = other.text;
  return `${JSON.stringify(out)}\n`;
}

/** `summary FILE`: the engine's summary; the text form prints its sentences and, per crawler
 * that may not fetch everything, the lines that disallow. */
async function summary(args) {
  const o = parse(args, { format: 'value', policy: 'value', timeout: 'value' }, 'summary');
  if (o.help) return print(HELP.summary);
  const [file, extra] = o.positional;
  if (!file || extra) throw new Usage('summary: give one robots.txt (robots-playground summary FILE)');
  const format = oneOf(o.format, ['text', 'json'], 'format', 'summary') ?? 'text';
  const src = await source(file, o, 'summary');
  const s = (await robotsOf(src)).summary({ policy: checkOptions(o, 'summary').policy });
  if (format === 'json') return print(JSON.stringify(src.fetched ? { fetched: src.fetched, ...s } : s, null, 2));
  for (const c of s.categories) {
    print(shown(c.text));
    // The crawlers that may not fetch everything, those with the same answer on one line.
    const alike = new Map();
    for (const r of c.crawlers.filter((r) => r.reach !== 'everything')) {
      const example = r.blockedExample ? `, e.g. not ${shown(r.blockedExample)}` : '';
      const more = r.lines.length > 8 ? ', …' : '';
      const lines = r.lines.length ? `; line${r.lines.length > 1 ? 's' : ''} ${r.lines.slice(0, 8).join(', ')}${more}` : '';
      const key = `${r.reach === 'nothing' ? 'nothing' : 'some paths'}${example}${lines}`;
      alike.set(key, [...(alike.get(key) ?? []), r.token]);
    }
    for (const [key, tokens] of alike) print(`  ${key}: ${tokens.join(', ')}`);
  }
  // What the file asks about AI use, for the crawlers of its `*` group (the engine's sentence).
  if (s.preference) print(shown(s.preference.text));
  process.stderr.write(`${s.pathCount} path(s) asked of each crawler: / and those the rules' patterns make\n`);
  return 0;
}

/** `explain RULE`: the rule's section of LINT.md (docs/lint.md, shipped with the package). */
function explain(args) {
  const o = parse(args, {}, 'explain');
  if (o.help) return print(HELP.explain);
  const [id, extra] = o.positional;
  const ids = lintRules().map((r) => r.id);
  if (!id || extra) throw new Usage('explain: give one lint id (robots-playground explain key-typo)');
  if (!ids.includes(id)) throw new Usage(`explain: ${JSON.stringify(id)} is no lint id; the ids are ${ids.join(', ')}`);
  const doc = readFileSync(new URL('./LINT.md', import.meta.url), 'utf8');
  const start = doc.indexOf(`<a id="lint-${id}"></a>`);
  if (start < 0) throw new Error(`LINT.md has no section for ${id}`);
  const rest = doc.slice(start);
  const end = rest.search(/\n##/);
  print(`${id}\n${rest.slice(rest.indexOf('\n') + 1, end < 0 ? undefined : end).trim()}`);
  return 0;
}

async function test(args) {
  const o = parse(args, { format: 'value', policy: 'value', status: 'value', timeout: 'value' }, 'test');
  if (o.help) return print(HELP.test);
  const [file, expectations, extra] = o.positional;
  if (!file || !expectations || extra)
    throw new Usage('test: give a robots.txt and an expectations file (robots-playground test FILE EXPECTATIONS)');
  const format = oneOf(o.format, ['text', 'json'], 'format', 'test') ?? 'text';
  const src = await source(file, o, 'test');
  const robots = await robotsOf(src);
  const report = robots.expect(readText(expectations, 'expectations'), { ...checkOptions(o, 'test'), ...cutOptions(src) });
  if (format === 'json') print(JSON.stringify(src.fetched ? { ...report, fetched: src.fetched } : report, null, 2));
  else {
    for (const e of report.errors) print(`${shown(expectations)}:${e.line}: cannot read: ${shown(e.message)}`);
    for (const r of report.results.filter((x) => !x.pass)) {
      const want = r.decidedBy === null ? r.expected : `${r.expected} by line ${r.decidedBy}`;
      print(
        `${shown(expectations)}:${r.sourceLine}: FAIL ${shown(r.agent)} ${shown(r.url)}: expected ${want}, got ${r.got} (line ${r.line})`,
      );
    }
    print(`${report.passed} passed, ${report.failed} failed${report.errors.length ? `, ${report.errors.length} unreadable` : ''}`);
  }
  return report.errors.length ? 2 : report.failed ? 1 : 0;
}

async function compare(args) {
  const o = parse(
    args,
    { agent: 'list', urls: 'value', 'allow-flips': 'flag', format: 'value', policy: 'value', timeout: 'value' },
    'diff',
  );
  if (o.help) return print(HELP.diff);
  const [before, after, extra] = o.positional;
  if (!before || !after || extra) throw new Usage('diff: give two robots.txt files (robots-playground diff BEFORE AFTER)');
  const format = oneOf(o.format, ['text', 'json'], 'format', 'diff') ?? 'text';
  const urls = [];
  if (o.urls) for await (const line of linesOf(o.urls)) if (line.trim()) urls.push(line.trim());
  const policy = checkOptions(o, 'diff').policy;
  const sides = { before: await source(before, o, 'diff'), after: await source(after, o, 'diff') };
  // A fetched version is read with its status (the engine's reading, as for Robots.fromResponse).
  const options = { policy, urls, ...(o.agent && { agents: o.agent }), ...cutOptions(sides.before, sides.after) };
  for (const [name, side] of Object.entries(sides)) if (side.fetched) options[name] = { status: side.fetched.status };
  const d = diff(sides.before.bytes, sides.after.bytes, options);
  const fetched = Object.fromEntries(
    Object.entries(sides)
      .filter(([, side]) => side.fetched)
      .map(([name, side]) => [name, side.fetched]),
  );
  if (format === 'json') print(JSON.stringify(Object.keys(fetched).length ? { ...d, fetched } : d, null, 2));
  else {
    const side = (a) => `${a.allowed ? 'allowed' : 'blocked'} (${a.line ? `line ${a.line}` : 'no rule'})`;
    const byAgent = new Map();
    for (const f of d.flips) {
      if (!byAgent.has(f.agent)) byAgent.set(f.agent, []);
      byAgent.get(f.agent).push(f);
    }
    // Each crawler's numbers count every flip, listed or not.
    const counted = new Map(d.counts.map((c) => [c.agent, c]));
    // Crawlers whose flips are all the same (most take the * group) are listed once, together.
    const alike = new Map();
    for (const [agent, flips] of byAgent) {
      const text = flips.map((f) => `  ${shown(f.url)}: ${side(f.before)} → ${side(f.after)}`).join('\n');
      const { opened, closed } = counted.get(agent);
      // Listed in part (the listing stopped in it): its own group, never alike another's.
      const key = opened + closed > flips.length ? `${agent}\n${text}` : text;
      const group = alike.get(key) ?? { agents: [], opened, count: opened + closed, text };
      group.agents.push(agent);
      alike.set(key, group);
    }
    for (const { text, agents, opened, count } of alike.values()) {
      const who = agents.length === 1 ? shown(agents[0]) : `${agents.map(shown).join(', ')} (${agents.length} crawlers)`;
      print(`${who}: opens ${opened} URL(s), closes ${count - opened}`);
      print(text);
    }
    const notListed = d.counts.filter((c) => !byAgent.has(c.agent));
    if (notListed.length)
      print(
        `${notListed.length} more crawler(s) with flips not listed: ${notListed.map((c) => `${shown(c.agent)} (opens ${c.opened}, closes ${c.closed})`).join(', ')}`,
      );
    const unlisted = d.total - d.flips.length;
    print(
      `${d.total} flip(s) over ${d.agents.length} crawler(s) × ${d.urls.length} URL(s)${unlisted ? ` (the first ${d.flips.length} listed; --format json counts each crawler's)` : ''}`,
    );
  }
  return d.total && !o['allow-flips'] ? 1 : 0;
}

function print(text) {
  process.stdout.write(`${text}\n`);
  return 0;
}

/** The field names `--field` may set, as `LogOptions.fields` names them. */
const LOG_FIELDS = ['ip', 'time', 'request', 'method', 'url', 'query', 'status', 'userAgent', 'forwarded'];

/**
 * `--ranges [TOKEN=]FILE` as `LogOptions.ranges`: each file's bytes by the crawler's token,
 * named or found by the file's name among the catalog's range files (`ipRanges`).
 * @param {string[]} specs @param {typeof import('./logs/node.js')} L
 */
function rangesOf(specs, L) {
  /** @type {Record<string, Uint8Array>} */
  const out = {};
  const byFile = new Map();
  for (const c of L.catalog()) {
    const name = c.ipRanges && c.ipRanges.slice(c.ipRanges.lastIndexOf('/') + 1).toLowerCase();
    if (name && !byFile.has(name)) byFile.set(name, c.token);
    // A file named after the crawler's token (googlebot.json, gptbot.json), as most operators name theirs.
    if (c.ipRanges) byFile.set(`${c.token.toLowerCase()}.json`, c.token);
  }
  for (const spec of specs) {
    const named = /^([A-Za-z_*-][\w.*-]*)=(.+)$/s.exec(spec);
    const path = named && !existsSync(spec) ? named[2] : spec;
    const base = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
    const token = named && path !== spec ? named[1] : byFile.get(base);
    if (!token)
      throw new Usage(
        `logs: whose ranges are in ${JSON.stringify(shown(path))}? Name the crawler: --ranges TOKEN=${shown(path)} (the catalog's files are ${[...byFile.keys()].slice(0, 6).join(', ')}, …)`,
      );
    const bytes = readBytes(path, 'range file');
    const info = L.ipRanges(bytes);
    if (!info.found) throw new Usage(`logs: ${shown(path)} holds no IP range (CIDR block or address)`);
    process.stderr.write(
      `robots-playground: ${token}'s ranges from ${shown(path)}: ${info.found} block(s)${info.created ? `, dated ${shown(info.created)}` : ''}${info.unreadable ? `, ${info.unreadable} unreadable` : ''}\n`,
    );
    out[token] = bytes;
  }
  return out;
}

/** A line's end, fed after each log file. */
const NEWLINE = new Uint8Array([0x0a]);

/**
 * `--keys FILE`: the Web Bot Auth keys of each key directory, by key id.
 * @param {string[]} paths @param {typeof import('./logs/node.js')} L
 */
async function keysOf(paths, L) {
  /** @type {Map<string, CryptoKey>} */
  const keys = new Map();
  for (const path of paths) {
    const bytes = readBytes(path, 'key directory');
    let found;
    try {
      found = await L.webBotAuthKeys(bytes);
    } catch (e) {
      throw new Usage(
        `logs: ${shown(path)} is no Web Bot Auth key directory: ${e instanceof SyntaxError ? 'not JSON' : 'it has no Ed25519 key'}`,
      );
    }
    for (const [id, key] of found) keys.set(id, key);
    process.stderr.write(`robots-playground: ${found.size} Web Bot Auth key(s) from ${shown(path)}\n`);
  }
  return keys;
}

/** `--field NAME=FIELD` as `LogOptions.fields`. @param {string[]} specs */
function fieldsOf(specs) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const spec of specs) {
    const [name, field] = spec.split(/=(.*)/s);
    if (!LOG_FIELDS.includes(name) || !field)
      throw new Usage(`logs: --field must be NAME=FIELD with NAME one of ${LOG_FIELDS.join(', ')}, not ${JSON.stringify(shown(spec))}`);
    out[name] = field;
  }
  return out;
}

/** The chunks of an access log (`-`: standard input), gunzipped when it is gzip. @param {string} path */
async function* logChunks(path) {
  if (path !== '-') readable(path, 'access log');
  const input = path === '-' ? process.stdin : createReadStream(path);
  const it = input[Symbol.asyncIterator]();
  const first = await it.next();
  if (first.done) return;
  const rest = async function* () {
    yield first.value;
    for (let n = await it.next(); !n.done; n = await it.next()) yield n.value;
  };
  if (!(first.value[0] === 0x1f && first.value[1] === 0x8b)) return yield* rest();
  try {
    yield* Readable.from(rest()).pipe(createGunzip());
  } catch (e) {
    throw new Usage(`cannot read access log ${shown(path)}: its gzip is broken (${shown(e.message)})`);
  }
}

/** A time in Unix seconds as an ISO date, or ''. @param {number | null} t */
const iso = (t) => (t == null ? '' : new Date(t * 1000).toISOString().replace('.000Z', 'Z'));

/** `logs ACCESS.LOG... --robots FILE`: the engine's replay (`LogReplay`, the logs entry). */
async function logs(args) {
  const kinds = {
    robots: 'value',
    ranges: 'list',
    field: 'list',
    'trust-proxy': 'list',
    keys: 'list',
    format: 'value',
    policy: 'value',
    status: 'value',
    timeout: 'value',
  };
  const o = parse(args, kinds, 'logs');
  if (o.help) return print(HELP.logs);
  const files = o.positional;
  if (!files.length) throw new Usage('logs: which access log? (robots-playground logs ACCESS.LOG --robots FILE)');
  if (!o.robots) throw new Usage('logs: which robots.txt? (--robots FILE|URL)');
  const format = oneOf(o.format, ['text', 'json', 'csv'], 'format', 'logs') ?? 'text';
  // The log reader is the logs entry's: loaded only by this command.
  const L = await import('./logs/node.js');
  const fields = fieldsOf(o.field ?? []);
  const ranges = rangesOf(o.ranges ?? [], L);
  const robots = await robotsOf(await source(o.robots, o, 'logs'), L.Robots);
  const trustProxy = (o['trust-proxy'] ?? []).flatMap((/** @type {string} */ s) =>
    s
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  );
  const keys = await keysOf(o.keys ?? [], L);
  const signatureKeys = [...keys.keys()];
  const replay = new L.LogReplay(robots, { ...checkOptions(o, 'logs'), ranges, fields, trustProxy, signatureKeys });
  for (const f of files) {
    for await (const chunk of logChunks(f)) {
      replay.feed(chunk);
      if (keys.size) await L.verifySignatures(replay, keys);
    }
    // A file's last line without its newline is read only when one comes: end it here, so that
    // its signature is verified too (a blank line counts for nothing).
    replay.feed(NEWLINE);
    if (keys.size) await L.verifySignatures(replay, keys);
  }
  const r = replay.finish();
  const caught = r.crawlers.filter((c) => c.disallowedVerified > 0);
  if (format === 'json') print(JSON.stringify(r, null, 2));
  else if (format === 'csv') printLogCsv(r);
  else printLogText(r);
  return caught.length ? 1 : 0;
}

/** The report as text: the engine's sentences, each crawler's examples, the busiest prefixes. */
function printLogText(r) {
  print(shown(r.text));
  for (const c of r.crawlers) {
    print(`\n${shown(c.name)}: ${shown(c.text)}`);
    for (const v of c.violations) print(`  disallowed by line ${v.line}: ${shown(v.url)}${v.time == null ? '' : ` (${iso(v.time)})`}`);
    for (const i of c.impostorExamples)
      print(`  outside ${shown(c.name)}'s ranges: ${shown(i.client)}${i.time == null ? '' : ` (${iso(i.time)})`}`);
    for (const f of c.signatureFailures)
      print(`  signature invalid (${f.problem}): ${shown(f.url)}${f.time == null ? '' : ` (${iso(f.time)})`}`);
  }
  if (r.prefixes.length) {
    print('\nBusiest paths:');
    for (const p of r.prefixes.slice(0, 10)) {
      print(`  ${shown(p.prefix)}  ${p.requests} request(s), ${p.botRequests} by bots, ${p.disallowed} disallowed`);
    }
  }
  if (r.unreadable) {
    const e = r.unreadableExamples[0];
    process.stderr.write(
      `robots-playground: ${r.unreadable} line(s) could not be read${e ? `, e.g. line ${e.line} (${e.error}): ${shown(e.text.slice(0, 120))}` : ''}\n`,
    );
  }
}

/** The report as CSV (RFC 4180): a row a crawler. */
function printLogCsv(r) {
  const cell = (/** @type {unknown} */ v) => {
    const s = String(v ?? '');
    const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const head = ['crawler', 'claim', 'requests', 'urls', 'disallowed', 'disallowed_verified', 'verified', 'impostors', 'claims_only'];
  head.push('not_checked', 'signed', 'signatures_verified', 'signatures_invalid', 'signatures_no_key', 'signatures_not_checked');
  head.push('robots_fetches', 'before_robots', 'first_seen', 'last_seen', 'lines');
  process.stdout.write(`${head.join(',')}\r\n`);
  for (const c of r.crawlers) {
    const row = [c.name, c.claim, c.requests, c.urls, c.disallowed, c.disallowedVerified, c.verified, c.impostors, c.claimsOnly];
    row.push(c.notChecked, c.signed, c.signaturesVerified, c.signaturesInvalid, c.signaturesNoKey, c.signaturesNotChecked);
    row.push(c.robotsFetches, c.beforeRobots, iso(c.firstSeen), iso(c.lastSeen), c.lines.join(' '));
    process.stdout.write(`${row.map(cell).join(',')}\r\n`);
  }
}

const COMMANDS = { check, lint, summary, test, diff: compare, explain, logs };

async function main(argv) {
  const [command, ...args] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') return print(HELP.main);
  if (command === '--version') return print(JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version);
  const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : null;
  if (!run)
    throw new Usage(
      `unknown command ${JSON.stringify(command)}; the commands are check, lint, summary, test, diff, explain and logs (robots-playground --help)`,
    );
  return run(args);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    // The engine's own Errors (a bad --status, say) are messages for the user too.
    // Either may hold what the user typed (a file's name, an option): shown, not obeyed.
    process.stderr.write(`robots-playground: ${shown(e instanceof Error ? e.message : e)}\n`);
    process.exitCode = 2;
  },
);
