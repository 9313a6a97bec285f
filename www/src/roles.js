// Line roles from one verdict, computed per line on demand, so the editor asks only for the
// lines it shows. It mirrors robots-core's `highlight` (core/src/highlight.rs): a group runs
// from its first user-agent line to the line before the next group (the last group to the
// end), but the comments and blank lines at its end are no group's (`outside`) and the
// comments right above its first user-agent line are its own; rules of the merged set are
// `merged`, the deciding one `winner`, other matching ones `loser`; lines before the first
// group are `outside`. tests/e2e/roles.test.mjs checks
// it against the engine's `highlight()` on many files. (Converting every line's role across
// the wasm boundary costs ~5 µs a line: 65 ms for a 500 KiB file, per keystroke.)
//
// A verdict comes in two forms: the package's full `Verdict` (objects for every group and
// rule) or a `BriefVerdict` from `checkBrief`, whose groups and rules are typed arrays (a
// 500 KiB file's 2,000 merged rules cost nothing to send between threads). `verdictLines`
// reads either.

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

/** Index of `x` in the ascending array `a`, or -1. */
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

/** Index of the last element of the ascending array `a` that is ≤ `x`, or -1. */
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

const RULE_ROLE = /** @type {Role[]} */ (['merged', 'loser', 'loser']);

/** How far from a group's start its introducing and trailing comments are looked for (robots-core's `NEAR`). */
const NEAR = 100;

/**
 * What a line holds, as robots-core's line model reads it: its content ends at a NUL, white
 * space is space, tab, VT and FF, and a BOM may open line 1.
 * @param {string | undefined} text  the line, without its line end; undefined past the file
 * @param {number} n  its 1-based number
 * @returns {'blank' | 'comment' | 'content' | 'end'}
 */
export function lineKind(text, n) {
  if (text === undefined) return 'end';
  const nul = text.indexOf('\0');
  const t = nul < 0 ? text : text.slice(0, nul);
  let i = n === 1 && t.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < t.length && ' \t\v\f'.includes(t[i])) i++;
  if (i === t.length) return 'blank';
  return t[i] === '#' ? 'comment' : 'content';
}

export class RoleMap {
  /**
   * @param {VerdictLines | null} lines  the verdict's rules and groups
   * @param {number} winner     the deciding rule's line, or 0
   * @param {boolean} focused   a URL is focused (else rules are only merged)
   * @param {number} end        lines after this one are outside (a size cut-off), or Infinity
   */
  constructor(lines, winner = 0, focused = true, end = Infinity) {
    this.lines = lines;
    this.winner = winner;
    this.focused = focused;
    this.end = end;
  }

  /**
   * The role of a 1-based line (the caller skips blank lines). `textOf(n)` gives line n's text
   * (undefined past the end), for the comments between groups; without it a group's comments
   * keep its role up to the next group.
   * @param {number} line
   * @param {(n: number) => string | undefined} [textOf]
   * @returns {Role}
   */
  roleOf(line, textOf) {
    const l = this.lines;
    if (!l || line > this.end) return 'outside';
    const i = indexOf(l.rules, line);
    if (i >= 0) {
      if (!this.focused) return 'merged';
      return line === this.winner ? 'winner' : RULE_ROLE[l.match[i]];
    }
    if (textOf) {
      // Both looks reach at most NEAR lines ahead, as in the engine, so a file of a million
      // comment lines costs the same per shown line as any other.
      const kind = (n) => (n > this.end ? 'end' : lineKind(textOf(n), n));
      const own = kind(line);
      if (own === 'comment') {
        // Comments right above a group's first line introduce it.
        let n = line + 1;
        while (n - line <= NEAR && kind(n) === 'comment') n++;
        const next = n - line <= NEAR ? this.groupStarting(n) : null;
        if (next) return next;
      }
      if (own !== 'content') {
        // Comments and blank lines at a group's end are no group's.
        let n = line + 1;
        let k = kind(n);
        while (n - line <= NEAR && (k === 'comment' || k === 'blank')) k = kind(++n);
        if (n - line <= NEAR && (k === 'end' || this.groupStarting(n))) return 'outside';
      }
    }
    const g = groupAt(l, line);
    if (!g) return 'outside';
    return g.taken ? 'selected' : 'other-group';
  }

  /**
   * The role of the group whose first line is `line`, or null when no group starts there.
   * @param {number} line
   * @returns {Role | null}
   */
  groupStarting(line) {
    const l = /** @type {VerdictLines} */ (this.lines);
    if (indexOf(l.groups, line) >= 0) return 'selected';
    return indexOf(l.skipped, line) >= 0 ? 'other-group' : null;
  }

  /**
   * The roles of a verdict.
   * @param {any} v  a Verdict or a BriefVerdict of the package
   * @param {{ focused?: boolean, end?: number }} [opts]  focused: a URL is focused (else rules are only merged);
   *   end: the last line the verdict saw (when a size limit cut the file)
   */
  static fromVerdict(v, opts = {}) {
    return new RoleMap(verdictLines(v), v.winner?.line ?? 0, opts.focused ?? true, opts.end ?? Infinity);
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

/** No roles at all. */
export const NO_ROLES = new RoleMap(null);
