import type { Step, StepState } from '@labshop/shared-contracts/web/ui';

/** The steps of buying, in the order the pages take them: the cart, then the three sections of checkout. */
export const PURCHASE_STEPS = {
  cart: 'Cart',
  samples: 'Sample collection',
  patients: 'Patient details',
  payment: 'Payment',
} as const;

export type PurchaseStep = keyof typeof PURCHASE_STEPS;

/** The accessible name of the list of steps. */
export const PURCHASE_STEPS_LABEL = 'Steps to your order';

/** The steps an analysis of earlier results is bought in: nobody gives a sample and no patient is chosen. */
const ANALYSIS_STEPS: readonly PurchaseStep[] = ['cart', 'payment'];

/**
 * The steps in order, each in the state given; for the analysis of earlier results (`analysisOnly`) only the cart
 * and payment, as the checkout asks nothing else for it.
 */
export function purchaseSteps(states: Readonly<Record<PurchaseStep, StepState>>, analysisOnly = false): Step[] {
  const steps = analysisOnly ? ANALYSIS_STEPS : (Object.keys(PURCHASE_STEPS) as PurchaseStep[]);
  return steps.map((step) => ({ label: PURCHASE_STEPS[step], state: states[step] }));
}
