import assert from 'node:assert/strict';
import { it } from 'node:test';
import { demoAccountLines, demoAccountsSetting } from './demo-accounts.mjs';
import { localRealtime } from './local-realtime.mjs';

it('starts the local realtime server on 6001 and points the API and the gateway at it', () => {
  const realtime = localRealtime({});
  assert.equal(realtime.start, true);
  assert.deepEqual(realtime.env, { REALTIME_ENABLED: 'true', REALTIME_HOST: '127.0.0.1', REALTIME_PORT: '6001' });
  assert.equal(localRealtime({ REALTIME_PORT: '6180' }).readyUrl, 'http://127.0.0.1:6180/ready');
});

it("leaves the caller's own live updates alone: turned off, Pusher, or a server elsewhere", () => {
  for (const env of [
    { REALTIME_ENABLED: 'false' },
    { REALTIME_CLUSTER: 'eu' },
    { REALTIME_ENABLED: 'true', REALTIME_HOST: 'realtime.example.com' },
  ]) {
    assert.deepEqual(localRealtime(env), { start: false, env: {} });
  }
});

it('turns demo accounts on only for the embedded database with the demo catalogue, unless told', () => {
  assert.equal(demoAccountsSetting({}), 'true');
  assert.equal(demoAccountsSetting({ DATABASE_URL: 'postgres://db.example/shop' }), 'false');
  assert.equal(demoAccountsSetting({ SEED_DEMO_DATA: 'false' }), 'false');
  assert.equal(demoAccountsSetting({ DEMO_ACCOUNTS: 'false' }), 'false');
  assert.equal(demoAccountsSetting({ DATABASE_URL: 'postgres://127.0.0.1/shop', DEMO_ACCOUNTS: 'true' }), 'true');
});

it('prints every demo login with the password and says they are for local use', () => {
  const text = demoAccountLines().join('\n');
  for (const login of ['patient@labshop.test', 'doctor@labshop.test', 'admin@labshop.test', 'Demo-Labshop-2026!']) {
    assert.match(text, new RegExp(login.replace(/[.]/g, '\\.')));
  }
  assert.match(text, /local use only/);
});
