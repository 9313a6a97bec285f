// The page's saver (www/src/state.js) in Node, with stand-ins for the address, history and
// storage: a hash that came from elsewhere (a link opened in the tab, a script) is not written
// over by a state saved before it, until the page has taken it (`adopt`). The e2e run's
// "payloads in a share link" test met this race: a save timer already due ran before the
// hashchange handler, put the older state back, and the page then read that one.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const memory = () => {
  const m = new Map();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => m.set(k, String(v)), removeItem: (k) => m.delete(k) };
};
globalThis.location = { pathname: '/', search: '', hash: '' };
globalThis.history = {
  replaceState(_s, _t, url) {
    const i = url.indexOf('#');
    location.hash = i < 0 ? '' : url.slice(i);
  },
};
globalThis.localStorage = memory();
globalThis.sessionStorage = memory();

const { createSaver, decodeHash, DEFAULTS } = await import('../../www/src/state.js');
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
const state = (agent) => ({ ...DEFAULTS, agent });

test('a state saved before a navigation does not replace the newer hash; once adopted, saving goes on', async () => {
  const saver = createSaver(10);
  saver.save(state('AlphaBot'));
  await wait(30);
  assert.equal(decodeHash(location.hash)?.agent, 'AlphaBot');
  saver.save(state('BetaBot')); // typed just before the navigation: its timer is pending
  location.hash = '#s=from-elsewhere';
  await wait(30);
  assert.equal(location.hash, '#s=from-elsewhere', 'the older state did not replace the newer hash');
  saver.adopt(location.hash); // the page's hashchange handler took it
  saver.save(state('GammaBot'));
  await wait(30);
  assert.equal(decodeHash(location.hash)?.agent, 'GammaBot');
  assert.equal(JSON.parse(localStorage.getItem('robots-playground:state:v1')).agent, 'GammaBot');
});
