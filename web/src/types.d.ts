/** How a check reads the file. */
export interface CheckOptions {
  /** `'google'` (default): Google's reference parser; `'rfc9309'`: a strict RFC 9309 reading. */
  policy?: 'google' | 'rfc9309';
  /** Bytes of the file to read; the rest is ignored (Google reads 512,000). */
  sizeLimit?: number;
  /** A crawler of the catalog by token, or a profile of your own. */
  profile?: string | Profile;
  /** How the request for the file was answered, when not the file's own `status`: a 2xx reads
   * the file; 4xx but 429 (and a 3xx left unfollowed) allow everything; 429, 5xx and
   * `'unreachable'` disallow everything (RFC 9309 §2.3.1, Google's crawlers). */
  status?: Status;
}

/** How the request for the file was answered: an HTTP status (100–599) or `'unreachable'` (no answer). */
export type Status = number | 'unreachable';

/** Options of `new Robots(text, options)`. */
export interface RobotsOptions {
  /** The status the text was served with: the default `status` of every check. After anything
   * but a 2xx the text is not read. `Robots.fromResponse` sets it from a fetch `Response`. */
  status?: Status;
}

/** What a crawler does on top of the reading: tokens tried in order, `*` and robots.txt ignored. */
export interface Profile {
  token: string;
  fallbacks?: string[];
  ignoresWildcard?: boolean;
  ignoresRobots?: boolean;
}

export type Policy = 'google' | 'rfc9309';
export type RuleKind = 'allow' | 'disallow';
export type GroupWhy = 'named-match' | 'named-merged' | 'wildcard-fallback' | 'wildcard-not-needed'
  | 'wildcard-ignored' | 'other-agent' | 'invalid-token' | 'less-specific-token' | 'robots-ignored'
  | 'file-not-read';
export type Reason = 'longest-match' | 'allow-on-tie' | 'empty-rule' | 'no-rule-matched'
  | 'no-group-applies' | 'robots-txt-implicit' | 'ignores-robots' | 'file-unavailable' | 'file-unreachable';
export type Role = 'selected' | 'merged' | 'winner' | 'loser' | 'other-group' | 'outside';
export type Severity = 'error' | 'warning' | 'info';

/** The answer alone, as `check` gives it, without the explanation. */
/** Options of `decideTable`: CheckOptions for every agent, or, with `profiles: true`, each agent read with its own
 * catalog profile (a plain one when the catalog has none) in place of `profile`. */
export interface TableOptions extends CheckOptions {
  profiles?: boolean;
}

/** `decide` for many agents and URLs: agent `i`, URL `j` at `i * urls + j`. */
export interface DecisionTable {
  agents: number;
  urls: number;
  /** 1 allowed, 0 blocked. */
  allowed: Uint8Array;
  /** The deciding lines, 1-based; 0 where no rule decided. */
  lines: Uint32Array;
}

export interface Decision {
  allowed: boolean;
  /** The deciding line, 1-based; 0 when no rule decided. */
  line: number;
}

/** The answer to one check, with everything needed to explain it. */
/**
 * The product token an agent string stands for (`tokenOf()`): the one rule the page, the
 * command line and the robots-parser drop-in use to read a full User-Agent string.
 * `read` says how: `token` (a token or `*`, white space around it removed), `known` (a full
 * string naming a crawler the catalog knows: the most specific such token), `product` (its
 * first product name) or `none` (`token` is then empty). `note` is the engine's sentence on
 * what a check given the string as it is does, or null when it is exactly a token or `*`.
 */
export interface AgentToken {
  token: string;
  read: 'token' | 'known' | 'product' | 'none';
  note: string | null;
  /** What a check is given: the token, or when nothing reads as one (`360Spider/1.0`), the string up to its version. */
  name: string;
}

export interface Verdict {
  allowed: boolean;
  /** The deciding rule's 1-based line, or 0 (Google's `matching_line()`). */
  line: number;
  policy: Policy;
  token: string;
  tokenSource: 'as-given' | 'profile' | 'profile-fallback';
  /**
   * When the agent was checked as given but is not a product token (a full User-Agent string,
   * white space around a token, an empty string): what Google's library does with it (only
   * the `*` group can apply) and the token it stands for (`tokenOf()`); else null.
   */
  agentNote: string | null;
  /** The path, params and query the patterns were compared with. */
  path: string;
  /** How the request for the file was answered, when the check was told (`status`); else null. */
  status: Status | null;
  /** The groups whose rules apply. */
  groups: GroupChoice[];
  /** The groups that do not apply. */
  skipped: GroupChoice[];
  /** The applying rules, in file order. */
  rules: RuleEval[];
  winner: Winner | null;
  reason: Reason;
  /**
   * Why the answer is what it is, in one plain sentence: the rule that won and what it beat,
   * with the bytes each matched; Allow winning a tie; no rule matching; the HTTP status; and
   * the size cut when there was one. The page, the element and `check --explain` show it as is.
   */
  reasonText: string;
  /**
   * Whose rules apply, in one plain sentence: the line naming the crawler in each group taken
   * ("GPTBot is named on line 48, in the group that starts at line 2"), the `*` group it falls
   * back to, or why no group applies.
   */
  groupsText: string;
  /** When `sizeLimit` cut the file: the byte offset where reading stopped. */
  cutAt: number | null;
  /** The verdict in plain words, one statement a line. */
  explanation: string;
}

export interface GroupChoice {
  line: number;
  agents: { line: number; value: string; token: string }[];
  /** The line of the user-agent line that names the crawler (the `*` line of a `*` group); 0 when none does. */
  named: number;
  why: GroupWhy;
  /** `why` in plain words. */
  whyText: string;
}

export interface RuleEval {
  line: number;
  kind: RuleKind;
  pattern: string;
  compared: string;
  matched: boolean;
  /** Bytes of the compared pattern when it matched, else -1. */
  priority: number;
  viaIndex: boolean;
}

export interface Winner { line: number; kind: RuleKind; pattern: string; priority: number }

/** A line's role; `from`/`to` are UTF-16 offsets in the text, `start`/`end` bytes. */
export interface LineRole { line: number; role: Role; from: number; to: number; start: number; end: number }

/** A problem of the file; `from`/`to` are UTF-16 offsets in the text, `start`/`end` bytes. */
export interface Diagnostic {
  id: string;
  severity: Severity;
  message: string;
  line: number;
  from: number;
  to: number;
  start: number;
  end: number;
  fix?: { label: string; from: number; to: number; insert: string } | null;
}

/**
 * `Robots.otherHost`: a URL on another host than the file's. A robots.txt governs only URLs on
 * the host it is served from, so an answer for this URL may be about the wrong file.
 */
export interface OtherHost {
  /** The URL's host, lowercased, without user, port or final dot. */
  host: string;
  /** The file's host (the one it was fetched from), or the hosts its Sitemap lines point to. */
  fileHosts: string[];
  /** Where `fileHosts` come from: the URL given as `fetchedFrom`, or the Sitemap lines (a hint). */
  source: 'fetched' | 'sitemaps';
  /** What it means, in one or two plain sentences. */
  text: string;
}

/** A line with a key that is neither user-agent nor a rule: `Sitemap`, `Crawl-delay`, `Host`, unknown keys. */
export interface RecordView { line: number; kind: 'sitemap' | 'unused' | 'unknown'; key: string; value: string }

export interface GroupView {
  line: number;
  lastLine: number;
  agents: { line: number; value: string }[];
  ruleLines: number[];
}

/** `Robots.fromResponse`: added to the class by the package's entry (web/js/guard.js). */
export declare namespace Robots {
  /**
   * The robots.txt a fetch `Response` carries, read as a crawler reads it: its status decides
   * (a 2xx reads the body; see `CheckOptions.status`) and every verdict's explanation names
   * it. Also takes the promise `fetch()` returns: a network error (a `TypeError`) reads as
   * `'unreachable'`, a complete disallow. Redirects that fetch followed count as their final
   * answer. An opaque response (`mode: 'no-cors'`, `redirect: 'manual'`) has no status to
   * read, and throws.
   */
  function fromResponse(response: Response | PromiseLike<Response>): Promise<Robots>;
}
