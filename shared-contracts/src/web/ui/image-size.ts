/** A picture's natural size and its width over its height. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
  readonly ratio: number;
}

/** What a failed lookup answers (spec §8): width, height and ratio are zero. */
export const UNKNOWN_IMAGE_SIZE: ImageSize = { width: 0, height: 0, ratio: 0 };

/**
 * Looks up the natural size of a picture by loading it. Never fails: a picture that cannot be loaded, or that has no
 * size, is logged and answers width, height and ratio zero (spec §8, 'Failed image-size lookup'), so a caller shows
 * what it can instead of breaking. Outside a browser there is nothing to load it with: zero too.
 */
export function lookUpImageSize(src: string): Promise<ImageSize> {
  if (typeof window === 'undefined' || typeof window.Image !== 'function') return Promise.resolve(UNKNOWN_IMAGE_SIZE);
  return new Promise((resolve) => {
    const image = new window.Image();
    const failed = (reason: string) => {
      console.error(`Failed to look up the size of the image ${src}: ${reason}`);
      resolve(UNKNOWN_IMAGE_SIZE);
    };
    image.onload = () => {
      const { naturalWidth: width, naturalHeight: height } = image;
      if (width > 0 && height > 0) resolve({ width, height, ratio: width / height });
      else failed('it has no size');
    };
    image.onerror = () => failed('it could not be loaded');
    image.src = src;
  });
}
