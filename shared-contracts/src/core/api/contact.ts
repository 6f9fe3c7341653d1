import { array, boolean, enums, nullable, object, optional, string, type Infer } from 'superstruct';

/** What a contact message is about: a question, or a complaint (answered within 10 working days, spec §9). */
export const CONTACT_KINDS = ['question', 'complaint'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** Spec §9: 'Complaints are processed within 10 working days.' */
export const COMPLAINT_WORKING_DAYS = 10;

/**
 * POST /api/contact: a message from the contact page (spec §3 Contact form). The field rules are
 * `contactMessageErrors`; 422 by field when one fails, the captcha included ('The confirmation must be valid.').
 * 201 once stored and mailed, with its reference.
 */
export const ContactRequest = object({
  kind: enums(CONTACT_KINDS),
  name: string(),
  email: string(),
  phone: string(),
  company: optional(nullable(string())),
  message: string(),
  sharingConsent: boolean(),
  privacyConsent: boolean(),
  /** A solved challenge of GET /api/captcha; checked before anything else. */
  captcha: optional(string()),
});
export type ContactRequest = Infer<typeof ContactRequest>;

/** The answer to a stored message: its reference (e.g. C-2026-000042) and what happens next, in words. */
export const ContactAnswer = object({ reference: string(), kind: enums(CONTACT_KINDS), message: string() });
export type ContactAnswer = Infer<typeof ContactAnswer>;

/** Where a message stands in the back-office. */
export const CONTACT_STATUSES = ['new', 'answered'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Paths of the back-office's messages, relative to the API base; admin only (401, 403 as the module does). */
export const ADMIN_CONTACT_PATHS = {
  /** GET: every message, newest first: `AdminContactMessageList`. */
  messages: 'admin/contact-messages',
  /** GET: one message with its answer: `AdminContactMessage`. */
  message: (id: string) => `admin/contact-messages/${encodeURIComponent(id)}`,
  /** POST `AnswerContactMessage`: mails the answer to the sender; answers the `AdminContactMessage`. */
  answer: (id: string) => `admin/contact-messages/${encodeURIComponent(id)}/answer`,
} as const;

export const AdminContactMessageSummary = object({
  id: string(),
  reference: string(),
  kind: enums(CONTACT_KINDS),
  status: enums(CONTACT_STATUSES),
  name: string(),
  email: string(),
  /** The first words of the message. */
  excerpt: string(),
  /** ISO timestamps. */
  receivedAt: string(),
  answeredAt: nullable(string()),
});
export type AdminContactMessageSummary = Infer<typeof AdminContactMessageSummary>;

export const AdminContactMessageList = object({ messages: array(AdminContactMessageSummary) });
export type AdminContactMessageList = Infer<typeof AdminContactMessageList>;

export const AdminContactMessage = object({
  id: string(),
  reference: string(),
  kind: enums(CONTACT_KINDS),
  status: enums(CONTACT_STATUSES),
  name: string(),
  email: string(),
  phone: string(),
  company: nullable(string()),
  message: string(),
  sharingConsent: boolean(),
  receivedAt: string(),
  answer: nullable(string()),
  answeredAt: nullable(string()),
});
export type AdminContactMessage = Infer<typeof AdminContactMessage>;

/** The reply an administrator writes: 3-1000 characters, as a message. */
export const AnswerContactMessage = object({ answer: string() });
export type AnswerContactMessage = Infer<typeof AnswerContactMessage>;
