// A corpus of script-injection payloads for the "nothing runs" tests (xss.test.mjs). Every
// payload, if it ever ran, would call `alert` (a dialog event) and set `window.__xss`, and
// every payload carries the marker `__xss` so that any element an injection might create
// can be found by its attributes or its text.
//
// The payloads cover: script elements, event-handler attributes on many elements,
// `javascript:` and `data:` URLs, SVG and MathML, iframes (src and srcdoc), entity-encoded
// and mixed-case variants, attribute and tag breakouts (quotes, `</textarea>`, `</script>`,
// `</title>`, `</style>`, comments, CDATA), templates, style tricks, markdown-ish links and
// strings aimed at JSON, template literals and the URL hash.

/** The code a payload tries to run. */
export const RUN = 'window.__xss=1;alert(1)';
/** The same, with no quotes or spaces, for contexts where those would end the attribute. */
const BARE = 'window.__xss=1,alert(1)';

const P = [
  // <script> in its many forms
  `<script>${RUN}</script>`,
  `<SCRIPT>${RUN}</SCRIPT>`,
  `<ScRiPt>${RUN}</sCrIpT>`,
  `<script src="data:text/javascript,${BARE}"></script>`,
  `<script/src="data:,${BARE}"></script>`,
  `<script type="module">${RUN}</script>`,
  `<<script>${RUN}//<</script>`,
  `<script>/*__xss*/${RUN}</script`,
  // event handlers
  `<img src=x onerror="${RUN}">`,
  `<img src=x onerror=${BARE}>`,
  `<IMG SRC=x OnErRoR="${RUN}">`,
  `<img src="x" onerror="&#119;indow.__xss=1">`,
  `<img src=x:__xss onerror=eval(atob('d2luZG93Ll9feHNzPTE='))>`,
  `<img/src/onerror=${BARE}>`,
  `<svg onload="${RUN}">`,
  `<svg/onload=${BARE}>`,
  `<svg><script>${RUN}</script></svg>`,
  `<svg><animate onbegin="${RUN}" attributeName="x" dur="1s"/></svg>`,
  `<svg><a xlink:href="javascript:${BARE}"><text x="20" y="20">__xss</text></a></svg>`,
  `<svg><foreignObject><img src=x onerror="${RUN}"></foreignObject></svg>`,
  `<body onload="${RUN}">`,
  `<div onmouseover="${RUN}" style="position:fixed;inset:0">__xss</div>`,
  `<input autofocus onfocus="${RUN}">`,
  `<details open ontoggle="${RUN}">`,
  `<video><source onerror="${RUN}"></video>`,
  `<audio src=x onerror="${RUN}">`,
  `<marquee onstart="${RUN}">__xss</marquee>`,
  `<object data="javascript:${BARE}"></object>`,
  `<embed src="javascript:${BARE}">`,
  `<iframe src="javascript:${BARE}"></iframe>`,
  `<iframe srcdoc="<script>${RUN}</script>"></iframe>`,
  `<iframe srcdoc="&lt;img src=x onerror=${BARE}&gt;"></iframe>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `<form><button formaction="javascript:${BARE}">__xss</button></form>`,
  `<a href="javascript:${BARE}">__xss</a>`,
  `<a href="JaVaScRiPt:${BARE}">__xss</a>`,
  `<a href="&#106;avascript:${BARE}">__xss</a>`,
  `<a href="data:text/html,<script>${RUN}</script>">__xss</a>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${BARE}">`,
  `<base href="javascript:${BARE}//">`,
  `<link rel=import href="data:text/html,<script>${RUN}</script>">`,
  // bare URLs and schemes (the URLs field, Sitemap: lines, the agent)
  `javascript:${BARE}`,
  `JAVASCRIPT:${BARE}`,
  ` javascript:${BARE}//__xss`,
  `java\tscript:${BARE}`,
  `data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==#__xss`,
  `vbscript:msgbox(1)//__xss`,
  `https://e.com/"><img src=x onerror="${RUN}">`,
  `https://e.com/'><svg onload=${BARE}>`,
  `/path?q=<script>${RUN}</script>`,
  `/%3Cscript%3E${encodeURIComponent(RUN)}%3C/script%3E`,
  // entities and encodings
  `&lt;img src=x onerror="${RUN}"&gt;`,
  `&#60;script&#62;${RUN}&#60;/script&#62;`,
  `\\u003cscript\\u003e${RUN}\\u003c/script\\u003e`,
  `\\x3cimg src=x onerror=${BARE}\\x3e`,
  `%3Cimg%20src%3Dx%20onerror%3D${BARE}%3E`,
  `＜script＞${RUN}＜/script＞`,
  // attribute and element breakouts
  `" onmouseover="${RUN}" x="`,
  `' onfocus='${RUN}' autofocus x='`,
  `"><script>${RUN}</script>`,
  `'><img src=x onerror=${BARE}>`,
  `</textarea><img src=x onerror="${RUN}">`,
  `</script><script>${RUN}</script>`,
  `</title><svg onload=${BARE}>`,
  `</style><img src=x onerror=${BARE}>`,
  `--><img src=x onerror=${BARE}><!--`,
  `<![CDATA[<img src=x onerror=${BARE}>]]>`,
  `<!--<img src="--><img src=x onerror=${BARE}//">`,
  `<noscript><p title="</noscript><img src=x onerror=${BARE}>">`,
  `<template><img src=x onerror="${RUN}"></template>`,
  `<template shadowrootmode="open"><img src=x onerror="${RUN}"></template>`,
  `<style>@import "javascript:${BARE}";</style>`,
  `<style>*{background:url("javascript:${BARE}")}</style>`,
  `<div style="background:url(javascript:${BARE})">__xss</div>`,
  `<div style="width:expression(${BARE})">__xss</div>`,
  `<xss id=x tabindex=1 onfocusin=${BARE}></xss>`,
  `<select autofocus onfocus=${BARE}>`,
  `<keygen autofocus onfocus=${BARE}>`,
  // templates, JSON and string contexts
  '${' + RUN + '}',
  '`;' + RUN + ';`',
  `{{constructor.constructor('${RUN}')()}}`,
  `"};${RUN};//`,
  `\\";${RUN};//`,
  `'-${BARE}-'`,
  `[__xss](javascript:${BARE})`,
  `#s=<img src=x onerror=${BARE}>`,
  `\u2028\u2029<img src=x onerror=${BARE}>`,
  `\u0000<script>${RUN}</script>`,
];

/** The corpus; every entry contains the marker `__xss`. */
export const PAYLOADS = Object.freeze(P.map((p) => (p.includes('__xss') ? p : `${p}/*__xss*/`)));
