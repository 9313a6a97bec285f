// The default entry, `robots-playground`, as a TypeScript user would use it: the verdict API
// of the full entry, typed the same, and none of the lint, catalog, coverage or User-Agent
// exports (the `@ts-expect-error` lines fail the build if its types ever claimed them).
import init, {
  Robots,
  Matcher,
  robotsParser,
  type CheckOptions,
  type Decision,
  type Diagnostic,
  type GroupView,
  type LineRole,
  type RecordView,
  type RobotsParserFacade,
  type Verdict,
} from 'robots-playground';
import * as base from 'robots-playground';
import type { LooseKeys, None } from './no-any.js';

await init();
const robots = new Robots('User-agent: *\nDisallow: /private\n');
const options: CheckOptions = { policy: 'rfc9309', sizeLimit: 1000, profile: 'GPTBot' };
const verdict: Verdict = robots.check('Googlebot', 'https://example.com/private', options);
const allowed: boolean = verdict.allowed;
const decision: Decision = robots.decide('Googlebot', '/');
const roles: LineRole[] = robots.highlight('Googlebot', null);
const diagnostics: Diagnostic[] = robots.diagnostics();
const groups: GroupView[] = robots.groups();
const records: RecordView[] = robots.records();
const sitemaps: string[] = robots.sitemaps();
const matcher: Matcher = robots.matcher('Googlebot', { profile: { token: 'Googlebot' } });
const many: boolean[] = matcher.allowedMany(['/a', '/private']);
const facade: RobotsParserFacade = robotsParser('https://example.com/robots.txt', 'User-agent: *\n');
const memory: number = base.wasmMemory();
matcher.free();
robots.free();

// @ts-expect-error the default entry has no lint (robots-playground/full has)
robots.lint();
// @ts-expect-error nor coverage
robots.coverage();
// @ts-expect-error nor the page's bounded check
robots.checkBrief('Googlebot', '/private', undefined, 3);
// @ts-expect-error nor the catalog listing
base.catalog();
// @ts-expect-error nor the lint rules
base.lintRules();
// @ts-expect-error nor the User-Agent reading
base.tokensFromUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1)');
// @ts-expect-error nor the table of accepted keys
base.acceptedKeys();
// It has Google's size limit.
const sizeLimit: number = base.googleSizeLimit();
// @ts-expect-error a verdict's fields keep their types
const wrong: string = verdict.allowed;

export { allowed, decision, roles, diagnostics, groups, records, sitemaps, many, facade, memory, wrong, sizeLimit };

// No export is typed `any`, nor any method, nor what initSync returns.
const exportsTyped: None<LooseKeys<typeof base>> = true;
const robotsTyped: None<LooseKeys<Robots>> = true;
const matcherTyped: None<LooseKeys<Matcher>> = true;
const engineTyped: None<LooseKeys<ReturnType<typeof base.initSync>>> = true;

// The inline forms have the same types as their entries.
import initInline, * as inline from 'robots-playground/inline';
import * as fullInline from 'robots-playground/full/inline';
await initInline();
const inlineVerdict: Verdict = new inline.Robots('').check('bot', '/');
const inlineLint = new fullInline.Robots('').lint();
// @ts-expect-error the default entry's inline form has no lint either
new inline.Robots('').lint();
export { inlineVerdict, inlineLint };
