import { useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { imagePreset, imageRatio, imageSources, type ImageFit } from './image-url';
import styles from './image.module.css';

export type ImageLoading = 'lazy' | 'eager';
export type ImageDecoding = 'async' | 'auto' | 'sync';

export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'loading' | 'decoding' | 'width' | 'height' | 'alt' | 'placeholder'
> {
  /** The source path in the site's image store, e.g. `/art/categories/heart.svg`. */
  src: string;
  /** Required: describe the picture, or pass '' for a purely decorative one. */
  alt: string;
  /** The widest the picture is shown, in CSS pixels; with the height (or the preset's ratio) it reserves the place. */
  width: number;
  /** Optional with a preset, whose ratio gives it. */
  height?: number;
  /** Which widths the browser should expect at which screen (the `sizes` attribute); `<width>px` by default. */
  sizes?: string;
  loading?: ImageLoading;
  decoding?: ImageDecoding;
  /** `ipx` (default) goes through the site's image proxy; `none` uses `src` as is. Any other value throws. */
  provider?: string;
  /** A named shape and quality (IMAGE_PRESETS). An unknown preset throws. */
  preset?: string;
  fit?: ImageFit;
  quality?: number;
  /** Background behind transparent areas, hex without `#`. */
  background?: string;
  /** Show the blurred 10×10 stand-in while the picture loads (default true through the proxy). */
  placeholder?: boolean;
}

/**
 * A picture through the image proxy: webp at the spec's screen widths and densities, its place reserved by
 * width and height (nothing moves when it arrives), a blurred stand-in while it loads, lazy and async unless
 * told otherwise.
 */
export function Image({
  src,
  alt,
  width,
  height,
  sizes,
  loading = 'lazy',
  decoding = 'async',
  provider = 'ipx',
  preset,
  fit,
  quality,
  background,
  placeholder = true,
  className,
  style,
  onLoad,
  ...rest
}: ImageProps) {
  const [loaded, setLoaded] = useState(false);
  const ratio = imageRatio(preset, width, height);
  const fromPreset = preset === undefined ? undefined : imagePreset(preset);
  const sources = imageSources({
    src,
    provider,
    ratio,
    displayWidth: width,
    fit: fit ?? fromPreset?.fit ?? 'cover',
    quality: quality ?? fromPreset?.quality,
    background,
  });
  const reservedHeight = height ?? Math.round(width / ratio);
  const standIn: CSSProperties | undefined =
    placeholder && sources.placeholder && !loaded ? { backgroundImage: `url("${sources.placeholder}")` } : undefined;
  return (
    <img
      {...rest}
      className={[styles.image, standIn ? styles.placeholder : undefined, className].filter(Boolean).join(' ')}
      style={standIn ? { ...standIn, ...style } : style}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      width={width}
      height={reservedHeight}
      loading={loading}
      decoding={decoding}
      onLoad={(event) => {
        setLoaded(true);
        onLoad?.(event);
      }}
    />
  );
}
