import { requireMinorUnits } from './minor-units';
import { chargedQuantity } from './patients';
import type { PricedVisitService } from './types';

export interface VisitServiceCharge {
  visitServiceId: string;
  unitPriceMinor: number;
  quantity: number;
  amountMinor: number;
}

/** A visit service's price times its number of patients (once while it has none yet). */
export function visitServiceCharge(visitService: PricedVisitService): VisitServiceCharge {
  const unitPriceMinor = requireMinorUnits(visitService.price, 'A visit service price');
  const quantity = chargedQuantity(visitService);
  return { visitServiceId: visitService.id, unitPriceMinor, quantity, amountMinor: unitPriceMinor * quantity };
}
