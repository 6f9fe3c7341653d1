import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-error';

/** Reads the raw body: the signature covers its exact bytes, so it is hashed before it is parsed. */
export function readBody(request: IncomingMessage, limitBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        reject(new HttpError(413, `The request body is larger than ${limitBytes} bytes.`));
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body must be JSON.');
  }
}
