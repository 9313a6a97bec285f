// The diagram's styles, carried inside the SVG so it looks the same on the page, in the
// <robots-playground> element's shadow root, and (with the variables resolved) once
// exported. Colours are the page's --robots-* properties; the fallbacks are the light theme.

export const DIAGRAM_CSS = `
.dg{font-family:var(--robots-sans,system-ui,sans-serif);font-size:12px}
.dg text{fill:var(--robots-fg,#1d1f21)}
.dg .dg-mono{font-family:var(--robots-mono,ui-monospace,monospace)}
.dg .dg-strong{font-weight:700}
.dg .dg-title{font-size:11px;font-weight:700;fill:var(--robots-muted,#555b61)}
.dg .dg-head{font-size:12px;font-weight:700;fill:var(--robots-muted,#555b61)}
.dg .dg-note{fill:var(--robots-muted,#555b61)}
.dg .dg-link{fill:var(--robots-link,#0b57d0);text-decoration:underline}
.dg .dg-verdict{font-size:14px;font-weight:700}
.dg .dg-allowed{fill:var(--robots-allowed,#17692d)}
.dg .dg-blocked{fill:var(--robots-blocked,#a4161a)}
.dg .dg-box{fill:var(--robots-pane,#fff);stroke:var(--robots-border,#c9ccd1);stroke-width:1.5}
.dg .is-selected>.dg-box{fill:var(--robots-selected-bg,rgba(59,109,179,.09));stroke:var(--robots-selected,#3b6db3);stroke-width:2}
.dg .is-fallback>.dg-box{fill:var(--robots-fallback-bg,#fdf1e0);stroke:var(--robots-fallback,#8a4b00);stroke-width:2;stroke-dasharray:7 3}
.dg .is-ignored>.dg-box{fill:var(--robots-loser-bg,rgba(164,22,26,.12));stroke:var(--robots-loser,#a4161a);stroke-dasharray:2 3}
.dg .is-unselected>.dg-box,.dg .is-unmatched>.dg-box{fill:var(--robots-dim-bg,rgba(0,0,0,.025))}
.dg .is-unselected text,.dg .is-unmatched text{fill:var(--robots-dim-fg,#646970)}
.dg .is-unselected .dg-link{fill:var(--robots-link,#0b57d0)}
.dg .is-matched>.dg-box{stroke:var(--robots-merged,#6b4fa0)}
.dg .dg-won>.dg-box{fill:var(--robots-winner-bg,rgba(23,105,45,.2));stroke:var(--robots-winner,#17692d);stroke-width:2.5}
.dg .is-winner.is-allowed>.dg-box{fill:var(--robots-allowed-bg,#e3f4e6);stroke:var(--robots-allowed,#17692d);stroke-width:2.5}
.dg .is-winner.is-blocked>.dg-box{fill:var(--robots-blocked-bg,#fbe5e4);stroke:var(--robots-blocked,#a4161a);stroke-width:2.5}
.dg .dg-track{fill:var(--robots-gutter-bg,#f1f2f4);stroke:var(--robots-border,#c9ccd1);stroke-width:1}
.dg .dg-bar-allow{fill:var(--robots-allowed,#17692d)}
.dg .dg-bar-disallow{fill:var(--robots-blocked,#a4161a)}
.dg .dg-edge{fill:none;stroke:var(--robots-muted,#555b61);stroke-width:1.5}
.dg .dg-edge-selected{stroke:var(--robots-selected,#3b6db3);stroke-width:2.5}
.dg .dg-edge-fallback{stroke:var(--robots-fallback,#8a4b00);stroke-width:2.5;stroke-dasharray:8 4}
.dg .dg-edge-ignored{stroke:var(--robots-loser,#a4161a);stroke-dasharray:2 4}
.dg .dg-edge-merged{stroke:var(--robots-merged,#6b4fa0)}
.dg .dg-edge-winner{stroke:var(--robots-winner,#17692d);stroke-width:2.5}
.dg .dg-edge-none,.dg .dg-edge-step{stroke-dasharray:3 3}
.dg .dg-edge-label{font-size:10.5px;font-weight:700;paint-order:stroke;stroke:var(--robots-pane,#fff);stroke-width:4px}
.dg .dg-edge-label-fallback{fill:var(--robots-fallback,#8a4b00)}
.dg .dg-edge-label-ignored{fill:var(--robots-loser,#a4161a)}
.dg .dg-diff-label{fill:var(--robots-blocked,#a4161a)}
.dg .dg-diff>.dg-box{stroke-width:3}
.dg .dg-node{cursor:pointer}
.dg .dg-node:focus{outline:none}
.dg .dg-node:focus-visible>.dg-box,.dg .dg-node:hover>.dg-box,.dg .dg-node[data-linked="true"]>.dg-box{stroke:var(--robots-focus,#0b57d0);stroke-width:3.5;stroke-dasharray:none}
`;
