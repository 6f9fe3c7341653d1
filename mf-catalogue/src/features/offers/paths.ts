export const OFFERS_PATH = '/offers';

export const offersPath = (categorySlug?: string) =>
  categorySlug ? `${OFFERS_PATH}/${encodeURIComponent(categorySlug)}` : OFFERS_PATH;

/** The workforce offer's own route is /offer/{its slug} too, so one address fits every offer. */
export const offerPath = (slug: string) => `/offer/${encodeURIComponent(slug)}`;
