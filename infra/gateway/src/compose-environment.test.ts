import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newComposeInstallation, variablesRead } from '@labshop/shared-contracts/testing/compose-file';
import { readGatewaySettings } from './gateway-settings';

// docker-compose.yml against what the gateway reads: a setting compose gives that nothing reads fails here, and so
// does one the gateway needs that compose leaves out.
describe('the gateway service of docker-compose.yml', () => {
  const installation = newComposeInstallation();
  afterAll(() => installation.remove());
  const service = installation.services.gateway;
  if (!service) throw new Error('docker-compose.yml has no gateway service');
  const { result: settings, read } = variablesRead(readGatewaySettings, service.environment);

  it('sets nothing the gateway does not read', () => {
    const unread = Object.keys(service.environment).filter((name) => !read.has(name));
    expect(unread).toEqual([]);
  });

  it('sends /api to the api instances and tells browsers the installation’s realtime key', () => {
    expect(settings.apiUrl).toBe('http://api:4000');
    expect(settings.siteUrl).toBe(installation.variables.SITE_URL);
    expect(settings.publicConfig.realtime).toMatchObject({ enabled: true, key: installation.variables.REALTIME_KEY });
  });

  it('is never given the realtime secret', () => {
    expect(Object.keys(service.environment).filter((name) => name.startsWith('REALTIME_SECRET'))).toEqual([]);
  });

  it('documents every setting it reads that compose leaves to its default', () => {
    const readme = readFileSync(path.join(__dirname, '../../../README.md'), 'utf8');
    const undocumented = [...read].filter((name) => !(name in service.environment) && !readme.includes(name));
    expect(undocumented).toEqual([]);
  });
});
