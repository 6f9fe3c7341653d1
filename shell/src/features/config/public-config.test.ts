import { answering as respond } from '../../testing/json-response';
import { DEFAULT_PUBLIC_CONFIG, loadPublicConfig, parsePublicConfig } from './public-config';

describe('public config', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reads a full config and drops fields it does not know', async () => {
    const config = await loadPublicConfig(
      respond({
        ...DEFAULT_PUBLIC_CONFIG,
        currency: 'PLN',
        consent: { enabled: true, siteId: 'abc', scriptUrl: null },
        extra: 1,
      }),
    );
    expect(config.currency).toBe('PLN');
    expect(config.consent).toEqual({ enabled: true, siteId: 'abc', scriptUrl: null });
    expect(config).not.toHaveProperty('extra');
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('fills a partial config from the defaults', () => {
    const config = parsePublicConfig({ consent: { enabled: true } });
    expect(config.consent).toEqual({ enabled: true, siteId: null, scriptUrl: null });
    expect(config.currency).toBe('GBP');
  });

  it('falls back to the defaults with a warning when the file is absent or malformed', async () => {
    expect(await loadPublicConfig(respond({}, 404))).toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(await loadPublicConfig(respond({ currency: 42 }))).toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(console.warn).toHaveBeenCalledTimes(2);
  });
});
