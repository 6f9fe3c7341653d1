import type { DatabaseExecutor } from '../../db/client';
import type { MessageOutbox } from '../../platform/messages/message-outbox';
import {
  normaliseEmail,
  normalisePhone,
  validateEmail,
  validatePhone,
  type FieldError,
} from '@labshop/shared-contracts/core';
import type { AttemptLimit } from '../../platform/attempt-store';
import { TAKEN_MESSAGES } from './registration-rules';

export type ContactKind = 'email' | 'phone';

export const CONTACT_CHANGE_MESSAGES = {
  sameEmail: 'This is already your e-mail address.',
  samePhone: 'This is already your phone number.',
  emailCodeSent: 'We sent a code to the new e-mail address. Enter it to confirm the change.',
  phoneCodeSent: 'We sent a code to the new phone number. Enter it to confirm the change.',
  nothingWaiting: 'No change is waiting for a code. Start the change again.',
} as const;

/**
 * Each change sends a message to an address the caller chose and says whether that value is taken: limited per
 * account, per address and per value.
 */
export const CONTACT_CHANGE_LIMIT: AttemptLimit = {
  scope: 'contact-change',
  max: 5,
  windowMs: 60 * 60_000,
  message: 'Too many changes were started. Wait a while and try again.',
};

/** What differs between changing the e-mail address and the phone number; the flow is the same. */
export interface ContactKindRules {
  validate(value: string): FieldError;
  normalise(value: string): string;
  same: string;
  taken: string;
  codeSent: string;
  /** Queues the code to the NEW value (only its owner can confirm it), in the transaction that stores the change. */
  queueCode(outbox: MessageOutbox, tx: DatabaseExecutor, to: string, code: string, expiresAt: Date): Promise<boolean>;
}

export const CONTACT_KINDS: Readonly<Record<ContactKind, ContactKindRules>> = {
  email: {
    validate: validateEmail,
    normalise: normaliseEmail,
    same: CONTACT_CHANGE_MESSAGES.sameEmail,
    taken: TAKEN_MESSAGES.email,
    codeSent: CONTACT_CHANGE_MESSAGES.emailCodeSent,
    queueCode: (outbox, tx, to, code, expiresAt) =>
      outbox.queueMail(
        tx,
        {
          to,
          subject: 'Confirm your new Labshop e-mail address',
          text: `Your Labshop code is ${code}. Enter it within 10 minutes to use this e-mail address for your account.\nIf you did not ask for it, ignore this e-mail.`,
        },
        { kind: 'email-change-code', sendBefore: expiresAt },
      ),
  },
  phone: {
    validate: validatePhone,
    normalise: normalisePhone,
    same: CONTACT_CHANGE_MESSAGES.samePhone,
    taken: TAKEN_MESSAGES.phone,
    codeSent: CONTACT_CHANGE_MESSAGES.phoneCodeSent,
    queueCode: (outbox, tx, to, code, expiresAt) =>
      outbox.queueSms(
        tx,
        { to, text: `Your Labshop code is ${code}. It is valid for 10 minutes.` },
        { kind: 'phone-change-code', sendBefore: expiresAt },
      ),
  },
};
