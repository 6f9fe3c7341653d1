import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';
import { takeAttempts, type AttemptLimit } from '../../platform/attempt-store';

/** Sign-ups per address: enough for a double click and a retry, not for flooding an inbox owner's address. */
export const NEWSLETTER_LIMIT: AttemptLimit = {
  scope: 'newsletter',
  max: 5,
  windowMs: 60 * 60_000,
  message: 'Too many sign-ups for this address. Wait a while and try again.',
};

export function createNewsletterService(db: Database) {
  return {
    /**
     * Subscribes a (normalised) address once: a second sign-up changes nothing and answers false. Every attempt
     * counts against the address's limit, so the same address cannot be sent over and over (429).
     */
    async subscribe(email: string, now: Date): Promise<{ created: boolean }> {
      await takeAttempts(db, NEWSLETTER_LIMIT, [email], now);
      const inserted = await db
        .insert(newsletterSubscriptions)
        .values({ email, createdAt: now })
        .onConflictDoNothing({ target: newsletterSubscriptions.email })
        .returning({ id: newsletterSubscriptions.id });
      return { created: inserted.length > 0 };
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
    fastify.decorate('newsletter', createNewsletterService(fastify.db));
  },
  { name: 'newsletter-service', dependencies: ['database'] },
);
