import type { Readable } from 'node:stream';

/** A request body read up to a limit: whole, or, past the limit, only its head, which still names the message. */
export type BoundedBody = { bytes: Buffer; tooLarge: false } | { head: Buffer; tooLarge: true };

const HEAD_BYTES = 64 * 1024;

/**
 * Reads a body of at most `limitBytes`. A larger one is read to its end (so the sender hears the answer) but only
 * its first bytes are kept: enough for an answer that echoes the message's id, never the whole of it in memory.
 */
export function readBoundedBody(stream: Readable, limitBytes: number): Promise<BoundedBody> {
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] = [];
    let received = 0;
    let head: Buffer | null = null;
    stream.on('data', (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      received += bytes.length;
      if (head !== null) return;
      chunks.push(bytes);
      if (received > limitBytes) {
        // Past the limit: only the head is kept, and what follows is read and let go.
        head = Buffer.concat(chunks).subarray(0, HEAD_BYTES);
        chunks = [];
      }
    });
    stream.on('error', reject);
    stream.on('end', () => {
      resolve(head === null ? { bytes: Buffer.concat(chunks), tooLarge: false } : { head, tooLarge: true });
    });
  });
}
