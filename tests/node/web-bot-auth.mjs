// Web Bot Auth for the tests (tests/node/cli-logs.test.mjs, tests/e2e/logs.test.mjs): an
// operator's Ed25519 key pair with its key directory, and JSON log lines of requests it signed
// as draft-meunier-web-bot-auth-architecture says (an RFC 9421 signature base over the
// authority and the Signature-Agent header).

import { createHash, generateKeyPairSync, sign } from 'node:crypto';

/** When the signed requests were made: 2026-12-07 10:00 UTC, in Unix seconds. */
export const T0 = Date.UTC(2026, 11, 7, 10) / 1000;
const CHATGPT_USER = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot';
const AGENT = '"https://chatgpt.com"';

/** A public key's id: its JWK thumbprint (RFC 7638), as `Signature-Input`'s `keyid` names it. */
export const thumbprint = (jwk) =>
  createHash('sha256')
    .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x }))
    .digest('base64url');

/** A new operator: its private key, its key id, and its directory's JSON as
 * /.well-known/http-message-signatures-directory serves it. */
export function operator() {
  const pair = generateKeyPairSync('ed25519');
  const jwk = pair.publicKey.export({ format: 'jwk' });
  const kid = thumbprint(jwk);
  return { key: pair.privateKey, kid, directory: JSON.stringify({ keys: [{ ...jwk, kid, use: 'sig' }] }) };
}

/**
 * A JSON log line of ChatGPT-User fetching `path` at `at` (Unix seconds), signed with `key`
 * (named `kid`); `tamper`: true flips a bit of the signature, 'host' logs another Host than
 * the one signed; `authority`: what was signed for the Host; `dictionary`: Signature-Agent as
 * the later drafts send it, a dictionary (`sig1="https://chatgpt.com"`) whose member is signed.
 */
export function signedLine({
  key,
  kid,
  path,
  at,
  created = T0,
  expires = T0 + 300,
  host = 'example.com',
  // The authority as RFC 9421 §2.2.3 normalises it: lowercase.
  authority = host.toLowerCase(),
  tamper = false,
  dictionary = false,
}) {
  const component = dictionary ? '"signature-agent";key="sig1"' : '"signature-agent"';
  const params = `("@authority" ${component});created=${created};expires=${expires};keyid="${kid}";alg="ed25519";nonce="bm9uY2U+/w==";tag="web-bot-auth"`;
  const base = `"@authority": ${authority}\n${component}: ${AGENT}\n"@signature-params": ${params}`;
  const signature = sign(null, Buffer.from(base), key);
  if (tamper === true) signature[0] ^= 1;
  return JSON.stringify({
    time: new Date(at * 1000).toISOString(),
    remote_addr: '23.98.142.1',
    request: `GET ${path} HTTP/1.1`,
    status: 200,
    host: tamper === 'host' ? 'evil.example' : host,
    http_user_agent: CHATGPT_USER,
    http_signature_agent: dictionary ? `sig1=${AGENT}` : AGENT,
    http_signature_input: `sig1=${params}`,
    http_signature: `sig1=:${signature.toString('base64')}:`,
  });
}
