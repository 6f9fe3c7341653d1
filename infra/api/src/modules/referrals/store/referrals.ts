import { and, asc, desc, eq, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import {
  commissionShares,
  DEFAULT_COMMISSION_OPTION,
  type ReferralStatus,
} from '@labshop/shared-contracts/core/api/referrals';
import type { Database, DatabaseExecutor } from '../../../db/client';
import { referralTests, referrals } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { storedPlaceOf, type StoredPlace } from '../../locations/stored-places';
import { referralIssuedBy, referralIssuedFor, referralVisibleTo } from '../access';
import type { ReferralChoice } from '../referral-request';

/** A referral as its own tables keep it: its place and tests by id, the tests in the doctor's order. */
export interface ReferralRow {
  id: string;
  status: ReferralStatus;
  issuedAt: Date;
  smsSentAt: Date | null;
  paidAt: Date | null;
  commissionPercent: number;
  discountPercent: number;
  doctorAccountId: string;
  patientAccountId: string;
  location: StoredPlace;
  testIds: string[];
}

export async function insertReferral(
  db: DatabaseExecutor,
  referral: {
    doctorAccountId: string;
    patientAccountId: string;
    choice: ReferralChoice;
    amounts: StoredAmounts;
    now: Date;
  },
): Promise<string> {
  const { choice, now } = referral;
  const shares = commissionShares(choice.commission ?? DEFAULT_COMMISSION_OPTION);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(referrals)
      .values({
        doctorAccountId: referral.doctorAccountId,
        patientAccountId: referral.patientAccountId,
        ...storedPlaceOf(choice.location),
        commissionPercent: shares.doctorPercent,
        discountPercent: shares.patientPercent,
        costMinor: referral.amounts.costMinor,
        discountMinor: referral.amounts.discountMinor,
        issuedAt: now,
        updatedAt: now,
      })
      .returning({ id: referrals.id });
    if (!inserted) throw new Error('The referral was not recorded');
    await insertTests(tx, inserted.id, choice.testIds);
    return inserted.id;
  });
}

/** What the referred tests cost and the doctor discount on them, as priced when issued or edited. */
export interface StoredAmounts {
  costMinor: number;
  discountMinor: number;
}

export type ReferralEdit = 'edited' | 'not-found' | 'not-editable';

/**
 * The doctor's new location and tests for their own referral, while it still awaits payment. The row is locked
 * first, so an edit and the payment that moves the referral on cannot cross.
 */
export async function editReferral(
  db: Database,
  principal: Principal,
  edit: { referralId: string; choice: ReferralChoice; amounts: StoredAmounts; now: Date },
): Promise<ReferralEdit> {
  const { choice } = edit;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: referrals.status })
      .from(referrals)
      .where(and(eq(referrals.id, edit.referralId), referralIssuedBy(principal)))
      .for('update');
    if (!current) return 'not-found';
    if (current.status !== 'awaiting_payment') return 'not-editable';
    const shares = choice.commission === undefined ? null : commissionShares(choice.commission);
    await tx
      .update(referrals)
      .set({
        ...storedPlaceOf(choice.location),
        ...(shares ? { commissionPercent: shares.doctorPercent, discountPercent: shares.patientPercent } : {}),
        costMinor: edit.amounts.costMinor,
        discountMinor: edit.amounts.discountMinor,
        updatedAt: edit.now,
      })
      .where(eq(referrals.id, edit.referralId));
    await tx.delete(referralTests).where(eq(referralTests.referralId, edit.referralId));
    await insertTests(tx, edit.referralId, choice.testIds);
    return 'edited';
  });
}

/** When the link was last texted (queued in the same transaction as this, and delivered from there). */
export async function markSmsSent(
  db: DatabaseExecutor,
  principal: Principal,
  referralId: string,
  at: Date | null,
): Promise<void> {
  await db
    .update(referrals)
    .set({ smsSentAt: at })
    .where(and(eq(referrals.id, referralId), referralIssuedBy(principal)));
}

/**
 * Takes the right to text a referral's link now, in one statement so two requests at once cannot both take it:
 * false while the last text is younger than `waitMs`.
 */
export async function claimSmsSlot(
  db: DatabaseExecutor,
  principal: Principal,
  referralId: string,
  now: Date,
  waitMs: number,
): Promise<boolean> {
  const claimed = await db
    .update(referrals)
    .set({ smsSentAt: now })
    .where(
      and(
        eq(referrals.id, referralId),
        referralIssuedBy(principal),
        or(isNull(referrals.smsSentAt), lte(referrals.smsSentAt, new Date(now.getTime() - waitMs))),
      ),
    )
    .returning({ id: referrals.id });
  return claimed.length > 0;
}

async function insertTests(tx: DatabaseExecutor, referralId: string, testIds: readonly string[]): Promise<void> {
  await tx.insert(referralTests).values(testIds.map((testId, position) => ({ referralId, testId, position })));
}

/** Which of the referrals the principal sees a reader asks for. */
export type ReferralSelection =
  { issued: 'by-caller' } | { issued: 'for-caller' } | { issued: 'by-caller'; referralId: string };

function selected(principal: Principal, selection: ReferralSelection): SQL {
  const mine = selection.issued === 'by-caller' ? referralIssuedBy(principal) : referralIssuedFor(principal);
  return ('referralId' in selection ? and(mine, eq(referrals.id, selection.referralId)) : mine) ?? mine;
}

/** The referrals the principal sees that `selection` names, newest first. */
export async function findReferrals(
  db: DatabaseExecutor,
  principal: Principal,
  selection: ReferralSelection,
): Promise<ReferralRow[]> {
  const rows = await db
    .select()
    .from(referrals)
    .where(and(referralVisibleTo(principal), selected(principal, selection)))
    .orderBy(desc(referrals.issuedAt), desc(referrals.id));
  if (rows.length === 0) return [];

  const testRows = await db
    .select({ referralId: referralTests.referralId, testId: referralTests.testId })
    .from(referralTests)
    .where(
      inArray(
        referralTests.referralId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(referralTests.position));

  return rows.map((referral) => ({
    id: referral.id,
    status: referral.status,
    issuedAt: referral.issuedAt,
    smsSentAt: referral.smsSentAt,
    paidAt: referral.paidAt,
    commissionPercent: referral.commissionPercent,
    discountPercent: referral.discountPercent,
    doctorAccountId: referral.doctorAccountId,
    patientAccountId: referral.patientAccountId,
    location: { cityId: referral.cityId, facilityId: referral.facilityId },
    testIds: testRows.filter((row) => row.referralId === referral.id).map((row) => row.testId),
  }));
}
