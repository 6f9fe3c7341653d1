import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ACCOUNT_PATHS,
  ContactChangeConfirmRequest,
  EmailChangeRequest,
  PhoneChangeRequest,
  type ContactChangeAnswer,
  type Profile,
} from '@labshop/shared-contracts/core/api/accounts';
import { accounts, contactChanges } from '../../db/schema';
import { giveBack, takeAttempts } from '../../platform/attempt-store';
import { requireUser, UNAUTHORIZED_MESSAGE } from '../../platform/authentication';
import { limitAddress } from '../../platform/client-address';
import { HttpError, TooManyAttemptsError, ValidationError } from '../../platform/errors';
import { newSmsCode, sameHash, sha256 } from '../../platform/secrets';
import { validateInput } from '../../platform/validation';
import { SMS_LIMIT } from './attempt-limits';
import { audit } from './audit-log';
import { CONTACT_CHANGE_LIMIT, CONTACT_CHANGE_MESSAGES, CONTACT_KINDS, type ContactKind } from './contact-change-rules';
import { findAccount } from './current-user';
import { profileOf } from './profile-routes';
import { SMS_CODE_RULES, SMS_MESSAGES } from './sms-codes';
import { takenValues, valueKeys } from './taken-values';

/** The code is bound to the account, the kind and the new value, so it confirms nothing else. */
const codeHash = (accountId: string, kind: ContactKind, value: string, code: string) =>
  sha256(`${accountId}:${kind}:${value}:${code}`);

/** What a change needs of the request: the caller's address, for limits and the audit log. */
type Caller = Pick<FastifyRequest, 'ip'>;

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === UNIQUE_VIOLATION;
}

/**
 * The security page: changing the e-mail address or phone number. A code goes to the new value and the
 * account keeps the old one until that code comes back; a value another account uses is refused both times.
 */
const contactChangeRoutes: FastifyPluginAsync = async (fastify) => {
  const { db, clock } = fastify;

  async function requestChange(kind: ContactKind, raw: string, accountId: string, request: Caller) {
    const rules = CONTACT_KINDS[kind];
    const account = await findAccount(db, accountId);
    if (!account) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    const problem = rules.validate(raw);
    if (problem !== null) throw new ValidationError({ [kind]: [problem] });
    const value = rules.normalise(raw);
    if (value === account[kind]) throw new ValidationError({ [kind]: [rules.same] });
    const now = clock();
    const resendFrom = new Date(now.getTime() - SMS_CODE_RULES.resendAfterMs);
    if (await codeSentSince(accountId, kind, resendFrom)) throw new TooManyAttemptsError(SMS_MESSAGES.resendTooSoon);

    // Counted before anyone learns whether the value is taken: per account, per address and per value.
    const limitKeys = [`account:${accountId}`, `address:${limitAddress(request)}`, ...valueKeys({ [kind]: value })];
    await takeAttempts(db, CONTACT_CHANGE_LIMIT, limitKeys, now);
    const taken = await takenValues(fastify, { [kind]: value }, 'contact-change', accountId);
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
      const [stored] = await tx
        .insert(contactChanges)
        .values({ accountId, kind, ...columns })
        .onConflictDoUpdate({
          target: [contactChanges.accountId, contactChanges.kind],
          set: columns,
          setWhere: lte(contactChanges.codeSentAt, resendFrom),
        })
        .returning({ id: contactChanges.id });
      if (!stored) throw new TooManyAttemptsError(SMS_MESSAGES.resendTooSoon);
      await rules.queueCode(fastify.outbox, tx, value, code, columns.codeExpiresAt);
    });
    await audit(db, `${kind}_change_requested`, { accountId, address: request.ip });
    return { message: rules.codeSent, sentTo: value };
  }

  async function codeSentSince(accountId: string, kind: ContactKind, since: Date): Promise<boolean> {
    const [waiting] = await db
      .select({ id: contactChanges.id })
      .from(contactChanges)
      .where(
        and(
          eq(contactChanges.accountId, accountId),
          eq(contactChanges.kind, kind),
          gt(contactChanges.codeSentAt, since),
        ),
      );
    return waiting !== undefined;
  }

  /**
   * Counts one try of the waiting change's code in the statement that reads it, so of any number of tries at
   * once only SMS_CODE_RULES.maxAttempts are compared with the code.
   */
  async function claimCodeAttempt(accountId: string, kind: ContactKind) {
    const ofThisChange = and(eq(contactChanges.accountId, accountId), eq(contactChanges.kind, kind));
    const [claimed] = await db
      .update(contactChanges)
      .set({ attempts: sql`${contactChanges.attempts} + 1` })
      .where(and(ofThisChange, lt(contactChanges.attempts, SMS_CODE_RULES.maxAttempts)))
      .returning();
    if (claimed) return claimed;
    const [waiting] = await db.select({ id: contactChanges.id }).from(contactChanges).where(ofThisChange);
    if (!waiting) throw new ValidationError({ code: [CONTACT_CHANGE_MESSAGES.nothingWaiting] });
    throw new TooManyAttemptsError(SMS_MESSAGES.tooManyAttempts);
  }

  async function confirmChange(kind: ContactKind, code: string, accountId: string, request: Caller): Promise<Profile> {
    const now = clock();
    const addressAttempts = await takeAttempts(db, SMS_LIMIT, [`address:${limitAddress(request)}`], now);
    const waiting = await claimCodeAttempt(accountId, kind).catch(async (error: unknown) => {
      // No code was compared: the address has not guessed anything.
      await giveBack(db, addressAttempts);
      throw error;
    });
    const right =
      sameHash(codeHash(accountId, kind, waiting.value, code.trim()), waiting.codeHash) && now < waiting.codeExpiresAt;
    if (!right) throw new ValidationError({ code: [SMS_MESSAGES.invalid] }, SMS_MESSAGES.invalid);
    await giveBack(db, addressAttempts);

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
      await audit(db, `${kind}_changed`, { accountId, address: request.ip });
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
    const answer = await requestChange('email', email, user.id, request);
    reply.code(202);
    return answer;
  });

  fastify.post(`/${ACCOUNT_PATHS.phoneChange}`, async (request, reply): Promise<ContactChangeAnswer> => {
    const user = requireUser(request);
    const { phone } = validateInput(PhoneChangeRequest, request.body);
    const answer = await requestChange('phone', phone, user.id, request);
    reply.code(202);
    return answer;
  });

  fastify.post(`/${ACCOUNT_PATHS.emailChangeConfirm}`, async (request): Promise<Profile> => {
    const user = requireUser(request);
    const { code } = validateInput(ContactChangeConfirmRequest, request.body);
    return confirmChange('email', code, user.id, request);
  });

  fastify.post(`/${ACCOUNT_PATHS.phoneChangeConfirm}`, async (request): Promise<Profile> => {
    const user = requireUser(request);
    const { code } = validateInput(ContactChangeConfirmRequest, request.body);
    return confirmChange('phone', code, user.id, request);
  });
};

export default contactChangeRoutes;
