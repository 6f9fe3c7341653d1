/** Hashes tried between two yields to the page: small enough that typing and scrolling never wait on it. */
const CHUNK = 256;

function leadingZeroBits(digest: ArrayBuffer): number {
  let bits = 0;
  for (const byte of new Uint8Array(digest)) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Finds a nonce whose SHA-256 of `${challenge}:${nonce}` starts with `difficulty` zero bits, with the browser's
 * Web Crypto, yielding to the page every few hundred hashes so it stays responsive; answers the solution as the API
 * takes it (`${challenge}:${nonce}`). Stops (rejects) when the signal aborts.
 */
export async function solveChallenge(
  challenge: string,
  difficulty: number,
  signal?: AbortSignal,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  // Any hash starts with at least zero zero bits: a challenge that asks for none needs no work.
  if (difficulty <= 0) return `${challenge}:0`;
  const encoder = new TextEncoder();
  for (let nonce = 0; ; nonce += 1) {
    if (nonce % CHUNK === 0) {
      await nextTask();
      signal?.throwIfAborted();
    }
    const digest = await subtle.digest('SHA-256', encoder.encode(`${challenge}:${nonce}`));
    if (leadingZeroBits(digest) >= difficulty) return `${challenge}:${nonce}`;
  }
}
