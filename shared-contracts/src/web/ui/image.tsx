import type { ImgHTMLAttributes } from 'react';
import { IMAGE_FORMAT, imageSrcSet, imageUrl, presetModifiers, type ImageModifiers } from './image-url';

export type ImageLoading = 'lazy' | 'eager';
export type ImageDecoding = 'async' | 'auto' | 'sync';

export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'loading' | 'decoding' | 'width' | 'height'
> {
  src: string;
  /** Required: describe the picture, or pass '' for a purely decorative one. */
  alt: string;
  width?: number;
  height?: number;
  loading?: ImageLoading;
  decoding?: ImageDecoding;
  /** `none` (default) uses `src` as is; `ipx` goes through the image proxy. Any other value throws. */
  provider?: string;
  /** A named set of modifiers (see IMAGE_PRESETS). An unknown preset throws. */
  preset?: string;
  modifiers?: Omit<ImageModifiers, 'width' | 'height'>;
}

/** An image that loads lazily and decodes off the main thread unless told otherwise. */
export function Image({
  src,
  alt,
  width,
  height,
  loading = 'lazy',
  decoding = 'async',
  provider = 'none',
  preset,
  modifiers,
  ...rest
}: ImageProps) {
  const fromPreset = presetModifiers(preset);
  const resolved: ImageModifiers = {
    format: IMAGE_FORMAT,
    ...fromPreset,
    ...modifiers,
    ...(width === undefined ? {} : { width }),
    ...(height === undefined ? {} : { height }),
  };
  return (
    <img
      {...rest}
      src={imageUrl(src, provider, resolved)}
      srcSet={imageSrcSet(src, provider, resolved)}
      alt={alt}
      width={width ?? resolved.width}
      height={height ?? resolved.height}
      loading={loading}
      decoding={decoding}
    />
  );
}
