import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  ACCOUNT_PATHS,
  ContactChangeConfirmRequest,
  EmailChangeRequest,
  PhoneChangeRequest,
  type ContactChangeAnswer,
  type Profile,
} from '@labshop/shared-contracts/api/accounts';
import { accounts, contactChanges } from '../../db/schema';
import { requireUser, UNAUTHORIZED_MESSAGE } from '../../platform/authentication';
import { HttpError, TooManyAttemptsError, ValidationError } from '../../platform/errors';
import { newSmsCode, sameHash, sha256 } from '../../platform/secrets';
import { validateInput } from '../../platform/validation';
import { assertAttemptsLeft, countAttempt, SMS_LIMIT } from './attempt-limits';
import { audit } from './audit-log';
import { CONTACT_CHANGE_LIMIT, CONTACT_CHANGE_MESSAGES, CONTACT_KINDS, type ContactKind } from './contact-change-rules';
import { findAccount } from './current-user';
import { profileOf } from './profile-routes';
import { SMS_CODE_RULES, SMS_MESSAGES } from './sms-codes';

/** The code is bound to the account, the kind and the new value, so it confirms nothing else. */
const codeHash = (accountId: string, kind: ContactKind, value: string, code: string) =>
  sha256(`${accountId}:${kind}:${value}:${code}`);

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === UNIQUE_VIOLATION;
}

/**
 * Spec §2 security / issue 5: changing the e-mail address or phone number. A code goes to the new value and the
 * account keeps the old one until that code comes back; a value another account uses is refused both times.
 */
const contactChangeRoutes: FastifyPluginAsync = async (fastify) => {
  const { db, clock } = fastify;

  async function isTaken(kind: ContactKind, value: string, accountId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts[kind], value), ne(accounts.id, accountId)));
    return row !== undefined;
  }

  async function requestChange(kind: ContactKind, raw: string, accountId: string, address: string) {
    const rules = CONTACT_KINDS[kind];
    const account = await findAccount(db, accountId);
    if (!account) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    const problem = rules.validate(raw);
    if (problem !== null) throw new ValidationError({ [kind]: [problem] });
    const value = rules.normalise(raw);
    if (value === account[kind]) throw new ValidationError({ [kind]: [rules.same] });
    if (await isTaken(kind, value, accountId)) throw new ValidationError({ [kind]: [rules.taken] });

    const now = clock();
    const limitKeys = [`account:${accountId}`, `address:${address}`];
    await assertAttemptsLeft(db, CONTACT_CHANGE_LIMIT, limitKeys, now);
    const [waiting] = await db
      .select({ codeSentAt: contactChanges.codeSentAt })
      .from(contactChanges)
      .where(and(eq(contactChanges.accountId, accountId), eq(contactChanges.kind, kind)));
    if (waiting && now.getTime() - waiting.codeSentAt.getTime() < SMS_CODE_RULES.resendAfterMs) {
      throw new TooManyAttemptsError(SMS_MESSAGES.resendTooSoon);
    }
    await countAttempt(db, CONTACT_CHANGE_LIMIT, limitKeys, now);

    const code = newSmsCode();
    const columns = {
      value,
      codeHash: codeHash(accountId, kind, value, code),
      codeSentAt: now,
      codeExpiresAt: new Date(now.getTime() + SMS_CODE_RULES.lifetimeMs),
      attempts: 0,
    };
    await db.transaction(async (tx) => {
      // A new request replaces the one waiting: only the latest code works.
      await tx
        .insert(contactChanges)
        .values({ accountId, kind, ...columns })
        .onConflictDoUpdate({ target: [contactChanges.accountId, contactChanges.kind], set: columns });
      await rules.queueCode(fastify.outbox, tx, value, code, columns.codeExpiresAt);
    });
    await audit(db, `${kind}_change_requested`, { accountId, address });
    return { message: rules.codeSent, sentTo: value };
  }

  async function confirmChange(kind: ContactKind, code: string, accountId: string, address: string): Promise<Profile> {
    const now = clock();
    await assertAttemptsLeft(db, SMS_LIMIT, [`address:${address}`], now);
    const [waiting] = await db
      .select()
      .from(contactChanges)
      .where(and(eq(contactChanges.accountId, accountId), eq(contactChanges.kind, kind)));
    if (!waiting) throw new ValidationError({ code: [CONTACT_CHANGE_MESSAGES.nothingWaiting] });
    if (waiting.attempts >= SMS_CODE_RULES.maxAttempts) throw new TooManyAttemptsError(SMS_MESSAGES.tooManyAttempts);

    const right =
      sameHash(codeHash(accountId, kind, waiting.value, code.trim()), waiting.codeHash) && now < waiting.codeExpiresAt;
    if (!right) {
      await db
        .update(contactChanges)
        .set({ attempts: sql`${contactChanges.attempts} + 1` })
        .where(eq(contactChanges.id, waiting.id));
      await countAttempt(db, SMS_LIMIT, [`address:${address}`], now);
      throw new ValidationError({ code: [SMS_MESSAGES.invalid] }, SMS_MESSAGES.invalid);
    }

    const taken = new ValidationError({ [kind]: [CONTACT_KINDS[kind].taken] });
    try {
      const account = await db.transaction(async (tx) => {
        // Deleted in the same transaction that uses it, so a code works once.
        const claimed = await tx
          .delete(contactChanges)
          .where(and(eq(contactChanges.id, waiting.id), eq(contactChanges.codeHash, waiting.codeHash)))
          .returning({ id: contactChanges.id });
        if (claimed.length === 0) throw new ValidationError({ code: [SMS_MESSAGES.invalid] }, SMS_MESSAGES.invalid);
        const [updated] = await tx
          .update(accounts)
          .set({ [kind]: waiting.value })
          .where(eq(accounts.id, accountId))
          .returning();
        return updated;
      });
      if (!account) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      await audit(db, `${kind}_changed`, { accountId, address });
      return profileOf(account);
    } catch (error) {
      // Someone registered with the value while the code was on its way.
      if (isUniqueViolation(error)) throw taken;
      throw error;
    }
  }

  fastify.post(`/${ACCOUNT_PATHS.emailChange}`, async (request, reply): Promise<ContactChangeAnswer> => {
    const user = requireUser(request);
    const { email } = validateInput(EmailChangeRequest, request.body);
    const answer = await requestChange('email', email, user.id, request.ip);
    reply.code(202);
    return answer;
  });

  fastify.post(`/${ACCOUNT_PATHS.phoneChange}`, async (request, reply): Promise<ContactChangeAnswer> => {
    const user = requireUser(request);
    const { phone } = validateInput(PhoneChangeRequest, request.body);
    const answer = await requestChange('phone', phone, user.id, request.ip);
    reply.code(202);
    return answer;
  });

  fastify.post(`/${ACCOUNT_PATHS.emailChangeConfirm}`, async (request): Promise<Profile> => {
    const user = requireUser(request);
    const { code } = validateInput(ContactChangeConfirmRequest, request.body);
    return confirmChange('email', code, user.id, request.ip);
  });

  fastify.post(`/${ACCOUNT_PATHS.phoneChangeConfirm}`, async (request): Promise<Profile> => {
    const user = requireUser(request);
    const { code } = validateInput(ContactChangeConfirmRequest, request.body);
    return confirmChange('phone', code, user.id, request.ip);
  });
};

export default contactChangeRoutes;
