import type { Database } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

/**
 * Subscribes an address once; whether it is new. The API only ever adds addresses: none is read back, so no
 * caller learns who else subscribed.
 */
export async function insertSubscription(db: Database, email: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, createdAt: now })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0;
}
