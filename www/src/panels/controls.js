// The questions asked of the file: the crawler (typed, or chosen from the catalog by the crawler
// panel, ./crawler.js), the URLs, how the file is read, and how the server answered for it. The
// section's markup is made here; the readings' answers for the focused URL are listed at its end.

import { h } from '../dom.js';
import { AGENT_FIELD } from '../engine.js';
import { listField } from '../editor/listfield.js';
import { READINGS, READING_IDS, STATUSES, readingOf, statusOf } from '../session/readings.js';

/**
 * A labelled field: `label`, `input`, and a help line when there is one.
 * @param {string} label @param {HTMLElement} input @param {string} [help]
 */
function field(label, input, help) {
  const helpLine = help ? h('small', { id: `${input.id}-help`, class: 'help' }, help) : null;
  if (helpLine) input.setAttribute('aria-describedby', helpLine.id);
  return h('div', { class: 'field' }, h('label', { for: input.id }, label), input, helpLine);
}

/**
 * Makes the section's markup inside `root` (empty) and returns its parts.
 * @param {HTMLElement} root
 * @param {(text: string) => void} urlsTyped  called with the URL list after each edit
 */
function markup(root, urlsTyped) {
  const agent = /** @type {HTMLInputElement} */ (
    h('input', {
      id: 'agent',
      type: 'text',
      autocomplete: 'off',
      spellcheck: 'false',
      maxlength: String(AGENT_FIELD),
      'data-testid': 'agent',
    })
  );
  const preset = /** @type {HTMLSelectElement} */ (h('select', { id: 'preset', 'data-testid': 'preset' }));
  const info = h('div', { id: 'agent-info', class: 'agent-info' });
  const urls = listField({ id: 'urls', testid: 'urls', labelledBy: 'urls-label', onInput: urlsTyped });
  // A label names the field (aria-labelledby) and, clicked, puts the caret in it.
  const urlsLabel = h('label', { id: 'urls-label', onclick: () => urls.focus() }, 'URLs to test, one per line');
  const policy = /** @type {HTMLSelectElement} */ (
    h('select', { id: 'policy', 'data-testid': 'policy' }, ...READING_IDS.map((id) => h('option', { value: id }, READINGS[id].option)))
  );
  const status = /** @type {HTMLSelectElement} */ (
    h(
      'select',
      { id: 'http-status', 'data-testid': 'http-status' },
      ...STATUSES.map((s) => h('option', { value: String(s.status ?? '') }, s.option)),
    )
  );
  const readings = h('ul', {
    id: 'policy-compare',
    class: 'policy-compare',
    'data-testid': 'policy-compare',
    'aria-label': 'Answers of each reading for the focused URL',
  });
  root.replaceChildren(
    field('Crawler: product token or full User-Agent string', agent),
    field('Presets', preset, 'Known crawlers, by company: picking one fills in its token.'),
    info,
    h('div', { class: 'field' }, urlsLabel, urls.dom),
    field(
      'Reading',
      policy,
      "How the file is read: as Google's open-source parser does, as RFC 9309 says strictly, or as this crawler is known to behave.",
    ),
    field(
      'HTTP status of robots.txt',
      status,
      'How the server answered the request for the file: after a 4xx crawlers may fetch everything; after a 429, a 5xx or no answer, nothing (RFC 9309 §2.3.1).',
    ),
    readings,
  );
  return { agent, preset, info, urls, policy, status, readings };
}

/**
 * The crawler field, the URLs and the choice of reading (its options named from READINGS).
 * @param {HTMLElement} root  the section, empty
 */
export function createControls(root) {
  /** Where the URL list's edits go, once `listen` is called. @type {(text: string) => void} */
  let urlsTyped = () => {};
  const parts = markup(root, (text) => urlsTyped(text));
  const { agent, urls, policy, status } = parts;
  return {
    ...parts,
    /** The reading and status chosen now. */
    reading: () => ({ policy: policy.value, status: statusOf(status.value) }),
    /** @param {{ agent: string, urls: string, policy: string, status: import('../session/readings.js').Status }} state */
    show(state) {
      // A restored or linked crawler field is bounded as a typed one is (`maxlength`).
      agent.value = state.agent.slice(0, AGENT_FIELD);
      urls.set(state.urls);
      policy.value = state.policy;
      const value = String(state.status ?? '');
      // A status none of the choices names (a fetched 401, say) becomes a choice of its own.
      if (![...status.options].some((o) => o.value === value)) status.append(h('option', { value }, `${value} (as the site answered)`));
      status.value = value;
    },
    /** @param {{ set: (next: any) => void }} on */
    listen(on) {
      urlsTyped = (text) => on.set({ urls: text });
      policy.addEventListener('change', () => on.set({ policy: readingOf(policy.value) ?? 'google' }));
      status.addEventListener('change', () => on.set({ status: statusOf(status.value) }));
    },
  };
}
