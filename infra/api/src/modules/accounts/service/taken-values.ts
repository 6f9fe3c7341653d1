import { takeAttempt } from '../../../platform/attempt-store';
import type { FieldErrors } from '../../../platform/errors';
import { sha256 } from '../../../platform/secrets';
import { TAKEN_NOTICE_LIMIT } from '../attempt-limits';
import { TAKEN_MESSAGES, type IdentityField } from '../registration-rules';
import { holdersOf } from '../store/accounts';
import type { AccountsDeps } from './deps';

export type IdentityValues = Partial<Record<IdentityField, string>>;

const IDENTITY_FIELDS: readonly IdentityField[] = ['email', 'phone', 'pesel'];

const FIELD_WORDS: Record<IdentityField, string> = {
  email: 'e-mail address',
  phone: 'phone number',
  pesel: 'PESEL number',
};

/** Why someone gave the value: said in the owner's notice. */
export type TakenPurpose = 'registration' | 'contact-change';

const PURPOSE_WORDS: Record<TakenPurpose, string> = {
  registration: 'create a new Labshop account',
  'contact-change': 'add it to another Labshop account',
};

/**
 * Keys for limits per value. Hashed, so the counters hold no e-mail address, phone or PESEL, only what the
 * same value always gives.
 */
export function valueKeys(values: IdentityValues): string[] {
  return IDENTITY_FIELDS.flatMap((field) => {
    const value = values[field];
    return value === undefined ? [] : [`${field}:${sha256(value)}`];
  });
}

/**
 * The 'already taken' messages of the values other accounts use (one query), and those accounts, each told by
 * e-mail that someone tried to use their details. Callers count the check against their limits first.
 */
export async function takenValues(
  deps: AccountsDeps,
  values: IdentityValues,
  purpose: TakenPurpose,
  exceptAccountId: string | null = null,
): Promise<FieldErrors> {
  const fields = IDENTITY_FIELDS.filter((field) => values[field] !== undefined);
  const owners = await holdersOf(deps.db, values, exceptAccountId);

  const errors: FieldErrors = {};
  for (const owner of owners) {
    const ownFields = fields.filter((field) => owner[field] === values[field]);
    for (const field of ownFields) errors[field] = [TAKEN_MESSAGES[field]];
    await noticeOwner(deps, owner, ownFields, purpose);
  }
  return errors;
}

/**
 * The owner hears that their details were given, at most once an hour, so a notice cannot be used to flood
 * them either. The notice is queued and delivered by the job queue: the answer never waits for it.
 */
async function noticeOwner(
  deps: AccountsDeps,
  owner: { id: string; email: string },
  fields: IdentityField[],
  purpose: TakenPurpose,
): Promise<void> {
  if ((await takeAttempt(deps.db, TAKEN_NOTICE_LIMIT, owner.id, deps.clock())) === null) return;
  const what = fields.map((field) => `your ${FIELD_WORDS[field]}`).join(' and ');
  const notice = {
    to: owner.email,
    subject: 'Someone tried to use your details at Labshop',
    text:
      `Someone tried to ${PURPOSE_WORDS[purpose]} with ${what}. It was refused, and nobody was given access ` +
      'to your account.\nIf it was you, log in to your account instead, or reset your password if you have ' +
      'forgotten it. If it was not you, you do not need to do anything.',
  };
  await deps.db.transaction((tx) => deps.outbox.queueMail(tx, notice, { kind: 'taken-details-notice' }));
}
