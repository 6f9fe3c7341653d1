import { and, desc, eq, sql } from 'drizzle-orm';
import { DISCOUNT_CODE_MAX_LENGTH } from '@labshop/shared-contracts/core/api/check-code';
import type { DatabaseExecutor } from '../../db/client';
import { discountCodeCategories, discountCodeTests, discountCodes } from '../../db/schema';
import type { DiscountCodeRecord } from './discount-rules';
import { normaliseDiscountCode } from './discount-rules';

/** A discount code as its own table has it: whether an open order holds it is the orders' to say. */
export type StoredDiscountCode = Omit<DiscountCodeRecord, 'reservedByAnOrder' | 'usedUp' | 'limitedToCategories'> & {
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  limitedToCategoryIds: string[];
};

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
    limited_to_categories: string[];
    starts_at: Date | string | null;
    ends_at: Date | string | null;
    max_uses: number | null;
    per_account_limit: number | null;
  }>(sql`
    select d.id, d.code, d.kind, d.value, d.active, d.single_use, d.used_at, d.minimum_order_minor,
      coalesce(array(select l.test_id::text from discount_code_tests l where l.code_id = d.id), '{}') as limited_to,
      coalesce(array(select c.category_id::text from discount_code_categories c where c.code_id = d.id), '{}')
        as limited_to_categories,
      d.starts_at, d.ends_at, d.max_uses, d.per_account_limit
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
    limitedToCategoryIds: row.limited_to_categories,
    startsAt: row.starts_at === null ? null : new Date(row.starts_at),
    endsAt: row.ends_at === null ? null : new Date(row.ends_at),
    maxUses: row.max_uses,
    perAccountLimit: row.per_account_limit,
  };
}

/** A limited code's limits as its row, locked for the order about to be written, has them. */
export interface LockedCodeLimits {
  singleUse: boolean;
  /** A single-use code whose order was paid. */
  spent: boolean;
  maxUses: number | null;
  perAccountLimit: number | null;
}

/**
 * Locks a limited code's row (single use, N uses or a per-account limit) for the order about to be written, inside
 * its transaction and before the order row (which refers to the code) is written: of orders placed at once with it,
 * each waits here for the one before to commit or roll back, so the uses counted after, each in a statement of its
 * own, include that order. A code without limits is not locked (null): any number of orders may share it at once.
 */
export async function lockLimitedCode(tx: DatabaseExecutor, codeId: string): Promise<LockedCodeLimits | null> {
  const result = await tx.execute<{
    single_use: boolean;
    spent: boolean;
    max_uses: number | null;
    per_account_limit: number | null;
  }>(sql`
    select single_use, used_at is not null as spent, max_uses, per_account_limit
    from discount_codes
    where id = ${codeId} and (single_use or max_uses is not null or per_account_limit is not null)
    for update
  `);
  const row = result.rows[0];
  if (!row) return null;
  return {
    singleUse: row.single_use,
    spent: row.spent,
    maxUses: row.max_uses,
    perAccountLimit: row.per_account_limit,
  };
}

/** Spends a single-use code, in the transaction that marks the order placed with it paid. */
export async function spendSingleUseCode(tx: DatabaseExecutor, codeId: string, now: Date): Promise<void> {
  await tx.execute(sql`
    update discount_codes set used_at = ${now}
    where single_use and used_at is null and id = ${codeId}
  `);
}

/** A code as the back-office reads and writes it, with the tests and categories it is limited to. */
export interface AdministeredCode {
  id: string;
  code: string;
  kind: DiscountCodeRecord['kind'];
  value: number;
  minimumOrderMinor: number;
  testIds: string[];
  categoryIds: string[];
  singleUse: boolean;
  maxUses: number | null;
  perAccountLimit: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What an administrator sets on a code. */
export type CodeSettings = Omit<AdministeredCode, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

const administeredColumns = {
  id: discountCodes.id,
  code: discountCodes.code,
  kind: discountCodes.kind,
  value: discountCodes.value,
  minimumOrderMinor: discountCodes.minimumOrderMinor,
  testIds: sql<string[]>`coalesce(array(select t.test_id::text from discount_code_tests t
    where t.code_id = ${discountCodes.id} order by t.test_id), '{}')`,
  categoryIds: sql<string[]>`coalesce(array(select c.category_id::text from discount_code_categories c
    where c.code_id = ${discountCodes.id} order by c.category_id), '{}')`,
  singleUse: discountCodes.singleUse,
  maxUses: discountCodes.maxUses,
  perAccountLimit: discountCodes.perAccountLimit,
  startsAt: discountCodes.startsAt,
  endsAt: discountCodes.endsAt,
  active: discountCodes.active,
  version: discountCodes.version,
  createdAt: discountCodes.createdAt,
  updatedAt: discountCodes.updatedAt,
};

/** Every code, the newest first (the back-office's list). */
export async function listAdministeredCodes(db: DatabaseExecutor): Promise<AdministeredCode[]> {
  return db.select(administeredColumns).from(discountCodes).orderBy(desc(discountCodes.createdAt));
}

export async function administeredCode(db: DatabaseExecutor, id: string): Promise<AdministeredCode | null> {
  const [row] = await db.select(administeredColumns).from(discountCodes).where(eq(discountCodes.id, id));
  return row ?? null;
}

/** The code row's own columns of the settings. */
function codeColumns(settings: CodeSettings) {
  const { testIds: _tests, categoryIds: _categories, ...columns } = settings;
  return columns;
}

/** Writes a new code and its limits; throws the database's unique or foreign-key error for the caller to name. */
export async function insertAdministeredCode(tx: DatabaseExecutor, settings: CodeSettings): Promise<string> {
  const [row] = await tx.insert(discountCodes).values(codeColumns(settings)).returning({ id: discountCodes.id });
  if (!row) throw new Error('The new discount code was not written');
  await replaceLimits(tx, row.id, settings);
  return row.id;
}

/**
 * Changes a code made from `version`, moving its version on; false when the stored version is another (someone else
 * changed it meanwhile), so nobody's change is overwritten unseen.
 */
export async function updateAdministeredCode(
  tx: DatabaseExecutor,
  id: string,
  version: number,
  change: Partial<CodeSettings>,
  now: Date,
): Promise<boolean> {
  const { testIds, categoryIds, ...columns } = change;
  const updated = await tx
    .update(discountCodes)
    .set({ ...columns, version: sql`${discountCodes.version} + 1`, updatedAt: now })
    .where(and(eq(discountCodes.id, id), eq(discountCodes.version, version)))
    .returning({ id: discountCodes.id });
  if (updated.length === 0) return false;
  if (testIds !== undefined && categoryIds !== undefined) await replaceLimits(tx, id, { testIds, categoryIds });
  return true;
}

async function replaceLimits(
  tx: DatabaseExecutor,
  codeId: string,
  limits: Pick<CodeSettings, 'testIds' | 'categoryIds'>,
): Promise<void> {
  await tx.delete(discountCodeTests).where(eq(discountCodeTests.codeId, codeId));
  await tx.delete(discountCodeCategories).where(eq(discountCodeCategories.codeId, codeId));
  if (limits.testIds.length > 0) {
    await tx.insert(discountCodeTests).values(limits.testIds.map((testId) => ({ codeId, testId })));
  }
  if (limits.categoryIds.length > 0) {
    await tx.insert(discountCodeCategories).values(limits.categoryIds.map((categoryId) => ({ codeId, categoryId })));
  }
}
