import { and, eq, inArray } from 'drizzle-orm';
import type { DeliveredReport } from '@labshop/shared-contracts/core';
import type { Database } from '../../../db/client';
import { orderLines, orderPatients, orders, packageItems, tests } from '../../../db/schema';
import { identityFits, parseOrderNumber, UNMATCHED_REASONS } from '../ordered-test-identity';

export interface OrderedTestMatch {
  orderLineId: string;
  orderPatientId: string;
  accountId: string | null;
  testId: string;
  testName: string;
  patient: { sex: 'm' | 'f'; birthDate: string | null };
  /** When the order was placed: a sample cannot be older. */
  orderPlacedAt: Date;
}

export type MatchAnswer = { matched: true; match: OrderedTestMatch } | { matched: false; reason: string };

type Executor = Pick<Database, 'select'>;

/**
 * Finds the ordered test a report answers: the order by the number the lab echoes, then the order's test (or the
 * test inside an ordered package) by the code the shop sent (its LOINC code or catalogue slug), then the one
 * patient of those lines the message's identity fits. Anything less than exactly one is not matched.
 */
export async function matchOrderedTest(db: Executor, report: DeliveredReport): Promise<MatchAnswer> {
  const number = parseOrderNumber(report.orderNumber);
  if (number === null) return { matched: false, reason: UNMATCHED_REASONS.noOrder };
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order) return { matched: false, reason: UNMATCHED_REASONS.noOrder };
  if (order.status !== 'paid') return { matched: false, reason: UNMATCHED_REASONS.notPaid };

  const lines = await db
    .select({
      orderLineId: orderLines.id,
      orderPatientId: orderLines.orderPatientId,
      testId: tests.id,
      testName: tests.name,
      kind: tests.kind,
      slug: tests.slug,
      loinc: tests.loincCode,
    })
    .from(orderLines)
    .innerJoin(tests, eq(tests.id, orderLines.testId))
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.kind, 'item')));

  const code = report.testCode.trim().toLowerCase();
  const codeMatches = (test: { slug: string; loinc: string | null }) =>
    test.slug.toLowerCase() === code || test.loinc?.toLowerCase() === code;
  const candidates: Array<{ orderLineId: string; orderPatientId: string | null; testId: string; testName: string }> =
    lines.filter(codeMatches);
  const packageLines = lines.filter((line) => line.kind !== 'test' && !codeMatches(line));
  if (packageLines.length > 0) {
    const contents = await db
      .select({
        packageId: packageItems.packageId,
        testId: tests.id,
        testName: tests.name,
        slug: tests.slug,
        loinc: tests.loincCode,
      })
      .from(packageItems)
      .innerJoin(tests, eq(tests.id, packageItems.testId))
      .where(
        inArray(
          packageItems.packageId,
          packageLines.map((line) => line.testId),
        ),
      );
    for (const line of packageLines) {
      for (const item of contents.filter((each) => each.packageId === line.testId && codeMatches(each))) {
        candidates.push({ ...line, testId: item.testId, testName: item.testName });
      }
    }
  }
  if (candidates.length === 0) return { matched: false, reason: UNMATCHED_REASONS.noTest };

  const patientIds = [...new Set(candidates.map((each) => each.orderPatientId).filter((id) => id !== null))];
  const patients =
    patientIds.length === 0 ? [] : await db.select().from(orderPatients).where(inArray(orderPatients.id, patientIds));
  const fitting = candidates.flatMap((candidate) => {
    const patient = patients.find((each) => each.id === candidate.orderPatientId);
    return patient !== undefined && identityFits(report.patient, patient) ? [{ candidate, patient }] : [];
  });
  if (fitting.length === 0) return { matched: false, reason: UNMATCHED_REASONS.noPatient };
  const [only, ...more] = fitting;
  if (only === undefined || more.length > 0) return { matched: false, reason: UNMATCHED_REASONS.ambiguous };
  return {
    matched: true,
    match: {
      orderLineId: only.candidate.orderLineId,
      orderPatientId: only.patient.id,
      accountId: order.accountId,
      testId: only.candidate.testId,
      testName: only.candidate.testName,
      patient: { sex: only.patient.sex, birthDate: only.patient.birthDate },
      orderPlacedAt: order.createdAt,
    },
  };
}
