// Syntax colours for robots.txt, one line at a time: `key: value # comment`, with `*` and `$`
// marked inside rule values. Keys are classified by the engine's table of accepted keys
// (engine.js keyKind). Lines do not depend on each other, so a view colours only the lines it
// shows. Used by the editor (./editor.js) and the widget's light view (../element/light.js),
// which must colour alike; it has no DOM and no CodeMirror.

import { keyKind } from '../engine.js';

/**
 * The classes a run can have and how each looks (CSS properties, camelCase). The colours come
 * from --robots-syn-* custom properties, set by the page and the element. A value and the colon
 * before it have no class: a view gives its lines the value colour (--robots-syn-value), so that
 * the commonest runs need no element of their own (each one made typing in the editor slower).
 * @type {Record<string, Record<string, string>>}
 */
export const SYNTAX_STYLES = {
  't-comment': { color: 'var(--robots-syn-comment)', fontStyle: 'italic' },
  't-key': { color: 'var(--robots-syn-key)', fontWeight: '600' },
  't-meta': { color: 'var(--robots-syn-other-key)' },
  't-agent': { color: 'var(--robots-syn-agent)' },
  't-link': { color: 'var(--robots-syn-link)', textDecoration: 'underline' },
  't-wild': { color: 'var(--robots-syn-wildcard)', fontWeight: '700' },
};

/** SYNTAX_STYLES as a style sheet's rules, for a view without CodeMirror's theme. */
export const SYNTAX_CSS = Object.entries(SYNTAX_STYLES)
  .map(
    ([cls, props]) =>
      `.${cls} { ${Object.entries(props)
        .map(([p, v]) => `${p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${v};`)
        .join(' ')} }`,
  )
  .join('\n');

const SPACE = /\s+/y;
const KEY = /[^:#\s]+/y;
const COLON_AHEAD = /\s*:/y;
const RULE_RUN = /[^*$#\s]+/y;
const RUN = /[^#\s]+/y;
/** Lines longer than this are not coloured (one run: no thousands of spans). */
const COLOUR_MAX = 2000;

/** The match of sticky `re` at `pos` in `s`, or null. @param {RegExp} re @param {string} s @param {number} pos */
function at(re, s, pos) {
  re.lastIndex = pos;
  return re.exec(s)?.[0] ?? null;
}

/**
 * One line as [text, class] runs that cover it from start to end; '' is a value or spaces (the
 * lines' own colour). Adjacent runs of one class are joined.
 * @param {string} line
 * @returns {[string, string][]}
 */
export function lineTokens(line) {
  if (line.length > COLOUR_MAX) return [[line, '']];
  /** @type {[string, string][]} */
  const out = [];
  const push = (/** @type {string} */ text, /** @type {string} */ cls) => {
    const last = out[out.length - 1];
    if (last && last[1] === cls) last[0] += text;
    else out.push([text, cls]);
  };
  let pos = 0;
  let value = false;
  let kind = 'other';
  while (pos < line.length) {
    const space = at(SPACE, line, pos);
    if (space) {
      push(space, '');
      pos += space.length;
      continue;
    }
    const c = line[pos];
    if (c === '#') {
      push(line.slice(pos), 't-comment');
      break;
    }
    if (!value) {
      if (c === ':') {
        value = true;
        push(':', '');
        pos++;
        continue;
      }
      const key = at(KEY, line, pos);
      if (key) {
        kind = keyKind(key);
        pos += key.length;
        // Google accepts `Disallow /x` (no colon, exactly two words): the rest is the value.
        if (at(COLON_AHEAD, line, pos) == null) value = true;
        push(key, kind === 'other' ? 't-meta' : 't-key');
        continue;
      }
    }
    if (kind === 'rule' && (c === '*' || c === '$')) {
      push(c, 't-wild');
      pos++;
      continue;
    }
    const word = at(kind === 'rule' ? RULE_RUN : RUN, line, pos) ?? c;
    pos += word.length;
    if (kind === 'agent') push(word, word === '*' ? 't-wild' : 't-agent');
    else push(word, kind === 'sitemap' ? 't-link' : '');
  }
  return out;
}
