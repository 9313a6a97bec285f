//! The TypeScript types of the objects the bindings return and accept (the API contract).
//! `tests/types/usage.ts` compiles against the generated `.d.ts`, so these cannot drift from
//! what TypeScript users see; `convert` builds exactly these shapes.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = include_str!("types.d.ts");
