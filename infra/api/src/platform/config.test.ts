import { readConfig } from './config';

describe('readConfig', () => {
  it('runs with nothing set: embedded database, port 4000 on loopback, GBP in the UK', () => {
    expect(readConfig({})).toMatchObject({
      databaseUrl: null,
      embeddedPostgresPort: 5433,
      host: '127.0.0.1',
      port: 4000,
      currency: 'GBP',
      countryCode: 'UK',
      seedDemoData: true,
      catalogueCacheSeconds: 30,
      sessionIdleMinutes: 30,
      sessionMaxHours: 12,
    });
    expect(readConfig({}).smsOutboxDir).toMatch(/[\\/]\.data[\\/]outbox[\\/]sms$/);
    expect(readConfig({}).mailOutboxDir).toMatch(/[\\/]\.data[\\/]outbox[\\/]mail$/);
  });

  it('reads session lifetimes and outbox folders', () => {
    expect(
      readConfig({
        SESSION_IDLE_MINUTES: '15',
        SESSION_MAX_HOURS: '8',
        SMS_OUTBOX_DIR: '/var/outbox/sms',
        MAIL_OUTBOX_DIR: '/var/outbox/mail',
      }),
    ).toMatchObject({
      sessionIdleMinutes: 15,
      sessionMaxHours: 8,
      smsOutboxDir: '/var/outbox/sms',
      mailOutboxDir: '/var/outbox/mail',
    });
    expect(() => readConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow('SESSION_IDLE_MINUTES');
    expect(() => readConfig({ SESSION_MAX_HOURS: '0' })).toThrow('SESSION_MAX_HOURS');
  });

  it('refuses the old setting in days rather than silently shortening sessions it meant to lengthen', () => {
    expect(() => readConfig({ SESSION_MAX_DAYS: '30' })).toThrow(
      'SESSION_MAX_DAYS is no longer read: set SESSION_MAX_HOURS',
    );
  });

  it('reads the environment', () => {
    const config = readConfig({
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      PORT: '4100',
      HOST: '0.0.0.0',
      EMBEDDED_PG_PORT: '5533',
      CURRENCY: 'PLN',
      COUNTRY_CODE: 'PL',
      SEED_DEMO_DATA: 'false',
      CATALOGUE_CACHE_SECONDS: '0',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://shop@db:5432/shop',
      port: 4100,
      host: '0.0.0.0',
      embeddedPostgresPort: 5533,
      currency: 'PLN',
      countryCode: 'PL',
      seedDemoData: false,
      catalogueCacheSeconds: 0,
    });
  });

  it('works the job queue unless JOBS_WORKER turns it off for an instance that only serves requests', () => {
    expect(readConfig({}).jobsWorker).toBe(true);
    expect(readConfig({ JOBS_WORKER: 'false' }).jobsWorker).toBe(false);
    expect(() => readConfig({ JOBS_WORKER: 'sometimes' })).toThrow('JOBS_WORKER');
  });

  it('refuses values it cannot use, naming each of them', () => {
    expect(() => readConfig({ PORT: 'http', CURRENCY: 'pounds' })).toThrow(/PORT.*CURRENCY/);
  });
});
