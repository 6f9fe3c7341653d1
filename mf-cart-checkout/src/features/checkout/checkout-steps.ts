import type { StepState } from '@labshop/shared-contracts/web/ui';
import { purchaseSteps, type PurchaseStep } from '../../lib/purchase-steps';

/** The fields each section of checkout holds, as the form's errors name them. */
const SECTION_FIELDS = {
  samples: ['location', 'address'],
  patients: ['patients'],
} as const satisfies Partial<Record<PurchaseStep, readonly string[]>>;

type Section = keyof typeof SECTION_FIELDS;

/**
 * Where the buyer stands at checkout, read from the form's errors: the cart is behind them, a section whose fields
 * pass is done, and the first section that still needs something is the current step. Once both are done, or the
 * order is placed, payment is. Buying the analysis of earlier results (`analysisOnly`) has no sections before payment.
 */
export function checkoutSteps(
  errors: Readonly<Record<string, unknown>> | undefined,
  placed: boolean,
  analysisOnly = false,
) {
  const open = (section: Section) => !placed && SECTION_FIELDS[section].some((field) => errors?.[field] !== undefined);
  const current: PurchaseStep = open('samples') ? 'samples' : open('patients') ? 'patients' : 'payment';
  const stateOf = (section: Section): StepState =>
    section === current ? 'current' : open(section) ? 'upcoming' : 'done';
  return purchaseSteps(
    {
      cart: 'done',
      samples: stateOf('samples'),
      patients: stateOf('patients'),
      payment: current === 'payment' ? 'current' : 'upcoming',
    },
    analysisOnly,
  );
}
