import { readFrameParentOrigins } from './frame-origins';
import { readPublicConfig } from './public-config';

describe('the frame parent origins of the public config', () => {
  it("trusts the site's own pages when FRAME_ANCESTORS is not set, as its default 'self' says", () => {
    expect(readPublicConfig({}).embedding).toEqual({ parentOrigins: ["'self'"] });
  });

  it('publishes the exact origins that may frame the cart, once each', () => {
    const env = {
      FRAME_ANCESTORS: "'self' https://partner.example.com, http://localhost:8095 https://partner.example.com/",
    };

    expect(readPublicConfig(env).embedding).toEqual({
      parentOrigins: ["'self'", 'https://partner.example.com', 'http://localhost:8095'],
    });
  });

  it('leaves out what cannot name one origin: keywords, wildcards, schemes and paths', () => {
    expect(
      readFrameParentOrigins({
        FRAME_ANCESTORS: "'none' https://*.example.com https: https://shop.example.com/cart data:",
      }),
    ).toEqual([]);
  });
});
