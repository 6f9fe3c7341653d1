import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newComposeInstallation, variablesRead } from '@labshop/shared-contracts/testing/compose-file';
import { readConfig } from './config';

// docker-compose.yml against what the API reads: a setting compose gives that nothing reads (SMTP_HOST where the
// API reads SMTP_URL) fails here, and so does one the API needs that compose leaves out.
describe('the api service of docker-compose.yml', () => {
  const installation = newComposeInstallation();
  afterAll(() => installation.remove());
  const service = installation.services.api;
  if (!service) throw new Error('docker-compose.yml has no api service');
  const { result: config, read } = variablesRead(readConfig, service.environment);

  it('starts in production with what a new installation is given', () => {
    expect(service.environment.NODE_ENV).toBe('production');
    expect(config.realtime.enabled).toBe(true);
  });

  it('sets nothing the API does not read', () => {
    const unread = Object.keys(service.environment).filter((name) => !read.has(name));
    expect(unread).toEqual([]);
  });

  it('mails through the mail catcher and links to the address visitors use', () => {
    expect(config.smtpUrl).toMatch(/^smtp:\/\/mailcatcher:/);
    expect(config.siteUrl).toBe(installation.variables.SITE_URL);
    expect(config.siteUrl).toBe(installation.services.gateway?.environment.SITE_URL);
  });

  it('connects to the database with the installation’s own password', () => {
    const password = installation.variables.POSTGRES_PASSWORD ?? '';
    expect(password).not.toBe('');
    expect(new URL(config.databaseUrl ?? '').password).toBe(password);
    expect(installation.services.postgres?.environment.POSTGRES_PASSWORD).toBe(password);
  });

  it('leaves migrations to the one-shot migrate service, which sets nothing the API does not read', () => {
    expect(config.prepareDatabaseOnStart).toBe(false);
    const migrate = installation.services.migrate;
    if (!migrate) throw new Error('docker-compose.yml has no migrate service');
    const { result: migrateConfig, read: migrateRead } = variablesRead(readConfig, migrate.environment);
    expect(Object.keys(migrate.environment).filter((name) => !migrateRead.has(name))).toEqual([]);
    expect(migrateConfig.databaseUrl).toBe(config.databaseUrl);
  });

  it('documents every setting the API reads that compose leaves to its default', () => {
    const readme = readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
    const undocumented = [...read].filter((name) => !(name in service.environment) && !readme.includes(name));
    expect(undocumented).toEqual([]);
  });
});

describe('the services of docker-compose.yml', () => {
  const installation = newComposeInstallation();
  afterAll(() => installation.remove());
  const { services } = installation;

  it('each have a health check compose uses, but for the one-shot migrate service', () => {
    const checks = Object.fromEntries(Object.entries(services).map(([name, service]) => [name, service.healthCheck]));
    expect(checks).toEqual({
      postgres: 'compose',
      realtime: 'image',
      mailcatcher: 'compose',
      migrate: 'disabled',
      api: 'compose',
      gateway: 'image',
    });
  });

  it('start the API once migrate has finished well, and the gateway once the API is ready', () => {
    expect(services.migrate?.dependsOn).toEqual({ postgres: 'service_healthy' });
    expect(services.api?.dependsOn).toMatchObject({
      migrate: 'service_completed_successfully',
      postgres: 'service_healthy',
    });
    expect(services.gateway?.dependsOn).toEqual({ api: 'service_healthy' });
  });
});
