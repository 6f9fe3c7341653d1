import { array, enums, literal, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { TestSummary } from './catalogue';
import { ChosenLocation } from './location-prices';
import { SitePicture } from './site-images';

/** The employers' offer has a page of its own, with a contact form, at this slug (/offer/{slug}). */
export const WORKFORCE_OFFER_SLUG = 'invest-in-the-health-of-your-workforce-today';

/** What the workforce contact form says when the message does not get through; word for word. */
export const MESSAGE_SEND_FAILURE = 'An error occurred. The message could not be sent.';

export const OFFER_AUDIENCES = ['patients', 'employers'] as const;

/** A group of offers (/offers/{slug}). */
export const OfferGroup = object({ slug: string(), name: string() });
export type OfferGroup = Infer<typeof OfferGroup>;

/** One offer as the list shows it. endsAt is an ISO timestamp, null when the offer runs until withdrawn. */
export const OfferSummary = object({
  slug: string(),
  title: string(),
  summary: string(),
  category: OfferGroup,
  audience: enums(OFFER_AUDIENCES),
  endsAt: nullable(string()),
  /** The picture an administrator chose for the offer, shown through the image proxy; null when none. */
  picture: nullable(SitePicture),
});
export type OfferSummary = Infer<typeof OfferSummary>;

/** GET /api/offers?category= : the offers running now, of one category when named (404 for an unknown one). */
export const OffersQuery = object({ category: optional(string()) });
export type OffersQuery = Infer<typeof OffersQuery>;

export const OffersAnswer = object({
  categories: array(OfferGroup),
  category: nullable(OfferGroup),
  offers: array(OfferSummary),
});
export type OffersAnswer = Infer<typeof OffersAnswer>;

/** GET /api/offers/{slug}?city_uuid=|facility_id= : one running offer with its items priced at the location. */
export const OfferDetail = object({
  slug: string(),
  title: string(),
  summary: string(),
  description: string(),
  category: OfferGroup,
  audience: enums(OFFER_AUDIENCES),
  endsAt: nullable(string()),
  picture: nullable(SitePicture),
  items: array(TestSummary),
  currency: size(string(), 3, 3),
  location: nullable(ChosenLocation),
});
export type OfferDetail = Infer<typeof OfferDetail>;

/**
 * POST /api/offers/workforce-enquiries: an employer's message from the workforce offer (the contact form's fields;
 * subject 3-255, message 3-1000, name 2-255, a valid e-mail; privacy consent required). 201 when stored.
 */
export const WorkforceEnquiryRequest = object({
  name: string(),
  email: string(),
  phone: optional(string()),
  companyName: string(),
  subject: string(),
  message: string(),
  privacyConsent: literal(true),
  /** A solved challenge of GET /api/captcha; checked (and used up) before anything else. */
  captcha: optional(string()),
});
export type WorkforceEnquiryRequest = Infer<typeof WorkforceEnquiryRequest>;

export const WorkforceEnquiryAnswer = object({ id: string(), message: string() });
export type WorkforceEnquiryAnswer = Infer<typeof WorkforceEnquiryAnswer>;

/** GET /api/discounts/{slug}?city_uuid=|facility_id= : a running discount campaign and its reduced items. */
export const DiscountCampaign = object({
  slug: string(),
  title: string(),
  description: string(),
  endsAt: nullable(string()),
  /** Each with its price now and the lowest price of the last 30 days. */
  items: array(TestSummary),
  currency: size(string(), 3, 3),
  location: nullable(ChosenLocation),
});
export type DiscountCampaign = Infer<typeof DiscountCampaign>;
