import { RESULTS_PATHS, ResultsOverview, type ResultsEntry, type ResultsPatient } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';

export interface OrderedTest {
  patient: ResultsPatient;
  entry: ResultsEntry;
}

/**
 * The ordered tests of the account's paid orders as the results pages know them (awaiting the sample, in the lab or
 * ready), grouped by order number; while they load or if they cannot be read, an order simply shows none.
 */
export function useOrderResults(): { byOrder: Map<string, OrderedTest[]>; status: 'loading' | 'error' | 'success' } {
  const query = useApiQuery(RESULTS_PATHS.overview, { answer: ResultsOverview });
  const byOrder = new Map<string, OrderedTest[]>();
  for (const group of query.data?.patients ?? []) {
    for (const entry of group.entries) {
      const tests = byOrder.get(entry.orderNumber) ?? [];
      tests.push({ patient: group.patient, entry });
      byOrder.set(entry.orderNumber, tests);
    }
  }
  return { byOrder, status: query.status };
}

/** Whether any result of the order has arrived. */
export const hasResult = (tests: readonly OrderedTest[] | undefined) =>
  (tests ?? []).some((test) => test.entry.resultId !== null);
