import type { FastifyPluginAsync } from 'fastify';
import { object, optional, string } from 'superstruct';
import {
  OfferPictureAnswer,
  SetOfferPicture,
  SITE_IMAGE_MAX_BYTES,
  SITE_IMAGE_PATHS,
  SiteImage,
  SiteImageList,
} from '@labshop/shared-contracts/core/api/site-images';
import { principalOf } from '../../platform/principal';
import { actingAs, namingSlugs } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

/** Missing text is the service's to name, in words, with the file's own problems. */
const UploadQuery = object({ name: optional(string()), alt: optional(string()) });
const OfferParams = object({ slug: string() });

/**
 * Site pictures: administrators upload them (the file's bytes as the body) and choose them for offers. Every route
 * asks for the admin role first.
 */
const siteImagesRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  const { siteImages } = fastify;

  // Any type the upload declares is read as bytes here (this plugin only): the service decides what it takes.
  fastify.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  fastify.get(
    `/${SITE_IMAGE_PATHS.admin}`,
    {
      preValidation: actingAs('admin'),
      schema: { summary: 'Every uploaded picture, the newest first.', response: { 200: SiteImageList } },
    },
    async (request) => ({ images: await siteImages.list(principalOf(request)) }),
  );

  fastify.post(
    `/${SITE_IMAGE_PATHS.admin}`,
    {
      preValidation: actingAs('admin'),
      // Twice the limit, so a file a little too large hears why in words rather than a bare 413.
      bodyLimit: SITE_IMAGE_MAX_BYTES * 2,
      schema: {
        summary: 'Keeps an uploaded picture: the body is the file, Content-Type its type; 422 by field otherwise.',
        querystring: UploadQuery,
        response: { 201: SiteImage },
      },
    },
    async (request, reply) => {
      const image = await siteImages.upload(principalOf(request), {
        name: request.query.name,
        alt: request.query.alt,
        declaredType: (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '',
        bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      });
      reply.code(201);
      return image;
    },
  );

  fastify.put(
    '/admin/offers/:slug/picture',
    {
      preValidation: [actingAs('admin'), namingSlugs('slug')],
      schema: {
        summary: 'Gives an offer one of the uploaded pictures, or takes its picture away (imageId null).',
        params: OfferParams,
        body: SetOfferPicture,
        response: { 200: OfferPictureAnswer },
      },
    },
    async (request) => siteImages.setOfferPicture(principalOf(request), request.params.slug, request.body.imageId),
  );
};

export default siteImagesRoutes;
