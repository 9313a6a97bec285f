// Clear Errors for the ways to misuse an engine object that the generated glue reports
// badly, and a free() that may be called more than once:
// - `new Robots(…)` before the engine was loaded (in a browser, before `await init()`) read a
//   field of undefined;
// - a method of an object already freed, by `free()` or at the end of a `using` block, threw
//   wasm-bindgen's "null pointer passed to rust";
// - a method taken off its object (`urls.filter(matcher.allowed)`) read a field of undefined,
//   and one called on the other class's object ran on the wrong memory;
// - a second free(), for example `free()` inside a `using` block, threw as well. Now it does
//   nothing, like every dispose method should;
// - running out of wasm memory (an allocation the memory cannot grow for, at 4 GiB or the
//   host's limit) trapped with a bare `RuntimeError: unreachable`, and left the instance
//   broken. Now that call throws "robots-playground: out of memory …", and so does every later
//   call of the instance (see `outOfMemory`).
import * as glue from './robots-playground.js';

const { Matcher, Robots: Engine, panicked } = glue;

/** Set by the first call that ran out of memory: what it was, for the later calls' Error. */
let brokenBy = null;
/** The `code` of those Errors, for a caller that must tell them from a bad input. */
const OUT_OF_MEMORY = 'ERR_ROBOTS_OUT_OF_MEMORY';

/**
 * What a call named `call` throws when it threw `e`. Rust aborts when an allocation fails: the
 * call traps with `RuntimeError: unreachable`, as a panic does, but a panic is noted by the
 * module's panic hook (`panicked()`), so an unnoted trap is an allocation that failed. The trap
 * leaves the call half done: the memory it held is lost, the object it ran on may be
 * half-changed, wasm's stack pointer is not restored. Nothing shows that the instance is safe
 * to use after that, so every later call throws too (`usable`): a clear Error, never a wrong
 * answer. (A panic, a bug, is left as it was: the console has its message.)
 */
function outOfMemory(call, e) {
  if (!(e instanceof WebAssembly.RuntimeError) || !/unreachable/i.test(e.message) || panicked()) return e;
  brokenBy = call;
  // The memory's size from the instance's exports (initSync() hands them back once loaded):
  // wasmMemory() would run code of the broken instance, and may allocate.
  const mb = Math.round(glue.initSync().memory.buffer.byteLength / 2 ** 20);
  return oom(`in ${call} (wasm memory: ${mb} MiB). The call stopped halfway: this instance of the engine refuses every later call.`, e);
}

/** Throws if an earlier call ran out of memory (`outOfMemory`). */
function usable(call) {
  if (brokenBy !== null) throw oom(`earlier (in ${brokenBy}), so ${call} cannot run.`);
}

/** The Error of running out of memory (`code` OUT_OF_MEMORY); `cause` the trap, if this call's. */
function oom(what, cause) {
  return Object.assign(new Error(`robots-playground: out of memory ${what} Restart the process (or reload the page).`, { cause }), {
    code: OUT_OF_MEMORY,
  });
}

/** Wraps each method of `cls` (named `name`, which minifiers leave alone) with the checks
 * (api-full.js wraps the full entry's own classes with it). */
export function guard(cls, name) {
  const proto = cls.prototype;
  const live = (self, method) => {
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
    const call = `${name}.${method}`;
    const checked = {
      [method](...args) {
        if (!live(this, method)) throw new Error(`${call}: this ${name} was freed (by free() or at the end of its using block)`);
        usable(call);
        try {
          return f.apply(this, args);
        } catch (e) {
          throw outOfMemory(call, e);
        }
      },
    }[method];
    Object.defineProperty(proto, method, d.get ? { ...d, get: checked } : { ...d, value: checked });
  }
  const free = proto.free;
  proto.free = {
    free() {
      // After running out of memory, the memory stays where it is: the instance is not called.
      if (live(this, 'free') && brokenBy === null) free.call(this);
    },
  }.free;
  if (typeof Symbol.dispose === 'symbol') proto[Symbol.dispose] = proto.free;
}

/** The glue's `Matcher.allowedString` (`allowed` for a string), kept before it is wrapped. */
const ownAllowed = Matcher.prototype.allowedString;
/** The glue's `Matcher.allowedBuffered` and `allowedRaw`, kept before they are wrapped. */
const ownBuffered = Matcher.prototype.allowedBuffered;
const ownRaw = Matcher.prototype.allowedRaw;
/** Bytes of the URL buffer in wasm memory: a URL of up to a third as many UTF-16 units always
 * fits (3 bytes each at most); longer ones go the `allowedString` way. */
const BUFFER = 3072;
const encoder = new TextEncoder();
/** The URL buffer seen through the memory's current ArrayBuffer (null until the first call;
 * a grown memory detaches the old one, which then reads as 0 bytes long). */
let urlBytes = null;

/**
 * `m.allowed(url)` for the robots-parser façade, which owns its matchers (it never hands one
 * out, and never calls one it freed) and passes a string: only the memory checks of the
 * guarded method, which cost more than the match itself on a hot path. The URL is encoded
 * straight into a buffer the engine keeps (one native `encodeInto`), not handed over as a
 * string argument (an allocation, a per-character copy loop and a free per URL).
 */
export function facadeAllowed(m, url) {
  return facadeRaw(m, url, true) === 1;
}

/**
 * `m.allowed(url)` for a URL the façade has not parsed (it starts with the robots.txt's own
 * `scheme://host/`): 1 allowed, 0 blocked, 2 when only URL parsing can say what the engine
 * should read (see `allowedRaw`); with `parsed`, the URL is the parser's href already.
 */
export function facadeRaw(m, url, parsed = false) {
  usable('robotsParser().isAllowed');
  try {
    if (url.length > BUFFER / 3) return parsed ? +ownAllowed.call(m, url) : 2;
    if (urlBytes === null || urlBytes.byteLength === 0) {
      const at = Matcher.urlBuffer(BUFFER);
      urlBytes = new Uint8Array(glue.initSync().memory.buffer, at, BUFFER);
    }
    const { written } = encoder.encodeInto(url, urlBytes);
    return parsed ? +ownBuffered.call(m, written) : ownRaw.call(m, written);
  } catch (e) {
    throw outOfMemory('robotsParser().isAllowed', e);
  }
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
    throw new Error(
      `${call}: the agent ${JSON.stringify(agent)} looks like a URL and the URL ${JSON.stringify(url)} does not; are they swapped?`,
    );
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

/** Whether the wasm is instantiated: before, every call of the glue reads a field of undefined.
 * (googleSizeLimit() allocates nothing: it answers even after the memory ran out.) */
function loaded() {
  try {
    glue.googleSizeLimit();
    return true;
  } catch {
    return false;
  }
}

/** Throws when the engine is not loaded yet; the façade, which makes its `Robots` on first use,
 * calls it too, to say so at the call that is early. @param {string} what  the call */
export function needLoaded(what) {
  if (!loaded()) throw new Error(`${what}: the engine is not loaded yet; call \`await init()\` first (Node loads it at import)`);
}

/** The engine's `Robots`, which says so when it is made before the engine is loaded. */
export class Robots extends Engine {
  constructor(text, options) {
    needLoaded('new Robots');
    usable('new Robots');
    try {
      super(text, options);
    } catch (e) {
      throw outOfMemory('new Robots', e);
    }
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
      throw new Error(
        `${what}: an opaque response (type '${answer.type}') has no status to read; fetch with mode 'cors' and redirect 'follow'`,
      );
    }
    if (answer.bodyUsed) throw new Error(`${what}: the response's body was already read`);
    return new Robots(new Uint8Array(await answer.arrayBuffer()), { status: answer.status });
  }
}

/** The glue's function `name`, which says so when it is called before the engine is loaded
 * (api-full.js wraps the full entry's functions with it). */
export function needsEngine(name) {
  return {
    [name](...args) {
      needLoaded(`${name}()`);
      usable(`${name}()`);
      try {
        return glue[name](...args);
      } catch (e) {
        throw outOfMemory(`${name}()`, e);
      }
    },
  }[name];
}

export const googleSizeLimit = needsEngine('googleSizeLimit');
export const tokenOf = needsEngine('tokenOf');
