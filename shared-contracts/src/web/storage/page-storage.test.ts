import { MemoryStorage, pageStorage } from './page-storage';

describe('the page storage', () => {
  afterEach(() => jest.restoreAllMocks());

  it("is the browser's storage when the browser allows it", () => {
    expect(pageStorage('localStorage')).toBe(window.localStorage);
    expect(pageStorage('sessionStorage')).toBe(window.sessionStorage);
  });

  it('is one copy in memory for the page when the browser refuses access, as in a framed third-party page', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });

    const storage = pageStorage('localStorage');
    storage.setItem('labshop.cart', '{"items":[]}');

    expect(storage).toBeInstanceOf(MemoryStorage);
    expect(pageStorage('localStorage').getItem('labshop.cart')).toBe('{"items":[]}');
    expect(storage.key(0)).toBe('labshop.cart');
    storage.removeItem('labshop.cart');
    expect(storage.length).toBe(0);
  });
});
