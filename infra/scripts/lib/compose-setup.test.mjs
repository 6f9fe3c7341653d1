import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { REALTIME_SECRET_FILE, setUpCompose } from './compose-setup.mjs';

const parseEnv = (text) =>
  Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

describe('npm run setup:compose', () => {
  let dir;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'compose-setup-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes an .env only its owner reads, with a database password and realtime key of its own', () => {
    assert.deepEqual(setUpCompose(dir), { made: ['.env', REALTIME_SECRET_FILE], kept: [] });

    const env = parseEnv(readFileSync(path.join(dir, '.env'), 'utf8'));
    assert.match(env.POSTGRES_PASSWORD, /^[0-9a-f]{48}$/);
    assert.match(env.REALTIME_KEY, /^[0-9a-f]{20}$/);
    assert.equal(statSync(path.join(dir, '.env')).mode & 0o777, 0o600);
    assert.match(readFileSync(path.join(dir, REALTIME_SECRET_FILE), 'utf8'), /^[0-9a-f]{64}\n$/);
    assert.equal(statSync(path.dirname(path.join(dir, REALTIME_SECRET_FILE))).mode & 0o777, 0o700);
  });

  it('gives every installation different values', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'compose-setup-'));
    try {
      setUpCompose(dir);
      setUpCompose(other);
      const first = parseEnv(readFileSync(path.join(dir, '.env'), 'utf8'));
      const second = parseEnv(readFileSync(path.join(other, '.env'), 'utf8'));
      assert.notEqual(first.POSTGRES_PASSWORD, second.POSTGRES_PASSWORD);
      assert.notEqual(
        readFileSync(path.join(dir, REALTIME_SECRET_FILE), 'utf8'),
        readFileSync(path.join(other, REALTIME_SECRET_FILE), 'utf8'),
      );
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('never overwrites an existing .env or secret', () => {
    writeFileSync(path.join(dir, '.env'), 'POSTGRES_PASSWORD=chosen-by-the-operator\n');
    setUpCompose(dir);
    const secret = readFileSync(path.join(dir, REALTIME_SECRET_FILE), 'utf8');

    assert.deepEqual(setUpCompose(dir), { made: [], kept: ['.env', REALTIME_SECRET_FILE] });
    assert.equal(readFileSync(path.join(dir, '.env'), 'utf8'), 'POSTGRES_PASSWORD=chosen-by-the-operator\n');
    assert.equal(readFileSync(path.join(dir, REALTIME_SECRET_FILE), 'utf8'), secret);
  });
});
