import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded pictures are kept: the store the gateway's image proxy reads its sources from. The default is the
 * published site's `images/` folder, beside the releases of the remotes and the build's artwork (IMAGES_DIR, or
 * SITE_DIR's `images/`, as the gateway reads it); an object store with the S3 API would be another implementation.
 */
export interface ImageStorage {
  /** Keeps the bytes under a source path (`/uploads/…`); a reader never sees half a file. */
  save(sourcePath: string, bytes: Buffer): Promise<void>;
}

/** Source paths are made by the API itself; anything that could leave the folder is refused all the same. */
function targetOf(root: string, sourcePath: string): string {
  const target = path.resolve(root, `.${path.posix.normalize(`/${sourcePath}`)}`);
  if (!target.startsWith(`${root}${path.sep}`)) throw new Error(`An image path must stay in its folder: ${sourcePath}`);
  return target;
}

export function folderImageStorage(directory: string): ImageStorage {
  const root = path.resolve(directory);
  return {
    async save(sourcePath, bytes) {
      const target = targetOf(root, sourcePath);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },
  };
}
