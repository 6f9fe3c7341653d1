import { sql } from 'drizzle-orm';
import { DISCOUNT_CODE_MAX_LENGTH } from '@labshop/shared-contracts/core/api/check-code';
import type { DatabaseExecutor } from '../../db/client';
import type { DiscountCodeRecord } from './discount-rules';
import { normaliseDiscountCode } from './discount-rules';

/** A discount code as its own table has it: whether an open order holds it is the orders' to say. */
export type StoredDiscountCode = Omit<DiscountCodeRecord, 'reservedByAnOrder'>;

/** The code a buyer typed, or null when no code is called that. */
export async function findDiscountCode(db: DatabaseExecutor, typed: string): Promise<StoredDiscountCode | null> {
  const code = normaliseDiscountCode(typed);
  if (code === '' || code.length > DISCOUNT_CODE_MAX_LENGTH) return null;
  const result = await db.execute<{
    id: string;
    code: string;
    kind: DiscountCodeRecord['kind'];
    value: number;
    active: boolean;
    single_use: boolean;
    used_at: Date | string | null;
    minimum_order_minor: number;
    limited_to: string[];
  }>(sql`
    select d.id, d.code, d.kind, d.value, d.active, d.single_use, d.used_at, d.minimum_order_minor,
      coalesce(array(select l.test_id::text from discount_code_tests l where l.code_id = d.id), '{}') as limited_to
    from discount_codes d
    where d.code = ${code}
  `);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    active: row.active,
    singleUse: row.single_use,
    usedAt: row.used_at === null ? null : new Date(row.used_at),
    minimumOrderMinor: row.minimum_order_minor,
    limitedToTestIds: row.limited_to,
  };
}

/**
 * Locks a single-use code's row for the order about to be written, inside its transaction and before the order row
 * (which refers to the code) is written, so of two orders placed at once with it the second waits here. Answers
 * whether it is still unspent; whether another open order holds it is asked after, in a statement of its own that
 * then sees the first order.
 */
export async function lockUnspentSingleUseCode(tx: DatabaseExecutor, codeId: string): Promise<boolean> {
  const result = await tx.execute<{ unspent: boolean }>(sql`
    select used_at is null as unspent from discount_codes where id = ${codeId} and single_use for update
  `);
  return result.rows[0]?.unspent === true;
}

/** Spends a single-use code, in the transaction that marks the order placed with it paid. */
export async function spendSingleUseCode(tx: DatabaseExecutor, codeId: string, now: Date): Promise<void> {
  await tx.execute(sql`
    update discount_codes set used_at = ${now}
    where single_use and used_at is null and id = ${codeId}
  `);
}
