import { literal, object, optional, string, type Infer } from 'superstruct';

/**
 * POST /api/newsletter: 201 for a new address; 422 for one already subscribed (spec §5 'newsletter not already
 * subscribed': `NEWSLETTER_FAILURE` as the message and `NEWSLETTER_ALREADY_SUBSCRIBED` on `email`), as for an invalid one;
 * 429.
 */
export const NewsletterRequest = object({
  email: string(),
  /** A solved challenge of GET /api/captcha; checked (and used up) before anything else. */
  captcha: optional(string()),
});
export type NewsletterRequest = Infer<typeof NewsletterRequest>;

export const NewsletterAnswer = object({ subscribed: literal(true), message: string() });
export type NewsletterAnswer = Infer<typeof NewsletterAnswer>;

export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'You are subscribed to the newsletter.';

/** Spec §8, word for word: what the newsletter form says when a sign-up does not go through. */
export const NEWSLETTER_FAILURE = 'There is a problem with subscribing to the newsletter';

/** Spec §5 Email 'newsletter not already subscribed', said under the e-mail field. */
export const NEWSLETTER_ALREADY_SUBSCRIBED = 'This email address is already subscribed to the newsletter.';
