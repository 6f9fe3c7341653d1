import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface CachedVariant {
  readonly bytes: Buffer;
  readonly hit: boolean;
}

/**
 * Rendered variants on disk, named by a hash of (source path, source version, modifiers): a repeated request
 * reads the file instead of resizing again, and a changed source gets new names, so nothing is ever stale.
 * Requests for a variant being rendered wait for that one rendering.
 */
export class VariantCache {
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(private readonly directory: string) {}

  static keyOf(sourcePath: string, version: string, modifiers: string): string {
    return createHash('sha256').update(`${sourcePath}\n${version}\n${modifiers}`).digest('hex');
  }

  private fileOf(key: string): string {
    return path.join(this.directory, key.slice(0, 2), `${key}.webp`);
  }

  async get(key: string, render: () => Promise<Buffer>): Promise<CachedVariant> {
    const file = this.fileOf(key);
    const stored = await readFile(file).catch(() => undefined);
    if (stored) return { bytes: stored, hit: true };
    const running = this.pending.get(key);
    if (running) return { bytes: await running, hit: true };
    const rendering = render().then(async (bytes) => {
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      return bytes;
    });
    this.pending.set(key, rendering);
    try {
      return { bytes: await rendering, hit: false };
    } finally {
      this.pending.delete(key);
    }
  }
}
