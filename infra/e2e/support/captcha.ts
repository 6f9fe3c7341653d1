import { expect, type APIRequestContext } from '@playwright/test';
import { createHash } from 'node:crypto';
import { E2E_API_URL } from './environment';

function zeroBits(digest: Buffer): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/**
 * A captcha challenge from the API solved as the page's check solves it: what a form a test sends straight to
 * the API carries in its `captcha` field.
 */
export async function solvedCaptcha(request: APIRequestContext, headers: Record<string, string> = {}) {
  const response = await request.get(`${E2E_API_URL}/api/captcha`, { headers });
  expect(response.status()).toBe(200);
  const { challenge, difficulty } = (await response.json()) as { challenge: string; difficulty: number };
  for (let nonce = 0; ; nonce += 1) {
    const digest = createHash('sha256').update(`${challenge}:${nonce}`).digest();
    if (zeroBits(digest) >= difficulty) return `${challenge}:${nonce}`;
  }
}
