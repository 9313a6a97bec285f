// Line roles for the editor, from the engine: a `BriefVerdict` (`checkBrief`) carries every
// line's role for its check as one byte a line (`lineRoles`), computed by robots-core's
// `highlight` (a group's introducing comments are its own, its trailing comments and blank
// lines no group's, lines past a size cut outside). Nothing here decides a role: it reads the
// byte of the line asked for, so the editor pays only for the lines it shows.
//
// A verdict comes in two forms: the package's full `Verdict` (objects for every group and
// rule) or a `BriefVerdict`, whose groups and rules are typed arrays (a large file's thousands of
// merged rules cost nothing to send between threads). `verdictLines` reads either, for the
// panels that list them; the roles come from a BriefVerdict only.

/** @typedef {'selected'|'merged'|'winner'|'loser'|'other-group'|'outside'} Role */

/**
 * @typedef {object} VerdictLines
 * @property {Uint32Array} rules     each merged rule's line, ascending (file order)
 * @property {Uint8Array} match      per rule: 0 no match, 1 match, 2 match through index.html
 * @property {Int32Array} priority   per rule: its priority when it matched, else -1
 * @property {Uint32Array} groups    first lines of the groups that apply, ascending
 * @property {Uint32Array} skipped   first lines of the groups that do not, ascending
 */

const linesCache = new WeakMap();

/**
 * The rules and groups of a verdict as typed arrays (cached for a full verdict).
 * @param {any} v  a Verdict or a BriefVerdict
 * @returns {VerdictLines}
 */
export function verdictLines(v) {
  if (v.ruleLines) {
    return { rules: v.ruleLines, match: v.ruleMatch, priority: v.rulePriority, groups: v.groupLines, skipped: v.skippedLines };
  }
  let out = linesCache.get(v);
  if (!out) {
    out = {
      rules: Uint32Array.from(v.rules, (r) => r.line),
      match: Uint8Array.from(v.rules, (r) => (r.matched ? (r.viaIndex ? 2 : 1) : 0)),
      priority: Int32Array.from(v.rules, (r) => r.priority),
      groups: Uint32Array.from(v.groups, (g) => g.line),
      skipped: Uint32Array.from(v.skipped, (g) => g.line),
    };
    linesCache.set(v, out);
  }
  return out;
}

/** Index of `x` in the ascending array `a`, or -1. @param {ArrayLike<number>} a @param {number} x */
export function indexOf(a, x) {
  let lo = 0;
  let hi = a.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid] === x) return mid;
    if (a[mid] < x) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Index of the last element of the ascending array `a` that is ≤ `x`, or -1. @param {ArrayLike<number>} a @param {number} x */
function floorIndex(a, x) {
  let lo = 0;
  let hi = a.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid] <= x) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * The group holding `line`: its first line and whether it applies, or null before any group.
 * @param {VerdictLines} l
 * @param {number} line
 */
export function groupAt(l, line) {
  const t = floorIndex(l.groups, line);
  const s = floorIndex(l.skipped, line);
  const tl = t < 0 ? 0 : l.groups[t];
  const sl = s < 0 ? 0 : l.skipped[s];
  if (!tl && !sl) return null;
  return tl >= sl ? { line: tl, taken: true } : { line: sl, taken: false };
}

/** The roles by their codes in `lineRoles` (robots-core's `Role::ALL`, BriefVerdict in
 * web/src/full.d.ts; tests/node/roles.test.mjs holds them to `highlight()`'s names). */
const ROLE_OF_CODE = /** @type {Role[]} */ (['selected', 'merged', 'winner', 'loser', 'other-group', 'outside']);

/** Every line's role as the engine gave it: a BriefVerdict's `lineRoles` (a code a line), or
 * `highlight()`'s list. Nothing here decides a role. */
export class RoleMap {
  /**
   * @param {Uint8Array | null} codes  every line's role code (index 0 is line 1), or null for none
   * @param {boolean} focused  a URL is focused: without one, the page shows no rule winning or
   *   losing (the verdict is the same; only the display differs)
   */
  constructor(codes = null, focused = true) {
    this.codes = codes;
    this.focused = focused;
  }

  /**
   * The role of a 1-based line (the caller skips blank lines).
   * @param {number} line
   * @returns {Role}
   */
  roleOf(line) {
    const role = (this.codes && ROLE_OF_CODE[this.codes[line - 1]]) || 'outside';
    return !this.focused && (role === 'winner' || role === 'loser') ? 'merged' : role;
  }

  /**
   * Whether this map gives every line the role `other` gives it (so that the editor need not
   * redraw).
   * @param {RoleMap} other
   */
  sameAs(other) {
    const a = this.codes;
    const b = other.codes;
    if (!a || !b || a.length !== b.length || this.focused !== other.focused) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }

  /**
   * The roles of a BriefVerdict (`checkBrief`), whose `lineRoles` the engine computed (lines
   * past a size cut included: they are outside).
   * @param {{ lineRoles: Uint8Array }} v
   * @param {{ focused?: boolean }} [opts]  focused: a URL is focused (else rules are only merged)
   */
  static fromVerdict(v, opts = {}) {
    return new RoleMap(v.lineRoles, opts.focused ?? true);
  }

  /**
   * Roles as the engine's `highlight()` returns them (one entry per non-blank line).
   * @param {{ line: number, role: Role }[]} list
   */
  static fromLineRoles(list) {
    const map = new Map(list.map((r) => [r.line, r.role]));
    const m = new RoleMap(null);
    m.roleOf = (line) => map.get(line) ?? 'outside';
    return m;
  }
}

/** A line's marker in the role gutter, by role (the editor's and the element's light view's). */
/** @type {Record<string, string>} */
export const GUTTER_TEXT = { selected: '│', merged: '•', winner: '★', loser: '✕', 'other-group': '' };
/** A line's role in words, the marker's title. */
/** @type {Record<string, string>} */
export const ROLE_TITLE = {
  selected: 'selected group',
  merged: 'merged rule',
  winner: 'winning rule',
  loser: 'matching rule that lost',
  'other-group': 'group not used',
};

/** No roles at all. */
export const NO_ROLES = new RoleMap(null);
