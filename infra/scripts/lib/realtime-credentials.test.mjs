import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, it } from 'node:test';
import { installationRealtimeCredentials, withoutRealtimeSecret } from './realtime-credentials.mjs';

let installation;
let dir;
beforeEach(() => {
  installation = mkdtempSync(path.join(tmpdir(), 'labshop-installation-'));
  dir = path.join(installation, 'realtime');
});
afterEach(() => rmSync(installation, { recursive: true, force: true }));

const modeOf = (file) => statSync(file).mode & 0o777;

it('makes a key and a secret on the first start, readable by this user only, and hands over the same ones after', () => {
  const first = installationRealtimeCredentials({}, dir);
  const second = installationRealtimeCredentials({}, dir);

  assert.deepEqual(second, first);
  assert.match(first.serverEnv.REALTIME_KEY, /^[0-9a-f]{20}$/);
  assert.equal(first.serverEnv.REALTIME_SECRET_FILE, path.join(dir, 'app-secret'));
  assert.match(readFileSync(first.serverEnv.REALTIME_SECRET_FILE, 'utf8'), /^[0-9a-f]{64}\n$/);
  assert.equal(modeOf(dir), 0o700);
  assert.equal(modeOf(path.join(dir, 'app-key')), 0o600);
  assert.equal(modeOf(path.join(dir, 'app-secret')), 0o600);
  assert.deepEqual(readdirSync(dir).sort(), ['app-key', 'app-secret']);
});

it('gives every installation its own key and secret', () => {
  const other = path.join(installation, 'another-checkout');
  const ours = installationRealtimeCredentials({}, dir);
  const theirs = installationRealtimeCredentials({}, other);

  assert.notEqual(theirs.serverEnv.REALTIME_KEY, ours.serverEnv.REALTIME_KEY);
  assert.notEqual(
    readFileSync(theirs.serverEnv.REALTIME_SECRET_FILE, 'utf8'),
    readFileSync(ours.serverEnv.REALTIME_SECRET_FILE, 'utf8'),
  );
});

it('gives the gateway the key only, and can take the secret out of an environment', () => {
  const { serverEnv, browserEnv } = installationRealtimeCredentials({}, dir);

  assert.deepEqual(browserEnv, { REALTIME_KEY: serverEnv.REALTIME_KEY });
  assert.deepEqual(withoutRealtimeSecret({ PORT: '8080', REALTIME_SECRET: 's', REALTIME_SECRET_FILE: '/run/s' }), {
    PORT: '8080',
  });
});

it("leaves the caller's own key and secret alone and makes nothing", () => {
  for (const own of [{ REALTIME_SECRET: 'their-secret' }, { REALTIME_SECRET_FILE: '/run/secrets/realtime' }]) {
    const credentials = installationRealtimeCredentials({ REALTIME_KEY: 'their-key', ...own }, dir);

    assert.deepEqual(credentials.serverEnv, { REALTIME_KEY: 'their-key' });
    assert.throws(() => statSync(dir), { code: 'ENOENT' });
  }
});

it('makes for this installation only what the caller left unset', () => {
  const credentials = installationRealtimeCredentials({ REALTIME_KEY: 'their-key' }, dir);

  assert.deepEqual(credentials.serverEnv, {
    REALTIME_KEY: 'their-key',
    REALTIME_SECRET_FILE: path.join(dir, 'app-secret'),
  });
  assert.deepEqual(readdirSync(dir), ['app-secret']);
});

it('closes a credentials file that others were let read', () => {
  const { serverEnv } = installationRealtimeCredentials({}, dir);
  chmodSync(serverEnv.REALTIME_SECRET_FILE, 0o644);
  chmodSync(dir, 0o755);

  installationRealtimeCredentials({}, dir);

  assert.equal(modeOf(serverEnv.REALTIME_SECRET_FILE), 0o600);
  assert.equal(modeOf(dir), 0o700);
});
