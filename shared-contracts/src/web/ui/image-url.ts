/**
 * Image addresses for the kit. The grammar and the product's widths live in the contracts' core
 * (`core/images`), so the gateway's proxy reads exactly what the kit writes.
 */
import {
  IMAGE_FORMAT,
  IMAGE_PLACEHOLDER,
  IMAGE_WIDTHS,
  imagePreset,
  imageUrl,
  isImageProvider,
  type ImageFit,
} from '@labshop/shared-contracts/core';

export {
  IMAGE_DENSITIES,
  IMAGE_FITS,
  IMAGE_FORMAT,
  IMAGE_PLACEHOLDER,
  IMAGE_PRESETS,
  IMAGE_PROVIDERS,
  IMAGE_PROXY_PATH,
  IMAGE_SCREENS,
  IMAGE_SCREEN_WIDTHS,
  IMAGE_WIDTHS,
  imagePreset,
  imageUrl,
  isImageProvider,
  type ImageFit,
  type ImageModifiers,
  type ImagePreset,
  type ImagePresetName,
  type ImageProviderName,
} from '@labshop/shared-contracts/core';

export interface ImageRequest {
  readonly src: string;
  readonly provider: string;
  /** Width over height of the picture as shown. */
  readonly ratio: number;
  /** The widest the picture is shown, in CSS pixels: the srcset goes up to twice that (density 2). */
  readonly displayWidth: number;
  readonly fit: ImageFit;
  readonly quality?: number;
  readonly background?: string;
}

export interface ImageSources {
  readonly src: string;
  readonly srcSet?: string;
  readonly placeholder?: string;
}

/** The rendered widths a picture shown at `displayWidth` needs: up to the first that covers density 2. */
export function candidateWidths(displayWidth: number): number[] {
  const largest = IMAGE_WIDTHS.find((width) => width >= displayWidth * 2) ?? Math.max(...IMAGE_WIDTHS);
  return IMAGE_WIDTHS.filter((width) => width <= largest);
}

/** src, srcset (`w` descriptors over the spec's widths) and the blurred placeholder of one picture. */
export function imageSources(request: ImageRequest): ImageSources {
  const { src, provider, ratio, displayWidth, fit, quality, background } = request;
  if (!isImageProvider(provider)) throw new Error(`Unknown image provider: ${provider}`);
  if (provider === 'none') return { src };
  const at = (width: number) =>
    imageUrl(src, provider, {
      format: IMAGE_FORMAT,
      fit,
      resize: `${width}x${Math.max(1, Math.round(width / ratio))}`,
      quality,
      background,
    });
  const widths = candidateWidths(displayWidth);
  const first = widths.find((width) => width >= displayWidth) ?? Math.max(...widths);
  return {
    src: at(first),
    srcSet: widths.map((width) => `${at(width)} ${width}w`).join(', '),
    placeholder: imageUrl(src, provider, {
      format: IMAGE_FORMAT,
      fit: 'fill',
      resize: `${IMAGE_PLACEHOLDER.width}x${IMAGE_PLACEHOLDER.height}`,
      quality: IMAGE_PLACEHOLDER.quality,
      blur: IMAGE_PLACEHOLDER.blur,
    }),
  };
}

/** The ratio of a preset, or of the given sides; an unknown preset is an error (spec §5). */
export function imageRatio(preset: string | undefined, width: number, height: number | undefined): number {
  if (preset !== undefined) return imagePreset(preset).ratio;
  if (height === undefined || height <= 0) throw new Error('An image needs a height or a preset to keep its place');
  return width / height;
}
