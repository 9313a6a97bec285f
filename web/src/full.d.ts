/**
 * What a crawler is for. A control token (Google-Extended, Applebot-Extended) has no crawler
 * of its own and sits under the use it governs, `'ai-training'`.
 */
export type CrawlerCategory = 'search' | 'ads' | 'ai-training' | 'ai-search' | 'ai-user-triggered'
  | 'seo' | 'archive' | 'monitoring' | 'other';

/** One crawler or control token of the catalog. */
export interface CrawlerEntry {
  /** The product token, as the operator writes it. */
  token: string;
  operator: string;
  category: CrawlerCategory;
  /** The category's name to show: "Search", "AI training", "AI answers and search", ... */
  categoryLabel: string;
  /** One line on what it is for. */
  purpose: string;
  /** Does it obey robots.txt, per its operator's documentation? `partly`: for some requests or
   * rules only (`obeysNote` says which). */
  obeys: 'yes' | 'no' | 'partly' | 'unclear';
  /** What the operator says about robots.txt beyond yes or no, in one sentence; `''` for nothing more. */
  obeysNote: string;
  /** The operator's documentation. */
  docs: string;
  /** Tokens it obeys when the file has no group for it, most specific first. */
  fallbacks: string[];
  /** It obeys only groups naming it, never `*`. */
  ignoresWildcard: boolean;
  /** It does not obey robots.txt at all. */
  ignoresRobots: boolean;
  /** Full User-Agent strings the operator publishes. */
  userAgents: string[];
  /**
   * What the entry is when it is not a crawler, for its row ("control token: not a crawler,
   * it governs how Google uses pages"); `''` for a crawler.
   */
  note: string;
  /** The name as its operator writes it when that is not a product token (`AI2Bot`, whose
   * token Google's parser reads as `AI`); `''` when the name is the token. */
  written: string;
  /** Where the entry's claims come from: the operator's page, else the list or article that
   * documents the crawler. */
  source: string;
  /** When the entry was last checked against its source, `YYYY-MM-DD`. */
  checked: string;
  /** Where the operator publishes the crawler's IP ranges; `''` for nowhere. */
  ipRanges: string;
  /** How to tell the real crawler from an impostor: the reverse-DNS domains its IPs resolve to
   * (to be confirmed by a forward lookup), and whether it signs its requests (Web Bot Auth). */
  verify: { reverseDns: string[]; signsRequests: boolean };
}

/** Which token a User-Agent string claims; `why` always says the string is only a claim. */
export interface UserAgentClaim { token: string; candidates: string[]; why: string }

/** `sizeText()`'s sentences for a file longer than a crawler reads. */
export interface SizeText {
  /** Where the crawler stops: "This file is 3,702,000 bytes. Google's crawler reads only the first 512,000 bytes (500 KiB), so it ignores the last 3,190,000 bytes, from line 47,065 on." */
  cut: string;
  /** The same for a reading that reads the whole file: "This file is 3,702,000 bytes, over 500 KiB: Google's crawler would ignore the last 3,190,000 bytes." */
  wholeFile: string;
  /** The mark at the cut: "Google's crawler stops reading here: byte 512,000 (500 KiB), line 47,065. The rest is ignored." */
  marker: string;
}

/** `Robots.sizeCut()`: where Google's crawler stops reading a file longer than 500 KiB. */
export interface SizeCutAt {
  /** The byte it stops at (`googleSizeLimit()`). */
  byte: number;
  /** The line that byte falls in. */
  line: number;
  /** The UTF-16 offset of the character holding that byte, in the text as JS decodes it. */
  from: number;
}

/** A lint rule: its stable id, severity, general message and documentation anchor. */
export interface LintRuleInfo { id: string; severity: Severity; message: string; anchor: string }

export interface Diagnostic {
  /** From `lint()`: the anchor of the rule's documentation, like `#lint-mid-pattern-dollar`. */
  anchor?: string;
}

/** How a crawler's groups were found. */
export type CoverageVia = 'own-group' | 'fallback-group' | 'wildcard' | 'wildcard-ignored' | 'no-group'
  | 'ignores-robots';

/** What one catalog crawler obeys in the file. */
export interface CrawlerCoverage {
  token: string;
  category: CrawlerCategory;
  via: CoverageVia;
  /** The token whose groups apply: the crawler's own, a fallback, `'*'`, or `''` for none. */
  uses: string;
  /** First lines of the groups that apply. */
  lines: number[];
  /** May it fetch `/`? */
  rootAllowed: boolean;
}

/**
 * The AI-use preference a file states for a URL to a crawler (`preference()`): from the
 * `Content-Usage` lines (IETF aipref: the longest matching path wins, the most restrictive value
 * among lines of that length) and `Content-Signal` lines (Cloudflare's, mapped onto the same
 * labels) of the groups the crawler obeys. Google's parser ignores these lines: a preference for
 * how content is used, not what may be fetched.
 */
export interface Preference {
  /** The lines that state it, in file order. */
  lines: number[];
  /** The path it was stated for; `''`: the whole site. */
  path: string;
  /** Each label once: the vocabulary's (`train-ai`, `search`), else as written (`ai-input`). */
  labels: { name: string; allowed: boolean }[];
  /** What the site asks, in one sentence, with the lines and what Google's parser makes of them. */
  text: string;
  /** The drafts this reading follows. */
  drafts: string;
}

/** Who may crawl the site (`summary()`), purpose by purpose. */
export interface Summary {
  /** How many paths every crawler was asked: `/`, and those the rules' patterns make (each also
   * one byte longer). */
  pathCount: number;
  /** Each purpose that has catalog crawlers, in the catalog's order. */
  categories: CategorySummary[];
  /** The day the catalog's facts were last checked (`catalogChecked()`, `YYYY-MM-DD`). */
  checked: string;
  /** The AI-use preference the file states for `/` to the crawlers of its `*` group, if any. */
  preference: Preference | null;
}

/** One purpose's crawlers, and what they may fetch in one sentence. */
export interface CategorySummary {
  category: CrawlerCategory;
  /** The purpose's name to show: "AI training". */
  label: string;
  /** "AI training crawlers: 3 of 16 may fetch nothing (GPTBot, CCBot, Google-Extended); 13 may fetch some paths." */
  text: string;
  crawlers: CrawlerReach[];
}

/** How much of the site one catalog crawler may fetch, read with its profile. */
export interface CrawlerReach {
  token: string;
  /** Every path asked allowed, some, or none. */
  reach: 'everything' | 'some' | 'nothing';
  /** How many of the paths asked it may not fetch. */
  blocked: number;
  /** A path it may not fetch, when it may fetch only some; else null. */
  blockedExample: string | null;
  /** The lines that disallow what it may not fetch, in file order. */
  lines: number[];
}

/** Which crawlers the file names, which fall through to `*`, which are blocked from `/`. */
export interface Coverage {
  /** The tokens the groups name, in file order, with the first line of each group naming it. */
  namedGroups: { token: string; lines: number[]; known: boolean }[];
  hasWildcard: boolean;
  /** Every catalog crawler, in catalog order. */
  crawlers: CrawlerCoverage[];
  /** Catalog crawlers with no group of their own that obey `*`. */
  fallThrough: string[];
  /** Catalog crawlers that may not fetch `/`. */
  blockedFromRoot: string[];
}

/**
 * `checkBrief`'s answer: a `Verdict` whose lists are bounded (`groups`, `skipped` and `rules`
 * hold at most `limit` entries; the rules that match come first, the winner always), with the
 * totals, and every rule and group as typed arrays, in file order.
 */
export interface BriefVerdict extends Verdict {
  groupCount: number;
  skippedCount: number;
  ruleCount: number;
  /** Each applying rule's 1-based line. */
  ruleLines: Uint32Array;
  /** Per rule: 0 no match, 1 match, 2 match through the `index.html` rule. */
  ruleMatch: Uint8Array;
  /** Per rule: its priority when it matched, else -1. */
  rulePriority: Int32Array;
  /** First lines of the groups that apply. */
  groupLines: Uint32Array;
  /** First lines of the groups that do not apply. */
  skippedLines: Uint32Array;
  /**
   * Every line's role for this check (index 0 is line 1), as `highlight()` gives it for the
   * same options: its code, an index into `['selected', 'merged', 'winner', 'loser',
   * 'other-group', 'outside']` (the `Role`s). Lines past a `sizeLimit` cut are outside.
   */
  lineRoles: Uint8Array;
}

/**
 * A key Google's parser accepts (`acceptedKeys()`): every key that starts with `key`, ignoring
 * ASCII case, makes a line of `kind`. `typo`: an accepted misspelling, which RFC 9309 rejects.
 */
export interface AcceptedKey { key: string; kind: 'user-agent' | 'allow' | 'disallow' | 'sitemap'; typo: boolean }

/** One expectation as an object: `agent` may (`allowed: true`) or may not fetch `url`;
 * with `line`, that line must decide (0: no rule). */
export interface ExpectationInput { agent: string; url: string; allowed: boolean; line?: number }

/** Options of `expect`: a check's, and whether each crawler is read with its catalog profile (default false). */
export interface ExpectOptions extends CheckOptions {
  profiles?: boolean;
}

/** One expectation checked. */
export interface ExpectResult {
  agent: string;
  url: string;
  expected: 'allowed' | 'blocked';
  /** The line that must decide, when the expectation names one. */
  decidedBy: number | null;
  /** Its line in the expectations' text (0 when given as an object). */
  sourceLine: number;
  pass: boolean;
  got: 'allowed' | 'blocked';
  /** The line that decides (0: no rule). */
  line: number;
}

/** `expect`'s answer: the results in order, and the lines of the text that could not be read. */
export interface ExpectReport {
  passed: number;
  failed: number;
  results: ExpectResult[];
  errors: { line: number; message: string }[];
}

/** Options of `diff`: the crawlers (default: the catalog's) and URLs to compare, and the reading. */
export interface DiffOptions extends CheckOptions {
  agents?: string[];
  /** Asked first; `/` and paths made from both files' rules follow. */
  urls?: string[];
  /** Each agent read with its catalog profile (default true). */
  profiles?: boolean;
  /** At most this many flips listed (default 100,000); `total` and `counts` count them all. */
  limit?: number;
  /** How the request for `before` was answered: its text is read as `new Robots(before,
   * options.before)` reads it (with a `status`, the rules after a 2xx only). */
  before?: RobotsOptions;
  /** The same for `after`. */
  after?: RobotsOptions;
}

/** Two versions of a file compared: every crawler × URL whose answer flips. */
export interface Diff {
  agents: string[];
  urls: string[];
  flips: { agent: string; url: string; before: Decision; after: Decision }[];
  /** Every flip, listed or not. */
  total: number;
  /** Per agent with any flip, in the agents' order: URLs it may now fetch, and URLs it no longer may. */
  counts: { agent: string; opened: number; closed: number }[];
}

/** `Matcher.reportLines`' answer for one chunk of a URL list. */
export interface LinesReport {
  /** One line per URL, UTF-8: `allowed` or `blocked`, a tab, (with `lines`) the deciding line and a tab, the URL, `\n`. */
  text: Uint8Array;
  /** Bytes of the chunk read; the rest (an unfinished last line) goes before the next chunk. */
  read: number;
  /** URLs answered (blank lines are skipped). */
  urls: number;
  /** Of them, those allowed. */
  allowed: number;
}

