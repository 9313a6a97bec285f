// Registration of <robots-playground>, kept apart from the class (element.js) so a page can
// pick its own tag name. Importing this module registers the default name.

import { RobotsPlayground } from './element.js';

export { RobotsPlayground };

/** Whether RobotsPlayground itself is registered (a constructor takes one name only). */
let baseTaken = false;

/**
 * Registers the element under `tagName` (default `robots-playground`) and returns the class
 * registered there. Defining a name twice does nothing; another name gets a subclass.
 * @param {string} [tagName]
 * @returns {CustomElementConstructor}
 */
export function define(tagName = 'robots-playground') {
  if (typeof customElements === 'undefined') return RobotsPlayground;
  const existing = customElements.get(tagName);
  if (existing) return existing;
  const taken = baseTaken || customElements.getName?.(RobotsPlayground) != null;
  const cls = taken ? class extends RobotsPlayground {} : RobotsPlayground;
  customElements.define(tagName, cls);
  if (cls === RobotsPlayground) baseTaken = true;
  return cls;
}

define();
