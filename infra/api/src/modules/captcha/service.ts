import fp from 'fastify-plugin';
import { CAPTCHA_INVALID, type CaptchaChallenge } from '@labshop/shared-contracts/core/api/captcha';
import { ValidationError } from '../../platform/errors';
import { checkSolution, issueChallenge } from './challenge';
import { pruneChallengeUses, markChallengeUsed } from './store';

/** Old uses are swept this often; any instance may do it. */
const PRUNE_EVERY_MS = 60 * 60_000;

/** Proof that a person (or at least someone willing to spend the work) sends a form, with no outside service. */
export interface Captcha {
  /** A new signed challenge, as GET /api/captcha answers it. */
  issue(): CaptchaChallenge;
  /**
   * Takes a solution once: 422 on the `captcha` field ('The confirmation must be valid.') when it is missing, not
   * signed by this shop, expired, not solved, or used before (on this instance or any other).
   */
  verify(solution: unknown): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

export default fp(
  async function captchaPlugin(fastify) {
    const { config, clock, db, log } = fastify;
    const refused = () => new ValidationError({ captcha: [CAPTCHA_INVALID] });
    const captcha: Captcha = {
      issue() {
        const { challenge, claims } = issueChallenge(
          config.captchaSecret,
          clock(),
          config.captchaTtlSeconds * 1000,
          config.captchaDifficulty,
        );
        return { challenge, difficulty: claims.difficulty, expiresAt: new Date(claims.expiresAt).toISOString() };
      },
      async verify(solution) {
        const now = clock();
        const claims = checkSolution(config.captchaSecret, solution, now);
        if (claims === null) throw refused();
        if (!(await markChallengeUsed(db, claims.id, new Date(claims.expiresAt), now))) throw refused();
      },
    };
    fastify.decorate('captcha', captcha);

    const sweep = setInterval(() => {
      pruneChallengeUses(db, clock()).catch((error: unknown) =>
        log.warn({ err: error }, 'Used captcha challenges could not be deleted'),
      );
    }, PRUNE_EVERY_MS);
    sweep.unref();
    fastify.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'captcha-service', dependencies: ['config', 'clock', 'database', 'instance-secrets'] },
);
