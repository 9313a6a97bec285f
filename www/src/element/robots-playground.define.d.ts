// Types of robots-playground/define: importing it registers <robots-playground>.
export * from './robots-playground.element.js';

/**
 * Registers the element under `tagName` (default `robots-playground`) and returns the class
 * registered there. A name defined already is left alone; another name gets a subclass.
 */
export function define(tagName?: string): CustomElementConstructor;
