import { array, integer, nullable, object, string, type Infer } from 'superstruct';

/**
 * Pictures administrators upload for the site's pages, served like the site's own artwork through the image proxy
 * (spec §7: `/_ipx/<modifiers>/<src>`).
 *
 *   POST /api/admin/site-images?name=&alt=   the file's bytes as the body, its type as Content-Type → SiteImage (201);
 *                                             422 { errors: { file | name | alt: [...] } }
 *   GET  /api/admin/site-images              SiteImageList, the newest first
 *   PUT  /api/admin/offers/:slug/picture     SetOfferPicture → OfferPictureAnswer; 404 for an unknown offer or picture
 *
 * A file is taken only when it decodes as one of the accepted kinds of picture, whatever its name or declared type.
 */
export const SITE_IMAGE_PATHS = {
  admin: 'admin/site-images',
  offerPicture: (slug: string) => `admin/offers/${encodeURIComponent(slug)}/picture`,
} as const;

/** The declared types taken, each with the format the decoder must find in the file. */
export const SITE_IMAGE_TYPES = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'heif',
} as const;
export type SiteImageType = keyof typeof SITE_IMAGE_TYPES;

export const SITE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Neither side may be longer: the proxy never renders wider than 3072, and a larger file only costs decoding. */
export const SITE_IMAGE_MAX_SIDE = 8000;
export const SITE_IMAGE_NAME_LENGTH = { min: 1, max: 120 } as const;
export const SITE_IMAGE_ALT_LENGTH = { min: 2, max: 255 } as const;

export const SITE_IMAGE_TEXTS = {
  type: 'Choose a JPEG, PNG, WebP, GIF or AVIF picture.',
  tooLarge: 'The picture is larger than 5 MB. Choose a smaller file.',
  empty: 'The file is empty. Choose a picture.',
  unreadable: 'This file is not a picture that can be read. Choose another file.',
  tooManyPixels: `The picture is larger than ${SITE_IMAGE_MAX_SIDE} × ${SITE_IMAGE_MAX_SIDE} pixels. Choose a smaller one.`,
  name: `Give the picture a name of ${SITE_IMAGE_NAME_LENGTH.min} to ${SITE_IMAGE_NAME_LENGTH.max} characters.`,
  alt: `Describe what the picture shows in ${SITE_IMAGE_ALT_LENGTH.min} to ${SITE_IMAGE_ALT_LENGTH.max} characters, for those who do not see it.`,
} as const;

/** Whether a declared type is one the upload takes. */
export function isSiteImageType(type: string): type is SiteImageType {
  return Object.hasOwn(SITE_IMAGE_TYPES, type);
}

/** Where a page shows a picture: its source path for the image proxy, what it shows, and its size. */
export const SitePicture = object({
  src: string(),
  alt: string(),
  width: integer(),
  height: integer(),
});
export type SitePicture = Infer<typeof SitePicture>;

export const SiteImage = object({
  id: string(),
  name: string(),
  alt: string(),
  /** The source path for the image proxy, e.g. `/uploads/spring-offer.1a2b3c4d5e6f7a8b.jpg`. */
  src: string(),
  width: integer(),
  height: integer(),
  /** The decoded type, not the declared one. */
  contentType: string(),
  bytes: integer(),
  uploadedAt: string(),
});
export type SiteImage = Infer<typeof SiteImage>;

export const SiteImageList = object({ images: array(SiteImage) });
export type SiteImageList = Infer<typeof SiteImageList>;

export const SiteImageUploadQuery = object({ name: string(), alt: string() });
export type SiteImageUploadQuery = Infer<typeof SiteImageUploadQuery>;

/** null takes the offer's picture away. */
export const SetOfferPicture = object({ imageId: nullable(string()) });
export type SetOfferPicture = Infer<typeof SetOfferPicture>;

export const OfferPictureAnswer = object({ slug: string(), picture: nullable(SitePicture) });
export type OfferPictureAnswer = Infer<typeof OfferPictureAnswer>;
