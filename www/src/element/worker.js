// The worker the <robots-playground> widgets of a page share for large values, built as
// robots-playground.element.worker.js next to the element: the page's worker (../worker.js),
// which keeps one text and parse per widget. It loads the same .wasm as the element.
import '../worker.js';
