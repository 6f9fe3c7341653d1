/**
 * The image proxy's path grammar, shared by the kit (which writes addresses) and the gateway (which reads them):
 *
 *   /_ipx/<modifiers>/<source path>
 *
 * `<modifiers>` is `_` for none, or `name_value` pairs joined by `&`, each name at most once:
 *
 *   f_webp               format (the site outputs webp only, spec §9)
 *   fit_cover            fit: cover, contain, fill, inside, outside
 *   w_640                width: one of IMAGE_WIDTHS (the spec's screen widths × densities) or 10 (placeholder)
 *   h_400                height in pixels, 1…4096
 *   s_640x400            resize: width and height at once (the same limits)
 *   q_75                 quality 1…100
 *   b_ffffff             background behind transparent areas, 3 or 6 hex digits without `#`
 *   blur_3               blur sigma 1…10 (the placeholder's)
 *   preset_card          a named preset (IMAGE_PRESETS), expanded before the others apply
 *
 * Anything else is refused by the proxy with a 400 that names it.
 */

export const IMAGE_SCREENS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, '2xl': 1536 } as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_FORMAT = 'webp';
export const IMAGE_PROXY_PATH = '/_ipx';

/** Every screen width once, smallest first. */
export const IMAGE_SCREEN_WIDTHS: readonly number[] = [...new Set(Object.values(IMAGE_SCREENS))].sort((a, b) => a - b);

/** The widths the proxy renders: each screen width at each density. */
export const IMAGE_WIDTHS: readonly number[] = [
  ...new Set(IMAGE_SCREEN_WIDTHS.flatMap((width) => IMAGE_DENSITIES.map((density) => width * density))),
].sort((a, b) => a - b);

/** The blurred stand-in shown while an image loads (spec §9: 10 by 10, quality 50, blur 3). */
export const IMAGE_PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const;

export const IMAGE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

const MAX_HEIGHT = 4096;

export interface ImageModifiers {
  format?: typeof IMAGE_FORMAT;
  fit?: ImageFit;
  width?: number;
  height?: number;
  /** Both sides at once, `WIDTHxHEIGHT`. */
  resize?: string;
  quality?: number;
  /** Background colour for transparent areas, hex without `#`. */
  background?: string;
  blur?: number;
  preset?: string;
}

export const IMAGE_PROVIDERS = ['none', 'ipx'] as const;
export type ImageProviderName = (typeof IMAGE_PROVIDERS)[number];

/** A preset names a shape and quality; the width comes from the screen (srcset), the height from the ratio. */
export interface ImagePreset {
  readonly ratio: number;
  readonly fit: ImageFit;
  readonly quality: number;
}

export const IMAGE_PRESETS = {
  thumbnail: { ratio: 1, fit: 'cover', quality: 80 },
  avatar: { ratio: 1, fit: 'cover', quality: 80 },
  card: { ratio: 16 / 10, fit: 'cover', quality: 80 },
  banner: { ratio: 3, fit: 'cover', quality: 75 },
  hero: { ratio: 8 / 3, fit: 'cover', quality: 75 },
} as const satisfies Record<string, ImagePreset>;
export type ImagePresetName = keyof typeof IMAGE_PRESETS;

export function isImageProvider(name: string): name is ImageProviderName {
  return (IMAGE_PROVIDERS as readonly string[]).includes(name);
}

/** A preset by name; an unknown one is an error (spec §5), including names inherited from Object. */
export function imagePreset(name: string): ImagePreset {
  if (!Object.hasOwn(IMAGE_PRESETS, name)) throw new Error(`Unknown image preset: ${name}`);
  return IMAGE_PRESETS[name as ImagePresetName];
}

const MODIFIER_KEYS: ReadonlyArray<readonly [keyof ImageModifiers, string]> = [
  ['preset', 'preset'],
  ['format', 'f'],
  ['fit', 'fit'],
  ['width', 'w'],
  ['height', 'h'],
  ['resize', 's'],
  ['quality', 'q'],
  ['background', 'b'],
  ['blur', 'blur'],
];

/** The `<modifiers>` segment of a proxy address, in one fixed order so equal requests share one cached file. */
export function formatImageModifiers(modifiers: ImageModifiers): string {
  const parts = MODIFIER_KEYS.flatMap(([key, short]) =>
    modifiers[key] === undefined ? [] : [`${short}_${String(modifiers[key])}`],
  );
  return parts.length > 0 ? parts.join('&') : '_';
}

export type ParsedModifiers = { ok: true; modifiers: ImageModifiers } | { ok: false; message: string };

const NAME_OF = new Map(MODIFIER_KEYS.map(([key, short]) => [short, key]));

function integer(value: string, min: number, max: number): number | undefined {
  if (!/^\d{1,5}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

function isRenderedWidth(width: number): boolean {
  return width === IMAGE_PLACEHOLDER.width || IMAGE_WIDTHS.includes(width);
}

const WIDTH_RULE = `one of ${IMAGE_WIDTHS.join(', ')}`;

/** One `name_value` pair into the modifiers, or the words that say why it is refused. */
function applyModifier(into: ImageModifiers, key: keyof ImageModifiers, value: string): string | undefined {
  switch (key) {
    case 'format':
      if (value !== IMAGE_FORMAT) return `Image format must be ${IMAGE_FORMAT}`;
      into.format = IMAGE_FORMAT;
      return undefined;
    case 'fit':
      if (!(IMAGE_FITS as readonly string[]).includes(value))
        return `Image fit must be one of ${IMAGE_FITS.join(', ')}`;
      into.fit = value as ImageFit;
      return undefined;
    case 'width': {
      const width = integer(value, 1, 10_000);
      if (width === undefined || !isRenderedWidth(width)) return `Image width must be ${WIDTH_RULE}`;
      into.width = width;
      return undefined;
    }
    case 'height': {
      const height = integer(value, 1, MAX_HEIGHT);
      if (height === undefined) return `Image height must be a whole number from 1 to ${MAX_HEIGHT}`;
      into.height = height;
      return undefined;
    }
    case 'resize': {
      const [width, height] = value.split('x').map((side) => integer(side, 1, 10_000));
      if (value.split('x').length !== 2 || width === undefined || height === undefined) {
        return 'Image resize must be WIDTHxHEIGHT';
      }
      if (!isRenderedWidth(width)) return `Image width must be ${WIDTH_RULE}`;
      if (height > MAX_HEIGHT) return `Image height must be a whole number from 1 to ${MAX_HEIGHT}`;
      into.resize = `${width}x${height}`;
      return undefined;
    }
    case 'quality': {
      const quality = integer(value, 1, 100);
      if (quality === undefined) return 'Image quality must be a whole number from 1 to 100';
      into.quality = quality;
      return undefined;
    }
    case 'background':
      if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) return 'Image background must be 3 or 6 hex digits';
      into.background = value.toLowerCase();
      return undefined;
    case 'blur': {
      const blur = integer(value, 1, 10);
      if (blur === undefined) return 'Image blur must be a whole number from 1 to 10';
      into.blur = blur;
      return undefined;
    }
    case 'preset':
      if (!Object.hasOwn(IMAGE_PRESETS, value)) return `Unknown image preset: ${value}`;
      into.preset = value;
      return undefined;
  }
}

/** Reads the `<modifiers>` segment strictly: an unknown name, a repeated one or a value out of range is refused. */
export function parseImageModifiers(segment: string): ParsedModifiers {
  const modifiers: ImageModifiers = {};
  if (segment === '_') return { ok: true, modifiers };
  const seen = new Set<string>();
  for (const pair of segment.split('&')) {
    const split = pair.indexOf('_');
    const name = split === -1 ? pair : pair.slice(0, split);
    const key = NAME_OF.get(name);
    if (split === -1 || key === undefined) return { ok: false, message: `Unknown image modifier: ${name}` };
    if (seen.has(name)) return { ok: false, message: `Image modifier given twice: ${name}` };
    seen.add(name);
    const refused = applyModifier(modifiers, key, pair.slice(split + 1));
    if (refused) return { ok: false, message: refused };
  }
  if (modifiers.resize && (modifiers.width !== undefined || modifiers.height !== undefined)) {
    return { ok: false, message: 'Image resize replaces width and height: give one or the other' };
  }
  return { ok: true, modifiers };
}

/** The address of an image: as is for `none`, through the proxy for `ipx`; an unknown provider is an error. */
export function imageUrl(src: string, provider: string, modifiers: ImageModifiers = {}): string {
  if (!isImageProvider(provider)) throw new Error(`Unknown image provider: ${provider}`);
  if (provider === 'none') return src;
  return `${IMAGE_PROXY_PATH}/${formatImageModifiers(modifiers)}/${src.replace(/^\/+/, '')}`;
}
