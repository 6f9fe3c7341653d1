import { sql, type SQL } from 'drizzle-orm';
import { DISCOUNT_CODE_MAX_LENGTH } from '@labshop/shared-contracts/api/check-code';
import type { DatabaseExecutor } from '../../db/client';
import { OPEN_ORDER_STATUSES } from '../order-holds/open-order-statuses';
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
    reserved: boolean;
  }>(sql`
    select d.id, d.code, d.kind, d.value, d.active, d.single_use, d.used_at, d.minimum_order_minor,
      coalesce(array(select l.test_id::text from discount_code_tests l where l.code_id = d.id), '{}') as limited_to,
      ${reservedByAnOpenOrder(sql`d.id`)} as reserved
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
    reservedByAnOrder: row.reserved,
  };
}

/** Whether an order still open (not paid, cancelled or expired) was placed with the code: it holds the code. */
function reservedByAnOpenOrder(codeId: SQL, exceptOrderId: string | null = null): SQL {
  return sql`exists (
    select 1 from orders o
    where o.discount_code_id = ${codeId} and o.status in (${sql.join(
      OPEN_ORDER_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})
      and o.id is distinct from ${exceptOrderId}::uuid
  )`;
}

/**
 * Reserves a single-use code for the order about to be written, inside its transaction and before the order row
 * (which refers to the code) is written. The code's row is locked first, so of two orders placed at once the second
 * waits here; the check that follows is a statement of its own, which then sees the first order and answers false.
 * The code is spent only when the order is paid, and free again when the order is cancelled or expires.
 */
export async function reserveSingleUseCode(tx: DatabaseExecutor, codeId: string, orderId: string): Promise<boolean> {
  await tx.execute(sql`select 1 from discount_codes where id = ${codeId} for update`);
  const result = await tx.execute<{ free: boolean }>(sql`
    select d.used_at is null and not ${reservedByAnOpenOrder(sql`d.id`, orderId)} as free
    from discount_codes d where d.id = ${codeId} and d.single_use
  `);
  return result.rows[0]?.free === true;
}

/** Spends a single-use code, in the transaction that marks the order placed with it paid. */
export async function spendSingleUseCode(tx: DatabaseExecutor, codeId: string, now: Date): Promise<void> {
  await tx.execute(sql`
    update discount_codes set used_at = ${now}
    where single_use and used_at is null and id = ${codeId}
  `);
}
