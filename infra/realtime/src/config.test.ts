import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_REALTIME_CONFIG, readRealtimeConfig } from './config';
import { ConfigError } from './config-error';

/** A key and a secret as `npm start` or an operator would make them. */
const OWN_CREDENTIALS = { REALTIME_KEY: '3f9c2a71d04b8e65a1c7', REALTIME_SECRET: 'e'.repeat(64) };

function refusalOf(env: NodeJS.ProcessEnv): string {
  try {
    readRealtimeConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('The settings were accepted.');
}

describe('readRealtimeConfig', () => {
  let secretsDir: string;

  beforeEach(() => {
    secretsDir = mkdtempSync(path.join(tmpdir(), 'realtime-secret-'));
  });
  afterEach(() => rmSync(secretsDir, { recursive: true, force: true }));

  function secretFile(contents: string): string {
    const file = path.join(secretsDir, 'realtime-secret');
    writeFileSync(file, contents, { mode: 0o600 });
    return file;
  }

  it('runs on the local defaults with the key and secret it is given', () => {
    expect(readRealtimeConfig(OWN_CREDENTIALS)).toEqual({
      appId: 'labshop',
      key: OWN_CREDENTIALS.REALTIME_KEY,
      secret: OWN_CREDENTIALS.REALTIME_SECRET,
      host: '127.0.0.1',
      port: 6001,
      clientEvents: false,
      activityTimeoutSeconds: 120,
      pongTimeoutMs: 30_000,
    });
  });

  it('has no key or secret of its own to fall back on', () => {
    expect(DEFAULT_REALTIME_CONFIG).not.toHaveProperty('key');
    expect(DEFAULT_REALTIME_CONFIG).not.toHaveProperty('secret');
  });

  it.each([
    ['nothing', {}, 'REALTIME_KEY and REALTIME_SECRET (or REALTIME_SECRET_FILE) must be set'],
    ['only a key', { REALTIME_KEY: 'k1' }, 'REALTIME_SECRET (or REALTIME_SECRET_FILE) must be set'],
    ['only a secret', { REALTIME_SECRET: 's'.repeat(40) }, 'REALTIME_KEY must be set'],
    ['blank values', { REALTIME_KEY: ' ', REALTIME_SECRET: '  ' }, 'REALTIME_KEY and REALTIME_SECRET'],
  ])('refuses to start with %s, and says where a key and secret come from', (_case, env, message) => {
    const refusal = refusalOf(env);

    expect(refusal).toContain(message);
    expect(refusal).toContain('`npm start` makes them once for this installation');
  });

  it('takes the app, address and client events from env', () => {
    const config = readRealtimeConfig({
      REALTIME_APP_ID: 'shop',
      REALTIME_KEY: 'shop-key',
      REALTIME_SECRET: 'shop-secret',
      REALTIME_HOST: '0.0.0.0',
      REALTIME_PORT: '7001',
      REALTIME_CLIENT_EVENTS: 'true',
    });

    expect(config).toEqual({
      ...DEFAULT_REALTIME_CONFIG,
      appId: 'shop',
      key: 'shop-key',
      secret: 'shop-secret',
      host: '0.0.0.0',
      port: 7001,
      clientEvents: true,
    });
  });

  it('reads the secret from REALTIME_SECRET_FILE, as compose secrets give it, without the final line break', () => {
    const file = secretFile(`${'a'.repeat(64)}\n`);

    const config = readRealtimeConfig({ REALTIME_KEY: 'k1', REALTIME_SECRET_FILE: file, NODE_ENV: 'production' });

    expect(config.secret).toBe('a'.repeat(64));
  });

  it('refuses a secret file it cannot read, naming it', () => {
    const missing = path.join(secretsDir, 'not-there');

    expect(refusalOf({ REALTIME_KEY: 'k1', REALTIME_SECRET_FILE: missing })).toBe(
      `REALTIME_SECRET_FILE ${missing} cannot be read (ENOENT).`,
    );
  });

  it('treats an empty secret file as no secret', () => {
    const file = secretFile('\n');

    expect(refusalOf({ REALTIME_KEY: 'k1', REALTIME_SECRET_FILE: file })).toContain('REALTIME_SECRET');
  });

  it('refuses a secret given both inline and as a file, rather than pick one', () => {
    const file = secretFile('a'.repeat(64));

    expect(refusalOf({ REALTIME_KEY: 'k1', REALTIME_SECRET: 'b'.repeat(64), REALTIME_SECRET_FILE: file })).toBe(
      'Set REALTIME_SECRET or REALTIME_SECRET_FILE, not both.',
    );
  });

  it.each(['app/key', 'key:with-colon', 'key with space'])('refuses the key %p, which cannot sit in a path', (key) => {
    expect(refusalOf({ REALTIME_KEY: key, REALTIME_SECRET: 's1' })).toContain('REALTIME_KEY may hold only');
  });

  describe('with NODE_ENV=production', () => {
    const production = (secret: string) => ({ NODE_ENV: 'production', REALTIME_KEY: 'k1', REALTIME_SECRET: secret });

    it.each([
      ['the former local default', 'labshop-secret', 'is a published value that anyone can sign with'],
      ['the former local default in capitals', 'LABSHOP-SECRET', 'is a published value that anyone can sign with'],
      ["soketi's default", 'app-secret', 'is a published value that anyone can sign with'],
      [
        "the secret of Pusher's signing example",
        '7ad3773142a6692b25b8',
        'is a published value that anyone can sign with',
      ],
      ['a short secret', 'guessable-secret', 'is shorter than 20 characters'],
    ])('refuses %s', (_case, secret, reason) => {
      const refusal = refusalOf(production(secret));

      expect(refusal).toBe(
        `The realtime secret ${reason}. With NODE_ENV=production the server takes only a secret made for this installation, e.g. the output of \`openssl rand -hex 32\`.`,
      );
      expect(refusal).not.toContain(secret);
    });

    it('refuses to start with no secret at all', () => {
      expect(refusalOf({ NODE_ENV: 'production', REALTIME_KEY: 'k1' })).toContain('REALTIME_SECRET');
    });

    it('takes a secret of the installation’s own, as long as the ones Pusher issues', () => {
      expect(readRealtimeConfig(production('0f4e9b2c7a8d1e6f3b5c')).secret).toBe('0f4e9b2c7a8d1e6f3b5c');
    });
  });

  it('lets local development choose a short secret of its own', () => {
    expect(readRealtimeConfig({ REALTIME_KEY: 'k1', REALTIME_SECRET: 'dev-secret' }).secret).toBe('dev-secret');
  });

  it.each([
    ['REALTIME_PORT', 'six thousand'],
    ['REALTIME_PORT', '70000'],
    ['REALTIME_CLIENT_EVENTS', 'maybe'],
  ])('refuses %s=%s instead of guessing', (name, value) => {
    expect(() => readRealtimeConfig({ ...OWN_CREDENTIALS, [name]: value })).toThrow(name);
  });
});
