import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TestKind } from '@labshop/shared-contracts/core/api/catalogue';
import {
  commissionShares,
  DEFAULT_COMMISSION_OPTION,
  type ReferralStatus,
} from '@labshop/shared-contracts/core/api/referrals';
import type { Database, DatabaseExecutor } from '../../../db/client';
import { cities, facilities, referralTests, referrals, tests } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import type { PricingLocation } from '../../locations/chosen-location';
import { referralIssuedBy, referralIssuedFor, referralVisibleTo } from '../access';
import type { ReferralChoice } from '../referral-request';

/** A referral as stored, with the place named and its tests in the doctor's order; its people by account id. */
export interface ReferralRecord extends Omit<StoredReferral, 'doctor' | 'patient'> {
  doctorAccountId: string;
  patientAccountId: string;
}

/** A referral with its people named (as accounts name them) and the place and tests as stored. */
export interface StoredReferral {
  id: string;
  status: ReferralStatus;
  issuedAt: Date;
  smsSentAt: Date | null;
  paidAt: Date | null;
  commissionPercent: number;
  discountPercent: number;
  doctor: { id: string; firstName: string; lastName: string };
  patient: { id: string; firstName: string; lastName: string; phone: string };
  location: PricingLocation;
  tests: { id: string; name: string; kind: TestKind }[];
}

export async function insertReferral(
  db: DatabaseExecutor,
  referral: { doctorAccountId: string; patientAccountId: string; choice: ReferralChoice; now: Date },
): Promise<string> {
  const { choice, now } = referral;
  const shares = commissionShares(choice.commission ?? DEFAULT_COMMISSION_OPTION);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(referrals)
      .values({
        doctorAccountId: referral.doctorAccountId,
        patientAccountId: referral.patientAccountId,
        ...placeColumns(choice.location),
        commissionPercent: shares.doctorPercent,
        discountPercent: shares.patientPercent,
        issuedAt: now,
        updatedAt: now,
      })
      .returning({ id: referrals.id });
    if (!inserted) throw new Error('The referral was not recorded');
    await insertTests(tx, inserted.id, choice.testIds);
    return inserted.id;
  });
}

export type ReferralEdit = 'edited' | 'not-found' | 'not-editable';

/**
 * The doctor's new location and tests for their own referral, while it still awaits payment. The row is locked
 * first, so an edit and the payment that moves the referral on cannot cross.
 */
export async function editReferral(
  db: Database,
  principal: Principal,
  edit: { referralId: string; choice: ReferralChoice; now: Date },
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
        ...placeColumns(choice.location),
        ...(shares ? { commissionPercent: shares.doctorPercent, discountPercent: shares.patientPercent } : {}),
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

function placeColumns(location: PricingLocation) {
  return location.kind === 'home-service'
    ? { cityId: location.cityId, facilityId: null }
    : { cityId: null, facilityId: location.facilityId };
}

async function insertTests(tx: DatabaseExecutor, referralId: string, testIds: readonly string[]): Promise<void> {
  await tx.insert(referralTests).values(testIds.map((testId, position) => ({ referralId, testId, position })));
}

/** The price list of the referral's city or collection point, the same one resolveLocation would pick. */
const priceListOfPlace = sql<string | null>`(
  select pl.id from price_lists pl
  where pl.city_id = ${referrals.cityId} or pl.facility_id = ${referrals.facilityId}
  order by pl.code limit 1
)`;

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
): Promise<ReferralRecord[]> {
  const rows = await db
    .select({
      referral: referrals,
      cityName: cities.name,
      facilityName: facilities.name,
      facilityClosed: facilities.closed,
      priceListId: priceListOfPlace,
    })
    .from(referrals)
    .leftJoin(cities, eq(cities.id, referrals.cityId))
    .leftJoin(facilities, eq(facilities.id, referrals.facilityId))
    .where(and(referralVisibleTo(principal), selected(principal, selection)))
    .orderBy(desc(referrals.issuedAt), desc(referrals.id));
  if (rows.length === 0) return [];

  const testRows = await db
    .select({ referralId: referralTests.referralId, id: tests.id, name: tests.name, kind: tests.kind })
    .from(referralTests)
    .innerJoin(tests, eq(tests.id, referralTests.testId))
    .where(
      inArray(
        referralTests.referralId,
        rows.map((row) => row.referral.id),
      ),
    )
    .orderBy(asc(referralTests.position));

  return rows.map(({ referral, ...place }) => ({
    id: referral.id,
    status: referral.status,
    issuedAt: referral.issuedAt,
    smsSentAt: referral.smsSentAt,
    paidAt: referral.paidAt,
    commissionPercent: referral.commissionPercent,
    discountPercent: referral.discountPercent,
    doctorAccountId: referral.doctorAccountId,
    patientAccountId: referral.patientAccountId,
    location:
      referral.cityId !== null
        ? {
            kind: 'home-service',
            cityId: referral.cityId,
            cityName: place.cityName ?? '',
            priceListId: place.priceListId,
          }
        : {
            kind: 'collection-point',
            facilityId: referral.facilityId ?? '',
            facilityName: place.facilityName ?? '',
            closed: place.facilityClosed ?? false,
            priceListId: place.priceListId,
          },
    tests: testRows.filter((row) => row.referralId === referral.id).map(({ id, name, kind }) => ({ id, name, kind })),
  }));
}
