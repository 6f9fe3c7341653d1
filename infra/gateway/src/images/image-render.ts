import sharp from 'sharp';
import { IMAGE_FORMAT, imagePreset, type ImageModifiers } from '@labshop/shared-contracts/core';

// The proxy keeps its own cache of finished variants; libvips' operation cache would only hold memory.
sharp.cache(false);

/** Quality when none is asked for: webp's usual default. */
const DEFAULT_QUALITY = 80;
/** A drawing is rasterised at most this many dots per inch (72 is its natural size). */
const MAX_SVG_DENSITY = 2400;

export interface RenderSize {
  readonly width?: number;
  readonly height?: number;
}

/** Width and height asked for, with a preset's ratio filling in a missing height. */
export function targetSize(modifiers: ImageModifiers): RenderSize {
  if (modifiers.resize) {
    const [width, height] = modifiers.resize.split('x').map(Number);
    return { width, height };
  }
  const ratio = modifiers.preset === undefined ? undefined : imagePreset(modifiers.preset).ratio;
  const height =
    modifiers.height ??
    (ratio !== undefined && modifiers.width !== undefined ? Math.round(modifiers.width / ratio) : undefined);
  return { width: modifiers.width, height };
}

function isSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 512).toString('utf8').trimStart();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}

/** A drawing is rasterised at the density that gives the asked width, so it stays sharp at any size. */
async function openSource(bytes: Buffer, size: RenderSize): Promise<sharp.Sharp> {
  if (!isSvg(bytes) || size.width === undefined) return sharp(bytes);
  const natural = await sharp(bytes).metadata();
  const naturalWidth = natural.width ?? size.width;
  const naturalHeight = natural.height ?? size.height ?? naturalWidth;
  const scale = Math.max(size.width / naturalWidth, (size.height ?? 0) / naturalHeight, 1);
  return sharp(bytes, { density: Math.min(MAX_SVG_DENSITY, Math.ceil(72 * scale)) });
}

/** One variant of a source as webp. Throws when the source is not an image sharp can read. */
export async function renderImage(bytes: Buffer, modifiers: ImageModifiers): Promise<Buffer> {
  const preset = modifiers.preset === undefined ? undefined : imagePreset(modifiers.preset);
  const size = targetSize(modifiers);
  const background = modifiers.background ? `#${modifiers.background}` : undefined;
  let pipeline = (await openSource(bytes, size)).rotate();
  if (size.width !== undefined || size.height !== undefined) {
    pipeline = pipeline.resize({
      width: size.width,
      height: size.height,
      fit: modifiers.fit ?? preset?.fit ?? 'cover',
      background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    });
  }
  if (background) pipeline = pipeline.flatten({ background });
  if (modifiers.blur !== undefined) pipeline = pipeline.blur(modifiers.blur);
  const quality = modifiers.quality ?? preset?.quality ?? DEFAULT_QUALITY;
  return pipeline.toFormat(IMAGE_FORMAT, { quality }).toBuffer();
}
