import { resultsAnalysisService } from './customer-services';
import { discountCodeReduction } from './discount-code';
import { doctorDiscountForCart, type DoctorDiscount } from './doctor-discount';
import { isMinorUnits, requireMinorUnits } from './minor-units';
import { nursingFee } from './nursing-fees';
import {
  nextOwnPackageCartHint,
  ownPackageDiscountForCart,
  type OwnPackageCartDiscount,
  type OwnPackageCartHint,
} from './own-package-discount';
import { isPriced, patientKeysOf, type PatientKey } from './patients';
import type { PriceQuoteInput, PricedCartItem, QuoteLine } from './types';
import { visitServiceCharge } from './visit-services';

export const QUOTE_LABELS = {
  visitService: 'Visit',
  nursingFee: 'Nursing service',
  mobileNursingFee: 'Mobile nursing service',
  resultsAnalysis: 'Results analysis',
  ownPackageDiscount: (percent: number) => `Own package discount (${percent}%)`,
  doctorDiscount: (percent: number) => `Doctor discount (${percent}%)`,
  discountCode: (code: string | undefined) => (code ? `Discount code ${code}` : 'Discount code'),
} as const;

export interface PriceQuote {
  /** Charges first (items per patient, visit services, fees), then discounts; they add up to the total. */
  lines: QuoteLine[];
  /** The sum of the charges. */
  subtotalMinor: number;
  /** The sum of the discounts, as a positive amount. */
  savingsMinor: number;
  /** subtotal − savings, never below zero. */
  totalMinor: number;
  ownPackageDiscount: OwnPackageCartDiscount;
  doctorDiscount: DoctorDiscount;
  nextDiscountHint: OwnPackageCartHint | null;
}

/**
 * What a cart costs, line by line: the one function the cart shows and the API charges. Items the location does
 * not offer are left out. Every amount is whole minor units, so the total is exact to 2 decimals.
 */
export function quoteCart(input: PriceQuoteInput): PriceQuote {
  const items = input.items.filter(isPriced);
  const charges = [...itemLines(items), ...visitServiceLines(input), ...feeLines(input)];
  const subtotalMinor = sumOf(charges);

  const ownPackageDiscount = ownPackageDiscountForCart(items);
  const doctorDiscount = doctorDiscountForCart(items, input.doctorDiscountPercent);
  const discounts = [...ownPackageLines(ownPackageDiscount), ...doctorLines(doctorDiscount)];
  const codeReduction = discountCodeReduction(subtotalMinor + sumOf(discounts), input.discountCodeMinor);
  if (codeReduction > 0) {
    discounts.push({
      kind: 'discount-code',
      label: QUOTE_LABELS.discountCode(input.discountCode),
      amountMinor: -codeReduction,
    });
  }

  // Counted up from the discounts rather than negated, so no savings is 0 and never -0.
  const savingsMinor = discounts.reduce((sum, line) => sum - line.amountMinor, 0);
  return {
    lines: [...charges, ...discounts],
    subtotalMinor,
    savingsMinor,
    totalMinor: subtotalMinor - savingsMinor,
    ownPackageDiscount,
    doctorDiscount,
    nextDiscountHint: nextOwnPackageCartHint(ownPackageDiscount),
  };
}

/** One line per item and patient: the bulk of a quote's lines, so built in plain loops (the quote is priced often). */
function itemLines(items: readonly PricedCartItem[]): QuoteLine[] {
  const lines: QuoteLine[] = [];
  for (const item of items) {
    // The message names the item, so it is only written when the price is wrong.
    const amountMinor = isMinorUnits(item.price)
      ? item.price
      : requireMinorUnits(item.price, `The price of ${item.name}`);
    for (const patientId of patientKeysOf(item)) {
      const line: QuoteLine = { kind: 'item', label: item.name, amountMinor, itemId: item.id };
      if (patientId !== null) line.patientId = patientId;
      lines.push(line);
    }
  }
  return lines;
}

function visitServiceLines(input: PriceQuoteInput): QuoteLine[] {
  return input.visitServices.map((visitService) => {
    const charge = visitServiceCharge(visitService);
    return {
      kind: 'visit-service',
      label: visitService.name ?? QUOTE_LABELS.visitService,
      amountMinor: charge.amountMinor,
      itemId: visitService.id,
      quantity: charge.quantity,
      unitPriceMinor: charge.unitPriceMinor,
    };
  });
}

/**
 * Fees belong to an order with something in it; an empty cart costs nothing, unless it buys the analysis of
 * earlier results, which is then its only charge.
 */
function feeLines(input: PriceQuoteInput): QuoteLine[] {
  const hasItems = input.items.some(isPriced);
  if (!hasItems && input.analysisOfEarlierResults !== true) return [];
  const lines: QuoteLine[] = [];
  const nursing = hasItems ? nursingFee(input.items, input.locationKind, input.nursingServices) : null;
  if (nursing) {
    lines.push({
      kind: nursing.kind,
      label: nursing.kind === 'nursing-fee' ? QUOTE_LABELS.nursingFee : QUOTE_LABELS.mobileNursingFee,
      amountMinor: nursing.amountMinor,
      quantity: nursing.quantity,
      unitPriceMinor: nursing.unitPriceMinor,
    });
  }
  const resultsAnalysis = resultsAnalysisService(input.customerServices);
  if (resultsAnalysis) {
    lines.push({
      kind: 'results-analysis',
      label: resultsAnalysis.name ?? QUOTE_LABELS.resultsAnalysis,
      amountMinor: requireMinorUnits(resultsAnalysis.price, 'The results analysis price'),
    });
  }
  return lines;
}

function ownPackageLines(discount: OwnPackageCartDiscount): QuoteLine[] {
  return discount.perPatient
    .filter((patient) => patient.discountMinor > 0)
    .map((patient) => ({
      kind: 'own-package-discount',
      label: QUOTE_LABELS.ownPackageDiscount(patient.percent),
      amountMinor: -patient.discountMinor,
      ...forPatient(patient.patientId),
    }));
}

function doctorLines(discount: DoctorDiscount): QuoteLine[] {
  if (discount.savingsMinor === 0) return [];
  return [
    {
      kind: 'doctor-discount',
      label: QUOTE_LABELS.doctorDiscount(discount.percent),
      amountMinor: -discount.savingsMinor,
    },
  ];
}

function forPatient(patientId: PatientKey): { patientId?: string } {
  return patientId === null ? {} : { patientId };
}

function sumOf(lines: readonly QuoteLine[]): number {
  return lines.reduce((sum, line) => sum + line.amountMinor, 0);
}
