import { sql } from 'drizzle-orm';
import { DISCOUNT_CODE_MAX_LENGTH } from '@labshop/shared-contracts/api/check-code';
import type { DatabaseExecutor } from '../../db/client';
import type { DiscountCodeRecord } from './discount-rules';
import { normaliseDiscountCode } from './discount-rules';

/** The code a buyer typed, or null when no code is called that. */
export async function findDiscountCode(db: DatabaseExecutor, typed: string): Promise<DiscountCodeRecord | null> {
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
 * Marks a single-use code as used, inside the transaction of the order that uses it. Only one transaction can
 * move `used_at` from null: a concurrent one waits for the row, then finds it set and gets false.
 */
export async function spendSingleUseCode(tx: DatabaseExecutor, codeId: string, now: Date): Promise<boolean> {
  const result = await tx.execute(sql`
    update discount_codes set used_at = ${now} where id = ${codeId} and single_use and used_at is null
  `);
  return (result.rowCount ?? 0) === 1;
}
