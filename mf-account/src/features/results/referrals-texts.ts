/** What the referrals part of the results page says, in one place so tests and screens agree. */
export const REFERRALS_TEXTS = {
  heading: 'Referrals',
  loading: 'Loading your referrals…',
  empty: 'You have no referrals. When a doctor refers you for tests, the referral appears here.',
  addToCart: 'Add to cart',
  added: 'The tests of the referral were added to the cart.',
  unavailable: 'Not available at this location',
} as const;
