/**
 * Image addresses, with the product's screen widths and densities. Images go through an image proxy
 * under the site's base path, with the modifiers written into the path, e.g.
 * `/_ipx/f_webp&fit_cover&s_320x200&q_80/images/tests/blood.jpg`. The `none` provider uses the source as is.
 */

export const IMAGE_SCREENS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, '2xl': 1536 } as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_FORMAT = 'webp';
export const IMAGE_PROXY_PATH = '/_ipx';

export interface ImageModifiers {
  format?: 'webp' | 'avif' | 'jpeg' | 'png';
  fit?: 'cover' | 'contain' | 'fill' | 'inside' | 'outside';
  width?: number;
  height?: number;
  /** Both sides at once, `WIDTHxHEIGHT`. */
  resize?: string;
  quality?: number;
  /** Background colour for transparent areas, hex without `#`. */
  background?: string;
}

export const IMAGE_PROVIDERS = ['none', 'ipx'] as const;
export type ImageProviderName = (typeof IMAGE_PROVIDERS)[number];

/** Named sets of modifiers, so pages ask for `card` instead of repeating sizes. */
export const IMAGE_PRESETS = {
  thumbnail: { width: 160, height: 160, fit: 'cover', quality: 80 },
  avatar: { width: 96, height: 96, fit: 'cover', quality: 80 },
  card: { width: 320, height: 200, fit: 'cover', quality: 80 },
  hero: { width: 1280, height: 480, fit: 'cover', quality: 75 },
} as const satisfies Record<string, ImageModifiers>;
export type ImagePresetName = keyof typeof IMAGE_PRESETS;

const MODIFIER_KEYS: ReadonlyArray<[keyof ImageModifiers, string]> = [
  ['format', 'f'],
  ['fit', 'fit'],
  ['width', 'w'],
  ['height', 'h'],
  ['resize', 's'],
  ['quality', 'q'],
  ['background', 'b'],
];

export function isImageProvider(name: string): name is ImageProviderName {
  return (IMAGE_PROVIDERS as readonly string[]).includes(name);
}

/** The modifiers of a preset; an unknown preset is a programming error, so it throws. */
export function presetModifiers(preset: string | undefined): ImageModifiers {
  if (preset === undefined) return {};
  if (!Object.hasOwn(IMAGE_PRESETS, preset)) throw new Error(`Unknown image preset: ${preset}`);
  return IMAGE_PRESETS[preset as ImagePresetName];
}

export function imageUrl(src: string, provider: string, modifiers: ImageModifiers = {}): string {
  if (!isImageProvider(provider)) throw new Error(`Unknown image provider: ${provider}`);
  if (provider === 'none') return src;
  const path = MODIFIER_KEYS.flatMap(([key, short]) =>
    modifiers[key] === undefined ? [] : [`${short}_${String(modifiers[key])}`],
  ).join('&');
  const source = /^https?:\/\//.test(src) ? src : src.replace(/^\/+/, '');
  return `${IMAGE_PROXY_PATH}/${path || '_'}/${source}`;
}

/** `1x` and `2x` candidates for a fixed-width image through the proxy; none for the `none` provider. */
export function imageSrcSet(src: string, provider: string, modifiers: ImageModifiers): string | undefined {
  if (!isImageProvider(provider)) throw new Error(`Unknown image provider: ${provider}`);
  if (provider === 'none' || modifiers.width === undefined) return undefined;
  const { width, height } = modifiers;
  return IMAGE_DENSITIES.map((density) => {
    const scaled = {
      ...modifiers,
      width: width * density,
      height: height === undefined ? undefined : height * density,
    };
    return `${imageUrl(src, provider, scaled)} ${density}x`;
  }).join(', ');
}
