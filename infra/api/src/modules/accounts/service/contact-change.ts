import type { ContactChangeAnswer, Profile } from '@labshop/shared-contracts/core/api/accounts';
import { giveBack, takeAttempts } from '../../../platform/attempt-store';
import { UNAUTHORIZED_MESSAGE } from '../../../platform/authentication';
import { HttpError, TooManyAttemptsError, ValidationError } from '../../../platform/errors';
import type { Principal } from '../../../platform/principal';
import { newSmsCode, sameHash, sha256 } from '../../../platform/secrets';
import { SMS_LIMIT } from '../attempt-limits';
import {
  CONTACT_CHANGE_LIMIT,
  CONTACT_CHANGE_MESSAGES,
  CONTACT_KINDS,
  type ContactKind,
} from '../contact-change-rules';
import { SMS_CODE_RULES, SMS_MESSAGES } from '../sms-codes';
import { updateAccount } from '../store/accounts';
import { audit } from '../store/audit-log';
import {
  changeCodeSentSince,
  claimChangeCodeAttempt,
  deleteContactChange,
  storeContactChange,
} from '../store/contact-changes';
import { ownAccount } from './current-user';
import type { AccountsDeps, Caller } from './deps';
import { profileOf } from './profile';
import { takenValues, valueKeys } from './taken-values';

/** The code is bound to the account, the kind and the new value, so it confirms nothing else. */
const codeHash = (accountId: string, kind: ContactKind, value: string, code: string) =>
  sha256(`${accountId}:${kind}:${value}:${code}`);

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === UNIQUE_VIOLATION;
}

/**
 * The security page: changing the e-mail address or phone number. A code goes to the new value and the
 * account keeps the old one until that code comes back; a value another account uses is refused both times.
 */
export function createContactChangeService(deps: AccountsDeps) {
  const { db, clock } = deps;

  return {
    async request(principal: Principal, kind: ContactKind, raw: string, caller: Caller): Promise<ContactChangeAnswer> {
      const rules = CONTACT_KINDS[kind];
      const account = await ownAccount(deps, principal);
      const accountId = account.id;
      const problem = rules.validate(raw);
      if (problem !== null) throw new ValidationError({ [kind]: [problem] });
      const value = rules.normalise(raw);
      if (value === account[kind]) throw new ValidationError({ [kind]: [rules.same] });
      const now = clock();
      const resendFrom = new Date(now.getTime() - SMS_CODE_RULES.resendAfterMs);
      if (await changeCodeSentSince(db, principal, kind, resendFrom)) {
        throw new TooManyAttemptsError(SMS_MESSAGES.resendTooSoon);
      }

      // Counted before anyone learns whether the value is taken: per account, per address and per value.
      const limitKeys = [`account:${accountId}`, `address:${caller.address}`, ...valueKeys({ [kind]: value })];
      await takeAttempts(db, CONTACT_CHANGE_LIMIT, limitKeys, now);
      const taken = await takenValues(deps, { [kind]: value }, 'contact-change', accountId);
      if (Object.keys(taken).length > 0) throw new ValidationError(taken);

      const code = newSmsCode();
      const columns = {
        value,
        codeHash: codeHash(accountId, kind, value, code),
        codeSentAt: now,
        codeExpiresAt: new Date(now.getTime() + SMS_CODE_RULES.lifetimeMs),
        attempts: 0,
      };
      // A new request replaces the one waiting, so only the latest code works; a code under a minute old is kept.
      // The code is queued in the same transaction, so it leaves only with the request it belongs to.
      await db.transaction(async (tx) => {
        if (!(await storeContactChange(tx, principal, kind, columns, resendFrom))) {
          throw new TooManyAttemptsError(SMS_MESSAGES.resendTooSoon);
        }
        await rules.queueCode(deps.outbox, tx, value, code, columns.codeExpiresAt);
      });
      await audit(db, `${kind}_change_requested`, { accountId, address: caller.ip });
      return { message: rules.codeSent, sentTo: value };
    },

    async confirm(principal: Principal, kind: ContactKind, code: string, caller: Caller): Promise<Profile> {
      if (principal.kind !== 'account') throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      const { accountId } = principal;
      const now = clock();
      const addressAttempts = await takeAttempts(db, SMS_LIMIT, [`address:${caller.address}`], now);
      // One try of the code, counted in the statement that reads it.
      const waiting = await claimChangeCodeAttempt(db, principal, kind, SMS_CODE_RULES.maxAttempts);
      if (waiting === 'none' || waiting === 'spent') {
        // No code was compared: the address has not guessed anything.
        await giveBack(db, addressAttempts);
        if (waiting === 'none') throw new ValidationError({ code: [CONTACT_CHANGE_MESSAGES.nothingWaiting] });
        throw new TooManyAttemptsError(SMS_MESSAGES.tooManyAttempts);
      }
      const right =
        sameHash(codeHash(accountId, kind, waiting.value, code.trim()), waiting.codeHash) &&
        now < waiting.codeExpiresAt;
      if (!right) throw new ValidationError({ code: [SMS_MESSAGES.invalid] }, SMS_MESSAGES.invalid);
      await giveBack(db, addressAttempts);

      try {
        const account = await db.transaction(async (tx) => {
          // Deleted in the same transaction that uses it, so a code works once.
          if (!(await deleteContactChange(tx, principal, waiting))) {
            throw new ValidationError({ code: [SMS_MESSAGES.invalid] }, SMS_MESSAGES.invalid);
          }
          return updateAccount(tx, principal, accountId, { [kind]: waiting.value });
        });
        if (!account) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
        await audit(db, `${kind}_changed`, { accountId, address: caller.ip });
        return profileOf(account);
      } catch (error) {
        // Someone registered with the value while the code was on its way.
        if (isUniqueViolation(error)) throw new ValidationError({ [kind]: [CONTACT_KINDS[kind].taken] });
        throw error;
      }
    },
  };
}
