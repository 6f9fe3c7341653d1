import { mask, type Infer } from 'superstruct';
import { DEFAULT_COUNTRY_CODE, DEFAULT_CURRENCY, PublicConfig } from '@labshop/shared-contracts/core';

export type PublicConfigValue = Infer<typeof PublicConfig>;

/** Safe defaults: the site works without /config.json, with no third-party service switched on. */
export const DEFAULT_PUBLIC_CONFIG: PublicConfigValue = {
  appName: 'Labshop',
  currency: DEFAULT_CURRENCY,
  countryCode: DEFAULT_COUNTRY_CODE,
  apiBase: '/api',
  mapsApiKey: null,
  mapsMapId: null,
  consent: { enabled: false, siteId: null, scriptUrl: null },
  realtime: { enabled: false, key: '', host: '', port: 6001, cluster: '', authEndpoint: '/api/broadcasting/auth' },
  analytics: { id: null, enabled: false, debug: false },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Fills what the file leaves out from the defaults, one level deep (the config's sections). */
function withDefaults(value: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...DEFAULT_PUBLIC_CONFIG, ...value };
  for (const [key, fallback] of Object.entries(DEFAULT_PUBLIC_CONFIG)) {
    const given = value[key];
    if (isRecord(fallback) && isRecord(given)) merged[key] = { ...fallback, ...given };
  }
  return merged;
}

/** Reads the public config, keeping only the fields the PublicConfig shape declares. */
export function parsePublicConfig(value: unknown): PublicConfigValue {
  if (!isRecord(value)) throw new Error('config.json is not an object');
  return mask(withDefaults(value), PublicConfig);
}

/** Fetches /config.json; when it is missing or malformed, warns and uses the defaults. */
export async function loadPublicConfig(fetchJson: typeof fetch = fetch): Promise<PublicConfigValue> {
  try {
    const response = await fetchJson('/config.json', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parsePublicConfig(await response.json());
  } catch (error) {
    console.warn(`Public config could not be read (${String(error)}); using safe defaults.`);
    return DEFAULT_PUBLIC_CONFIG;
  }
}
