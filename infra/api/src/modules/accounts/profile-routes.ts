import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  ACCOUNT_PATHS,
  PasswordChangeRequest,
  ProfileUpdate,
  type MessageAnswer,
  type Profile,
} from '@labshop/shared-contracts/core/api/accounts';
import {
  normaliseIdCardNumber,
  validateFirstName,
  validateIdCardNumber,
  validateLastName,
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
  type FieldError,
} from '@labshop/shared-contracts/core';
import { accounts } from '../../db/schema';
import { giveBack, takeAttempts } from '../../platform/attempt-store';
import { bearerToken, requireUser, UNAUTHORIZED_MESSAGE } from '../../platform/authentication';
import { HttpError, ValidationError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { validateInput } from '../../platform/validation';
import { PASSWORD_CHECK_LIMIT } from './attempt-limits';
import { audit } from './audit-log';
import { findAccount, type AccountRow } from './current-user';
import { throwIfAny } from './field-errors';

export const PASSWORD_MESSAGES_OF_PROFILE = {
  currentWrong: 'The current password is incorrect.',
  changed: 'The password was changed.',
} as const;

export function profileOf(account: AccountRow): Profile {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    phone: account.phone,
    pesel: account.pesel,
    birthDate: account.birthDate,
    sex: account.sex,
    idCardNumber: account.idCardNumber,
    address: account.address,
  };
}

function profileRules(update: ProfileUpdate): Record<string, FieldError> {
  const { address } = update;
  return {
    firstName: validateFirstName(update.firstName),
    lastName: validateLastName(update.lastName),
    idCardNumber: update.idCardNumber?.trim() ? validateIdCardNumber(update.idCardNumber) : null,
    'address.street': validateRequired(address.street, 'Street'),
    'address.houseNumber': validateRequired(address.houseNumber, 'House number'),
    'address.postCode': validateRequired(address.postCode, 'Post code'),
    'address.city': validateRequired(address.city, 'City'),
  };
}

/** The account holder's own details and password (the profile settings and security pages). */
const accountProfileRoutes: FastifyPluginAsync = async (fastify) => {
  const { db, sessions } = fastify;

  async function callerAccount(accountId: string): Promise<AccountRow> {
    const account = await findAccount(db, accountId);
    if (!account) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    return account;
  }

  fastify.get(`/${ACCOUNT_PATHS.profile}`, async (request): Promise<Profile> => {
    const user = requireUser(request);
    return profileOf(await callerAccount(user.id));
  });

  fastify.put(`/${ACCOUNT_PATHS.profile}`, async (request): Promise<Profile> => {
    const user = requireUser(request);
    const update = validateInput(ProfileUpdate, request.body);
    throwIfAny(profileRules(update));
    const { address } = update;
    const [account] = await db
      .update(accounts)
      .set({
        firstName: update.firstName.trim(),
        lastName: update.lastName.trim(),
        idCardNumber: update.idCardNumber?.trim() ? normaliseIdCardNumber(update.idCardNumber) : null,
        address: {
          street: address.street.trim(),
          houseNumber: address.houseNumber.trim(),
          homeNumber: address.homeNumber?.trim() || null,
          postCode: address.postCode.trim(),
          city: address.city.trim(),
        },
      })
      .where(eq(accounts.id, user.id))
      .returning();
    if (!account) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    return profileOf(account);
  });

  fastify.put(`/${ACCOUNT_PATHS.profilePassword}`, async (request): Promise<MessageAnswer> => {
    const user = requireUser(request);
    const change = validateInput(PasswordChangeRequest, request.body);
    const account = await callerAccount(user.id);
    // Each check counts before it is made, so parallel guesses through a stolen session get no more than the limit.
    const checks = await takeAttempts(db, PASSWORD_CHECK_LIMIT, [`account:${user.id}`], fastify.clock());
    if (!(await verifyPassword(account.passwordHash, change.currentPassword))) {
      throw new ValidationError({ currentPassword: [PASSWORD_MESSAGES_OF_PROFILE.currentWrong] });
    }
    await giveBack(db, checks);
    throwIfAny({
      password: validatePassword(change.password),
      passwordConfirmation: validatePasswordConfirmation(change.password, change.passwordConfirmation),
    });
    await db
      .update(accounts)
      .set({ passwordHash: await hashPassword(change.password) })
      .where(eq(accounts.id, user.id));
    // Whoever else holds a session (perhaps the reason for the change) is signed out; this device stays in.
    await sessions.endAllOf(user.id, bearerToken(request.headers.authorization) ?? undefined);
    await audit(db, 'password_changed', { accountId: user.id, address: request.ip });
    return { message: PASSWORD_MESSAGES_OF_PROFILE.changed };
  });
};

export default accountProfileRoutes;
