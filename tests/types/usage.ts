// Touches every export of the package's full entry (robots-playground/full; the default entry
// is default-entry.ts) as a TypeScript user would; `tsc --noEmit` compiles it
// against the generated .d.ts. The `@ts-expect-error` lines fail the build if a type were
// loose (`any`) or wrong, so the declared types cannot drift from the contract.
import init, {
  Robots,
  Matcher,
  acceptedKeys,
  catalog,
  googleSizeLimit,
  lintRules,
  longLinesText,
  robotsParser,
  sizeText,
  tokensFromUserAgent,
  wasmMemory,
  type AcceptedKey,
  type BriefVerdict,
  type Coverage,
  type Decision,
  type CrawlerEntry,
  type LinesReport,
  type LintRuleInfo,
  type SizeText,
  type UserAgentClaim,
  type CheckOptions,
  type Diagnostic,
  type GroupChoice,
  type GroupView,
  type LineRole,
  type Profile,
  type RecordView,
  type RobotsParserFacade,
  type RuleEval,
  type Verdict,
  type Winner,
} from 'robots-playground/full';
import * as main from 'robots-playground/full';
import type { LooseKeys, None } from './no-any.js';

await init();
const again: Promise<void> = init();

const robots = new Robots('User-agent: *\nDisallow: /x\n');
const fromBytes = new Robots(new Uint8Array([85, 115, 101, 114]));
// @ts-expect-error the text is a string or bytes
new Robots(42);

const profile: Profile = { token: 'MyBot', fallbacks: ['Googlebot'], ignoresWildcard: false, ignoresRobots: false };
const options: CheckOptions = { policy: 'rfc9309', sizeLimit: 512_000, profile };
const byName: CheckOptions = { profile: 'Googlebot-Image' };
// @ts-expect-error policies are named
const badPolicy: CheckOptions = { policy: 'bing' };

const verdict: Verdict = robots.check('GPTBot', 'https://example.com/x', options);
robots.check('GPTBot', '/x');
const decision: Decision = robots.decide('GPTBot', '/x', options);
const decidedLine: number = decision.line;
void decidedLine;
robots.check('GPTBot', '/x', byName);
const allowed: boolean = verdict.allowed;
const line: number = verdict.line;
const policy: 'google' | 'rfc9309' = verdict.policy;
const token: string = verdict.token;
const source: 'as-given' | 'profile' | 'profile-fallback' = verdict.tokenSource;
const path: string = verdict.path;
const groups: GroupChoice[] = verdict.groups;
const skipped: GroupChoice[] = verdict.skipped;
const rules: RuleEval[] = verdict.rules;
const winner: Winner | null = verdict.winner;
const cutAt: number | null = verdict.cutAt;
const explanation: string = verdict.explanation;
const reason: Verdict['reason'] = verdict.reason;
// @ts-expect-error allowed is a boolean
const notString: string = verdict.allowed;
// @ts-expect-error winner may be null
const winnerLine: number = verdict.winner.line;
// @ts-expect-error reasons are a closed set
const badReason: Verdict['reason'] = 'because';

for (const g of groups) {
  const why: GroupChoice['why'] = g.why;
  for (const a of g.agents) {
    const parts: [number, string, string] = [a.line, a.value, a.token];
  }
}
for (const r of rules) {
  const parts: [number, 'allow' | 'disallow', string, string, boolean, number, boolean] = [
    r.line,
    r.kind,
    r.pattern,
    r.compared,
    r.matched,
    r.priority,
    r.viaIndex,
  ];
}
if (winner) {
  const parts: [number, 'allow' | 'disallow', string, number] = [winner.line, winner.kind, winner.pattern, winner.priority];
}

const roles: LineRole[] = robots.highlight('GPTBot', '/x', options);
robots.highlight('GPTBot');
robots.highlight('GPTBot', null);
for (const r of roles) {
  const parts: [number, LineRole['role'], number, number, number, number] = [r.line, r.role, r.from, r.to, r.start, r.end];
  // @ts-expect-error roles are a closed set
  const bad: LineRole['role'] = 'chosen';
}

const diagnostics: Diagnostic[] = robots.diagnostics();
for (const d of diagnostics) {
  const parts: [string, 'error' | 'warning' | 'info', string, number, number, number, number, number] = [
    d.id,
    d.severity,
    d.message,
    d.line,
    d.from,
    d.to,
    d.start,
    d.end,
  ];
  if (d.fix) {
    const fix: [string, number, number, string] = [d.fix.label, d.fix.from, d.fix.to, d.fix.insert];
  }
}

const views: GroupView[] = robots.groups();
robots.groups({ policy: 'google' });
for (const v of views) {
  const parts: [number, number, number[], string[]] = [v.line, v.lastLine, v.ruleLines, v.agents.map((a) => a.value)];
}

const matcher: Matcher = robots.matcher('GPTBot', options);
robots.matcher('GPTBot');
const one: boolean = matcher.allowed('/x');
const many: boolean[] = matcher.allowedMany(['/x', '/y']);
// @ts-expect-error URLs are strings
matcher.allowedMany([1, 2]);
// A URL list streamed as bytes, a chunk at a time: the report's bytes and its counts.
const report: LinesReport = matcher.reportLines(new TextEncoder().encode('/a\n/b\n'), true, false);
const reportParts: [Uint8Array, number, number, number] = [report.text, report.read, report.urls, report.allowed];
matcher.reportLines(new Uint8Array(0));
// Into one buffer reused for every chunk.
matcher.reportLines(new Uint8Array(0), false, false, new Uint8Array(1 << 16));
// @ts-expect-error the buffer is bytes
matcher.reportLines(new Uint8Array(0), false, false, []);
// @ts-expect-error a chunk is bytes, not text
matcher.reportLines('/a\n');
matcher.free();

const sitemaps: string[] = robots.sitemaps();

// checkBrief: a Verdict with at most `limit` objects per list, and typed arrays of them all.
const brief: BriefVerdict = robots.checkBrief('GPTBot', '/x', options, 10);
robots.checkBrief('GPTBot', '/x');
const briefVerdict: Verdict = brief;
const counts: [number, number, number] = [brief.groupCount, brief.skippedCount, brief.ruleCount];
const arrays: [Uint32Array, Uint8Array, Int32Array, Uint32Array, Uint32Array, Uint8Array] = [
  brief.ruleLines,
  brief.ruleMatch,
  brief.rulePriority,
  brief.groupLines,
  brief.skippedLines,
  brief.lineRoles,
];
// @ts-expect-error the limit is a count
robots.checkBrief('GPTBot', '/x', undefined, 'all');
const memory: number = wasmMemory();
const records: RecordView[] = robots.records();
const recordKind: 'sitemap' | 'unused' | 'unknown' = records[0].kind;

// The catalog and lint exports (the catalog/lint work).
const entries: CrawlerEntry[] = catalog();
const rulesInfo: LintRuleInfo[] = lintRules();
const claim: UserAgentClaim = tokensFromUserAgent('Mozilla/5.0 (compatible; GPTBot/1.2)');
const claimed: [string, string[], string] = [claim.token, claim.candidates, claim.why];
const keys: AcceptedKey[] = acceptedKeys();
const keyKind: 'user-agent' | 'allow' | 'disallow' | 'sitemap' = keys[0].kind;
const keyTypo: [string, boolean] = [keys[0].key, keys[0].typo];
// @ts-expect-error a key's kind is one of the four that take a key
const notKeyKind: 'unknown' = keys[0].kind;
const limit: number = googleSizeLimit();
const lint: Diagnostic[] = robots.lint(options);
robots.lint();
const coverage: Coverage = robots.coverage();
// @ts-expect-error the catalog is a list of entries
const notEntries: string = catalog();

robots.free();
fromBytes.free();

// Both classes are disposable: `using` frees them at the end of the block.
{
  using scoped = new Robots('User-agent: *\nDisallow: /\n');
  using scopedMatcher = scoped.matcher('GPTBot');
  const fine: boolean = scopedMatcher.allowed('/');
}

const facade: RobotsParserFacade = robotsParser('https://example.com/robots.txt', 'User-agent: *\nDisallow: /x\n');
const isAllowed: boolean | undefined = facade.isAllowed('https://example.com/x', 'Googlebot/2.1');
const isDisallowed: boolean | undefined = facade.isDisallowed('https://example.com/x');
const matching: number | undefined = facade.getMatchingLineNumber('https://example.com/x', 'Googlebot');
const delay: number | undefined = facade.getCrawlDelay('Googlebot');
const maps: string[] = facade.getSitemaps();
const host: string | null = facade.getPreferredHost();
// @ts-expect-error isAllowed may be undefined (another origin)
const sure: boolean = facade.isAllowed('https://example.com/x');

// No export is typed `any`, nor any method, nor what initSync returns.
const exportsTyped: None<LooseKeys<typeof main>> = true;
const robotsTyped: None<LooseKeys<Robots>> = true;
const matcherTyped: None<LooseKeys<Matcher>> = true;
const engineTyped: None<LooseKeys<ReturnType<typeof main.initSync>>> = true;

// init() takes where the wasm is, when a bundler put it elsewhere.
export async function loadFrom(url: string, bytes: ArrayBuffer): Promise<void> {
  await init(url);
  await init(new URL(url, 'https://example.com/'));
  await init(bytes);
}

// How the request for the file was answered: fromResponse, the constructor's and the checks' status.
import { Robots as StatusRobots, type Status, type RobotsOptions } from 'robots-playground';
const fetched: Promise<StatusRobots> = StatusRobots.fromResponse(fetch('https://example.com/robots.txt'));
const served: RobotsOptions = { status: 503 };
const byStatus = new StatusRobots('User-agent: *\n', served);
const status: Status | null = byStatus.status;
const unreachable: boolean = byStatus.check('bot', '/', { status: 'unreachable' }).allowed;
const verdictStatus: Status | null = byStatus.check('bot', '/').status;
// @ts-expect-error a status is a number or 'unreachable'
byStatus.check('bot', '/', { status: 'down' });
export { fetched, status, unreachable, verdictStatus };

// The sentences for files and lines longer than Google reads.
const sized: SizeText | null = sizeText(600_000, 12_000);
const cutSentence: string | undefined = sizeText(600_000, 12_000, 512_000)?.cut;
const longLines: string = longLinesText(2);
// @ts-expect-error the line is a number
sizeText(600_000, 'line');
export { sized, cutSentence, longLines };

// The logs entry: the full entry's exports and the access-log replay.
import {
  LogReplay,
  Robots as LogsRobots,
  ipRanges,
  verifySignatures,
  webBotAuthKeys,
  type LogReport,
  type LogCrawler,
  type PendingSignature,
  type RangesInfo,
  type WebBotAuthKeys,
} from 'robots-playground/logs';
const replay = new LogReplay(new LogsRobots('User-agent: *\n'), { ranges: { Googlebot: '66.249.64.0/27' }, fields: { userAgent: 'ua' } });
replay.feed(new Uint8Array([10]));
const logReport: LogReport = replay.finish();
const firstCrawler: LogCrawler | undefined = logReport.crawlers[0];
const verifiedBad: number | undefined = firstCrawler?.disallowedVerified;
const rangeInfo: RangesInfo = ipRanges('66.249.64.0/27');
const signing = new LogReplay(new LogsRobots(''), { signatureKeys: ['poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U'] });
const waiting: PendingSignature[] = signing.pendingSignatures();
for (const p of waiting) signing.signatureVerdict(p.id, p.base.length > 0 && p.signature.length === 64);
const botKeys: Promise<WebBotAuthKeys> = webBotAuthKeys('{"keys":[]}');
const checkedCount: Promise<number> = botKeys.then((k) => verifySignatures(signing, k));
const failures: { url: string; problem: string }[] | undefined = firstCrawler?.signatureFailures;
new LogReplay(new LogsRobots(''), { trustProxy: ['10.0.0.0/8', '2001:db8::1'], fields: { forwarded: 'xff' } });
// @ts-expect-error ranges are files by token
new LogReplay(new LogsRobots(''), { ranges: ['66.249.64.0/27'] });
export { logReport, verifiedBad, rangeInfo, checkedCount, failures };
