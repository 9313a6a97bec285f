// The crawler field: a product token or a full User-Agent string, presets from the catalog
// grouped by category, and what the page recognised in the field.

import { h, replace } from '../dom.js';
import { AGENT_FIELD, AGENT_READ } from '../engine.js';

/** @typedef {import('robots-playground/full').CrawlerEntry} CrawlerEntry */
/** @typedef {import('robots-playground/full').CrawlerCategory} CrawlerCategory */

/**
 * A crawler the page offers: a catalog entry, or one of the fallback list (without the
 * production quirks).
 * @typedef {Pick<CrawlerEntry, 'token' | 'operator' | 'category' | 'categoryLabel' | 'purpose' | 'obeys'>
 *   & Partial<Pick<CrawlerEntry, 'fallbacks' | 'ignoresWildcard' | 'ignoresRobots' | 'note' | 'written' | 'obeysNote'
 *     | 'source' | 'checked' | 'ipRanges' | 'verify'>>} Crawler
 */

/**
 * The categories of `crawlers` as [id, label], in the order the catalog first names them (the
 * engine's order: what each crawler is for, and the category's name, come from the package).
 * @param {Crawler[]} crawlers
 * @returns {[CrawlerCategory, string][]}
 */
export function categoriesOf(crawlers) {
  /** @type {Map<CrawlerCategory, string>} */
  const seen = new Map();
  for (const c of crawlers) if (!seen.has(c.category)) seen.set(c.category, c.categoryLabel);
  return [...seen];
}

/**
 * Used only when the package has no catalog yet (the category's id stands for its name).
 * @type {Crawler[]}
 */
const FALLBACK_CATALOG = /** @type {[string, string, CrawlerCategory, string, CrawlerEntry['obeys']][]} */ ([
  ['Googlebot', 'Google', 'search', 'Google Search', 'yes'],
  ['Googlebot-Image', 'Google', 'search', 'Google Images (falls back to Googlebot)', 'yes'],
  ['Bingbot', 'Microsoft', 'search', 'Bing search', 'yes'],
  ['AdsBot-Google', 'Google', 'ads', 'Ads landing-page quality (ignores *)', 'yes'],
  ['GPTBot', 'OpenAI', 'ai-training', 'Training data for OpenAI models', 'yes'],
  ['CCBot', 'Common Crawl', 'ai-training', 'Open web crawl, used for AI training', 'yes'],
  ['Google-Extended', 'Google', 'ai-training', 'Controls use of content for Gemini training', 'yes'],
  ['OAI-SearchBot', 'OpenAI', 'ai-search', 'ChatGPT search results', 'yes'],
  ['ChatGPT-User', 'OpenAI', 'ai-user-triggered', 'Fetches a page a ChatGPT user asked for', 'no'],
]).map(([token, operator, category, purpose, obeys]) => ({ token, operator, category, categoryLabel: category, purpose, obeys }));

const OBEYS = {
  yes: 'obeys robots.txt',
  no: 'may ignore robots.txt',
  partly: 'obeys robots.txt only in part',
  unclear: 'unclear whether it obeys robots.txt',
};

/**
 * The catalog entries, normalised, with a fallback when the package has none.
 * @param {{ catalog(): CrawlerEntry[] }} engine
 * @returns {Crawler[]}
 */
export function crawlerList(engine) {
  const list = engine.catalog();
  /** @type {Crawler[]} */
  const entries = list.length ? list : FALLBACK_CATALOG;
  return entries.map((c) => ({ ...c, categoryLabel: c.categoryLabel || c.category }));
}

/**
 * One line on a crawler: purpose, operator, whether it obeys, production quirks.
 * @param {Crawler} c
 */
export function describeCrawler(c) {
  const name = c.written ? `${c.written} (read as ${c.token})` : c.token;
  const bits = [`${name}${c.operator ? ` (${c.operator})` : ''}: ${c.purpose ?? ''}`.trim()];
  bits.push(c.obeysNote ? `${OBEYS[c.obeys] ?? OBEYS.unclear}: ${c.obeysNote}` : (OBEYS[c.obeys] ?? OBEYS.unclear));
  if (c.ignoresRobots) bits.push('ignores robots.txt altogether');
  if (c.ignoresWildcard) bits.push('ignores the * group');
  if (c.fallbacks?.length) bits.push(`falls back to ${c.fallbacks.join(', then ')}`);
  return bits.join(' · ');
}

/**
 * Where a crawler's facts come from and how to tell it from an impostor: its source and the
 * day it was checked, its published IP ranges, its reverse-DNS domains, its signatures.
 * @param {Crawler} c
 */
function sourceLine(c) {
  const link = (/** @type {string} */ href, /** @type {string} */ text) => h('a', { href, target: '_blank', rel: 'noopener' }, text);
  const parts = [];
  if (c.source) parts.push('Facts from ', link(c.source, new URL(c.source).hostname), c.checked ? `, checked ${c.checked}` : '', '.');
  if (c.ipRanges) parts.push(' ', link(c.ipRanges, 'Published IP ranges'), '.');
  const rdns = c.verify?.reverseDns ?? [];
  if (rdns.length) parts.push(` Its IPs resolve to ${rdns.join(' or ')} (confirm with a forward lookup).`);
  if (c.verify?.signsRequests) parts.push(' It signs its requests (Web Bot Auth).');
  return parts.length ? h('p', { 'data-testid': 'crawler-source' }, ...parts) : null;
}

/**
 * @param {{ input: HTMLInputElement, preset: HTMLSelectElement, info: HTMLElement,
 *           engine: import('../engine.js').Engine, onChange: () => void }} opts
 */
export function createCrawlerPanel({ input, preset, info, engine, onChange }) {
  const crawlers = crawlerList(engine);
  const byToken = new Map(crawlers.map((c) => [c.token.toLowerCase(), c]));
  const date = engine.catalogChecked();

  preset.replaceChildren(h('option', { value: '' }, date ? `Choose a crawler (facts as of ${date})…` : 'Choose a crawler…'));
  for (const [id, label] of categoriesOf(crawlers)) {
    const inCat = crawlers.filter((c) => c.category === id);
    if (!inCat.length) continue;
    preset.append(h('optgroup', { label }, ...inCat.map((c) => h('option', { value: c.token, title: describeCrawler(c) }, c.token))));
  }
  preset.addEventListener('change', () => {
    if (!preset.value) return;
    input.value = preset.value;
    onChange();
  });
  input.addEventListener('input', onChange);

  return {
    crawlers,
    /** The catalog entry for a token, if any. */
    entry: (/** @type {string} */ token) => byToken.get(token.toLowerCase()),
    /**
     * Shows what the field was read as.
     * @param {import('../engine.js').Recognised} rec
     */
    update(rec) {
      const entry = byToken.get(rec.token.toLowerCase());
      preset.value = entry && preset.querySelector(`option[value="${CSS.escape(entry.token)}"]`) ? entry.token : '';
      const lines = [];
      if (rec.cut) {
        lines.push(
          h(
            'p',
            { 'data-testid': 'agent-cut' },
            `This field ${rec.cut < AGENT_FIELD ? 'holds' : 'keeps at most'} ${Math.min(rec.cut, AGENT_FIELD).toLocaleString('en')} characters: only its first ${AGENT_READ.toLocaleString('en')} are read (a crawler's name or User-Agent string holds a few hundred).`,
          ),
        );
      }
      if (rec.fromString) {
        lines.push(
          h('p', { 'data-testid': 'recognised-token' }, 'Recognised token: ', h('code', {}, rec.token || '(none)'), ` — ${rec.why}`),
        );
        if (!rec.token) {
          // Checked as typed (engine.recognise): an empty token would take a group whose value has no leading letters.
          lines.push(
            h(
              'p',
              {},
              "No product token, so the string is compared as typed, as Google's library compares the name it is given: ",
              h('code', {}, rec.agent),
              '.',
            ),
          );
        }
        if (rec.candidates.length > 1) lines.push(h('p', {}, `Other tokens in the string: ${rec.candidates.slice(1).join(', ')}`));
      } else if (!rec.token) {
        lines.push(h('p', {}, 'Enter a product token such as Googlebot, or paste a full User-Agent string.'));
      }
      if (entry) lines.push(h('p', { 'data-testid': 'crawler-info' }, describeCrawler(entry)));
      const source = entry && sourceLine(entry);
      if (source) lines.push(source);
      replace(info, ...lines);
    },
  };
}

/**
 * On the page, in the controls: the crawler field, its presets and what the field was read as.
 * @type {import('../page/panels.js').PanelDef<ReturnType<typeof createCrawlerPanel>>}
 */
export const crawlerPanel = {
  create: ({ controls, engine, set }) =>
    createCrawlerPanel({
      input: controls.agent,
      preset: controls.preset,
      info: controls.info,
      engine,
      onChange: () => set({ agent: controls.agent.value }),
    }),
  draws: (panel) => ({ detail: (e) => panel.update(e.rec) }),
};
