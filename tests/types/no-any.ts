// Type-level checks that no export of an entry is typed `any`: no value, no function's
// parameter or result, no method of its classes, and no member of what `initSync` returns
// (the generated glue types the module's raw exports `any`; the entries declare their own).

/** `true` for `any`, `false` for every other type. */
export type IsAny<T> = 0 extends 1 & T ? true : false;

/** The keys of `T` whose value is `any`, or a function taking or returning `any`. */
export type LooseKeys<T> = {
  [K in keyof T]-?: IsAny<T[K]> extends true
    ? K
    : T[K] extends (...args: infer A) => infer R
      ? true extends IsAny<R> | IsAny<A[number]>
        ? K
        : never
      : T[K] extends abstract new (
            ...args: infer A
          ) => unknown
        ? true extends IsAny<A[number]>
          ? K
          : never
        : never;
}[keyof T];

/** Compiles only when `K` is `never`: `const ok: None<LooseKeys<X>> = true`. */
export type None<K> = [K] extends [never] ? true : { loose: K };
