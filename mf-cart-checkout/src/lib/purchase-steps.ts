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

/** The steps in order, each in the state given. */
export function purchaseSteps(states: Readonly<Record<PurchaseStep, StepState>>): Step[] {
  return (Object.keys(PURCHASE_STEPS) as PurchaseStep[]).map((step) => ({
    label: PURCHASE_STEPS[step],
    state: states[step],
  }));
}
