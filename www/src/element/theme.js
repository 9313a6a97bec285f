// The element's stylesheet. Every colour and font is a documented --robots-* custom property
// with a light and a dark fallback: the host page (or one widget's `style`) sets the property
// to override it, whatever the theme. The fallbacks follow the playground page's palette.

import { SYNTAX_CSS } from '../editor/syntax.js';

/** [name, light fallback, dark fallback] of each documented custom property. */
export const PROPERTIES = [
  ['sans', 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'],
  ['mono', 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "DejaVu Sans Mono", monospace'],
  ['font-size', '14px'],
  ['editor-font-size', '13px'],
  ['radius', '6px'],
  ['bg', '#ffffff', '#1d2024'],
  ['fg', '#1d1f21', '#e6e8eb'],
  ['muted', '#555b61', '#a5acb4'],
  ['border', '#c9ccd1', '#3a3f46'],
  ['focus', '#0b57d0', '#8ab4f8'],
  ['editor-bg', '#ffffff', '#1a1c20'],
  ['gutter-bg', '#f1f2f4', '#202329'],
  ['active-line', 'rgba(11, 87, 208, 0.06)', 'rgba(138, 180, 248, 0.08)'],
  ['selection', 'rgba(11, 87, 208, 0.22)', 'rgba(138, 180, 248, 0.3)'],
  ['tooltip-bg', '#ffffff', '#262a30'],
  ['allowed', '#17692d', '#7fd690'],
  ['allowed-bg', '#e3f4e6', '#1d3524'],
  ['blocked', '#a4161a', '#ff9a94'],
  ['blocked-bg', '#fbe5e4', '#45201f'],
  ['selected', '#3b6db3', '#8ab4f8'],
  ['selected-bg', 'rgba(59, 109, 179, 0.09)', 'rgba(138, 180, 248, 0.1)'],
  ['merged', '#6b4fa0', '#c6a8ff'],
  ['merged-bg', 'rgba(107, 79, 160, 0.13)', 'rgba(198, 168, 255, 0.14)'],
  ['winner', '#17692d', '#7fd690'],
  ['winner-bg', 'rgba(23, 105, 45, 0.2)', 'rgba(127, 214, 144, 0.2)'],
  ['loser', '#a4161a', '#ff9a94'],
  ['loser-bg', 'rgba(164, 22, 26, 0.12)', 'rgba(255, 154, 148, 0.15)'],
  ['dim-fg', '#646970', '#949aa2'],
  ['dim-bg', 'rgba(0, 0, 0, 0.025)', 'rgba(255, 255, 255, 0.02)'],
  ['syn-comment', '#5f6670', '#9aa1aa'],
  ['syn-key', '#7a2e8e', '#e0a3f0'],
  ['syn-other-key', '#8a5a00', '#f0c674'],
  ['syn-agent', '#0b5a8a', '#7cc7f2'],
  ['syn-value', '#1d1f21', '#e6e8eb'],
  ['syn-link', '#0b57d0', '#8ab4f8'],
  ['syn-wildcard', '#b3261e', '#ff8a80'],
];

// The host resolves each property once (--_rp-x: the page's --robots-x, else the theme's
// fallback); the inner wrapper then sets --robots-x from it, which the editor's theme and
// the rules below read. Two elements, so the property never refers to itself.
const palette = (/** @type {boolean} */ dark) =>
  PROPERTIES.map(([name, light, darkValue]) => `--_rp-${name}: var(--robots-${name}, ${dark ? (darkValue ?? light) : light});`).join(
    '\n  ',
  );
const forward = PROPERTIES.map(([name]) => `--robots-${name}: var(--_rp-${name});`).join('\n  ');

export const CSS = `
:host {
  display: block;
  ${palette(false)}
  --_rp-scheme: light;
  margin-block: 1em;
}
:host([hidden]) { display: none; }
/* The element sets the state dark or light (element.js, _applyScheme); the attribute and the
   media query are for browsers without custom states (:is() forgives the unknown :state()). */
:host(:is([theme="dark"], :state(dark))) {
  ${palette(true)}
  --_rp-scheme: dark;
}
@media (prefers-color-scheme: dark) {
  :host(:not(:is([theme="light"], :state(light)))) {
    ${palette(true)}
    --_rp-scheme: dark;
  }
}
.probe { position: absolute; visibility: hidden; transition: color-scheme 1ms allow-discrete; }
.wrap {
  ${forward}
  color-scheme: var(--_rp-scheme);
  box-sizing: border-box;
  color: var(--robots-fg);
  background: var(--robots-bg);
  font: normal 400 var(--robots-font-size)/1.45 var(--robots-sans);
  letter-spacing: normal;
  text-align: start;
  text-transform: none;
  border: 1px solid var(--robots-border);
  border-radius: var(--robots-radius);
  overflow: hidden;
}
*, *::before, *::after { box-sizing: inherit; }
.header {
  display: flex; flex-wrap: wrap; gap: 0.3em 1em; align-items: baseline;
  margin: 0; padding: 0.35em 0.75em;
  border-bottom: 1px solid var(--robots-border);
  color: var(--robots-muted);
  font-size: 0.9em;
}
.header strong { color: var(--robots-fg); font-weight: 600; }
:host([compact]) .explanation { display: none; }
/* The diagram keeps its size: in a narrow column it scrolls sideways inside the widget. */
.diagram { overflow-x: auto; max-width: 100%; }
.diagram svg { display: block; }
.editor { border-bottom: 1px solid var(--robots-border); overflow: hidden; }
.editor .cm-editor { height: 100%; }
.editor .cm-scroller { font-family: var(--robots-mono); line-height: 1.45; }
:host(:not([line-numbers])) .cm-lineNumbers, :host(:not([line-numbers])) .rp-numbers { display: none !important; }
/* The light view (light.js): the editor's layout, fonts and colours, without CodeMirror. */
.rp-light {
  display: flex; align-items: flex-start; position: relative; height: 100%; overflow: auto;
  color: var(--robots-fg); background: var(--robots-editor-bg); outline: none;
  font-family: var(--robots-mono); font-size: var(--robots-editor-font-size, 14px); line-height: 1.45;
}
.rp-light:focus-visible, .rp-light:focus { outline: 2px solid var(--robots-focus); outline-offset: -2px; }
.rp-gutters {
  display: flex; flex-shrink: 0; min-height: 100%; position: sticky; left: 0; z-index: 1;
  background: var(--robots-gutter-bg); color: var(--robots-muted); border-right: 1px solid var(--robots-border);
}
.rp-gutter { display: flex; flex-direction: column; flex-shrink: 0; padding-block: 4px; }
.rp-cell { height: 1.45em; }
.rp-numbers .rp-cell { padding: 0 3px 0 5px; min-width: 20px; text-align: right; white-space: nowrap; }
.rp-roles .rp-cell { width: 1.4em; text-align: center; font-weight: 700; }
.rp-lint { width: 1.4em; }
.rp-lint .rp-cell { padding: 0.2em; }
.rp-lint-marker { display: block; width: 1em; height: 1em; border: 2px solid; border-radius: 50%; }
.rp-lint-marker-error { background: #f87; border-color: #f43; }
.rp-lint-marker-warning { background: #fe8; border-color: #db4; border-radius: 2px; }
.rp-lint-marker-info { background: #aaf; border-color: #77e; border-radius: 2px; }
.rp-content { flex-grow: 2; flex-shrink: 0; min-height: 100%; padding: 4px 0; white-space: pre; }
.rp-line { padding: 0 2px 0 6px; color: var(--robots-syn-value); }
.rp-line[data-expect-fail] { box-shadow: inset 3px 0 0 var(--robots-blocked); background: var(--robots-blocked-bg); }
.rp-more { color: var(--robots-muted); font-style: italic; }
.rp-role-selected { background-color: var(--robots-selected-bg); }
.rp-role-merged { background-color: var(--robots-merged-bg); }
.rp-role-winner { background-color: var(--robots-winner-bg); box-shadow: inset 4px 0 0 var(--robots-winner); font-weight: 600; }
.rp-role-loser { background-color: var(--robots-loser-bg); text-decoration: line-through; text-decoration-color: var(--robots-loser); }
.rp-role-other-group, .rp-role-other-group * { color: var(--robots-dim-fg) !important; }
.rp-role-other-group { background-color: var(--robots-dim-bg); }
.rp-marker-selected { color: var(--robots-selected); }
.rp-marker-merged { color: var(--robots-merged); }
.rp-marker-winner { color: var(--robots-winner); }
.rp-marker-loser { color: var(--robots-loser); }
${SYNTAX_CSS}
.message {
  margin: 0; padding: 0.5em 0.75em;
  color: var(--robots-blocked); background: var(--robots-blocked-bg);
  border-bottom: 1px solid var(--robots-border);
}
.message[hidden] { display: none; }
.notice {
  margin: 0; padding: 0.35em 0.75em; font-size: 0.9em;
  background: var(--robots-gutter-bg); border-bottom: 1px solid var(--robots-border);
}
.notice p { margin: 0.1em 0; }
.notice[hidden] { display: none; }
.summary { margin: 0; padding: 0.35em 0.75em 0.35em 2em; font-size: 0.9em; border-bottom: 1px solid var(--robots-border); }
.summary li { margin: 0.1em 0; overflow-wrap: anywhere; }
.summary li.checked { list-style: none; color: var(--robots-muted); font-size: 0.9em; }
.summary li.preference { list-style: none; font-style: italic; }
.summary[hidden] { display: none; }
.verdicts[aria-busy="true"] .row { opacity: 0.7; }
.expectations { list-style: none; margin: 0; padding: 0 0.5em 0.4em; display: grid; gap: 0.15em; font-size: 0.92em; }
.expectations li { padding: 0.1em 0.4em; border-left: 3px solid var(--robots-allowed); overflow-wrap: anywhere; }
.expectations li.fail { border-left-color: var(--robots-blocked); color: var(--robots-blocked); background: var(--robots-blocked-bg); }
.expectations li.more { border-left-color: transparent; color: var(--robots-muted); }
.expectations .line { font: inherit; color: inherit; text-decoration: underline; background: none; border: 0; padding: 0; cursor: pointer; }
.verdicts { list-style: none; margin: 0; padding: 0.4em 0.5em; display: grid; gap: 0.25em; }
.verdicts .empty { color: var(--robots-muted); padding: 0.2em 0.25em; }
.verdicts .more { color: var(--robots-muted); padding: 0.2em 0.5em; font-size: 0.92em; }
.verdicts .show-more { font: inherit; color: var(--robots-focus); background: none; border: 0; padding: 0; text-decoration: underline; cursor: pointer; }
.row {
  display: flex; flex-wrap: wrap; gap: 0.25em 0.75em; align-items: baseline; width: 100%;
  margin: 0; padding: 0.25em 0.5em;
  font: inherit; color: var(--robots-fg); text-align: start;
  background: transparent; border: 1px solid transparent; border-radius: calc(var(--robots-radius) - 2px);
  cursor: pointer;
}
.row:hover { border-color: var(--robots-border); }
.row[aria-pressed="true"] { border-color: var(--robots-focus); }
.row:focus-visible, .explanation button:focus-visible { outline: 2px solid var(--robots-focus); outline-offset: 1px; }
.badge { font-weight: 700; padding: 0 0.45em; border-radius: 3px; white-space: nowrap; }
.row[data-allowed="true"] .badge { color: var(--robots-allowed); background: var(--robots-allowed-bg); }
.row[data-allowed="false"] .badge { color: var(--robots-blocked); background: var(--robots-blocked-bg); }
.url { font-family: var(--robots-mono); font-size: 0.95em; overflow-wrap: anywhere; flex: 1 1 12em; }
.decider { color: var(--robots-muted); font-size: 0.9em; }
.other-host { font-size: 0.85em; font-weight: 600; color: var(--robots-muted); }
.other-host::before { content: "⚠ "; }
.explanation .other-host-note { padding-inline-start: 0.5em; border-inline-start: 3px solid var(--robots-border); }
.explanation { margin: 0; padding: 0.5em 0.75em 0.6em; border-top: 1px solid var(--robots-border); overflow-wrap: anywhere; }
.explanation p { margin: 0.15em 0; }
.explanation .summary { font-weight: 600; }
.explanation .rule { padding-inline-start: 1.2em; font-family: var(--robots-mono); font-size: 0.92em; }
.explanation button {
  font: inherit; color: var(--robots-focus); background: none; border: 0; padding: 0;
  text-decoration: underline; cursor: pointer;
}
.visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
`;

/**
 * The stylesheet for a shadow root: a constructed sheet (no `<style>`, so a host page's CSP
 * without 'unsafe-inline' styles does not block it), else a <style> element.
 * @param {ShadowRoot} root
 */
export function adoptStyles(root) {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    sheet ??= new CSSStyleSheet();
    if (!sheet.cssRules.length) sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = CSS;
  root.append(style);
}
/** @type {CSSStyleSheet | undefined} */
let sheet;
