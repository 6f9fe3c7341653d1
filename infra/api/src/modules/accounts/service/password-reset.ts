import { normaliseEmail, validatePassword, validatePasswordConfirmation } from '@labshop/shared-contracts/core';
import type { MessageAnswer, NewPasswordRequest } from '@labshop/shared-contracts/core/api/accounts';
import { clearAttempts, giveBack, takeAttempts, type AttemptLimit } from '../../../platform/attempt-store';
import { ValidationError } from '../../../platform/errors';
import { hashPassword } from '../../../platform/passwords';
import { accountPrincipal } from '../../../platform/principal';
import { newToken, sha256 } from '../../../platform/secrets';
import { LOGIN_ACCOUNT_DELAY, RESET_LIMIT } from '../attempt-limits';
import { throwIfAny } from '../field-errors';
import { accountLoginKey } from '../login-admission';
import { findAccountByEmail, updateAccount } from '../store/accounts';
import { audit } from '../store/audit-log';
import { claimPasswordReset, insertPasswordReset, spendPasswordResetsOf } from '../store/password-resets';
import type { AccountsDeps, Caller } from './deps';

export const RESET_MESSAGES = {
  sent: 'If an account uses this address, a link to reset the password has been sent to it.',
  stillFresh: 'The link has been sent, wait a moment to receive a new link.',
  done: 'The password has been changed. You can log in now.',
  invalidToken: 'The link has expired or has already been used. Ask for a new link.',
} as const;

/** A link works for an hour, and once. */
const LINK_LIFETIME_MS = 60 * 60_000;

/**
 * While a sent link is fresh a new one is refused, with the product's text. Counted per address asked for,
 * whether or not an account uses it, so the answer never tells which addresses are registered.
 */
const FRESH_LINK: AttemptLimit = {
  scope: 'reset-fresh',
  max: 1,
  windowMs: 2 * 60_000,
  message: RESET_MESSAGES.stillFresh,
};

/** A forgotten password: a link by e-mail, which sets a new password once. */
export function createPasswordResetService(deps: AccountsDeps) {
  const { db, clock, outbox, sessions } = deps;

  return {
    async sendLink(rawEmail: string, caller: Caller): Promise<MessageAnswer> {
      const email = normaliseEmail(rawEmail);
      const now = clock();
      const addressAttempts = await takeAttempts(db, RESET_LIMIT, [`address:${caller.address}`], now);
      // Taken in one statement: of any number of requests at once for one address, one sends a link.
      await takeAttempts(db, FRESH_LINK, [`email:${sha256(email)}`], now).catch(async (error: unknown) => {
        await giveBack(db, addressAttempts);
        throw error;
      });

      const account = await findAccountByEmail(db, email);
      if (account && account.status === 'active') {
        const token = newToken();
        const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS);
        const link = `${deps.siteUrl}/password/reset/${encodeURIComponent(token)}`;
        await db.transaction(async (tx) => {
          await insertPasswordReset(tx, { accountId: account.id, tokenHash: sha256(token), createdAt: now, expiresAt });
          await outbox.queueMail(
            tx,
            {
              to: account.email,
              subject: 'Reset your Labshop password',
              text: `To set a new password, open this link within an hour: ${link}\nIf you did not ask for it, ignore this e-mail.`,
            },
            { kind: 'password-reset-link', sendBefore: expiresAt },
          );
        });
      }
      return { message: RESET_MESSAGES.sent };
    },

    /** The link's holder sets a new password: every session and every other link of the account ends. */
    async setNewPassword(token: string, change: NewPasswordRequest, caller: Caller): Promise<MessageAnswer> {
      throwIfAny({
        password: validatePassword(change.password),
        passwordConfirmation: validatePasswordConfirmation(change.password, change.passwordConfirmation),
      });
      const now = clock();
      const accountId = await claimPasswordReset(db, sha256(token), now);
      if (accountId === null) throw new ValidationError({ token: [RESET_MESSAGES.invalidToken] });

      // The link proves who holds it: from here on the caller acts as the account.
      const owner = accountPrincipal(accountId);
      await updateAccount(db, owner, accountId, { passwordHash: await hashPassword(change.password) });
      await spendPasswordResetsOf(db, accountId, now);
      await sessions.endAllOf(accountId);
      // The owner has proved it through their e-mail: logins from a new browser need not wait out others' guesses.
      await clearAttempts(db, LOGIN_ACCOUNT_DELAY.scope, [accountLoginKey(accountId)]);
      await audit(db, 'password_reset', { accountId, address: caller.ip });
      return { message: RESET_MESSAGES.done };
    },
  };
}
