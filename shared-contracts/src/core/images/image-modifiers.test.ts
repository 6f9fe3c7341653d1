import { IMAGE_WIDTHS, parseImageModifiers } from './image-modifiers';

describe('the image proxy grammar', () => {
  it("renders the spec's screen widths at densities 1 and 2, and nothing else", () => {
    expect(IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
  });

  it.each([
    ['w_700', 'Image width must be one of 320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072'],
    ['zoom_2', 'Unknown image modifier: zoom'],
    ['f_png', 'Image format must be webp'],
    ['q_0', 'Image quality must be a whole number from 1 to 100'],
    ['q_75&q_80', 'Image modifier given twice: q'],
    ['fit_stretch', 'Image fit must be one of cover, contain, fill, inside, outside'],
    ['b_red', 'Image background must be 3 or 6 hex digits'],
    ['s_640', 'Image resize must be WIDTHxHEIGHT'],
    ['s_640x400&w_640', 'Image resize replaces width and height: give one or the other'],
    ['preset_huge', 'Unknown image preset: huge'],
    ['preset_constructor', 'Unknown image preset: constructor'],
    ['w', 'Unknown image modifier: w'],
  ])('refuses %s', (segment, message) => {
    expect(parseImageModifiers(segment)).toEqual({ ok: false, message });
  });

  it('reads a full set of modifiers', () => {
    expect(parseImageModifiers('preset_card&f_webp&fit_inside&w_1280&h_800&q_75&b_FFF&blur_2')).toEqual({
      ok: true,
      modifiers: {
        preset: 'card',
        format: 'webp',
        fit: 'inside',
        width: 1280,
        height: 800,
        quality: 75,
        background: 'fff',
        blur: 2,
      },
    });
  });
});
