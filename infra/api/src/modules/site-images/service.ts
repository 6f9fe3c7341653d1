import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import {
  SITE_IMAGE_ALT_LENGTH,
  SITE_IMAGE_NAME_LENGTH,
  SITE_IMAGE_TEXTS,
  type OfferPictureAnswer,
  type SiteImage,
} from '@labshop/shared-contracts/core/api/site-images';
import { recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/client';
import { ForbiddenError } from '../../platform/authorization';
import type { Clock } from '../../platform/clock';
import { ValidationError, type FieldErrors } from '../../platform/errors';
import { folderImageStorage, type ImageStorage } from '../../platform/image-storage';
import { isAdmin, type Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import type { OffersService } from '../offers/service';
import { checkPicture } from './picture-check';
import { findImage, insertImage, listImages, type SiteImageRow } from './store';

export interface SiteImageUpload {
  readonly name: string | undefined;
  readonly alt: string | undefined;
  /** The Content-Type the upload declared. */
  readonly declaredType: string;
  readonly bytes: Buffer;
}

/** Choosing a picture that is not in the list. */
export const UNKNOWN_PICTURE = 'Choose a picture from the list of uploaded pictures.';

function answerOf(row: SiteImageRow): SiteImage {
  return {
    id: row.id,
    name: row.name,
    alt: row.alt,
    src: row.src,
    width: row.width,
    height: row.height,
    contentType: row.contentType,
    bytes: row.bytes,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** Trimmed text within its lengths, or undefined. */
function textWithin(value: string | undefined, limits: { min: number; max: number }): string | undefined {
  const text = value?.trim() ?? '';
  return text.length >= limits.min && text.length <= limits.max ? text : undefined;
}

/** A name for the file from the picture's name: lowercase words of letters and digits, joined by hyphens. */
function fileStem(name: string): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // The one Polish letter that has no accent to drop.
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem || 'picture';
}

/**
 * Pictures administrators upload for the site's pages, and the pictures they choose for offers. Only an
 * administrator at work may do any of it ('It cannot be done.' to anyone else).
 */
export function createSiteImagesService(deps: {
  db: Database;
  clock: Clock;
  storage: ImageStorage;
  offers: Pick<OffersService, 'setPicture'>;
}) {
  const { db, clock, storage, offers } = deps;

  /** The administrator at work, who acts; 'It cannot be done.' to anyone else. */
  function onlyAnAdministrator(principal: Principal): string {
    if (!isAdmin(principal)) throw new ForbiddenError();
    return principal.accountId;
  }

  return {
    async list(principal: Principal): Promise<SiteImage[]> {
      onlyAnAdministrator(principal);
      return (await listImages(db)).map(answerOf);
    },

    /**
     * Keeps an uploaded picture once its name, its description and the file itself pass (422 by field: `name`,
     * `alt`, `file`). The file is named by a hash of its bytes, so the same file uploaded again is the same picture.
     */
    async upload(principal: Principal, upload: SiteImageUpload): Promise<SiteImage> {
      const actorId = onlyAnAdministrator(principal);
      const errors: FieldErrors = {};
      const name = textWithin(upload.name, SITE_IMAGE_NAME_LENGTH);
      const alt = textWithin(upload.alt, SITE_IMAGE_ALT_LENGTH);
      if (name === undefined) errors.name = [SITE_IMAGE_TEXTS.name];
      if (alt === undefined) errors.alt = [SITE_IMAGE_TEXTS.alt];
      const check = await checkPicture(upload.declaredType, upload.bytes);
      if (!check.ok) errors.file = [check.message];
      if (name === undefined || alt === undefined || !check.ok) throw new ValidationError(errors);

      const hash = createHash('sha256').update(upload.bytes).digest('hex').slice(0, 16);
      const src = `/uploads/${fileStem(name)}.${hash}.${check.picture.extension}`;
      await storage.save(src, upload.bytes);
      const values = {
        name,
        alt,
        src,
        contentType: check.picture.contentType,
        width: check.picture.width,
        height: check.picture.height,
        bytes: upload.bytes.length,
        uploadedBy: actorId,
      };
      // The same file uploaded again changes nothing, so it writes no audit row.
      const row = await db.transaction(async (tx) => {
        const kept = await insertImage(tx, values, clock());
        if (kept.inserted) {
          const { uploadedBy: _uploader, ...after } = values;
          const record = { type: 'site_image', id: kept.row.id };
          await recordAudit(tx, { event: 'site_picture_uploaded', actorId, record, after });
        }
        return kept.row;
      });
      return answerOf(row);
    },

    /** Gives an offer one of the uploaded pictures, or none (null); 404 for an unknown offer, 422 for an unknown picture. */
    async setOfferPicture(principal: Principal, slug: string, imageId: string | null): Promise<OfferPictureAnswer> {
      const actorId = onlyAnAdministrator(principal);
      const image = imageId === null ? null : isRecordId(imageId) ? await findImage(db, imageId) : undefined;
      if (image === undefined) throw new ValidationError({ imageId: [UNKNOWN_PICTURE] });
      const picture = image && { src: image.src, alt: image.alt, width: image.width, height: image.height };
      await db.transaction(async (tx) => {
        const { offerId, before } = await offers.setPicture(tx, slug, picture);
        await recordAudit(tx, {
          event: 'offer_picture_changed',
          actorId,
          record: { type: 'offer', id: offerId },
          before: { picture: before },
          after: { picture },
        });
      });
      return { slug, picture };
    },
  };
}

export type SiteImagesService = ReturnType<typeof createSiteImagesService>;

declare module 'fastify' {
  interface FastifyInstance {
    siteImages: SiteImagesService;
  }
}

export default fp(
  async function siteImagesService(fastify) {
    fastify.decorate(
      'siteImages',
      createSiteImagesService({
        db: fastify.db,
        clock: fastify.clock,
        storage: folderImageStorage(fastify.config.imagesDir),
        offers: fastify.offers,
      }),
    );
  },
  { name: 'site-images-service', dependencies: ['database', 'clock', 'offers-service'] },
);
