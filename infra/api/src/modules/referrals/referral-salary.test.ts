import { CommissionLedger, DOCTOR_COMMISSION_PATHS } from '@labshop/shared-contracts/core/api/doctor-commission';
import {
  commissionOn,
  DOCTOR_PRACTICE_PATHS,
  DoctorOverview,
  PracticePatientAnswer,
  ReferralTablePage,
} from '@labshop/shared-contracts/core/api/doctor-referral-table';
import { ORDER_REFUND_PATHS } from '@labshop/shared-contracts/core/api/order-refunds';
import { DoctorReferral, DoctorReferralList, REFERRAL_PATHS } from '@labshop/shared-contracts/core/api/referrals';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { adminHeaders, orderedReferral, sandboxCallback } from '../doctor-commission/testing/paid-referral';
import { callAs } from './testing/referral-factories';

describe("a referral's salary and the referral table's commission, by the commission ledger", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const read = async (doctorId: string, path: string) => {
    const response = await callAs(testApp, doctorId, 'GET', `/api/${path}`);
    expect(response.statusCode).toBe(200);
    return response.json() as unknown;
  };

  /** What the doctor reads of one referral: its salary in the list and the edit form, its commission in the table. */
  async function whatTheDoctorReads(doctorId: string, referralId: string, patientId: string) {
    const { referrals: list } = expectShape(await read(doctorId, REFERRAL_PATHS.doctorReferrals), DoctorReferralList);
    const one = expectShape(await read(doctorId, DOCTOR_PRACTICE_PATHS.referral(referralId)), DoctorReferral);
    const table = expectShape(await read(doctorId, DOCTOR_PRACTICE_PATHS.referralTable), ReferralTablePage);
    const overview = expectShape(await read(doctorId, DOCTOR_PRACTICE_PATHS.overview), DoctorOverview);
    const patient = expectShape(await read(doctorId, DOCTOR_PRACTICE_PATHS.patient(patientId)), PracticePatientAnswer);
    return {
      listSalary: list.find((referral) => referral.id === referralId)?.salaryMinor,
      salary: one.salaryMinor,
      tableCommission: table.rows.find((row) => row.id === referralId)?.commissionMinor,
      overviewCommission: overview.latest.find((row) => row.id === referralId)?.commissionMinor,
      patientCommission: patient.referrals.find((row) => row.id === referralId)?.commissionMinor,
    };
  }

  it('has no salary before payment; once paid, every view says what the ledger says, and a refund takes it back', async () => {
    // A discount code lowers what the patient pays, so the ledger's commission is below the referral's own estimate.
    const ordered = await orderedReferral(testApp, { commission: '10/5', discountCode: 'FIVER' });
    const { doctor, patient, referral } = ordered;
    const estimate = commissionOn(referral.costMinor, referral.discountMinor, referral.commissionPercent);

    expect(await whatTheDoctorReads(doctor.id, referral.id, patient.id)).toEqual({
      listSalary: null,
      salary: null,
      tableCommission: estimate,
      overviewCommission: estimate,
      patientCommission: estimate,
    });

    await sandboxCallback(testApp, ordered.pay);
    const ledger = expectShape(await read(doctor.id, DOCTOR_COMMISSION_PATHS.ledger), CommissionLedger);
    const line = ledger.lines.find((entry) => entry.referralId === referral.id);
    const earned = line?.amountMinor ?? -1;
    expect(earned).toBeGreaterThan(0);
    expect(earned).toBeLessThan(estimate);
    expect(await whatTheDoctorReads(doctor.id, referral.id, patient.id)).toEqual({
      listSalary: earned,
      salary: earned,
      tableCommission: earned,
      overviewCommission: earned,
      patientCommission: earned,
    });

    const refund = await testApp.app.inject({
      method: 'POST',
      url: `/api/${ORDER_REFUND_PATHS.refund(ordered.order.id)}`,
      headers: await adminHeaders(testApp),
    });
    expect(refund.statusCode).toBe(200);
    const after = expectShape(await read(doctor.id, DOCTOR_COMMISSION_PATHS.ledger), CommissionLedger);
    expect(after.totals.netMinor).toBe(0);
    expect(await whatTheDoctorReads(doctor.id, referral.id, patient.id)).toEqual({
      listSalary: 0,
      salary: 0,
      tableCommission: 0,
      overviewCommission: 0,
      patientCommission: 0,
    });
  });
});
