// Types of the <robots-playground> element class (robots-playground/element). The built
// site's standalone robots-playground.element.js also exports `define` (see define.d.ts).
import type { Verdict } from './index.js';
import type { ExpectReport } from './full/index.js';

/** The readings of the `policy` attribute; `crawlers` is accepted as `crawler`. */
export type RobotsPlaygroundPolicy = 'google' | 'rfc9309' | 'crawler' | 'crawlers';
export type RobotsPlaygroundTheme = 'light' | 'dark' | 'auto';

/** One URL's answer, in `robots-verdict` events and `element.verdicts`. */
export interface RobotsPlaygroundVerdict {
  url: string;
  allowed: boolean;
  /** The deciding line (1-based), 0 when no rule decides. */
  line: number;
  /** The whole verdict, for the URLs with a row (the first 200, more after "Show more", and the
   * focused one); null for the others, which the rows count. */
  verdict: Verdict | null;
}

export interface RobotsChangeDetail {
  /** The whole file after the user's edit. */
  text: string;
}

export interface RobotsVerdictDetail {
  /** The `agent` attribute as given (Googlebot when empty). */
  agent: string;
  /** The product token checked; the `agent` value as typed (trimmed) when no token can be read from it. */
  token: string;
  policy: 'google' | 'rfc9309' | 'crawler';
  verdicts: RobotsPlaygroundVerdict[];
  /** The `expect` attribute's expectations checked; null without the attribute. */
  expectations: ExpectReport | null;
}

export interface RobotsPlaygroundEventMap extends HTMLElementEventMap {
  'robots-change': CustomEvent<RobotsChangeDetail>;
  'robots-verdict': CustomEvent<RobotsVerdictDetail>;
}

/** `<robots-playground>`: a live robots.txt example with verdicts and explanations. */
export class RobotsPlayground extends HTMLElement {
  static readonly observedAttributes: string[];
  /** Product token or User-Agent string (attribute `agent`; default Googlebot). */
  agent: string;
  /** URLs or paths, one per line (attribute `urls`); an array is joined with newlines. */
  get urls(): string;
  set urls(value: string | string[]);
  /** Attribute `policy`; default `google`. */
  policy: RobotsPlaygroundPolicy;
  /** Attribute `readonly`. */
  readOnly: boolean;
  /** Attribute `compact`: the editor and the verdicts only. */
  compact: boolean;
  /** Attribute `line-numbers`. */
  lineNumbers: boolean;
  /** Expanded mode: the decision diagram of the focused URL under the explanation. */
  expanded: boolean;
  /** Attribute `summary`: who may crawl the site, one line a purpose (search, AI training, …), above the file. */
  summary: boolean;
  /** Attribute `expect`: expectations, one a line (`allowed|blocked TOKEN URL [line N]`, `#` comments), checked on every edit and listed under the verdicts. */
  expect: string;
  /** Attribute `lint`: `off` shows no lint marks in the file; any other value is `on`. */
  get lint(): 'on' | 'off';
  set lint(value: string);
  /** Attribute `height`: a CSS length, or a number of pixels; empty grows with the file. */
  get height(): string;
  set height(value: string | number);
  /** Attribute `theme`; default `auto`. */
  theme: RobotsPlaygroundTheme;
  /** Attribute `src`: a same-origin robots.txt to load instead of the inline script. */
  src: string;
  /** The file's text; setting it fires no `robots-change`. */
  value: string;
  /** The verdicts of the last analysis. */
  readonly verdicts: RobotsPlaygroundVerdict[];
  /** Resolves once the first verdicts are shown; rejects when the engine cannot load. */
  readonly ready: Promise<void>;

  addEventListener<K extends keyof RobotsPlaygroundEventMap>(
    type: K,
    listener: (this: RobotsPlayground, ev: RobotsPlaygroundEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof RobotsPlaygroundEventMap>(
    type: K,
    listener: (this: RobotsPlayground, ev: RobotsPlaygroundEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'robots-playground': RobotsPlayground;
  }
  interface HTMLElementEventMap {
    'robots-change': CustomEvent<RobotsChangeDetail>;
    'robots-verdict': CustomEvent<RobotsVerdictDetail>;
  }
  // Both events bubble and are composed: a page may listen on the document or the window.
  interface DocumentEventMap {
    'robots-change': CustomEvent<RobotsChangeDetail>;
    'robots-verdict': CustomEvent<RobotsVerdictDetail>;
  }
  interface WindowEventMap {
    'robots-change': CustomEvent<RobotsChangeDetail>;
    'robots-verdict': CustomEvent<RobotsVerdictDetail>;
  }
}
