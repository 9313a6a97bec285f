/** `new LogReplay(robots, options)`: `CheckOptions` (the reading, and the status the file was
 * fetched with), and what the log's requests are checked against. */
export interface LogOptions extends CheckOptions {
  /** Each crawler's published IP ranges: a range file's text or bytes (Google's JSON, a plain
   * list of CIDR blocks), by the crawler's token. Ranges given for a token cover every catalog
   * crawler its operator lists in the same file. */
  ranges?: Record<string, string | Uint8Array>;
  /** The names of a JSON log's fields, where they are not the usual ones. */
  fields?: {
    ip?: string;
    time?: string;
    request?: string;
    method?: string;
    url?: string;
    query?: string;
    status?: string;
    userAgent?: string;
    /** The `X-Forwarded-For` header (read only with `trustProxy`). */
    forwarded?: string;
  };
  /** The proxies (CIDR blocks or addresses) trusted to name the client in `X-Forwarded-For`: a
   * request's client is the right-most address of the chain (the address that connected, then
   * the header's from right to left) that is not one of them. Without it the header is not read. */
  trustProxy?: string[];
  /** The ids (JWK thumbprints) of the Web Bot Auth keys the caller verifies signatures with
   * (`webBotAuthKeys()`): a signed request whose signature uses one of them and passes the
   * checks the engine makes waits in `pendingSignatures()`. Without it, every signed request is
   * "signed, no key supplied". */
  signatureKeys?: string[];
  /** Each crawler read with its catalog profile (fallback tokens, ignoring `*`): true. */
  profiles?: boolean;
}

/** What one claimed crawler did in the log (or the unknown bots, or the browsers). */
export interface LogCrawler {
  /** The crawler's token, `unknown bot` or `browser`. */
  name: string;
  claim: 'crawler' | 'unknown-bot' | 'browser';
  requests: number;
  /** Distinct URLs, counted up to a cap (`urlsCapped`). */
  urls: number;
  urlsCapped: boolean;
  /** Requests for URLs the file disallows to it (browsers are not checked). */
  disallowed: number;
  /** Of those, the requests from an address inside its operator's published ranges: the crawler
   * itself fetched what the file disallows (the command line's exit 1). */
  disallowedVerified: number;
  /** The first few of them, with the line that disallows each; times in Unix seconds. */
  violations: { url: string; line: number; time: number | null }[];
  /** The lines that disallowed them. */
  lines: number[];
  /** Requests by what the address says of the claim. */
  verified: number;
  impostors: number;
  claimsOnly: number;
  notChecked: number;
  impostorExamples: { client: string; time: number | null }[];
  /** Requests that carried a Web Bot Auth header, then by what their signature came to: verified
   * with the operator's key, invalid, with no key supplied (`signatureKeys`), and not checked
   * (the log lacks a header or a component it signs, such as the Host, or no verdict was given). */
  signed: number;
  signaturesVerified: number;
  signaturesInvalid: number;
  signaturesNoKey: number;
  signaturesNotChecked: number;
  /** The first few invalid signatures, and why. */
  signatureFailures: { url: string; problem: 'malformed' | 'not-web-bot-auth' | 'expired' | 'not-yet-valid' | 'bad-signature'; time: number | null }[];
  firstSeen: number | null;
  lastSeen: number | null;
  /** Its fetches of /robots.txt, the first one's time, and its requests for other URLs from an
   * address (the client, after `trustProxy`) that had not fetched /robots.txt yet: each address
   * of a crawler counts for itself. */
  robotsFetches: number;
  firstRobots: number | null;
  beforeRobots: number;
  /** The products its User-Agents named (for the unknown bots). */
  products: { name: string; requests: number }[];
  /** Requests per bucket of the report's `timeline`. */
  timeline: number[];
  /** The findings in a sentence. */
  text: string;
}

/** `LogReplay.finish()`: the log, per claimed crawler, per URL prefix and over time. */
export interface LogReport {
  lines: number;
  requests: number;
  unreadable: number;
  unreadableExamples: { line: number; error: 'too-long' | 'unrecognised' | 'bad-json' | 'no-url'; text: string }[];
  crawlers: LogCrawler[];
  prefixes: { prefix: string; requests: number; botRequests: number; disallowed: number }[];
  prefixesCapped: boolean;
  /** Buckets of `step` seconds from `start` (Unix seconds); 0 buckets when no line had a time. */
  timeline: { start: number; step: number; buckets: number };
  firstSeen: number | null;
  lastSeen: number | null;
  text: string;
}

/** `LogReplay.pendingSignatures()`: a Web Bot Auth signature to verify (Ed25519 of `base` with
 * the key whose thumbprint is `keyid`), then to answer with `signatureVerdict(id, valid)`. */
export interface PendingSignature {
  id: number;
  keyid: string;
  /** The signature base (RFC 9421 §2.5). */
  base: Uint8Array;
  signature: Uint8Array;
}

/** `webBotAuthKeys(jwks)`: the Ed25519 public keys of an operator's key directory, by key id
 * (their JWK thumbprints, as `Signature-Input`'s `keyid` names them). */
export type WebBotAuthKeys = Map<string, CryptoKey>;

/** Reads a key directory (the JWKS of `/.well-known/http-message-signatures-directory`: its
 * text, bytes or parsed object); its Ed25519 (`OKP`) keys by thumbprint. Throws when it has none. */
export function webBotAuthKeys(jwks: string | Uint8Array | { keys: unknown[] }): Promise<WebBotAuthKeys>;

/** Verifies the signatures `replay` holds for the caller (WebCrypto's Ed25519) and gives it the
 * verdicts; call after each `feed()` and before `finish()`. Resolves to how many verified. A log's
 * last line without its newline is read only when one comes: feed a newline at the end of the
 * log (a blank line counts for nothing), then call this once more. */
export function verifySignatures(replay: LogReplay, keys: WebBotAuthKeys): Promise<number>;

/** `ipRanges(text)`: what a range file holds. */
export interface RangesInfo {
  /** Blocks read (CIDR, bare address, `first-last`). */
  found: number;
  /** Strings that look like addresses but could not be read. */
  unreadable: number;
  /** The date the file gives (`creationTime`), if any. */
  created: string | null;
}
