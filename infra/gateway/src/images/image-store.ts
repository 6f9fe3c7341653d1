import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { resolveSitePath } from '../site-files';

export interface StoredImage {
  readonly bytes: Buffer;
  /** Changes whenever the bytes do: part of the rendered variant's cache key and ETag. */
  readonly version: string;
}

export type ImageLookup =
  { readonly kind: 'found'; readonly image: StoredImage } | { readonly kind: 'missing' } | { readonly kind: 'refused' };

/**
 * Where the proxy reads its sources. The default is a folder (the published site's `images/`, where the build
 * writes the project's artwork); an object store with the S3 API would be another implementation of this.
 */
export interface ImageStore {
  read(sourcePath: string): Promise<ImageLookup>;
}

export const SOURCE_TYPES = ['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif'] as const;

export function folderImageStore(root: string): ImageStore {
  const base = path.resolve(root);
  return {
    async read(sourcePath) {
      const target = resolveSitePath(base, sourcePath);
      if (target.kind === 'refused' || target.relative === '') return { kind: 'refused' };
      try {
        const info = await stat(target.absolute);
        if (!info.isFile()) return { kind: 'missing' };
        const bytes = await readFile(target.absolute);
        return { kind: 'found', image: { bytes, version: `${info.size}-${Math.trunc(info.mtimeMs)}` } };
      } catch {
        return { kind: 'missing' };
      }
    },
  };
}
