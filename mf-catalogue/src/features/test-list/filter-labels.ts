import type { ListFilters } from './list-query';

/** How a sample type reads in the filters ('blood' → 'Blood'). */
export function sampleTypeLabel(sampleType: string): string {
  return sampleType.charAt(0).toUpperCase() + sampleType.slice(1);
}

export function withinDaysLabel(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** The currency's sign as the shop writes prices (£), for the price fields' labels. */
export function currencySign(currency: string): string {
  const parts = new Intl.NumberFormat('en-GB', { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** One chosen filter as a chip names it, and the filters left once it is removed. */
export interface ActiveFilter {
  key: string;
  label: string;
  without: ListFilters;
}

export function activeFilters(filters: ListFilters, currency: string): ActiveFilter[] {
  const sign = currencySign(currency);
  const chips: ActiveFilter[] = [];
  const { priceMin, priceMax } = filters;
  if (priceMin !== null || priceMax !== null) {
    const label =
      priceMin !== null && priceMax !== null
        ? `${sign}${priceMin} to ${sign}${priceMax}`
        : priceMin !== null
          ? `From ${sign}${priceMin}`
          : `Up to ${sign}${priceMax}`;
    chips.push({ key: 'price', label, without: { ...filters, priceMin: null, priceMax: null } });
  }
  for (const sampleType of filters.sampleTypes) {
    chips.push({
      key: `sample-${sampleType}`,
      label: `${sampleTypeLabel(sampleType)} sample`,
      without: { ...filters, sampleTypes: filters.sampleTypes.filter((type) => type !== sampleType) },
    });
  }
  if (filters.noFasting) {
    chips.push({ key: 'fasting', label: 'No fasting needed', without: { ...filters, noFasting: false } });
  }
  if (filters.turnaroundDays !== null) {
    chips.push({
      key: 'turnaround',
      label: `Results within ${withinDaysLabel(filters.turnaroundDays)}`,
      without: { ...filters, turnaroundDays: null },
    });
  }
  return chips;
}
