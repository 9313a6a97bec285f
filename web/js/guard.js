// Clear Errors for the ways to misuse an engine object that the generated glue reports
// badly, and a free() that may be called more than once:
// - `new Robots(…)` before the engine was loaded (in a browser, before `await init()`) read a
//   field of undefined;
// - a method of an object already freed, by `free()` or at the end of a `using` block, threw
//   wasm-bindgen's "null pointer passed to rust";
// - a method taken off its object (`urls.filter(matcher.allowed)`) read a field of undefined,
//   and one called on the other class's object ran on the wrong memory;
// - a second free(), for example `free()` inside a `using` block, threw as well. Now it does
//   nothing, like every dispose method should.
import * as glue from './robots-playground.js';

const { Matcher, Robots: Engine, wasmMemory } = glue;

/** Wraps each method of `cls` (named `name`, which minifiers leave alone) with the checks. */
function guard(cls, name) {
  const proto = cls.prototype;
  const usable = (self, method) => {
    if (!(self instanceof cls)) {
      throw new Error(`${name}.${method}: called without its ${name}; call it on one, as in x => ${name.toLowerCase()}.${method}(x)`);
    }
    return self.__wbg_ptr !== 0;
  };
  for (const method of Object.getOwnPropertyNames(proto)) {
    if (method === 'constructor' || method === 'free' || method.startsWith('__')) continue;
    // Read through the descriptor, so that a getter (`status`) is wrapped, not run.
    const d = Object.getOwnPropertyDescriptor(proto, method);
    const f = d.value ?? d.get;
    if (typeof f !== 'function') continue;
    const checked = {
      [method](...args) {
        if (!usable(this, method)) throw new Error(`${name}.${method}: this ${name} was freed (by free() or at the end of its using block)`);
        return f.apply(this, args);
      },
    }[method];
    Object.defineProperty(proto, method, d.get ? { ...d, get: checked } : { ...d, value: checked });
  }
  const free = proto.free;
  proto.free = {
    free() {
      if (usable(this, 'free')) free.call(this);
    },
  }.free;
  if (typeof Symbol.dispose === 'symbol') proto[Symbol.dispose] = proto.free;
}

guard(Engine, 'Robots');
guard(Matcher, 'Matcher');

// robots-parser's order, (url, agent), used where the engine takes (agent, url) answered a
// quiet "allowed, line 0". An agent that reads as a URL or a path, with a URL that does not,
// is refused with the order spelled out.
const URLISH = /^\s*(?:[a-z][a-z0-9+.-]*:\/\/|\/)/i;
/** @param {string} call  how the call is written, for the message */
function notSwapped(call, agent, url) {
  if (typeof agent === 'string' && typeof url === 'string' && URLISH.test(agent) && !URLISH.test(url)) {
    throw new Error(`${call}: the agent ${JSON.stringify(agent)} looks like a URL and the URL ${JSON.stringify(url)} does not; are they swapped?`);
  }
}
for (const method of ['check', 'decide']) {
  const f = Engine.prototype[method];
  Engine.prototype[method] = {
    [method](agent, url, ...rest) {
      notSwapped(`${method}(agent, url)`, agent, url);
      return f.call(this, agent, url, ...rest);
    },
  }[method];
}
/** Each matcher's agent, for `allowed`'s check. */
const agentOf = new WeakMap();
const makeMatcher = Engine.prototype.matcher;
Engine.prototype.matcher = {
  matcher(agent, ...rest) {
    const m = makeMatcher.call(this, agent, ...rest);
    agentOf.set(m, agent);
    return m;
  },
}.matcher;
const allowed = Matcher.prototype.allowed;
Matcher.prototype.allowed = {
  allowed(url) {
    notSwapped('matcher(agent).allowed(url)', agentOf.get(this), url);
    return allowed.call(this, url);
  },
}.allowed;

/** Whether the wasm is instantiated: before, every call of the glue reads a field of undefined. */
function loaded() {
  try {
    wasmMemory();
    return true;
  } catch {
    return false;
  }
}

const notLoaded = (what) => new Error(`${what}: the engine is not loaded yet; call \`await init()\` first (Node loads it at import)`);

/** The engine's `Robots`, which says so when it is made before the engine is loaded. */
export class Robots extends Engine {
  constructor(text, options) {
    if (!loaded()) throw notLoaded('new Robots');
    super(text, options);
  }

  /**
   * The robots.txt a fetch `Response` (or the promise `fetch()` returns) carries, with its
   * status: what the status means is the engine's to decide (`RobotsOptions.status`), this
   * only reads the answer. A network error, which fetch() rejects with a TypeError, is
   * `'unreachable'`.
   */
  static async fromResponse(response) {
    const what = 'Robots.fromResponse(response)';
    let answer;
    try {
      answer = await response;
    } catch (e) {
      if (e instanceof TypeError) return new Robots('', { status: 'unreachable' });
      throw e;
    }
    if (answer === null || typeof answer !== 'object' || typeof answer.status !== 'number' || typeof answer.arrayBuffer !== 'function') {
      throw new Error(`${what}: response must be a fetch Response, or the promise fetch() returns`);
    }
    if (answer.type === 'opaque' || answer.type === 'opaqueredirect') {
      throw new Error(`${what}: an opaque response (type '${answer.type}') has no status to read; fetch with mode 'cors' and redirect 'follow'`);
    }
    if (answer.bodyUsed) throw new Error(`${what}: the response's body was already read`);
    return new Robots(new Uint8Array(await answer.arrayBuffer()), { status: answer.status });
  }
}

/** The glue's function `name`, which says so when it is called before the engine is loaded. */
function needsEngine(name) {
  return {
    [name](...args) {
      if (!loaded()) throw notLoaded(`${name}()`);
      return glue[name](...args);
    },
  }[name];
}

export const googleSizeLimit = needsEngine('googleSizeLimit');
// The full entry's functions. (xtask drops the lines marked "full entry only" from the default
// entry's copy of web/js, whose glue has no such functions.)
export const acceptedKeys = needsEngine('acceptedKeys'); // full entry only
export const catalog = needsEngine('catalog'); // full entry only
export const diff = needsEngine('diff'); // full entry only
export const lintRules = needsEngine('lintRules'); // full entry only
export const tokensFromUserAgent = needsEngine('tokensFromUserAgent'); // full entry only
