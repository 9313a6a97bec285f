// Theme: colours come from --robots-* custom properties so both page and element can style.

import { EditorView } from '@codemirror/view';
import { SYNTAX_STYLES } from './syntax.js';

export const theme = EditorView.theme({
  '&': {
    color: 'var(--robots-fg)',
    backgroundColor: 'var(--robots-editor-bg)',
    fontSize: 'var(--robots-editor-font-size, 14px)',
    height: '100%',
  },
  // A value has no mark of its own (./syntax.js): it takes the lines' colour.
  '.cm-content': { fontFamily: 'var(--robots-mono)', caretColor: 'var(--robots-fg)', color: 'var(--robots-syn-value)' },
  '.cm-gutters': {
    backgroundColor: 'var(--robots-gutter-bg)',
    color: 'var(--robots-muted)',
    borderRight: '1px solid var(--robots-border)',
  },
  '.cm-activeLine': { backgroundColor: 'var(--robots-active-line)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--robots-active-line)' },
  '&.cm-focused': { outline: '2px solid var(--robots-focus)', outlineOffset: '-2px' },
  '.cm-cursor': { borderLeftColor: 'var(--robots-fg)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'var(--robots-selection) !important' },
  ...Object.fromEntries(Object.entries(SYNTAX_STYLES).map(([cls, style]) => [`.${cls}`, style])),
  '.cm-role-selected': { backgroundColor: 'var(--robots-selected-bg)' },
  '.cm-role-merged': { backgroundColor: 'var(--robots-merged-bg)' },
  '.cm-role-winner': { backgroundColor: 'var(--robots-winner-bg)', boxShadow: 'inset 4px 0 0 var(--robots-winner)', fontWeight: '600' },
  '.cm-role-loser': {
    backgroundColor: 'var(--robots-loser-bg)',
    textDecoration: 'line-through',
    textDecorationColor: 'var(--robots-loser)',
  },
  // Dimmed by colour, not opacity, so the text keeps a readable contrast.
  '.cm-role-other-group, .cm-role-other-group *': { color: 'var(--robots-dim-fg) !important' },
  '.cm-role-other-group': { backgroundColor: 'var(--robots-dim-bg)' },
  '.cm-robots-roles .cm-gutterElement': { width: '1.4em', textAlign: 'center', fontWeight: '700' },
  '.cm-role-marker-selected': { color: 'var(--robots-selected)' },
  '.cm-role-marker-merged': { color: 'var(--robots-merged)' },
  '.cm-role-marker-winner': { color: 'var(--robots-winner)' },
  '.cm-role-marker-loser': { color: 'var(--robots-loser)' },
  '.cm-robots-cutoff-line': { boxShadow: 'inset 0 -2px 0 var(--robots-loser)' },
  '.cm-expect-fail': { boxShadow: 'inset 3px 0 0 var(--robots-blocked, #a4161a)', backgroundColor: 'var(--robots-blocked-bg, #fbe5e4)' },
  '.cm-robots-cutoff': {
    padding: '2px 8px',
    color: 'var(--robots-loser)',
    borderTop: '2px dashed var(--robots-loser)',
    fontFamily: 'var(--robots-sans)',
    fontSize: '0.9em',
  },
  '.cm-tooltip.cm-robots-tip, .cm-robots-tip': {
    padding: '4px 8px',
    maxWidth: '40em',
    fontFamily: 'var(--robots-sans)',
    backgroundColor: 'var(--robots-tooltip-bg)',
    color: 'var(--robots-fg)',
    border: '1px solid var(--robots-border)',
  },
  '.cm-robots-loading': { padding: '4px 8px', fontFamily: 'var(--robots-sans)' },
  '.cm-panels': { backgroundColor: 'var(--robots-gutter-bg)', color: 'var(--robots-fg)' },
  '.cm-tooltip': { backgroundColor: 'var(--robots-tooltip-bg)', color: 'var(--robots-fg)' },
});
