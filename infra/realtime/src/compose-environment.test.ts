import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newComposeInstallation, variablesRead } from '@labshop/shared-contracts/testing/compose-file';
import { readRealtimeConfig } from './config';

// docker-compose.yml against what the channels server reads: a setting compose gives that nothing reads fails
// here, and so does one the server needs that compose leaves out.
describe('the realtime service of docker-compose.yml', () => {
  const installation = newComposeInstallation();
  afterAll(() => installation.remove());
  const service = installation.services.realtime;
  if (!service) throw new Error('docker-compose.yml has no realtime service');
  const { result: config, read } = variablesRead(readRealtimeConfig, service.environment);

  it('starts in production with the installation’s own key and secret', () => {
    expect(service.environment.NODE_ENV).toBe('production');
    expect(config.key).toBe(installation.variables.REALTIME_KEY);
    expect(config.secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sets nothing the server does not read', () => {
    const unread = Object.keys(service.environment).filter((name) => !read.has(name));
    expect(unread).toEqual([]);
  });

  it('signs with the same secret as the API that publishes to it', () => {
    const api = installation.services.api;
    expect(api?.environment.REALTIME_SECRET_FILE).toBe(service.environment.REALTIME_SECRET_FILE);
    expect(api?.environment.REALTIME_KEY).toBe(config.key);
    expect(api?.environment.REALTIME_PORT).toBe(String(config.port));
  });

  it('documents every setting it reads that compose leaves to its default', () => {
    const readme = readFileSync(path.join(__dirname, '../README.md'), 'utf8');
    const undocumented = [...read].filter((name) => !(name in service.environment) && !readme.includes(name));
    expect(undocumented).toEqual([]);
  });
});
