import { literal, object, optional, string, type Infer } from 'superstruct';

/** POST /api/newsletter: 201 for a new address, 200 for one already subscribed (nothing changes); 422, 429. */
export const NewsletterRequest = object({
  email: string(),
  /** A solved challenge of GET /api/captcha; checked (and used up) before anything else. */
  captcha: optional(string()),
});
export type NewsletterRequest = Infer<typeof NewsletterRequest>;

export const NewsletterAnswer = object({ subscribed: literal(true), message: string() });
export type NewsletterAnswer = Infer<typeof NewsletterAnswer>;

export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'You are subscribed to the newsletter.';
