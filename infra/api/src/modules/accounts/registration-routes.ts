import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ACCOUNT_PATHS,
  RegisterDoctorRequest,
  RegisterPatientRequest,
  SmsCodeRequest,
  SmsCodeResendRequest,
  type MessageAnswer,
  type RegistrationAnswer,
} from '@labshop/shared-contracts/core/api/accounts';
import type { LoginAnswer } from '@labshop/shared-contracts/core/api/patient-auth';
import { accounts, pendingRegistrations } from '../../db/schema';
import { giveBack, takeAttempts } from '../../platform/attempt-store';
import { limitAddress } from '../../platform/client-address';
import { TooManyAttemptsError, ValidationError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { isRecordId } from '../../platform/request-values';
import { newSmsCode, sameHash, sha256 } from '../../platform/secrets';
import { validateInput } from '../../platform/validation';
import { REGISTRATION_LIMIT, SMS_LIMIT } from './attempt-limits';
import { audit } from './audit-log';
import { sessionUserOf } from './current-user';
import {
  identityValues,
  normaliseRegistration,
  registrationFormErrors,
  type RegistrationDetails,
} from './registration-rules';
import { SMS_CODE_RULES, SMS_MESSAGES, smsText } from './sms-codes';
import { takenValues, valueKeys } from './taken-values';

/** What waits with the code: the checked form, its password already hashed, and the roles it asks for. */
interface PendingDetails extends RegistrationDetails {
  passwordHash: string;
  doctor: boolean;
}

const codeHash = (registrationId: string, code: string) => sha256(`${registrationId}:${code}`);

/** What a registration needs of the request: the caller's address, for its limit. */
type Caller = Pick<FastifyRequest, 'ip'>;

const registrationRoutes: FastifyPluginAsync = async (fastify) => {
  const { db, clock, outbox, sessions } = fastify;
  const today = () => clock().toISOString().slice(0, 10);

  async function register(form: RegisterPatientRequest | RegisterDoctorRequest, doctor: boolean, request: Caller) {
    const formErrors = registrationFormErrors(form, today());
    if (Object.keys(formErrors).length > 0) throw new ValidationError(formErrors);
    const normalised = normaliseRegistration(form);
    const values = identityValues(normalised);
    // Counted before anyone learns whether the e-mail, phone or PESEL are taken: per address and per value.
    await takeAttempts(db, REGISTRATION_LIMIT, [`address:${limitAddress(request)}`, ...valueKeys(values)], clock());
    const taken = await takenValues(fastify, values, 'registration');
    if (Object.keys(taken).length > 0) throw new ValidationError(taken);

    const details: PendingDetails = { ...normalised, passwordHash: await hashPassword(form.password), doctor };
    const code = newSmsCode();
    const now = clock();
    const expiresAt = new Date(now.getTime() + SMS_CODE_RULES.lifetimeMs);
    // The waiting form and the text with its code are written together: no code without a form, nor the reverse.
    const registrationId = await db.transaction(async (tx) => {
      const [pending] = await tx
        .insert(pendingRegistrations)
        .values({ details, phone: details.phone, codeHash: '', codeSentAt: now, codeExpiresAt: expiresAt })
        .returning({ id: pendingRegistrations.id });
      if (!pending) throw new Error('The registration was not stored');
      await tx
        .update(pendingRegistrations)
        .set({ codeHash: codeHash(pending.id, code) })
        .where(eq(pendingRegistrations.id, pending.id));
      await outbox.queueSms(
        tx,
        { to: details.phone, text: smsText(code) },
        { kind: 'registration-code', sendBefore: expiresAt },
      );
      return pending.id;
    });
    return { registrationId, phone: details.phone };
  }

  fastify.post(`/${ACCOUNT_PATHS.registerPatient}`, async (request, reply): Promise<RegistrationAnswer> => {
    const answer = await register(validateInput(RegisterPatientRequest, request.body), false, request);
    reply.code(201);
    return answer;
  });

  fastify.post(`/${ACCOUNT_PATHS.registerDoctor}`, async (request, reply): Promise<RegistrationAnswer> => {
    const answer = await register(validateInput(RegisterDoctorRequest, request.body), true, request);
    reply.code(201);
    return answer;
  });

  async function waitingRegistration(registrationId: string) {
    const [pending] = isRecordId(registrationId)
      ? await db
          .select()
          .from(pendingRegistrations)
          .where(and(eq(pendingRegistrations.id, registrationId), isNull(pendingRegistrations.usedAt)))
      : [];
    if (!pending) throw new ValidationError({ registrationId: [SMS_MESSAGES.unknownRegistration] });
    return pending;
  }

  /**
   * Counts one try of the registration's code, in the statement that reads it, so of any number of tries at
   * once only SMS_CODE_RULES.maxAttempts are compared with the code.
   */
  async function claimCodeAttempt(registrationId: string) {
    const [claimed] = isRecordId(registrationId)
      ? await db
          .update(pendingRegistrations)
          .set({ attempts: sql`${pendingRegistrations.attempts} + 1` })
          .where(
            and(
              eq(pendingRegistrations.id, registrationId),
              isNull(pendingRegistrations.usedAt),
              lt(pendingRegistrations.attempts, SMS_CODE_RULES.maxAttempts),
            ),
          )
          .returning()
      : [];
    if (claimed) return claimed;
    await waitingRegistration(registrationId);
    throw new TooManyAttemptsError(SMS_MESSAGES.tooManyAttempts);
  }

  fastify.post(`/${ACCOUNT_PATHS.smsCode}`, async (request): Promise<LoginAnswer> => {
    const { registrationId, code } = validateInput(SmsCodeRequest, request.body);
    const now = clock();
    const addressAttempts = await takeAttempts(db, SMS_LIMIT, [`address:${limitAddress(request)}`], now);
    const pending = await claimCodeAttempt(registrationId).catch(async (error: unknown) => {
      // No code was compared: the address has not guessed anything.
      await giveBack(db, addressAttempts);
      throw error;
    });
    const right = sameHash(codeHash(pending.id, code.trim()), pending.codeHash) && now < pending.codeExpiresAt;
    if (!right) throw new ValidationError({ code: [SMS_MESSAGES.invalid] }, SMS_MESSAGES.invalid);
    await giveBack(db, addressAttempts);

    // Used once: only the request that marks it used creates the account.
    const claimed = await db
      .update(pendingRegistrations)
      .set({ usedAt: now })
      .where(and(eq(pendingRegistrations.id, pending.id), isNull(pendingRegistrations.usedAt)))
      .returning({ id: pendingRegistrations.id });
    if (claimed.length === 0) throw new ValidationError({ code: [SMS_MESSAGES.invalid] }, SMS_MESSAGES.invalid);

    const details = pending.details as PendingDetails;
    // Someone may have taken a value while the code was on its way; the registration's limit already counted it.
    const taken = await takenValues(fastify, identityValues(details), 'registration');
    if (Object.keys(taken).length > 0) throw new ValidationError(taken);

    const [account] = await db
      .insert(accounts)
      .values({
        email: details.email,
        phone: details.phone,
        pesel: details.pesel,
        birthDate: details.birthDate,
        sex: details.sex,
        firstName: details.firstName,
        lastName: details.lastName,
        idCardNumber: details.idCardNumber,
        passwordHash: details.passwordHash,
        marketingConsent: details.marketingConsent,
        // The doctor role is added when someone has checked the licence number (see verify-doctor.ts).
        roles: ['patient'],
        pwz: details.pwz,
        doctorVerification: details.doctor ? 'pending' : null,
      })
      .returning();
    if (!account) throw new Error('The account was not created');
    await audit(db, 'registered', { accountId: account.id, address: request.ip, details: { doctor: details.doctor } });
    const token = await sessions.start(account.id);
    await audit(db, 'login', { accountId: account.id, address: request.ip });
    return { token, user: sessionUserOf(account, null) };
  });

  fastify.post(`/${ACCOUNT_PATHS.smsCodeResend}`, async (request): Promise<MessageAnswer> => {
    const { registrationId } = validateInput(SmsCodeResendRequest, request.body);
    const now = clock();
    const code = newSmsCode();
    const expiresAt = new Date(now.getTime() + SMS_CODE_RULES.lifetimeMs);
    // One statement decides and replaces the code, so resends at once send one code, and only when allowed; the code
    // is queued in the same transaction, so it leaves only with the change that made it.
    const resent = isRecordId(registrationId)
      ? await db.transaction(async (tx) => {
          const [row] = await tx
            .update(pendingRegistrations)
            .set({
              codeHash: codeHash(registrationId, code),
              codeSentAt: now,
              codeExpiresAt: expiresAt,
              attempts: 0,
              sends: sql`${pendingRegistrations.sends} + 1`,
            })
            .where(
              and(
                eq(pendingRegistrations.id, registrationId),
                isNull(pendingRegistrations.usedAt),
                lte(pendingRegistrations.codeSentAt, new Date(now.getTime() - SMS_CODE_RULES.resendAfterMs)),
                lt(pendingRegistrations.sends, SMS_CODE_RULES.maxSends),
              ),
            )
            .returning({ phone: pendingRegistrations.phone });
          if (row) {
            await outbox.queueSms(
              tx,
              { to: row.phone, text: smsText(code) },
              { kind: 'registration-code', sendBefore: expiresAt },
            );
          }
          return row;
        })
      : undefined;
    if (!resent) {
      const pending = await waitingRegistration(registrationId);
      if (pending.sends >= SMS_CODE_RULES.maxSends) throw new TooManyAttemptsError(SMS_MESSAGES.tooManySends);
      throw new TooManyAttemptsError(SMS_MESSAGES.resendTooSoon);
    }
    return { message: SMS_MESSAGES.sentAgain };
  });
};

export default registrationRoutes;
