import type { TestKind } from '@labshop/shared-contracts/core/api/catalogue';
import type { ReferralStatus } from '@labshop/shared-contracts/core/api/referrals';
import type { PricingLocation } from '../locations/chosen-location';

/** A referral with its place and tests named, in the doctor's order; its people by account id. */
export interface ReferralRecord extends Omit<StoredReferral, 'doctor' | 'patient'> {
  doctorAccountId: string;
  patientAccountId: string;
}

/** A referral with its people named (as accounts name them), its place (locations) and its tests (catalogue). */
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
