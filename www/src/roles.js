// Line roles from one verdict, computed per line on demand, so the editor asks only for the
// lines it shows. It mirrors robots-core's `highlight` (core/src/highlight.rs): a group runs
// from its first user-agent line to the line before the next group (the last group to the
// end), rules of the merged set are `merged`, the deciding one `winner`, other matching
// ones `loser`; lines before the first group are `outside`. tests/e2e/roles.test.mjs checks
// it against the engine's `highlight()` on many files. (Converting every line's role across
// the wasm boundary costs ~5 µs a line: 65 ms for a 500 KiB file, per keystroke.)

/** @typedef {'selected'|'merged'|'winner'|'loser'|'other-group'|'outside'} Role */

export class RoleMap {
  /**
   * @param {number[]} starts   first lines of the groups, ascending
   * @param {boolean[]} taken   whether each group applies
   * @param {Map<number, Role>} rules  role of each merged rule line
   * @param {number} end        lines after this one are outside (a size cut-off), or Infinity
   */
  constructor(starts, taken, rules, end = Infinity) {
    this.starts = starts;
    this.taken = taken;
    this.rules = rules;
    this.end = end;
  }

  /**
   * The role of a 1-based line (the caller skips blank lines).
   * @param {number} line
   * @returns {Role}
   */
  roleOf(line) {
    if (line > this.end) return 'outside';
    const rule = this.rules.get(line);
    if (rule) return rule;
    // The last group starting at or before the line.
    const s = this.starts;
    let lo = 0;
    let hi = s.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (s[mid] <= line) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (found < 0) return 'outside';
    return this.taken[found] ? 'selected' : 'other-group';
  }

  /**
   * The roles of a verdict.
   * @param {any} v  a Verdict of the package
   * @param {{ focused?: boolean, end?: number }} [opts]  focused: a URL is focused (else rules are only merged);
   *   end: the last line the verdict saw (when a size limit cut the file)
   */
  static fromVerdict(v, opts = {}) {
    const focused = opts.focused ?? true;
    const groups = [];
    for (const g of v.groups) groups.push([g.line, true]);
    for (const g of v.skipped) groups.push([g.line, false]);
    groups.sort((a, b) => a[0] - b[0]);
    const rules = new Map();
    const win = v.winner?.line;
    for (const r of v.rules) {
      rules.set(r.line, !focused ? 'merged' : r.line === win ? 'winner' : r.matched ? 'loser' : 'merged');
    }
    return new RoleMap(groups.map((g) => g[0]), groups.map((g) => g[1]), rules, opts.end ?? Infinity);
  }

  /**
   * Roles as the engine's `highlight()` returns them (one entry per non-blank line).
   * @param {{ line: number, role: Role }[]} list
   */
  static fromLineRoles(list) {
    const map = new Map(list.map((r) => [r.line, r.role]));
    const m = new RoleMap([], [], map);
    m.roleOf = (line) => map.get(line) ?? 'outside';
    return m;
  }
}

/** No roles at all. */
export const NO_ROLES = new RoleMap([], [], new Map());
