import type { PricedCustomerService } from './types';

/** The code of the results-analysis customer service. */
export const RESULTS_ANALYSIS_CODE = 'RESULTS_ANALYZE';

/**
 * The results-analysis service is added when present among the cart's customer services. It is
 * charged once for the order, whatever the number of patients.
 */
export function resultsAnalysisService(
  customerServices: readonly PricedCustomerService[],
): PricedCustomerService | null {
  return customerServices.find((service) => service.code === RESULTS_ANALYSIS_CODE) ?? null;
}
