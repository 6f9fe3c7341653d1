import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { formatImageModifiers, IMAGE_PROXY_PATH, parseImageModifiers } from '@labshop/shared-contracts/core';
import { IMMUTABLE } from '../cache-policy';
import { pathnameOf } from '../site-files';
import { VariantCache } from './image-cache';
import { renderImage } from './image-render';
import { SOURCE_TYPES, type ImageStore } from './image-store';

export interface ImageProxyOptions {
  readonly store: ImageStore;
  /** Where rendered variants are kept. */
  readonly cacheDir: string;
}

export const IMAGE_NOT_FOUND = 'Image not found';
export const IMAGE_UNREADABLE = 'The image cannot be read';
export const IMAGE_BAD_ADDRESS = 'An image address is /_ipx/<modifiers>/<source path>';

/** A source whose name carries a content hash never changes; others are kept a week and then revalidated. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z]+$/i;
const WEEK = 'public, max-age=604800';

function splitAddress(url: string): { modifiers: string; source: string } | undefined {
  const rest = pathnameOf(url).slice(IMAGE_PROXY_PATH.length + 1);
  const slash = rest.indexOf('/');
  if (slash <= 0) return undefined;
  try {
    return { modifiers: decodeURIComponent(rest.slice(0, slash)), source: rest.slice(slash + 1) };
  } catch {
    return undefined;
  }
}

/**
 * The image proxy (spec §7): `/_ipx/<modifiers>/<source path>` answers the source as webp with the modifiers
 * applied. Strict, so that only the sizes the site uses are ever rendered: every refusal is a 4xx naming why.
 */
export function registerImageProxy(app: FastifyInstance, options: ImageProxyOptions): void {
  const cache = new VariantCache(options.cacheDir);

  app.get(`${IMAGE_PROXY_PATH}/*`, async (request, reply) => {
    const address = splitAddress(request.url);
    if (!address || address.source === '') return reply.code(400).send({ message: IMAGE_BAD_ADDRESS });
    const parsed = parseImageModifiers(address.modifiers);
    if (!parsed.ok) return reply.code(400).send({ message: parsed.message });
    const extension = path.extname(address.source).toLowerCase();
    if (!(SOURCE_TYPES as readonly string[]).includes(extension)) {
      return reply.code(404).send({ message: IMAGE_NOT_FOUND });
    }
    const lookup = await options.store.read(address.source);
    if (lookup.kind === 'refused') return reply.code(400).send({ message: IMAGE_BAD_ADDRESS });
    if (lookup.kind === 'missing') return reply.code(404).send({ message: IMAGE_NOT_FOUND });

    const canonical = formatImageModifiers(parsed.modifiers);
    const key = VariantCache.keyOf(address.source, lookup.image.version, canonical);
    const etag = `"${key.slice(0, 32)}"`;
    void reply
      .header('Cache-Control', CONTENT_HASHED.test(address.source) ? IMMUTABLE : WEEK)
      .header('ETag', etag)
      .header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    try {
      const variant = await cache.get(key, () => renderImage(lookup.image.bytes, parsed.modifiers));
      return reply
        .header('X-Image-Cache', variant.hit ? 'hit' : 'miss')
        .type('image/webp')
        .send(variant.bytes);
    } catch (error) {
      request.log.warn({ err: error, source: address.source }, 'Image could not be rendered');
      void reply.removeHeader('Cache-Control').removeHeader('ETag');
      return reply.code(422).send({ message: IMAGE_UNREADABLE });
    }
  });
}
