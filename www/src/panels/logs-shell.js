// The access-log replay as the page first has it: its container only. Its code, its markup and
// its worker (./logs.js) load the first time it is opened.

/**
 * The access-log panel (../panels/logs.js): its code, its markup and its worker load the first
 * time it is opened; a replay running stops when it is closed.
 * @param {HTMLDetailsElement} details
 * @param {Omit<Parameters<typeof import('./logs.js').createLogsPanel>[0], 'details'>} p
 */
function lazyLogsPanel(details, p) {
  /** @type {Promise<ReturnType<typeof import('./logs.js').createLogsPanel>> | null} */
  let panel = null;
  details.addEventListener('toggle', () => {
    if (details.open) panel ??= import('./logs.js').then(({ createLogsPanel }) => createLogsPanel({ details, ...p }));
    else panel?.then((l) => l.end());
  });
}

/**
 * On the page: the replay reads the file in the editor, under the reading chosen.
 * @type {import('../page/panels.js').PanelDef<void>}
 */
export const logsPanel = {
  create: ({ root, editor, controls, engine, goto }) =>
    lazyLogsPanel(/** @type {HTMLDetailsElement} */ (root('logs-panel')), {
      text: () => editor.getText(),
      reading: controls.reading,
      catalog: () => engine.catalog(),
      onLine: goto,
    }),
};
