// The package's classes and functions, wrapped around the generated glue, which stays as
// generated: each class here holds a glue object and checks each call before it passes it on.
// They give clear Errors for the ways to misuse an engine object that the glue reports badly,
// and a free() that may be called more than once:
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

const { Robots: Engine, panicked } = glue;

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

/** Each wrapper's glue object, twice: under a symbol of the wrapper's, which its own methods read
 * (a property: the fastest way there), and in a WeakMap, which reads no property of what it is
 * asked about, for the arguments (one may be a Proxy). */
const GLUE = Symbol('robots-playground glue');
const glueOf = new WeakMap();
/** Each glue class's wrapper, for the glue objects a method hands back (`robots.matcher()`). */
const wrappers = new Map();
/** How a call on a freed object is refused. */
const FREED = 'was freed (by free() or at the end of its using block)';

/** `self` holding the glue object `inner`. */
const hold = (self, inner) => glueOf.set(Object.defineProperty(self, GLUE, { value: inner }), inner) && self;

/** What a call hands back: a glue object becomes its wrapper, anything else stays. */
function out(value) {
  const Outer = typeof value === 'object' && value !== null ? wrappers.get(value.constructor) : undefined;
  return Outer === undefined ? value : hold(Object.create(Outer.prototype), value);
}

/** The arguments as the glue takes them: a wrapper (`new LogReplay(robots)`) becomes its
 * glue object, and one already freed is refused here rather than by the wasm. */
function glueArgs(call, args) {
  let copy = args;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const inner = typeof a === 'object' && a !== null ? glueOf.get(a) : undefined;
    if (inner === undefined) continue;
    if (inner.__wbg_ptr === 0) throw new Error(`${call}: argument ${i + 1} ${FREED}`);
    if (copy === args) copy = [...args];
    copy[i] = inner;
  }
  return copy;
}

/**
 * The package's class for the glue's class `Inner`, named `name` (which minifiers leave
 * alone). Each object holds one glue object; each method and getter checks its object and the
 * instance (see the top of this file), then calls the glue's. The glue is left as generated:
 * its objects keep their own lifecycle (`free()`, and the FinalizationRegistry that frees one
 * whose wrapper, its only holder, was collected).
 * - `madeBy`: how an object of a class without a constructor is made, for `new`'s Error;
 * - `before[method](self, args)`: a check of the arguments before the call;
 * - `after[method](self, result, args)`: a note on what the call handed back;
 * - `via[method](inner, args, f)`: how the call is made, when not as `f.apply(inner, args)`.
 */
export function wrapClass(Inner, name, { madeBy, before = {}, after = {}, via = {} } = {}) {
  const Outer = {
    [name]: class {
      constructor(...args) {
        const call = `new ${name}`;
        if (madeBy) throw new Error(`${call}: a ${name} is made by ${madeBy}`);
        needLoaded(call);
        usable(call);
        try {
          hold(this, new Inner(...glueArgs(call, args)));
        } catch (e) {
          throw outOfMemory(call, e);
        }
      }
    },
  }[name];
  /** The glue object of `self`, checked: a wrapper of this class. */
  const own = (self, method) => {
    const inner = self?.[GLUE];
    if (inner instanceof Inner) return inner;
    throw new Error(`${name}.${method}: called without its ${name}; call it on one, as in x => ${name.toLowerCase()}.${method}(x)`);
  };
  for (const method of Object.getOwnPropertyNames(Inner.prototype)) {
    if (method === 'constructor' || method === 'free' || method.startsWith('__')) continue;
    // Read through the descriptor, so that a getter (`status`) is wrapped, not run.
    const d = Object.getOwnPropertyDescriptor(Inner.prototype, method);
    const f = d.value ?? d.get;
    const call = `${name}.${method}`;
    const check = before[method];
    const note = after[method];
    const how = via[method];
    const checked = {
      [method](...args) {
        const inner = own(this, method);
        if (inner.__wbg_ptr === 0) throw new Error(`${call}: this ${name} ${FREED}`);
        check?.(this, args);
        usable(call);
        let result;
        try {
          result = how ? how(inner, args, f) : f.apply(inner, glueArgs(call, args));
        } catch (e) {
          throw outOfMemory(call, e);
        }
        // Only an object may be a glue object to hand back as its wrapper (`robots.matcher()`);
        // the test keeps `out` off the path of the calls that answer with a value.
        if (typeof result === 'object' && result !== null) result = out(result);
        note?.(this, result, args);
        return result;
      },
    }[method];
    Object.defineProperty(Outer.prototype, method, d.get ? { ...d, get: checked } : { ...d, value: checked });
  }
  Outer.prototype.free = {
    free() {
      const inner = own(this, 'free');
      // After running out of memory, the memory stays where it is: the instance is not called.
      if (inner.__wbg_ptr !== 0 && brokenBy === null) inner.free();
    },
  }.free;
  if (Symbol.dispose) Outer.prototype[Symbol.dispose] = Outer.prototype.free;
  wrappers.set(Inner, Outer);
  return Outer;
}

/** The glue's `Matcher.allowedString` (`allowed` for a string), `allowedBuffered` and
 * `allowedRaw`, which the façade calls on the glue object, past the wrapper's checks. */
const ownAllowed = glue.Matcher.prototype.allowedString;
const ownBuffered = glue.Matcher.prototype.allowedBuffered;
const ownRaw = glue.Matcher.prototype.allowedRaw;
/** Bytes of the URL buffer in wasm memory: a URL of up to a third as many UTF-16 units always
 * fits (3 bytes each at most); longer ones go the `allowedString` way. */
const BUFFER = 3072;
const encoder = new TextEncoder();
/** The URL buffer seen through the memory's current ArrayBuffer (null until the first call;
 * a grown memory detaches the old one, which then reads as 0 bytes long). */
let urlBytes = null;

/** Writes `url` (at most `BUFFER / 3` UTF-16 units) into the URL buffer; its length in bytes. */
function toBuffer(url) {
  if (urlBytes === null || urlBytes.byteLength === 0) {
    const at = glue.Matcher.urlBuffer(BUFFER);
    urlBytes = new Uint8Array(glue.initSync().memory.buffer, at, BUFFER);
  }
  return encoder.encodeInto(url, urlBytes).written;
}

/**
 * `m.allowed(url)` for the robots-parser façade, which owns its matchers (it never hands one
 * out, and never calls one it freed) and passes a string: only the memory checks of the
 * wrapper's method, which cost more than the match itself on a hot path. The URL is encoded
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
export function facadeRaw(matcher, url, parsed = false) {
  usable('robotsParser().isAllowed');
  const m = matcher[GLUE];
  try {
    if (url.length > BUFFER / 3) return parsed ? +ownAllowed.call(m, url) : 2;
    const written = toBuffer(url);
    return parsed ? +ownBuffered.call(m, written) : ownRaw.call(m, written);
  } catch (e) {
    throw outOfMemory('robotsParser().isAllowed', e);
  }
}

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
/** Each matcher's agent, for `allowed`'s check. */
const agentOf = new WeakMap();
/** Before `check` and `decide`: the arguments in the engine's order. */
const engineOrder =
  (method) =>
  (_, [agent, url]) =>
    notSwapped(`${method}(agent, url)`, agent, url);

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

/** The engine's compiled matcher for one crawler, made by `robots.matcher(agent)`. */
export const Matcher = wrapClass(glue.Matcher, 'Matcher', {
  madeBy: 'robots.matcher(agent)',
  before: { allowed: (self, [url]) => notSwapped('matcher(agent).allowed(url)', agentOf.get(self), url) },
  // A string URL goes through the URL buffer, as the façade's do; anything else to the glue's
  // `allowed`, which says what is wrong with it.
  via: {
    allowed: (m, args, f) =>
      typeof args[0] === 'string' && args[0].length <= BUFFER / 3 ? ownBuffered.call(m, toBuffer(args[0])) : f.apply(m, args),
  },
});

/** The engine's parsed robots.txt, with one call of its own. */
export class Robots extends wrapClass(Engine, 'Robots', {
  before: { check: engineOrder('check'), decide: engineOrder('decide') },
  after: { matcher: (_, m, [agent]) => agentOf.set(m, agent) },
}) {
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
// What the engine's calls hand back as a Robots is this class, not its base.
wrappers.set(Engine, Robots);

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
