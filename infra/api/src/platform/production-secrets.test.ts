import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { readConfig } from './config';

const OWN_PASSWORD = 'c0ffee4a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const OWN_SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';

describe('readConfig with NODE_ENV=production', () => {
  const production = { NODE_ENV: 'production', DATABASE_URL: `postgres://labshop:${OWN_PASSWORD}@postgres/labshop` };

  it('takes the installation’s own database password and lets the API make its signing secrets', () => {
    expect(readConfig(production)).toMatchObject({ paymentSecret: '', orderTokenSecret: '', captchaSecret: '' });
  });

  it.each(['labshop', 'postgres'])('refuses the published database password "%s", naming the setting', (password) => {
    expect(() =>
      readConfig({ ...production, DATABASE_URL: `postgres://labshop:${password}@postgres/labshop` }),
    ).toThrow(/DATABASE_URL has a published password/);
  });

  it.each(['PAYMENT_SANDBOX_SECRET', 'ORDER_TOKEN_SECRET', 'CAPTCHA_SECRET'])('refuses a short %s', (name) => {
    expect(() => readConfig({ ...production, [name]: 'shared-sandbox' })).toThrow(
      new RegExp(`${name} is shorter than 32 characters`),
    );
    expect(readConfig({ ...production, [name]: OWN_SECRET })).toBeDefined();
  });

  it('refuses live updates with an empty or published realtime secret', () => {
    const live = { ...production, REALTIME_ENABLED: 'true', REALTIME_KEY: 'installation-key' };
    expect(() => readConfig({ ...live, REALTIME_SECRET: '' })).toThrow(/REALTIME_SECRET/);
    expect(() => readConfig({ ...live, REALTIME_SECRET: 'app-secret' })).toThrow(/published value/);
    expect(readConfig({ ...live, REALTIME_SECRET: OWN_SECRET }).realtime.secret).toBe(OWN_SECRET);
  });

  it('leaves local development alone', () => {
    expect(
      readConfig({ DATABASE_URL: 'postgres://labshop:labshop@localhost/labshop', CAPTCHA_SECRET: 'x' }),
    ).toBeDefined();
  });

  it('keeps the API process from starting, with a message naming the setting', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(__dirname, '../..'),
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: 'postgres://labshop:labshop@db/labshop' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];

    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL has a published password');
  }, 60_000);
});
