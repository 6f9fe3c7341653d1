import { readRealtimeSettings } from './realtime-settings';

describe('realtime settings', () => {
  it('are off by default, pointing at the local channels server with its local credentials', () => {
    const problems: string[] = [];
    expect(readRealtimeSettings({}, problems)).toEqual({
      enabled: false,
      appId: 'labshop',
      key: 'labshop-key',
      secret: 'labshop-secret',
      host: '127.0.0.1',
      port: 6001,
      cluster: null,
      useTls: false,
    });
    expect(problems).toEqual([]);
  });

  it('read Pusher itself by cluster, and prefer the API’s own host to the one browsers use', () => {
    const settings = readRealtimeSettings(
      {
        REALTIME_ENABLED: 'true',
        REALTIME_APP_ID: '123',
        REALTIME_KEY: 'k',
        REALTIME_SECRET: 's',
        REALTIME_HOST: 'localhost',
        REALTIME_API_HOST: 'realtime',
        REALTIME_CLUSTER: 'eu',
        REALTIME_USE_TLS: '1',
      },
      [],
    );
    expect(settings).toMatchObject({ enabled: true, appId: '123', host: 'realtime', cluster: 'eu', useTls: true });
  });

  it('report a port that is not one', () => {
    const problems: string[] = [];
    readRealtimeSettings({ REALTIME_PORT: 'sixty' }, problems);
    expect(problems).toEqual(['REALTIME_PORT must be a whole number from 1 to 65535, got "sixty"']);
  });
});
