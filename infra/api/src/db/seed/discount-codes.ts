import { discountCodes, discountCodeTests, visitServices } from '../schema';
import type { DatabaseExecutor } from '../client';
import { testId } from './catalogue';
import { seedId } from './seed-id';

/**
 * Demo discount codes, one for each way a code is refused and for each kind of discount.
 * Amounts are minor units. USEDONCE is written already used; ONCE15 is spent by the first order that uses it.
 */
export const DEMO_DISCOUNT_CODES = [
  { code: 'WELCOME10', kind: 'percentage', value: 10 },
  { code: 'FIVER', kind: 'fixed', value: 500 },
  { code: 'SAVE20', kind: 'fixed', value: 2000, minimumOrderMinor: 10_000 },
  { code: 'SPRING2024', kind: 'percentage', value: 15, active: false },
  { code: 'USEDONCE', kind: 'percentage', value: 20, singleUse: true, used: true },
  { code: 'ONCE15', kind: 'percentage', value: 15, singleUse: true },
  { code: 'BIGORDER50', kind: 'fixed', value: 5000, minimumOrderMinor: 100_000 },
  { code: 'VITD25', kind: 'percentage', value: 25, limitedTo: ['vitamin-d-25-oh'] },
] as const satisfies readonly DemoCode[];

interface DemoCode {
  code: string;
  kind: 'percentage' | 'fixed';
  value: number;
  active?: boolean;
  singleUse?: boolean;
  used?: boolean;
  minimumOrderMinor?: number;
  limitedTo?: readonly string[];
}

/** Visit services: demo services a visit can add for each patient. */
export const DEMO_VISIT_SERVICES = [
  { id: seedId('visit-service', 'doctor-consultation'), name: 'Doctor consultation of the results', priceMinor: 4900 },
] as const;

export const discountCodeId = (code: string) => seedId('discount-code', code);

/**
 * Writes codes that are missing and leaves existing ones alone, so starting the site again never makes a
 * spent single-use code usable again.
 */
export async function seedDiscountCodes(db: DatabaseExecutor, now: Date): Promise<void> {
  const codes: readonly DemoCode[] = DEMO_DISCOUNT_CODES;
  await db
    .insert(discountCodes)
    .values(
      codes.map((entry) => ({
        id: discountCodeId(entry.code),
        code: entry.code,
        kind: entry.kind,
        value: entry.value,
        active: entry.active ?? true,
        singleUse: entry.singleUse ?? false,
        usedAt: entry.used ? now : null,
        minimumOrderMinor: entry.minimumOrderMinor ?? 0,
      })),
    )
    .onConflictDoNothing();
  const limits = codes.flatMap((entry) =>
    (entry.limitedTo ?? []).map((slug) => ({ codeId: discountCodeId(entry.code), testId: testId(slug) })),
  );
  if (limits.length > 0) await db.insert(discountCodeTests).values(limits).onConflictDoNothing();
  await db
    .insert(visitServices)
    .values([...DEMO_VISIT_SERVICES])
    .onConflictDoNothing();
}
