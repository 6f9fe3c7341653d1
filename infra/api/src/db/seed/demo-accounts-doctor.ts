import { and, eq } from 'drizzle-orm';
import { createDirectoryService } from '../../modules/accounts/service';
import { createSharing } from '../../modules/doctor-access/sharing';
import { accountPrincipal } from '../../platform/principal';
import { readIssueReferral } from '../../modules/referrals/referral-request';
import { priceReferredTests } from '../../modules/referrals/referral-pricing';
import { insertReferral } from '../../modules/referrals/store/referrals';
import type { Database } from '../client';
import { doctorAccess, referrals } from '../schema';
import { testId } from './catalogue';
import { DEMO_FACILITY } from './demo-accounts-orders';
import { demoReferralDeps } from './demo-referral-deps';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the doctor refers the patient for after reading her results: vitamin D again, and calcium with it. */
const REFERRED_TESTS = ['vitamin-d-25-oh', 'total-calcium'];

/**
 * The doctor asked the patient for her results a week ago and she shared them the next day; written only when
 * the two have never dealt with each other, so a patient who later stopped sharing is not overruled.
 */
export async function shareResultsWithDoctor(db: Database, patientId: string, doctorId: string, now: Date) {
  const [earlier] = await db
    .select({ id: doctorAccess.id })
    .from(doctorAccess)
    .where(and(eq(doctorAccess.patientAccountId, patientId), eq(doctorAccess.doctorAccountId, doctorId)));
  if (earlier) return;
  // Through the doctor-access module's own rules, each step on its own day.
  const sharingOn = (daysAgo: number) =>
    createSharing({
      db,
      clock: () => new Date(now.getTime() - daysAgo * DAY_MS),
      people: createDirectoryService({ db }),
    });
  await sharingOn(7).askForAccess(accountPrincipal(doctorId, 'doctor'), patientId);
  await sharingOn(6).setSharing(accountPrincipal(patientId), doctorId, true);
}

/**
 * One referral from the doctor to the patient, awaiting payment: issued through the doctor's own form rules
 * (patient found by PESEL, tests and collection point checked) and stored by the referrals module. Only when the
 * doctor has issued her none yet.
 */
export async function issueDemoReferral(
  db: Database,
  doctorId: string,
  patientPesel: string,
  patientId: string,
  now: Date,
) {
  const [earlier] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.doctorAccountId, doctorId), eq(referrals.patientAccountId, patientId)));
  if (earlier) return;
  const issuedAt = new Date(now.getTime() - 5 * DAY_MS);
  const choice = await readIssueReferral(
    { db, ...demoReferralDeps(db) },
    doctorId,
    {
      pesel: patientPesel,
      homeService: false,
      facility_id: DEMO_FACILITY,
      examinations: REFERRED_TESTS.map(testId),
    },
    issuedAt,
  );
  const deps = demoReferralDeps(db);
  const amounts = await priceReferredTests(deps.shopItems, { ...choice, discountPercent: 0 }, issuedAt);
  await insertReferral(db, {
    doctorAccountId: doctorId,
    patientAccountId: choice.patientAccountId,
    choice,
    amounts,
    now: issuedAt,
  });
}
