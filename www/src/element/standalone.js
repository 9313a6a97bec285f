// The standalone file of the built site, robots-playground.element.js: the class and its
// registration in one module, for a plain <script type="module" src>.

export { RobotsPlayground } from './element.js';
export { define } from './define.js';
