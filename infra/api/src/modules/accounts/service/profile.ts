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
import type {
  MessageAnswer,
  PasswordChangeRequest,
  Profile,
  ProfileUpdate,
} from '@labshop/shared-contracts/core/api/accounts';
import { giveBack, takeAttempts } from '../../../platform/attempt-store';
import { UNAUTHORIZED_MESSAGE } from '../../../platform/authentication';
import { HttpError, ValidationError } from '../../../platform/errors';
import { hashPassword, verifyPassword } from '../../../platform/passwords';
import type { Principal } from '../../../platform/principal';
import { PASSWORD_CHECK_LIMIT } from '../attempt-limits';
import { throwIfAny } from '../field-errors';
import { updateAccount, type AccountRow } from '../store/accounts';
import { audit } from '../store/audit-log';
import { ownAccount } from './current-user';
import type { AccountsDeps, Caller } from './deps';

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
export function createProfileService(deps: AccountsDeps) {
  const { db, sessions } = deps;

  return {
    read: async (principal: Principal): Promise<Profile> => profileOf(await ownAccount(deps, principal)),

    async update(principal: Principal, update: ProfileUpdate): Promise<Profile> {
      throwIfAny(profileRules(update));
      const { address } = update;
      const account =
        principal.kind === 'account'
          ? await updateAccount(db, principal, principal.accountId, {
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
          : null;
      if (!account) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      return profileOf(account);
    },

    /**
     * A new password, given the current one. Whoever else holds a session (perhaps the reason for the change) is
     * signed out; the session holding `keepToken` (this device) stays in.
     */
    async changePassword(
      principal: Principal,
      change: PasswordChangeRequest,
      keepToken: string | null,
      caller: Caller,
    ): Promise<MessageAnswer> {
      const account = await ownAccount(deps, principal);
      // Each check counts before it is made, so parallel guesses through a stolen session get no more than the limit.
      const checks = await takeAttempts(db, PASSWORD_CHECK_LIMIT, [`account:${account.id}`], deps.clock());
      if (!(await verifyPassword(account.passwordHash, change.currentPassword))) {
        throw new ValidationError({ currentPassword: [PASSWORD_MESSAGES_OF_PROFILE.currentWrong] });
      }
      await giveBack(db, checks);
      throwIfAny({
        password: validatePassword(change.password),
        passwordConfirmation: validatePasswordConfirmation(change.password, change.passwordConfirmation),
      });
      await updateAccount(db, principal, account.id, { passwordHash: await hashPassword(change.password) });
      await sessions.endAllOf(account.id, keepToken ?? undefined);
      await audit(db, 'password_changed', { accountId: account.id, address: caller.ip });
      return { message: PASSWORD_MESSAGES_OF_PROFILE.changed };
    },
  };
}
