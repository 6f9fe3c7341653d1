import { and, eq, inArray, sql } from 'drizzle-orm';
import { REFERRAL_ORDER_MESSAGES } from '@labshop/shared-contracts/api/referrals';
import type { DatabaseExecutor } from '../../db/client';
import { orders, referralOrders, referralTests, referrals } from '../../db/schema';
import { ValidationError, type FieldErrors } from '../../platform/errors';
import { isRecordId } from '../../platform/request-values';

/** What the referrals named by an order's items bring to it. */
export interface OrderReferrals {
  referralIds: string[];
  /** The doctor discount for the items that carry a referral; 0 when none does. */
  doctorDiscountPercent: number;
}

export const NO_ORDER_REFERRALS: OrderReferrals = { referralIds: [], doctorDiscountPercent: 0 };

/**
 * Checks the referral each item says it comes from: the ordering account's own, still awaiting payment, and
 * listing that test. Anything else is refused (422) rather than quietly priced without the discount, so the buyer
 * never pays a total other than the one the cart showed. A guest has no referrals.
 */
export async function checkOrderReferrals(
  db: DatabaseExecutor,
  accountId: string | null,
  items: readonly { id: string; referralId: string | null }[],
): Promise<OrderReferrals> {
  const claims = items.flatMap((item, index) =>
    item.referralId === null ? [] : [{ index, testId: item.id, referralId: item.referralId }],
  );
  if (claims.length === 0) return NO_ORDER_REFERRALS;
  const errors: FieldErrors = {};
  const refuse = (index: number, message: string) => (errors[`items.${index}.referral_id`] = [message]);
  if (accountId === null) {
    claims.forEach(({ index }) => refuse(index, REFERRAL_ORDER_MESSAGES.signIn));
    throw new ValidationError(errors);
  }

  const ids = [...new Set(claims.map((claim) => claim.referralId).filter(isRecordId))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: referrals.id, discountPercent: referrals.discountPercent, testId: referralTests.testId })
          .from(referrals)
          .innerJoin(referralTests, eq(referralTests.referralId, referrals.id))
          .where(
            and(
              inArray(referrals.id, ids),
              eq(referrals.patientAccountId, accountId),
              eq(referrals.status, 'awaiting_payment'),
            ),
          );
  for (const claim of claims) {
    const ofReferral = rows.filter((row) => row.id === claim.referralId);
    if (ofReferral.length === 0) refuse(claim.index, REFERRAL_ORDER_MESSAGES.notAwaitingPayment);
    else if (!ofReferral.some((row) => row.testId === claim.testId)) {
      refuse(claim.index, REFERRAL_ORDER_MESSAGES.testNotReferred);
    }
  }
  // The price quote takes one doctor discount for the whole cart.
  const percents = new Set(rows.map((row) => row.discountPercent));
  if (percents.size > 1) errors.items = [REFERRAL_ORDER_MESSAGES.mixedDiscounts];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { referralIds: [...new Set(rows.map((row) => row.id))], doctorDiscountPercent: [...percents][0] ?? 0 };
}

/** Records, with the order, which referrals it was placed for. */
export async function linkOrderReferrals(tx: DatabaseExecutor, orderId: string, referralIds: readonly string[]) {
  if (referralIds.length === 0) return;
  await tx
    .insert(referralOrders)
    .values(referralIds.map((referralId) => ({ orderId, referralId })))
    .onConflictDoNothing();
}

/**
 * Spec §4: once the patient pays, a referral waits for the doctor's salary to be calculated. Called in the
 * transaction that marks the order paid, which happens once per order; the status condition keeps a referral
 * that another order paid first where it is. Only the ordering account's own referrals move.
 */
export async function moveReferralsOfPaidOrder(tx: DatabaseExecutor, orderId: string, now: Date): Promise<number> {
  const moved = await tx
    .update(referrals)
    .set({ status: 'awaiting_salary', paidOrderId: orderId, paidAt: now, updatedAt: now })
    .where(
      and(
        eq(referrals.status, 'awaiting_payment'),
        inArray(
          referrals.id,
          tx.select({ id: referralOrders.referralId }).from(referralOrders).where(eq(referralOrders.orderId, orderId)),
        ),
        eq(
          referrals.patientAccountId,
          sql`(select ${orders.accountId} from ${orders} where ${orders.id} = ${orderId})`,
        ),
      ),
    )
    .returning({ id: referrals.id });
  return moved.length;
}
