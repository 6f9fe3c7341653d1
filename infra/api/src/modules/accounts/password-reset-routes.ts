import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  ACCOUNT_PATHS,
  NewPasswordRequest,
  PasswordResetRequest,
  type MessageAnswer,
} from '@labshop/shared-contracts/core/api/accounts';
import { normaliseEmail, validatePassword, validatePasswordConfirmation } from '@labshop/shared-contracts/core';
import { accounts, passwordResets } from '../../db/schema';
import { clearAttempts, giveBack, takeAttempts, type AttemptLimit } from '../../platform/attempt-store';
import { limitAddress } from '../../platform/client-address';
import { ValidationError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { newToken, sha256 } from '../../platform/secrets';
import { validateInput } from '../../platform/validation';
import { RESET_LIMIT, LOGIN_ACCOUNT_DELAY } from './attempt-limits';
import { audit } from './audit-log';
import { throwIfAny } from './field-errors';
import { accountLoginKey } from './login-admission';

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

const passwordResetRoutes: FastifyPluginAsync = async (fastify) => {
  const { db, clock, outbox, sessions, config } = fastify;

  fastify.post(`/${ACCOUNT_PATHS.passwordReset}`, async (request): Promise<MessageAnswer> => {
    const email = normaliseEmail(validateInput(PasswordResetRequest, request.body).email);
    const now = clock();
    const addressAttempts = await takeAttempts(db, RESET_LIMIT, [`address:${limitAddress(request)}`], now);
    // Taken in one statement: of any number of requests at once for one address, one sends a link.
    await takeAttempts(db, FRESH_LINK, [`email:${sha256(email)}`], now).catch(async (error: unknown) => {
      await giveBack(db, addressAttempts);
      throw error;
    });

    const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
    if (account && account.status === 'active') {
      const token = newToken();
      const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS);
      const link = `${config.siteUrl}/password/reset/${encodeURIComponent(token)}`;
      await db.transaction(async (tx) => {
        await tx
          .insert(passwordResets)
          .values({ accountId: account.id, tokenHash: sha256(token), createdAt: now, expiresAt });
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
  });

  fastify.post<{ Params: { token: string } }>('/password/reset/:token', async (request): Promise<MessageAnswer> => {
    const change = validateInput(NewPasswordRequest, request.body);
    throwIfAny({
      password: validatePassword(change.password),
      passwordConfirmation: validatePasswordConfirmation(change.password, change.passwordConfirmation),
    });
    const now = clock();
    // Marked used in the same statement that finds it, so a link works exactly once.
    const [reset] = await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(request.params.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning();
    if (!reset) throw new ValidationError({ token: [RESET_MESSAGES.invalidToken] });

    await db
      .update(accounts)
      .set({ passwordHash: await hashPassword(change.password) })
      .where(eq(accounts.id, reset.accountId));
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.accountId, reset.accountId), isNull(passwordResets.usedAt)));
    await sessions.endAllOf(reset.accountId);
    // The owner has proved it through their e-mail: logins from a new browser need not wait out others' guesses.
    await clearAttempts(db, LOGIN_ACCOUNT_DELAY.scope, [accountLoginKey(reset.accountId)]);
    await audit(db, 'password_reset', { accountId: reset.accountId, address: request.ip });
    return { message: RESET_MESSAGES.done };
  });
};

export default passwordResetRoutes;
