import { FRAME_MESSAGE_SOURCE, isAllowedFrameOrigin, readFrameMessage, readPageMessage } from './protocol';

describe('the embedding frame protocol', () => {
  it.each([
    ['the exact origin', 'https://partner.example.com', true],
    ['another port', 'https://partner.example.com:8443', false],
    ['another scheme', 'http://partner.example.com', false],
    ['a look-alike host', 'https://partner.example.com.evil.net', false],
    ['an opaque origin', 'null', false],
  ])('allows %s: %s → %s', (_case, origin, allowed) => {
    expect(isAllowedFrameOrigin(origin, ['https://partner.example.com/', 'not a url'])).toBe(allowed);
  });

  it("reads the page's token and init data, and nothing else", () => {
    expect(readPageMessage({ source: FRAME_MESSAGE_SOURCE, type: 'token', token: null })).toEqual({
      source: FRAME_MESSAGE_SOURCE,
      type: 'token',
      token: null,
    });
    expect(
      readPageMessage({ source: FRAME_MESSAGE_SOURCE, type: 'init-data', data: { homeService: true } }),
    ).toMatchObject({ type: 'init-data' });
    expect(readPageMessage({ type: 'token', token: 'x' })).toBeNull();
    expect(
      readPageMessage({ source: FRAME_MESSAGE_SOURCE, type: 'init-data', data: { cart: [{ id: 1 }] } }),
    ).toBeNull();
    expect(readPageMessage('hello')).toBeNull();
  });

  it("reads the frame's requests for the page", () => {
    expect(readFrameMessage({ source: FRAME_MESSAGE_SOURCE, type: 'request-token' })).toMatchObject({
      type: 'request-token',
    });
    expect(readFrameMessage({ source: FRAME_MESSAGE_SOURCE, type: 'token', token: null })).toBeNull();
  });
});
