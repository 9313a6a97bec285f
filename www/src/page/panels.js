// The page's panels, one line each, in the order they are made. A panel's module says how it is
// made from what the page offers (its container in index.html, the engine, the editor, the
// controls, the page's actions) and which of the session's stages it draws (the stage names of
// ../session/stages.js). Adding a panel is its module plus a line here; a stage it needs is an
// entry in stages.js.

import { crawlerPanel } from '../panels/crawler.js';
import { verdictsPanel } from '../panels/verdicts.js';
import { explainPanel } from '../panels/explain.js';
import { diagramPanel } from '../panels/diagram.js';
import { summaryPanel } from '../panels/summary.js';
import { diagnosticsPanel } from '../panels/diagnostics.js';
import { matrixPanel } from '../panels/matrix.js';
import { expectPanel } from '../panels/expect.js';
import { diffPanel } from '../panels/diff-shell.js';
import { logsPanel } from '../panels/logs-shell.js';
import { guidePanel } from '../panels/guide.js';

export const PANELS = {
  crawler: crawlerPanel,
  verdicts: verdictsPanel,
  explain: explainPanel,
  diagram: diagramPanel,
  summary: summaryPanel,
  diagnostics: diagnosticsPanel,
  matrix: matrixPanel,
  expect: expectPanel,
  diff: diffPanel,
  logs: logsPanel,
  guide: guidePanel,
};

/** @typedef {import('../session/session.js').View} View */
/** @typedef {Exclude<keyof View, 'failure' | 'recovered'>} StageName */

/**
 * What a panel draws of each stage it shows: the stage's event, by the stage's name.
 * @typedef {{ [S in StageName]?: NonNullable<View[S]> }} Draws
 */

/**
 * How a panel is made and what it draws.
 * @template P
 * @typedef {object} PanelDef
 * @property {(page: Page) => P} create
 * @property {(panel: P, page: Page) => Draws} [draws]  made once, after the panel
 */

/** @typedef {{ [K in keyof typeof PANELS]: ReturnType<(typeof PANELS)[K]['create']> }} Panels */

/**
 * What the page offers its panels.
 * @typedef {object} Page
 * @property {(id: string) => HTMLElement} root  an element of index.html by its id: a panel's container
 * @property {import('../engine.js').Engine} engine
 * @property {ReturnType<typeof import('../editor/editor.js').createEditor>} editor
 * @property {ReturnType<typeof import('../panels/controls.js').createControls>} controls
 * @property {{ agent: string }} state  the page's inputs as typed
 * @property {(text: string) => void} say  the page's status line
 * @property {(line: number) => void} goto  shows a line of the file
 * @property {(next: any) => void} set  changes inputs, and analyses
 * @property {() => void} analyse  analyses again (what a panel asks for changed)
 * @property {(ex: import('../guide/examples.js').Example) => void} example  opens a lesson
 * @property {() => void} more  draws more URL rows
 * @property {import('./setup.js').Loaded} loaded  the text as it was last loaded
 * @property {import('./earlier.js').Earlier} earlier  the comparison's fields kept across a reload
 * @property {ReturnType<typeof import('./calls.js').createLatestCaller>} compareWorker
 * @property {import('../state/state.js').Unpack} unpack  a share link's state, unpacked in a worker
 * @property {Partial<Panels>} made  the panels made before this one
 */

/**
 * Makes every panel, and the function that hands each stage's event to the panels that draw it.
 * @param {Omit<Page, 'made'>} offered
 */
export function makePanels(offered) {
  const made = /** @type {Partial<Panels>} */ ({});
  const page = { ...offered, made };
  /** @type {Draws[]} */
  const draws = [];
  for (const [name, def] of Object.entries(PANELS)) {
    const d = /** @type {PanelDef<any>} */ (def);
    const panel = d.create(page);
    /** @type {Record<string, unknown>} */ (made)[name] = panel;
    if (d.draws) draws.push(d.draws(panel, page));
  }
  return {
    panels: /** @type {Panels} */ (made),
    /**
     * Hands a stage's event to each panel that draws it, in the panels' order.
     * @template {StageName} S @param {S} stage @param {Parameters<NonNullable<View[S]>>[0]} e
     */
    draw(stage, e) {
      for (const d of draws) /** @type {((e: any) => void) | undefined} */ (d[stage])?.(e);
    },
  };
}
