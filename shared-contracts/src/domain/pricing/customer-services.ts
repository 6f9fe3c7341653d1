import type { PricedCustomerService } from './types';

/** Spec §3 Customer services: the code of the results-analysis service. */
export const RESULTS_ANALYSIS_CODE = 'RESULTS_ANALYZE';

/**
 * Spec §9: the results-analysis service is added when present among the cart's customer services. It is
 * charged once for the order, whatever the number of patients.
 */
export function resultsAnalysisService(
  customerServices: readonly PricedCustomerService[],
): PricedCustomerService | null {
  return customerServices.find((service) => service.code === RESULTS_ANALYSIS_CODE) ?? null;
}
