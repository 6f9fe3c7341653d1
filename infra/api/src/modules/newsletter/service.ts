import fp from 'fastify-plugin';
import { normaliseEmail, validateEmail } from '@labshop/shared-contracts/core';
import { NEWSLETTER_ALREADY_SUBSCRIBED, NEWSLETTER_FAILURE } from '@labshop/shared-contracts/core/api/newsletter';
import type { Database } from '../../db/client';
import { takeAttempts, type AttemptLimit } from '../../platform/attempt-store';
import type { Clock } from '../../platform/clock';
import { ValidationError } from '../../platform/errors';
import { insertSubscription } from './store';

/** Sign-ups per address: enough for a double click and a retry, not for flooding an inbox owner's address. */
export const NEWSLETTER_LIMIT: AttemptLimit = {
  scope: 'newsletter',
  max: 5,
  windowMs: 60 * 60_000,
  message: 'Too many sign-ups for this address. Wait a while and try again.',
};

export function createNewsletterService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /**
     * Subscribes an address once (422 by field when it is no e-mail address): a second sign-up changes nothing and
     * is refused (422, spec §5 'newsletter not already subscribed'). Every attempt counts against the address's
     * limit, so the same address cannot be sent over and over (429).
     */
    async subscribe(rawEmail: string): Promise<{ created: true }> {
      const problem = validateEmail(rawEmail);
      if (problem !== null) throw new ValidationError({ email: [problem] });
      const email = normaliseEmail(rawEmail);
      const now = clock();
      await takeAttempts(db, NEWSLETTER_LIMIT, [email], now);
      if (!(await insertSubscription(db, email, now))) {
        throw new ValidationError({ email: [NEWSLETTER_ALREADY_SUBSCRIBED] }, NEWSLETTER_FAILURE);
      }
      return { created: true };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: NewsletterService;
  }
}

export default fp(
  async function newsletterService(fastify) {
    fastify.decorate('newsletter', createNewsletterService({ db: fastify.db, clock: fastify.clock }));
  },
  { name: 'newsletter-service', dependencies: ['database', 'clock'] },
);
