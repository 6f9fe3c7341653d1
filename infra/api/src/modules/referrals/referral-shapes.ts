import { doctorDiscountPerUnit } from '@labshop/shared-contracts/core';
import {
  commissionOptionOf,
  REFERRAL_PATIENT_STATUS_WORDS,
  REFERRAL_STATUS_WORDS,
  type DoctorReferral,
  type PatientReferral,
  type ReferralTest,
} from '@labshop/shared-contracts/core/api/referrals';
import { describeLocation } from '../locations/chosen-location';
import type { CatalogueService } from '../catalogue/service';
import type { StoredReferral } from './referral-record';

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** A referral's tests at today's prices at its location, with the doctor discount on each. */
interface PricedReferral {
  tests: ReferralTest[];
  costMinor: number;
  discountMinor: number;
  totalMinor: number;
}

/**
 * Prices come from the shop's own tables for the referral's location, the same the order will charge, so what
 * the patient reads here is what checkout asks. A test the location no longer offers counts for nothing.
 */
async function priceReferral(
  shopItems: CatalogueService['shopItems'],
  referral: StoredReferral,
  now: Date,
): Promise<PricedReferral> {
  const items = await shopItems(
    referral.tests.map((test) => test.id),
    { location: referral.location, now },
  );
  const priced = referral.tests.map((test): ReferralTest => {
    const item = items.get(test.id);
    const priceMinor = item?.priceMinor ?? null;
    const available = item?.available === true;
    return {
      ...test,
      priceMinor,
      attributes: item?.attributes ?? null,
      available,
      discountMinor: priceMinor !== null && available ? doctorDiscountPerUnit(priceMinor, referral.discountPercent) : 0,
    };
  });
  const payable = priced.filter((test) => test.available && test.priceMinor !== null);
  const costMinor = payable.reduce((sum, test) => sum + (test.priceMinor ?? 0), 0);
  const discountMinor = payable.reduce((sum, test) => sum + test.discountMinor, 0);
  return { tests: priced, costMinor, discountMinor, totalMinor: costMinor - discountMinor };
}

/**
 * A referral as its doctor sees it. `salaries` holds what the commission ledger says each paid referral earned (net
 * of any reversal); a referral not in it has no salary yet.
 */
export async function toDoctorReferral(
  shopItems: CatalogueService['shopItems'],
  referral: StoredReferral,
  now: Date,
  currency: string,
  salaries: ReadonlyMap<string, number>,
): Promise<DoctorReferral> {
  const priced = await priceReferral(shopItems, referral, now);
  return {
    id: referral.id,
    issuedAt: referral.issuedAt.toISOString(),
    status: referral.status,
    statusWords: REFERRAL_STATUS_WORDS[referral.status],
    patient: { id: referral.patient.id, name: fullName(referral.patient), phone: referral.patient.phone },
    location: describeLocation(referral.location),
    ...priced,
    testsCount: referral.tests.length,
    discountPercent: referral.discountPercent,
    currency,
    commissionOption: commissionOptionOf(referral.commissionPercent, referral.discountPercent),
    commissionPercent: referral.commissionPercent,
    salaryMinor: salaries.get(referral.id) ?? null,
    smsSentAt: referral.smsSentAt?.toISOString() ?? null,
    paidAt: referral.paidAt?.toISOString() ?? null,
  };
}

export async function toPatientReferral(
  shopItems: CatalogueService['shopItems'],
  referral: StoredReferral,
  now: Date,
  currency: string,
): Promise<PatientReferral> {
  const priced = await priceReferral(shopItems, referral, now);
  return {
    id: referral.id,
    issuedAt: referral.issuedAt.toISOString(),
    status: referral.status,
    statusWords: REFERRAL_PATIENT_STATUS_WORDS[referral.status],
    doctor: { id: referral.doctor.id, name: fullName(referral.doctor) },
    location: describeLocation(referral.location),
    ...priced,
    discountPercent: referral.discountPercent,
    currency,
    canBuy: referral.status === 'awaiting_payment' && priced.tests.some((test) => test.available),
  };
}
