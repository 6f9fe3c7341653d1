import type {
  MessageAnswer,
  RegisterDoctorRequest,
  RegisterPatientRequest,
  RegistrationAnswer,
  SmsCodeRequest,
} from '@labshop/shared-contracts/core/api/accounts';
import type { LoginAnswer } from '@labshop/shared-contracts/core/api/patient-auth';
import { giveBack, takeAttempts } from '../../../platform/attempt-store';
import { TooManyAttemptsError, ValidationError } from '../../../platform/errors';
import { hashPassword } from '../../../platform/passwords';
import { isRecordId } from '../../../platform/request-values';
import { newSmsCode, sameHash, sha256 } from '../../../platform/secrets';
import { REGISTRATION_LIMIT, SMS_LIMIT } from '../attempt-limits';
import {
  identityValues,
  normaliseRegistration,
  registrationFormErrors,
  type RegistrationDetails,
} from '../registration-rules';
import { SMS_CODE_RULES, SMS_MESSAGES, smsText } from '../sms-codes';
import { insertAccount } from '../store/accounts';
import { audit } from '../store/audit-log';
import {
  claimRegistrationCodeAttempt,
  insertPendingRegistration,
  markRegistrationUsed,
  replaceRegistrationCode,
  waitingRegistration,
} from '../store/registrations';
import { sessionUserOf } from './current-user';
import type { AccountsDeps, Caller } from './deps';
import { takenValues, valueKeys } from './taken-values';

/** What waits with the code: the checked form, its password already hashed, and the roles it asks for. */
interface PendingDetails extends RegistrationDetails {
  passwordHash: string;
  doctor: boolean;
}

const codeHash = (registrationId: string, code: string) => sha256(`${registrationId}:${code}`);

/** Registration: the form waits with a code sent by SMS; the code coming back creates the account, signed in. */
export function createRegistrationService(deps: AccountsDeps) {
  const { db, clock, outbox, sessions } = deps;
  const today = () => clock().toISOString().slice(0, 10);

  /** The registration still waiting for its code; 422 otherwise. */
  async function waiting(registrationId: string) {
    const pending = isRecordId(registrationId) ? await waitingRegistration(db, registrationId) : null;
    if (!pending) throw new ValidationError({ registrationId: [SMS_MESSAGES.unknownRegistration] });
    return pending;
  }

  /** One try of the code, counted in the statement that reads it; 429 when none is left. */
  async function claimCodeAttempt(registrationId: string) {
    const claimed = isRecordId(registrationId)
      ? await claimRegistrationCodeAttempt(db, registrationId, SMS_CODE_RULES.maxAttempts)
      : null;
    if (claimed) return claimed;
    await waiting(registrationId);
    throw new TooManyAttemptsError(SMS_MESSAGES.tooManyAttempts);
  }

  return {
    async register(
      form: RegisterPatientRequest | RegisterDoctorRequest,
      doctor: boolean,
      caller: Caller,
    ): Promise<RegistrationAnswer> {
      const formErrors = registrationFormErrors(form, today());
      if (Object.keys(formErrors).length > 0) throw new ValidationError(formErrors);
      const normalised = normaliseRegistration(form);
      const values = identityValues(normalised);
      // Counted before anyone learns whether the e-mail, phone or PESEL are taken: per address and per value.
      await takeAttempts(db, REGISTRATION_LIMIT, [`address:${caller.address}`, ...valueKeys(values)], clock());
      const taken = await takenValues(deps, values, 'registration');
      if (Object.keys(taken).length > 0) throw new ValidationError(taken);

      const details: PendingDetails = { ...normalised, passwordHash: await hashPassword(form.password), doctor };
      const code = newSmsCode();
      const now = clock();
      const expiresAt = new Date(now.getTime() + SMS_CODE_RULES.lifetimeMs);
      // The waiting form and the text with its code are written together: no code without a form, nor the reverse.
      const registrationId = await db.transaction(async (tx) => {
        const id = await insertPendingRegistration(
          tx,
          { details, phone: details.phone, codeSentAt: now, codeExpiresAt: expiresAt },
          (newId) => codeHash(newId, code),
        );
        await outbox.queueSms(
          tx,
          { to: details.phone, text: smsText(code) },
          { kind: 'registration-code', sendBefore: expiresAt },
        );
        return id;
      });
      return { registrationId, phone: details.phone };
    },

    /** The right code creates the account (once) and signs it in. */
    async confirmCode({ registrationId, code }: SmsCodeRequest, caller: Caller): Promise<LoginAnswer> {
      const now = clock();
      const addressAttempts = await takeAttempts(db, SMS_LIMIT, [`address:${caller.address}`], now);
      const pending = await claimCodeAttempt(registrationId).catch(async (error: unknown) => {
        // No code was compared: the address has not guessed anything.
        await giveBack(db, addressAttempts);
        throw error;
      });
      const right = sameHash(codeHash(pending.id, code.trim()), pending.codeHash) && now < pending.codeExpiresAt;
      if (!right) throw new ValidationError({ code: [SMS_MESSAGES.invalid] }, SMS_MESSAGES.invalid);
      await giveBack(db, addressAttempts);

      // Used once: only the request that marks it used creates the account.
      if (!(await markRegistrationUsed(db, pending.id, now))) {
        throw new ValidationError({ code: [SMS_MESSAGES.invalid] }, SMS_MESSAGES.invalid);
      }

      const details = pending.details as PendingDetails;
      // Someone may have taken a value while the code was on its way; the registration's limit already counted it.
      const taken = await takenValues(deps, identityValues(details), 'registration');
      if (Object.keys(taken).length > 0) throw new ValidationError(taken);

      const account = await insertAccount(db, {
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
        // The doctor role is added when an administrator has checked the licence number.
        roles: ['patient'],
        pwz: details.pwz,
        doctorVerification: details.doctor ? 'pending' : null,
      });
      await audit(db, 'registered', { accountId: account.id, address: caller.ip, details: { doctor: details.doctor } });
      const token = await sessions.start(account.id);
      await audit(db, 'login', { accountId: account.id, address: caller.ip });
      return { token, user: sessionUserOf(account, null) };
    },

    /**
     * A new code, when the last is a minute old and fewer than the most codes were sent. One statement decides and
     * replaces the code, so resends at once send one code; the code is queued in the same transaction, so it
     * leaves only with the change that made it.
     */
    async resendCode(registrationId: string): Promise<MessageAnswer> {
      const now = clock();
      const code = newSmsCode();
      const expiresAt = new Date(now.getTime() + SMS_CODE_RULES.lifetimeMs);
      const resent = isRecordId(registrationId)
        ? await db.transaction(async (tx) => {
            const phone = await replaceRegistrationCode(tx, {
              registrationId,
              codeHash: codeHash(registrationId, code),
              now,
              expiresAt,
              sentBefore: new Date(now.getTime() - SMS_CODE_RULES.resendAfterMs),
              maxSends: SMS_CODE_RULES.maxSends,
            });
            if (phone !== null) {
              await outbox.queueSms(
                tx,
                { to: phone, text: smsText(code) },
                { kind: 'registration-code', sendBefore: expiresAt },
              );
            }
            return phone;
          })
        : null;
      if (resent === null) {
        const pending = await waiting(registrationId);
        if (pending.sends >= SMS_CODE_RULES.maxSends) throw new TooManyAttemptsError(SMS_MESSAGES.tooManySends);
        throw new TooManyAttemptsError(SMS_MESSAGES.resendTooSoon);
      }
      return { message: SMS_MESSAGES.sentAgain };
    },
  };
}
