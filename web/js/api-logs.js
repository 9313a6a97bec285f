// What the logs entry exports of the generated glue (its wasm is built with the `logs`
// feature: the full entry's functions and the access-log replay): the full entry's API
// (api-full.js, which xtask copies into this entry's folder too), with the function and the
// class only this entry has guarded as every one is. xtask copies this file into the entry's
// folder as `api.js` (see api-default.js).
import { needsEngine, wrapClass } from './guard.js';
import * as glue from './robots-playground.js';

export * from './api-full.js';

/** A replay of an access log against a Robots (see the README). */
export const LogReplay = wrapClass(glue.LogReplay, 'LogReplay');

export const ipRanges = needsEngine('ipRanges');

const encoder = new TextEncoder();

/** Base64url without padding (RFC 4648 §5). @param {Uint8Array} bytes */
function base64url(bytes) {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The Ed25519 keys of a Web Bot Auth key directory (a JWKS), by key id: each key's JWK
 * SHA-256 thumbprint (RFC 7638), as `Signature-Input`'s `keyid` names it.
 * @param {string | Uint8Array | { keys: unknown[] }} jwks
 * @returns {Promise<Map<string, CryptoKey>>}
 */
export async function webBotAuthKeys(jwks) {
  const doc = typeof jwks === 'string' ? JSON.parse(jwks) : jwks instanceof Uint8Array ? JSON.parse(new TextDecoder().decode(jwks)) : jwks;
  const list = Array.isArray(doc?.keys) ? doc.keys : [];
  /** @type {Map<string, CryptoKey>} */
  const keys = new Map();
  for (const k of list) {
    if (k?.kty !== 'OKP' || k.crv !== 'Ed25519' || typeof k.x !== 'string') continue;
    // RFC 7638: the required members, in lexicographic order, without white space.
    const canonical = JSON.stringify({ crv: k.crv, kty: k.kty, x: k.x });
    const id = base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(canonical))));
    keys.set(id, await crypto.subtle.importKey('jwk', { kty: 'OKP', crv: 'Ed25519', x: k.x }, { name: 'Ed25519' }, false, ['verify']));
  }
  if (!keys.size) throw new Error('webBotAuthKeys: the key directory holds no Ed25519 (OKP) key');
  return keys;
}

/**
 * Verifies the signatures `replay` holds for the caller and gives it the verdicts.
 * @param {LogReplay} replay @param {Map<string, CryptoKey>} keys @returns {Promise<number>}
 */
export async function verifySignatures(replay, keys) {
  let verified = 0;
  for (const p of replay.pendingSignatures()) {
    const key = keys.get(p.keyid);
    const valid = key ? await crypto.subtle.verify('Ed25519', key, p.signature, p.base).catch(() => false) : false;
    verified += Number(valid);
    replay.signatureVerdict(p.id, valid);
  }
  return verified;
}
