import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The channels server's own rules, so the API never publishes with a secret the server would refuse.
import { MIN_SECRET_LENGTH, PUBLISHED_SECRETS } from '../../../realtime/src/credentials/published-secrets';
import {
  MIN_REALTIME_SECRET_LENGTH,
  PUBLISHED_REALTIME_SECRETS,
  readRealtimeSettings,
  type RealtimeSettings,
} from './realtime-settings';

const OWN_SECRET = '5b0e7d13c9a2f8e4b6d0a1c3e5f7092b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c';

function read(env: Record<string, string>): { settings: RealtimeSettings; problems: string[] } {
  const problems: string[] = [];
  const settings = readRealtimeSettings(env, problems);
  return { settings, problems };
}

describe('realtime settings', () => {
  it('are off by default, pointing at the local channels server, with no key or secret of their own', () => {
    expect(read({})).toEqual({
      settings: {
        enabled: false,
        appId: 'labshop',
        key: '',
        secret: '',
        host: '127.0.0.1',
        port: 6001,
        cluster: null,
        useTls: false,
      },
      problems: [],
    });
  });

  it('read Pusher itself by cluster, and prefer the API’s own host to the one browsers use', () => {
    const { settings, problems } = read({
      REALTIME_ENABLED: 'true',
      REALTIME_APP_ID: '123',
      REALTIME_KEY: 'k',
      REALTIME_SECRET: 's',
      REALTIME_HOST: 'localhost',
      REALTIME_API_HOST: 'realtime',
      REALTIME_CLUSTER: 'eu',
      REALTIME_USE_TLS: '1',
    });

    expect(problems).toEqual([]);
    expect(settings).toMatchObject({
      enabled: true,
      appId: '123',
      key: 'k',
      secret: 's',
      host: 'realtime',
      cluster: 'eu',
      useTls: true,
    });
  });

  it('report a port that is not one', () => {
    expect(read({ REALTIME_PORT: 'sixty' }).problems).toEqual([
      'REALTIME_PORT must be a whole number from 1 to 65535, got "sixty"',
    ]);
  });

  it.each([
    ['no key or secret', {}, 'REALTIME_KEY and REALTIME_SECRET (or REALTIME_SECRET_FILE)'],
    ['no secret', { REALTIME_KEY: 'k' }, 'REALTIME_SECRET (or REALTIME_SECRET_FILE)'],
    ['no key', { REALTIME_SECRET: OWN_SECRET }, 'REALTIME_KEY'],
  ])('turned on with %s, report it instead of publishing with a default', (_case, env, missing) => {
    expect(read({ REALTIME_ENABLED: 'true', ...env }).problems).toEqual([
      `REALTIME_ENABLED=true needs ${missing}, the channels server's own: there is no default (npm start hands over the ones it made for this installation)`,
    ]);
  });

  describe('with the secret in a file', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'api-realtime-secret-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    const enabledWithFile = (file: string, extra: Record<string, string> = {}) =>
      read({ REALTIME_ENABLED: 'true', REALTIME_KEY: 'k', REALTIME_SECRET_FILE: file, ...extra });

    it('read it without the final line break, as compose secrets give it', () => {
      const file = path.join(dir, 'realtime-secret');
      writeFileSync(file, `${OWN_SECRET}\n`, { mode: 0o600 });

      const { settings, problems } = enabledWithFile(file, { NODE_ENV: 'production' });

      expect(problems).toEqual([]);
      expect(settings.secret).toBe(OWN_SECRET);
    });

    it('report a file that cannot be read, naming it', () => {
      const file = path.join(dir, 'missing');

      expect(enabledWithFile(file).problems).toEqual([`REALTIME_SECRET_FILE ${file} cannot be read (ENOENT)`]);
    });

    it('report a secret given both inline and as a file', () => {
      const file = path.join(dir, 'realtime-secret');
      writeFileSync(file, OWN_SECRET);

      expect(enabledWithFile(file, { REALTIME_SECRET: OWN_SECRET }).problems).toEqual([
        'Set REALTIME_SECRET or REALTIME_SECRET_FILE, not both',
      ]);
    });
  });

  describe('with NODE_ENV=production', () => {
    const production = (secret: string) =>
      read({ NODE_ENV: 'production', REALTIME_ENABLED: 'true', REALTIME_KEY: 'k', REALTIME_SECRET: secret });

    it.each([
      ['the former local default', 'labshop-secret', 'is a published value that anyone can sign with'],
      ["soketi's default, in capitals", 'APP-SECRET', 'is a published value that anyone can sign with'],
      [
        "the secret of Pusher's signing example",
        '7ad3773142a6692b25b8',
        'is a published value that anyone can sign with',
      ],
      ['a short secret', 'my-own-secret', 'is shorter than 20 characters'],
    ])('report %s without repeating it', (_case, secret, reason) => {
      const { problems } = production(secret);

      expect(problems).toEqual([
        `The realtime secret ${reason}: with NODE_ENV=production the API publishes only with a secret made for this installation`,
      ]);
      expect(problems.join()).not.toContain(secret);
    });

    it('report no secret at all', () => {
      expect(production('').problems).toEqual([expect.stringContaining('REALTIME_SECRET (or REALTIME_SECRET_FILE)')]);
    });

    it('take the installation’s own secret', () => {
      expect(production(OWN_SECRET)).toMatchObject({ problems: [], settings: { secret: OWN_SECRET } });
    });

    it('need nothing while live updates are off', () => {
      expect(read({ NODE_ENV: 'production' }).problems).toEqual([]);
    });
  });

  it('refuse exactly the secrets the channels server refuses', () => {
    expect(PUBLISHED_REALTIME_SECRETS).toEqual(PUBLISHED_SECRETS);
    expect(MIN_REALTIME_SECRET_LENGTH).toBe(MIN_SECRET_LENGTH);
  });
});
