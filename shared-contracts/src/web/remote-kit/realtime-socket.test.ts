import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { realtimeSocketOptions } from './realtime-socket';

describe('where a part connects to the realtime server', () => {
  it('uses the configured host and port for every transport, without forcing TLS or sending statistics', () => {
    const settings = { ...DEFAULT_PUBLIC_CONFIG.realtime, host: 'realtime.example.com', port: 6001, cluster: 'mt1' };
    expect(realtimeSocketOptions(settings)).toEqual({
      cluster: 'mt1',
      wsHost: 'realtime.example.com',
      wsPort: 6001,
      wssPort: 6001,
      httpHost: 'realtime.example.com',
      httpPort: 6001,
      forceTLS: false,
      disableStats: true,
    });
  });
});
