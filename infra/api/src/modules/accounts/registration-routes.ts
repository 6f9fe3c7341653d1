import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  ACCOUNT_PATHS,
  RegisterDoctorRequest,
  RegisterPatientRequest,
  SmsCodeRequest,
  SmsCodeResendRequest,
  type MessageAnswer,
  type RegistrationAnswer,
} from '@labshop/shared-contracts/api/accounts';
import type { LoginAnswer } from '@labshop/shared-contracts/api/patient-auth';
import { normalisePhone } from '@labshop/shared-contracts';
import { accounts, pendingRegistrations } from '../../db/schema';
import { TooManyAttemptsError, ValidationError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { isRecordId } from '../../platform/request-values';
import { newSmsCode, sameHash, sha256 } from '../../platform/secrets';
import { validateInput } from '../../platform/validation';
import { assertAttemptsLeft, countAttempt, REGISTRATION_LIMIT, SMS_LIMIT } from './attempt-limits';
import { audit } from './audit-log';
import { sessionUserOf } from './current-user';
import { normaliseRegistration, registrationErrors, type RegistrationDetails } from './registration-rules';
import { SMS_CODE_RULES, SMS_MESSAGES, smsText } from './sms-codes';

/** What waits with the code: the checked form, its password already hashed, and the roles it asks for. */
interface PendingDetails extends RegistrationDetails {
  passwordHash: string;
  doctor: boolean;
}

const codeHash = (registrationId: string, code: string) => sha256(`${registrationId}:${code}`);

const registrationRoutes: FastifyPluginAsync = async (fastify) => {
  const { db, clock, outbox, sessions } = fastify;
  const today = () => clock().toISOString().slice(0, 10);

  async function register(form: RegisterPatientRequest | RegisterDoctorRequest, doctor: boolean, address: string) {
    const errors = await registrationErrors(db, form, today());
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const limitKeys = [`address:${address}`, `phone:${normalisePhone(form.phone)}`];
    await assertAttemptsLeft(db, REGISTRATION_LIMIT, limitKeys, clock());
    await countAttempt(db, REGISTRATION_LIMIT, limitKeys, clock());
    const details: PendingDetails = {
      ...normaliseRegistration(form),
      passwordHash: await hashPassword(form.password),
      doctor,
    };
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
    const answer = await register(validateInput(RegisterPatientRequest, request.body), false, request.ip);
    reply.code(201);
    return answer;
  });

  fastify.post(`/${ACCOUNT_PATHS.registerDoctor}`, async (request, reply): Promise<RegistrationAnswer> => {
    const answer = await register(validateInput(RegisterDoctorRequest, request.body), true, request.ip);
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

  fastify.post(`/${ACCOUNT_PATHS.smsCode}`, async (request): Promise<LoginAnswer> => {
    const { registrationId, code } = validateInput(SmsCodeRequest, request.body);
    const now = clock();
    const addressKey = [`address:${request.ip}`];
    await assertAttemptsLeft(db, SMS_LIMIT, addressKey, now);
    const pending = await waitingRegistration(registrationId);
    if (pending.attempts >= SMS_CODE_RULES.maxAttempts) throw new TooManyAttemptsError(SMS_MESSAGES.tooManyAttempts);

    const right = sameHash(codeHash(pending.id, code.trim()), pending.codeHash) && now < pending.codeExpiresAt;
    if (!right) {
      await db
        .update(pendingRegistrations)
        .set({ attempts: sql`${pendingRegistrations.attempts} + 1` })
        .where(eq(pendingRegistrations.id, pending.id));
      await countAttempt(db, SMS_LIMIT, addressKey, now);
      throw new ValidationError({ code: [SMS_MESSAGES.invalid] }, SMS_MESSAGES.invalid);
    }

    // Used once: only the request that marks it used creates the account.
    const claimed = await db
      .update(pendingRegistrations)
      .set({ usedAt: now })
      .where(and(eq(pendingRegistrations.id, pending.id), isNull(pendingRegistrations.usedAt)))
      .returning({ id: pendingRegistrations.id });
    if (claimed.length === 0) throw new ValidationError({ code: [SMS_MESSAGES.invalid] }, SMS_MESSAGES.invalid);

    const details = pending.details as PendingDetails;
    const errors = await registrationErrors(db, { ...formOf(details) }, today());
    const taken = Object.fromEntries(
      Object.entries(errors).filter(([field]) => ['email', 'phone', 'pesel'].includes(field)),
    );
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
    const pending = await waitingRegistration(registrationId);
    const now = clock();
    if (now.getTime() - pending.codeSentAt.getTime() < SMS_CODE_RULES.resendAfterMs) {
      throw new TooManyAttemptsError(SMS_MESSAGES.resendTooSoon);
    }
    if (pending.sends >= SMS_CODE_RULES.maxSends) throw new TooManyAttemptsError(SMS_MESSAGES.tooManySends);

    const code = newSmsCode();
    const expiresAt = new Date(now.getTime() + SMS_CODE_RULES.lifetimeMs);
    await db.transaction(async (tx) => {
      await tx
        .update(pendingRegistrations)
        .set({
          codeHash: codeHash(pending.id, code),
          codeSentAt: now,
          codeExpiresAt: expiresAt,
          attempts: 0,
          sends: sql`${pendingRegistrations.sends} + 1`,
        })
        .where(eq(pendingRegistrations.id, pending.id));
      await outbox.queueSms(
        tx,
        { to: pending.phone, text: smsText(code) },
        { kind: 'registration-code', sendBefore: expiresAt },
      );
    });
    return { message: SMS_MESSAGES.sentAgain };
  });
};

/** The stored details as a form again, to check 'not already taken' once more at confirmation. */
function formOf(details: PendingDetails): RegisterPatientRequest {
  return {
    method: details.pesel === null ? 'phone' : 'pesel',
    email: details.email,
    firstName: details.firstName,
    lastName: details.lastName,
    phone: details.phone,
    pesel: details.pesel,
    birthDate: details.birthDate,
    sex: details.sex,
    idCardNumber: details.idCardNumber,
    // Already checked and hashed; these only satisfy the shape.
    password: 'Checked1',
    passwordConfirmation: 'Checked1',
    termsAccepted: true,
    marketingConsent: true,
    contactConsent: true,
  };
}

export default registrationRoutes;
