import { MLLP_END, MLLP_START } from './hl7/received-message';

/** What a connection's bytes held so far: whole messages, and the head of one that grew past the limit. */
export interface MllpRead {
  messages: Buffer[];
  tooLarge: Buffer | null;
}

const HEAD_BYTES = 64 * 1024;

/**
 * Cuts a TCP stream into MLLP frames (<VT> message <FS><CR>) as its chunks arrive, however they split. Bytes
 * between frames (the <CR> after <FS>, keep-alive line feeds) are passed over. A frame that grows past `limitBytes`
 * is given up: its head is answered for, and the connection is closed by the caller, never held whole in memory.
 */
export class MllpFrameReader {
  private chunks: Buffer[] = [];
  private size = 0;
  private inFrame = false;

  constructor(private readonly limitBytes: number) {}

  push(chunk: Buffer): MllpRead {
    const messages: Buffer[] = [];
    let rest = chunk;
    while (rest.length > 0) {
      if (!this.inFrame) {
        const start = rest.indexOf(MLLP_START);
        if (start === -1) break;
        this.inFrame = true;
        this.chunks = [];
        this.size = 0;
        rest = rest.subarray(start + 1);
      }
      const end = rest.indexOf(MLLP_END);
      const part = end === -1 ? rest : rest.subarray(0, end);
      this.chunks.push(part);
      this.size += part.length;
      if (this.size > this.limitBytes) {
        const head = Buffer.concat(this.chunks).subarray(0, HEAD_BYTES);
        this.chunks = [];
        this.inFrame = false;
        return { messages, tooLarge: head };
      }
      if (end === -1) break;
      messages.push(Buffer.concat(this.chunks));
      this.chunks = [];
      this.inFrame = false;
      rest = rest.subarray(end + 1);
    }
    return { messages, tooLarge: null };
  }
}

/** A message wrapped for MLLP, as the answer goes back. */
export const framed = (message: string) =>
  Buffer.concat([Buffer.from([MLLP_START]), Buffer.from(message, 'utf8'), Buffer.from([MLLP_END, 0x0d])]);
