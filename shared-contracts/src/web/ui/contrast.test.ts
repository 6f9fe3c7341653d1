import { contrastRatio, parseColor, toHex } from './contrast';

describe('contrast', () => {
  it('reads the colour forms tokens and browsers write', () => {
    expect(parseColor('#0a5c8a')).toEqual({ red: 10, green: 92, blue: 138 });
    expect(parseColor(' #fff ')).toEqual({ red: 255, green: 255, blue: 255 });
    expect(parseColor('rgb(10, 92, 138)')).toEqual({ red: 10, green: 92, blue: 138 });
    expect(parseColor('rgb(15 37 55 / 60%)')).toEqual({ red: 15, green: 37, blue: 55 });
    expect(parseColor('var(--ls-color-text)')).toBeNull();
    expect(toHex({ red: 10, green: 92, blue: 138 })).toBe('#0a5c8a');
  });

  it('measures the WCAG ratio, the same in either order', () => {
    const black = { red: 0, green: 0, blue: 0 };
    const white = { red: 255, green: 255, blue: 255 };
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
    const primary = parseColor('#0a5c8a')!;
    expect(contrastRatio(primary, white)).toBeCloseTo(7.21, 2);
    expect(contrastRatio(white, primary)).toBe(contrastRatio(primary, white));
  });
});
