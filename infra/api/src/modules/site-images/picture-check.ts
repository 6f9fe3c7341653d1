import sharp from 'sharp';
import {
  isSiteImageType,
  SITE_IMAGE_MAX_BYTES,
  SITE_IMAGE_MAX_SIDE,
  SITE_IMAGE_TEXTS,
  SITE_IMAGE_TYPES,
  type SiteImageType,
} from '@labshop/shared-contracts/core/api/site-images';

export interface CheckedPicture {
  /** The type the decoder found, whatever was declared. */
  readonly contentType: SiteImageType;
  readonly extension: string;
  readonly width: number;
  readonly height: number;
}

export type PictureCheck = { ok: true; picture: CheckedPicture } | { ok: false; message: string };

const EXTENSIONS: Record<SiteImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

function typeOfFormat(format: string | undefined): SiteImageType | undefined {
  return (Object.keys(SITE_IMAGE_TYPES) as SiteImageType[]).find((type) => SITE_IMAGE_TYPES[type] === format);
}

/**
 * Whether the bytes are a picture the site takes: a declared type it accepts, a size within the limit, and, read by
 * the decoder rather than by any name, one of the accepted formats that decodes to the end and is not too large.
 */
export async function checkPicture(declaredType: string, bytes: Buffer): Promise<PictureCheck> {
  if (!isSiteImageType(declaredType)) return { ok: false, message: SITE_IMAGE_TEXTS.type };
  if (bytes.length === 0) return { ok: false, message: SITE_IMAGE_TEXTS.empty };
  if (bytes.length > SITE_IMAGE_MAX_BYTES) return { ok: false, message: SITE_IMAGE_TEXTS.tooLarge };
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { failOn: 'error' }).metadata();
  } catch {
    return { ok: false, message: SITE_IMAGE_TEXTS.unreadable };
  }
  const contentType = typeOfFormat(metadata.format);
  if (!contentType) return { ok: false, message: SITE_IMAGE_TEXTS.type };
  const { width, height } = metadata;
  if (!width || !height) return { ok: false, message: SITE_IMAGE_TEXTS.unreadable };
  if (width > SITE_IMAGE_MAX_SIDE || height > SITE_IMAGE_MAX_SIDE) {
    return { ok: false, message: SITE_IMAGE_TEXTS.tooManyPixels };
  }
  try {
    // A header can be whole while the picture behind it is cut short: decode it all, into a small thumbnail.
    await sharp(bytes, { failOn: 'error' }).resize(64, 64, { fit: 'inside' }).toBuffer();
  } catch {
    return { ok: false, message: SITE_IMAGE_TEXTS.unreadable };
  }
  return { ok: true, picture: { contentType, extension: EXTENSIONS[contentType], width, height } };
}
