import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { facilities, orderLines, orderPatients, orders, packageItems, tests } from '../../../db/schema';
import { createTestAccount } from '../../../testing/account-factories';
import { createTestCatalogueItem, createTestCategory } from '../../../testing/factories';

export interface TestPatient {
  firstName?: string;
  lastName?: string;
  pesel?: string | null;
  birthDate?: string;
  sex?: 'm' | 'f';
}

/** A catalogue test with a LOINC code, as labs are sent it. */
export async function createLoincTest(db: Database, loinc: string, name: string) {
  const category = await createTestCategory(db);
  const item = await createTestCatalogueItem(db, {
    categoryId: category.id,
    name,
    prices: [{ daysAgo: 1, priceMinor: 1000 }],
  });
  await db.update(tests).set({ loincCode: loinc }).where(eq(tests.id, item.id));
  return { ...item, loincCode: loinc };
}

/** A new account whose holder has a paid order for one glucose test: the simplest result to deliver. */
export async function paidGlucoseOrderOfNewAccount(db: Database) {
  const account = await createTestAccount(db);
  const test = await createLoincTest(db, '2345-7', 'Glucose');
  const { orderNumber } = await createTestOrder(db, {
    accountId: account.id,
    patients: [{ patient: {}, testIds: [test.id] }],
  });
  return { account, orderNumber };
}

/** A package holding the given tests. */
export async function createTestPackage(db: Database, testIds: string[]) {
  const category = await createTestCategory(db);
  const item = await createTestCatalogueItem(db, {
    categoryId: category.id,
    prices: [{ daysAgo: 1, priceMinor: 3000 }],
  });
  await db.update(tests).set({ kind: 'package' }).where(eq(tests.id, item.id));
  await db.insert(packageItems).values(testIds.map((testId) => ({ packageId: item.id, testId })));
  return item;
}

/**
 * When test orders are placed unless a test says otherwise: before every sample the tests deliver, as a lab's
 * sample always follows its order.
 */
export const TEST_ORDER_PLACED_AT = new Date('2026-02-01T09:00:00Z');

/**
 * An order placed and paid (or in another status) for patients, each with the tests given, written straight to
 * the tables as checkout leaves them. Answers the order number as the shop prints it ('LS-000042').
 */
export async function createTestOrder(
  db: Database,
  options: {
    accountId?: string | null;
    status?: 'paid' | 'pending_payment';
    /** Adds the paid results analysis (RESULTS_ANALYZE) to the order. */
    withResultsAnalysis?: boolean;
    /** When the order was placed; TEST_ORDER_PLACED_AT unless given. */
    placedAt?: Date;
    patients: Array<{ patient: TestPatient; testIds: string[] }>;
  },
) {
  const [facility] = await db.select({ id: facilities.id }).from(facilities).limit(1);
  if (!facility) throw new Error('The database has no collection point');
  const [order] = await db
    .insert(orders)
    .values({
      idempotencyKey: randomBytes(8).toString('hex'),
      requestHash: 'test',
      accountId: options.accountId ?? null,
      accessTokenHash: randomBytes(16).toString('hex'),
      status: options.status ?? 'paid',
      paymentMethod: 'online',
      email: 'patient@example.com',
      facilityId: facility.id,
      subtotalMinor: 0,
      savingsMinor: 0,
      totalMinor: 0,
      currency: 'GBP',
      consentsAcceptedAt: options.placedAt ?? TEST_ORDER_PLACED_AT,
      createdAt: options.placedAt ?? TEST_ORDER_PLACED_AT,
    })
    .returning();
  if (!order) throw new Error('The order was not created');
  let position = 0;
  const patientIds: string[] = [];
  for (const [index, { patient, testIds }] of options.patients.entries()) {
    const [row] = await db
      .insert(orderPatients)
      .values({
        orderId: order.id,
        cartPatientId: `patient-${index}`,
        position: index,
        firstName: patient.firstName ?? 'Anna',
        lastName: patient.lastName ?? 'Kowalska',
        pesel: patient.pesel ?? null,
        birthDate: patient.birthDate ?? '1985-04-10',
        sex: patient.sex ?? 'f',
      })
      .returning();
    if (!row) throw new Error('The order patient was not created');
    patientIds.push(row.id);
    for (const testId of testIds) {
      position += 1;
      await db.insert(orderLines).values({
        orderId: order.id,
        position,
        kind: 'item',
        label: 'Test',
        amountMinor: 0,
        testId,
        orderPatientId: row.id,
      });
    }
  }
  if (options.withResultsAnalysis) {
    await db.insert(orderLines).values({
      orderId: order.id,
      position: position + 1,
      kind: 'results-analysis',
      label: 'Analysis',
      amountMinor: 0,
    });
  }
  return { order, orderNumber: `LS-${String(order.number).padStart(6, '0')}`, patientIds };
}
