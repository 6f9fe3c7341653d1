import { eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { receipts } from '../../../db/schema';

export interface IssuedReceipt {
  number: number;
  issuedAt: Date;
}

/**
 * The receipt of an order, issued now if it has none yet; the same receipt ever after. The caller has read the order
 * as the principal asking (the orders service's access rule) and found it paid.
 */
export async function issueReceipt(db: DatabaseExecutor, orderId: string, now: Date): Promise<IssuedReceipt> {
  const columns = { number: receipts.number, issuedAt: receipts.issuedAt };
  const [existing] = await db.select(columns).from(receipts).where(eq(receipts.orderId, orderId));
  if (existing) return existing;
  await db.insert(receipts).values({ orderId, issuedAt: now }).onConflictDoNothing();
  const [issued] = await db.select(columns).from(receipts).where(eq(receipts.orderId, orderId));
  if (!issued) throw new Error(`The receipt of order ${orderId} was not issued`);
  return issued;
}
