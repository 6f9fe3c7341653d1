import type { Database } from '../client';
import { issueDemoReferral, shareResultsWithDoctor } from './demo-accounts-doctor';
import { deliverDemoReports, ensureDemoLab, type DemoReport } from './demo-accounts-lab-reports';
import { placePaidDemoOrder, type DemoOrder, type DemoOrderPatient } from './demo-accounts-orders';
import { DEMO_FAMILY_MEMBER, DEMO_PATIENT, seedDemoPeople } from './demo-accounts-people';

export { DEMO_LOGINS, DEMO_PASSWORD } from './demo-accounts-people';

const ANNA: DemoOrderPatient = { cartId: 'p1', ...DEMO_PATIENT };
const PIOTR: DemoOrderPatient = { cartId: 'p2', ...DEMO_FAMILY_MEMBER };

/** Two check-ups about three months apart, so the results history has something to draw. */
const FIRST_ORDER: DemoOrder = {
  key: 'first-check-up',
  daysAgo: 100,
  email: DEMO_PATIENT.email,
  patients: [ANNA],
  tests: { p1: ['tsh', 'vitamin-d-25-oh', 'ferritin', 'glucose'] },
};
const SECOND_ORDER: DemoOrder = {
  key: 'second-check-up',
  daysAgo: 14,
  email: DEMO_PATIENT.email,
  patients: [ANNA, PIOTR],
  // Vitamin B12's sample has not reached the lab yet: the entry waits for it.
  tests: { p1: ['tsh', 'vitamin-d-25-oh', 'ferritin', 'glucose', 'vitamin-b12'], p2: ['vitamin-d-25-oh'] },
};

const tsh = (value: string): DemoReport => ({
  testCode: 'tsh',
  testName: 'Thyroid-stimulating hormone (TSH)',
  values: [{ loinc: '3016-3', name: 'TSH', value, unit: 'm[IU]/L', range: '0.4-4.0' }],
});
const vitaminD = (value: string): DemoReport => ({
  testCode: 'vitamin-d-25-oh',
  testName: 'Vitamin D 25-OH (total)',
  values: [{ loinc: '62292-8', name: 'Vitamin D (25-OH)', value, unit: 'ng/mL', range: '30-100' }],
});
const ferritin = (value: string): DemoReport => ({
  testCode: 'ferritin',
  testName: 'Ferritin',
  values: [{ loinc: '2276-4', name: 'Ferritin', value, unit: 'ng/mL', range: '15-150' }],
});
const glucose = (value: string): DemoReport => ({
  testCode: 'glucose',
  testName: 'Glucose',
  values: [{ loinc: '2345-7', name: 'Glucose', value, unit: 'mg/dL', range: '70-99' }],
});
const vitaminB12: DemoReport = {
  testCode: 'vitamin-b12',
  testName: 'Vitamin B12',
  values: [{ loinc: '2132-9', name: 'Vitamin B12', value: '412', unit: 'pg/mL', range: '200-900' }],
};

export interface DemoAccountsOptions {
  /** Order dates, results and the referral are laid out back from this moment. */
  now: Date;
}

/**
 * The demo accounts (DEMO_ACCOUNTS): a patient with a family member, two paid orders with results (one value
 * low, one test awaiting its sample), a verified doctor she shares her results with and who referred her for
 * more tests, and an admin with one lab report to review. Written through the modules' own code, after the demo
 * catalogue, and each part only when missing: a second run changes nothing.
 */
export async function seedDemoAccounts(db: Database, options: DemoAccountsOptions): Promise<void> {
  const { now } = options;
  const people = await seedDemoPeople(db);
  const first = await placePaidDemoOrder(db, people.patientId, FIRST_ORDER, now);
  const second = await placePaidDemoOrder(db, people.patientId, SECOND_ORDER, now);

  const lab = await ensureDemoLab(db);
  await deliverDemoReports(db, lab, {
    key: FIRST_ORDER.key,
    order: first,
    reports: [{ patient: ANNA, reports: [tsh('2.1'), vitaminD('34'), ferritin('48'), glucose('88')] }],
  });
  await deliverDemoReports(db, lab, {
    key: SECOND_ORDER.key,
    order: second,
    reports: [
      { patient: ANNA, reports: [tsh('2.6'), vitaminD('24'), ferritin('41'), glucose('92')] },
      { patient: PIOTR, reports: [vitaminD('38')] },
    ],
  });
  // The lab wrote the earlier order's number on the vitamin B12 report: it matches nothing and waits for an admin,
  // who can match it to the second order.
  await deliverDemoReports(db, lab, {
    key: 'vitamin-b12-wrong-number',
    order: second,
    echoedOrderNumber: first.number,
    reports: [{ patient: ANNA, reports: [vitaminB12] }],
  });

  await shareResultsWithDoctor(db, people.patientId, people.doctorId, now);
  await issueDemoReferral(db, people.doctorId, DEMO_PATIENT.pesel, people.patientId, now);
}
