import type { FastifyInstance } from 'fastify';
import { CaptchaChallenge } from '@labshop/shared-contracts/core/api/captcha';
import { solveChallenge } from '../modules/captcha/challenge';

/** A fresh challenge from the API, solved as a browser would: the `captcha` field of an anonymous form. */
let asked = 0;

export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  // From addresses of their own, so fetching challenges never spends a test's own per-address request limit.
  asked += 1;
  const remoteAddress = `10.254.${Math.floor(asked / 250) % 250}.${(asked % 250) + 1}`;
  const response = await app.inject({ method: 'GET', url: '/api/captcha', remoteAddress });
  const answer: unknown = response.json();
  if (response.statusCode !== 200 || !CaptchaChallenge.is(answer)) {
    throw new Error(`No captcha challenge: ${response.statusCode} ${response.body}`);
  }
  return solveChallenge(answer.challenge, answer.difficulty);
}

/** The body with a solved captcha added: for posting anonymous forms in tests. */
export async function withCaptcha<T extends object>(app: FastifyInstance, body: T): Promise<T & { captcha: string }> {
  return { ...body, captcha: await solvedCaptcha(app) };
}
