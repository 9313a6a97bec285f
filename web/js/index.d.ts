// Types of the package entry: the generated bindings, `init(source?)`, and the
// robots-parser-compatible façade. The reference brings `Symbol.dispose`, which the generated
// classes declare (for `using`), into a program whose `lib` lacks it: without it, `tsc` on
// a default es2022 setup fails in this package's own .d.ts.
/// <reference lib="esnext.disposable" />
export * from './robots-playground.js';

// The loader's types name a few DOM types. For a Node project whose `lib` is only es2022 (no
// DOM, no @types/node), these empty forms stand in; where the real ones exist they merge
// with them and change nothing.
declare global {
  interface URL {}
  interface Request {}
  interface Response {}
  namespace WebAssembly {
    interface Module {}
    interface Memory {}
  }
}

/** The wasm's bytes. */
type Bytes = ArrayBuffer | ArrayBufferView;

/**
 * Loads the engine: call once before `new Robots(…)`; once it is loaded, later calls resolve at
 * once. Calls at the same time take turns: a bad `source` rejects only its own call (and may be
 * retried), the others still load the engine (once). In browsers
 * it fetches the wasm next to the entry's file, or `source` when given: where a bundler that
 * does not emit it by itself (esbuild, Rollup without a plugin) was told to copy it, as a URL,
 * or the wasm's bytes, a Response or a compiled module. The `inline` entries
 * (`robots-playground/inline`, `robots-playground/full/inline`) take it from their own JS, so
 * nothing is copied or fetched. Node loads the engine at import.
 */
export default function init(source?: string | URL | Request | Response | Bytes | WebAssembly.Module): Promise<void>;

/**
 * The instantiated engine. (These two declarations take the place of the generated glue's,
 * whose `InitOutput` lists the module's raw exports, typed `any` where they pass JS values.)
 */
export interface InitOutput {
  readonly memory: WebAssembly.Memory;
}

/**
 * Instantiates the engine from the wasm's bytes or a compiled `WebAssembly.Module`, at once.
 * Rarely needed: Node loads the engine at import, and `init()` fetches it in browsers. A
 * second call returns the engine already loaded.
 */
export function initSync(module: { module: Bytes | WebAssembly.Module }): InitOutput;

/**
 * The API of the npm package robots-parser (3.0.1, and `isExplicitlyDisallowed` from its
 * repository), answered by the Google-compatible engine. A `url` is absolute, or relative and
 * starting with `/` (`/a/b`, resolved against the robots.txt's URL; robots-parser: `undefined`);
 * for another origin, a URL without its scheme (`example.com/a`) or a non-URL, `isAllowed`
 * answers `undefined`, `isDisallowed` `true` and `getMatchingLineNumber` -1, as robots-parser does.
 */
export interface RobotsParserFacade {
  /** `undefined` when `url` is not a URL of the robots.txt's origin. */
  isAllowed(url: string, ua?: string): boolean | undefined;
  /** `!isAllowed(url, ua)`: `true` for a URL of another origin. */
  isDisallowed(url: string, ua?: string): boolean;
  /**
   * Whether a group that names `ua` disallows `url`, the `*` group left out: with no group of
   * its own, `false`. For crawlers that ignore `*`, such as AdsBot-Google; for the others,
   * `isDisallowed` is the answer (`*` applies to them). `undefined` for another origin.
   */
  isExplicitlyDisallowed(url: string, ua: string): boolean | undefined;
  /** The deciding line (1-based); -1 when no rule decides or for another origin. */
  getMatchingLineNumber(url: string, ua?: string): number;
  getCrawlDelay(ua?: string): number | undefined;
  getSitemaps(): string[];
  getPreferredHost(): string | null;
}

/**
 * robots-parser's entry point: `robotsParser('https://example.com/robots.txt', text)`. Also the
 * default export (ES modules) and `module.exports` (CommonJS) of `robots-playground/robots-parser`.
 */
export function robotsParser(url: string, contents: string): RobotsParserFacade;
