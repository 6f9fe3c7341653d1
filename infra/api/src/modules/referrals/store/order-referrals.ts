import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { REFERRAL_ORDER_MESSAGES } from '@labshop/shared-contracts/core/api/referrals';
import type { DatabaseExecutor } from '../../../db/client';
import { referralOrders, referralTests, referrals } from '../../../db/schema';
import { ValidationError, type FieldErrors } from '../../../platform/errors';
import type { Principal } from '../../../platform/principal';
import { isRecordId } from '../../../platform/request-values';
import { referralIssuedFor, referralVisibleTo } from '../access';
import { NO_ORDER_REFERRALS, type OrderReferrals } from '../order-referral-terms';

/**
 * Checks the referral each item says it comes from: the ordering account's own, still awaiting payment, and
 * listing that test. Anything else is refused (422) rather than quietly priced without the discount, so the buyer
 * never pays a total other than the one the cart showed. A guest has no referrals.
 */
export async function checkOrderReferrals(
  db: DatabaseExecutor,
  principal: Principal,
  items: readonly { id: string; referralId: string | null }[],
): Promise<OrderReferrals> {
  const claims = items.flatMap((item, index) =>
    item.referralId === null ? [] : [{ index, testId: item.id, referralId: item.referralId }],
  );
  if (claims.length === 0) return NO_ORDER_REFERRALS;
  const errors: FieldErrors = {};
  const refuse = (index: number, message: string) => (errors[`items.${index}.referral_id`] = [message]);
  if (principal.kind !== 'account') {
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
            and(inArray(referrals.id, ids), referralIssuedFor(principal), eq(referrals.status, 'awaiting_payment')),
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

/**
 * Which of these orders are still open (neither paid nor ended), read in the transaction `tx`: the orders service
 * answers it, as orders are its own.
 */
export type OpenOrdersAmong = (tx: DatabaseExecutor, orderIds: readonly string[]) => Promise<string[]>;

/**
 * Records, with the order, which referrals it was placed for, reserving them: a referral's doctor discount goes to
 * one order at a time. The referrals' rows are locked, so of two orders placed at once with the same referral the
 * second waits, then finds the first still open with it and is refused (422 on the item). A referral is free again
 * once its order is cancelled or expires; its payment moves it on for good.
 */
export async function linkOrderReferrals(
  tx: DatabaseExecutor,
  orderId: string,
  items: readonly { referralId: string | null }[],
  referralIds: readonly string[],
  openOrdersAmong: OpenOrdersAmong,
): Promise<void> {
  if (referralIds.length === 0) return;
  await tx
    .select({ id: referrals.id })
    .from(referrals)
    .where(inArray(referrals.id, [...referralIds]))
    .for('update');
  const links = await tx
    .select({ referralId: referralOrders.referralId, orderId: referralOrders.orderId })
    .from(referralOrders)
    .where(and(inArray(referralOrders.referralId, [...referralIds]), ne(referralOrders.orderId, orderId)));
  const open = new Set(await openOrdersAmong(tx, [...new Set(links.map((link) => link.orderId))]));
  const taken = links.filter((link) => open.has(link.orderId));
  if (taken.length > 0) {
    const errors: FieldErrors = {};
    items.forEach((item, index) => {
      if (taken.some((row) => row.referralId === item.referralId)) {
        errors[`items.${index}.referral_id`] = [REFERRAL_ORDER_MESSAGES.inAnotherOrder];
      }
    });
    throw new ValidationError(errors);
  }
  await tx
    .insert(referralOrders)
    .values(referralIds.map((referralId) => ({ orderId, referralId })))
    .onConflictDoNothing();
}

/** A referral an order's payment moved on: what its commission is worked out from. */
export interface PaidReferral {
  id: string;
  doctorAccountId: string;
  patientAccountId: string;
  commissionPercent: number;
  discountPercent: number;
  /** The referred tests, in the order the doctor listed them. */
  testIds: string[];
}

/**
 * Once the patient pays, a referral waits for the doctor's salary to be calculated. Called in the
 * transaction that marks the order paid, which happens once per order; the status condition keeps a referral
 * that another order paid first where it is. Only the ordering account's own referrals move. Answers the referrals
 * it moved, with their tests, for their commission to be written in the same transaction.
 */
export async function moveReferralsOfPaidOrder(
  tx: DatabaseExecutor,
  principal: Principal,
  paid: { orderId: string; accountId: string | null },
  now: Date,
): Promise<PaidReferral[]> {
  const { orderId, accountId } = paid;
  if (accountId === null) return [];
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
        eq(referrals.patientAccountId, accountId),
        referralVisibleTo(principal),
      ),
    )
    .returning({
      id: referrals.id,
      doctorAccountId: referrals.doctorAccountId,
      patientAccountId: referrals.patientAccountId,
      commissionPercent: referrals.commissionPercent,
      discountPercent: referrals.discountPercent,
    });
  if (moved.length === 0) return [];
  const tests = await tx
    .select({ referralId: referralTests.referralId, testId: referralTests.testId })
    .from(referralTests)
    .where(
      inArray(
        referralTests.referralId,
        moved.map((referral) => referral.id),
      ),
    )
    .orderBy(asc(referralTests.position));
  return moved
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((referral) => ({
      ...referral,
      testIds: tests.filter((test) => test.referralId === referral.id).map((test) => test.testId),
    }));
}

/**
 * The order paid for these referrals was refunded or cancelled: they are cancelled (the patient no longer has the
 * tests, and the doctor no commission). Answers the ids it cancelled.
 */
export async function cancelReferralsOfOrder(
  tx: DatabaseExecutor,
  principal: Principal,
  orderId: string,
  now: Date,
): Promise<string[]> {
  const cancelled = await tx
    .update(referrals)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(referrals.paidOrderId, orderId),
        inArray(referrals.status, ['awaiting_salary', 'settled']),
        referralVisibleTo(principal),
      ),
    )
    .returning({ id: referrals.id });
  return cancelled.map((row) => row.id);
}

/** The month's invoice took these referrals' commission: their salary is calculated, and they are settled. */
export async function settleInvoicedReferrals(
  tx: DatabaseExecutor,
  principal: Principal,
  referralIds: readonly string[],
  now: Date,
): Promise<number> {
  if (referralIds.length === 0) return 0;
  const settled = await tx
    .update(referrals)
    .set({ status: 'settled', updatedAt: now })
    .where(
      and(
        inArray(referrals.id, [...referralIds]),
        eq(referrals.status, 'awaiting_salary'),
        referralVisibleTo(principal),
      ),
    )
    .returning({ id: referrals.id });
  return settled.length;
}
