import type { DeliveredReport } from '@labshop/shared-contracts/core';
import type { DeliverySources, OrderedPerson } from '../delivery-sources';
import { identityFits, parseOrderNumber, UNMATCHED_REASONS } from '../ordered-test-identity';
import type { Transaction } from './transaction';

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

interface Candidate {
  orderLineId: string;
  person: OrderedPerson | null;
  testId: string;
  testName: string;
}

/**
 * Finds the ordered test a report answers: the order by the number the lab echoes (as the orders service tells
 * it), then the order's test (or the test inside an ordered package) by the code the shop sent (its LOINC code or
 * catalogue slug, as the catalogue service tells them), then the one patient of those lines the message's identity
 * fits. Anything less than exactly one is not matched.
 */
export async function matchOrderedTest(
  tx: Transaction,
  sources: DeliverySources,
  report: DeliveredReport,
): Promise<MatchAnswer> {
  const number = parseOrderNumber(report.orderNumber);
  if (number === null) return { matched: false, reason: UNMATCHED_REASONS.noOrder };
  const order = await sources.paidOrderByNumber(tx, number);
  if (order.found === 'none') return { matched: false, reason: UNMATCHED_REASONS.noOrder };
  if (order.found === 'not-paid') return { matched: false, reason: UNMATCHED_REASONS.notPaid };

  const orderedTests = await sources.itemCodes(
    tx,
    order.items.map((item) => item.testId),
  );
  const lines = order.items.flatMap((item) => {
    const test = orderedTests.get(item.testId);
    return test === undefined
      ? []
      : [{ ...test, orderLineId: item.orderLineId, person: item.person, testId: test.id, testName: test.name }];
  });

  const code = report.testCode.trim().toLowerCase();
  const codeMatches = (test: { slug: string; loinc: string | null }) =>
    test.slug.toLowerCase() === code || test.loinc?.toLowerCase() === code;
  const candidates: Candidate[] = lines.filter(codeMatches);
  const packageLines = lines.filter((line) => line.kind !== 'test' && !codeMatches(line));
  if (packageLines.length > 0) {
    const contents = await sources.packageContents(
      tx,
      packageLines.map((line) => line.testId),
    );
    for (const line of packageLines) {
      for (const { test } of contents.filter((each) => each.packageId === line.testId && codeMatches(each.test))) {
        candidates.push({ ...line, testId: test.id, testName: test.name });
      }
    }
  }
  if (candidates.length === 0) return { matched: false, reason: UNMATCHED_REASONS.noTest };

  const fitting = candidates.flatMap((candidate) =>
    candidate.person !== null && identityFits(report.patient, candidate.person)
      ? [{ candidate, patient: candidate.person }]
      : [],
  );
  if (fitting.length === 0) return { matched: false, reason: UNMATCHED_REASONS.noPatient };
  const [only, ...more] = fitting;
  if (only === undefined || more.length > 0) return { matched: false, reason: UNMATCHED_REASONS.ambiguous };
  return {
    matched: true,
    match: {
      orderLineId: only.candidate.orderLineId,
      orderPatientId: only.patient.orderPatientId,
      accountId: order.accountId,
      testId: only.candidate.testId,
      testName: only.candidate.testName,
      patient: { sex: only.patient.sex, birthDate: only.patient.birthDate },
      orderPlacedAt: order.placedAt,
    },
  };
}
