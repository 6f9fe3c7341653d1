import { createFallbackLifecycles } from './fallback-lifecycles';
import { loadPageWidePart } from './page-wide-parts';

describe('page-wide parts of remotes', () => {
  const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('loads the exposed module of the remote by its federation name', async () => {
    const load = jest.fn().mockResolvedValue(lifecycles);
    await expect(loadPageWidePart('mf-cart-checkout', 'cart-sync', load)).resolves.toBe(lifecycles);
    expect(load).toHaveBeenCalledWith('mf_cart_checkout/cart-sync');
  });

  it('goes on without the part, and says so, when its remote is down', async () => {
    const load = jest.fn().mockRejectedValue(new Error('unreachable'));
    const part = await loadPageWidePart('mf-cart-checkout', 'cart-sync', load);
    await expect(part.mount({})).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith(
      'The mf-cart-checkout part "cart-sync" failed to load.',
      expect.any(Error),
    );
  });

  it('never draws the error panel of the whole remote for a part with no area', async () => {
    const fallback = createFallbackLifecycles('mf-cart-checkout', async () => undefined);
    const part = await loadPageWidePart('mf-cart-checkout', 'cart-sync', async () => fallback);
    expect(part).not.toBe(fallback);
    expect(consoleError).toHaveBeenCalledWith('The mf-cart-checkout part "cart-sync" is not available.');
  });
});
