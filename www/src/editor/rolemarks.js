// Line roles, as computed by the engine's `highlight()`.

import { RangeSetBuilder, StateEffect, StateField } from '@codemirror/state';
import { Decoration, EditorView, GutterMarker, ViewPlugin, gutter } from '@codemirror/view';
import { GUTTER_TEXT, NO_ROLES, ROLE_TITLE, RoleMap } from './roles.js';

/** @typedef {'selected' | 'merged' | 'winner' | 'loser' | 'other-group'} ShownRole */
/** @type {ShownRole[]} */
const ROLE_NAMES = ['selected', 'merged', 'winner', 'loser', 'other-group'];

/** Replaces the roles (a RoleMap). @type {import('@codemirror/state').StateEffectType<RoleMap>} */
export const setRoles = StateEffect.define();

/** @type {StateField<RoleMap>} */
export const rolesField = StateField.define({
  create: () => NO_ROLES,
  update(value, tr) {
    for (const e of tr.effects) if (e.is(setRoles)) return e.value;
    return value;
  },
});

/**
 * The role to show on a line: none for blank lines and lines outside any group.
 * @param {RoleMap} roles @param {{ text: string, number: number }} line
 * @returns {ShownRole | null}
 */
export function shownRole(roles, line) {
  if (/^\s*$/.test(line.text)) return null;
  const role = roles.roleOf(line.number);
  return role === 'outside' ? null : role;
}

/**
 * A line decoration: its attributes carry the test and styling hooks.
 * @param {ShownRole} role @param {number} line
 */
function lineDeco(role, line) {
  return Decoration.line({ class: `cm-role cm-role-${role}`, attributes: { 'data-line': String(line), 'data-role': role } });
}

/** Builds the role decorations for the visible lines only, so that a large file stays cheap. */
export const rolesPlugin = ViewPlugin.fromClass(
  class {
    /** @param {EditorView} view */
    constructor(view) {
      this.decorations = this.build(view);
    }
    /** @param {import('@codemirror/view').ViewUpdate} u */
    update(u) {
      const rolesChanged = u.startState.field(rolesField) !== u.state.field(rolesField);
      if (rolesChanged || u.viewportChanged || u.docChanged) this.decorations = this.build(u.view);
    }
    /** @param {EditorView} view */
    build(view) {
      const roles = view.state.field(rolesField);
      const doc = view.state.doc;
      /** @type {RangeSetBuilder<Decoration>} */
      const b = new RangeSetBuilder();
      for (const { from, to } of view.visibleRanges) {
        const first = doc.lineAt(from).number;
        const last = doc.lineAt(to).number;
        for (let n = first; n <= last; n++) {
          const line = doc.line(n);
          const role = shownRole(roles, line);
          if (role) b.add(line.from, line.from, lineDeco(role, n));
        }
      }
      return b.finish();
    }
  },
  { decorations: (p) => p.decorations },
);

class RoleMarker extends GutterMarker {
  /** @param {ShownRole} role */
  constructor(role) {
    super();
    this.role = role;
  }
  /** @param {RoleMarker} other */
  eq(other) {
    return other.role === this.role;
  }
  toDOM() {
    const span = document.createElement('span');
    span.className = `cm-role-marker cm-role-marker-${this.role}`;
    span.textContent = GUTTER_TEXT[this.role];
    span.title = ROLE_TITLE[this.role];
    return span;
  }
}
const markers = Object.fromEntries(ROLE_NAMES.map((r) => [r, new RoleMarker(r)]));
/** Sizes the gutter; never shown. */
const spacer = new (class extends GutterMarker {
  toDOM() {
    return document.createTextNode(GUTTER_TEXT.winner);
  }
})();

export const rolesGutter = gutter({
  class: 'cm-robots-roles',
  lineMarker(view, block) {
    const role = shownRole(view.state.field(rolesField), view.state.doc.lineAt(block.from));
    return role ? markers[role] : null;
  },
  lineMarkerChange: (u) => u.startState.field(rolesField) !== u.state.field(rolesField),
  initialSpacer: () => spacer,
});
