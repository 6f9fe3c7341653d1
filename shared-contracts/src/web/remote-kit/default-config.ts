import { DEFAULT_COUNTRY_CODE, DEFAULT_CURRENCY } from '@labshop/shared-contracts/core';
import type { EventPayload } from '@labshop/shared-contracts/web';

/** What the shell's configuration holds when nothing is set: a remote runs on these when alone. */
export const DEFAULT_PUBLIC_CONFIG: EventPayload<'config:loaded'> = {
  appName: 'labshop',
  currency: DEFAULT_CURRENCY,
  countryCode: DEFAULT_COUNTRY_CODE,
  apiBase: '/api',
  mapsApiKey: null,
  mapsMapId: null,
  consent: { enabled: false, siteId: null, scriptUrl: null },
  realtime: {
    enabled: false,
    key: '',
    host: '127.0.0.1',
    port: 6001,
    cluster: '',
    authEndpoint: '/api/broadcasting/auth',
  },
  analytics: { id: null, enabled: false, debug: false },
};
