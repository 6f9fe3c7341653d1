import type { DiscountCampaign, OfferDetail, OfferSummary } from '@labshop/shared-contracts/core';

let sequence = 0;

export function createOfferSummary(overrides: Partial<OfferSummary> = {}): OfferSummary {
  sequence += 1;
  return {
    slug: `offer-${sequence}`,
    title: `Offer ${sequence}`,
    summary: 'Tests for less.',
    category: { slug: 'seasonal', name: 'Seasonal offers' },
    audience: 'patients',
    endsAt: null,
    picture: null,
    ...overrides,
  };
}

export function createOfferDetail(overrides: Partial<OfferDetail> = {}): OfferDetail {
  const summary = createOfferSummary();
  return {
    ...summary,
    description: 'What the offer is about.',
    items: [],
    currency: 'GBP',
    location: null,
    ...overrides,
  };
}

export function createDiscountCampaign(overrides: Partial<DiscountCampaign> = {}): DiscountCampaign {
  sequence += 1;
  return {
    slug: `campaign-${sequence}`,
    title: `Campaign ${sequence}`,
    description: 'Reduced prices.',
    endsAt: null,
    items: [],
    currency: 'GBP',
    location: null,
    ...overrides,
  };
}
