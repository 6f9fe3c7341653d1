import { isValidPhone, normaliseEmail, normalisePhone } from '@labshop/shared-contracts/core';
import type { CurrentUser, Role, RoleSwitchAnswer } from '@labshop/shared-contracts/core/api/accounts';
import type { LoginAnswer, LoginRequest } from '@labshop/shared-contracts/core/api/patient-auth';
import { UNAUTHORIZED_MESSAGE } from '../../../platform/authentication';
import { ForbiddenError } from '../../../platform/authorization';
import { BlockedAccountError, HttpError, TooManyAttemptsError, ValidationError } from '../../../platform/errors';
import { decoyPasswordHash, verifyPassword } from '../../../platform/passwords';
import type { Principal } from '../../../platform/principal';
import { newToken, sha256 } from '../../../platform/secrets';
import { TOO_MANY_LOGINS } from '../attempt-limits';
import { DEVICE_LIFETIME_MS } from '../known-devices';
import { accountLoginKey, admitLogin, settleRightPassword } from '../login-admission';
import { heldRoles } from '../roles';
import { findAccountByLogin } from '../store/accounts';
import { audit } from '../store/audit-log';
import { knownDeviceIdOf, replaceKnownDevice } from '../store/login-devices';
import { currentUserOf, ownAccount, sessionUserOf } from './current-user';
import type { AccountsDeps, Caller } from './deps';

/** One answer for an unknown login and a wrong password, so the form reveals no accounts; word for word. */
export const INVALID_CREDENTIALS = 'The credentials are invalid.';
export const LOGGED_OUT_MESSAGE = 'You have been logged out.';

/** Too many logins: the caller is told when the next may come, when the account's slow-down decides it. */
export class LoginSlowedDown extends TooManyAttemptsError {
  constructor(readonly retryAfterMs: number | null) {
    super(TOO_MANY_LOGINS);
  }
}

/** A login's caller: besides the address, the device token the browser sent, if it sent one of ours. */
export interface BrowserCaller extends Caller {
  deviceToken: string | null;
}

/** Logging in and out, the current user and the role switch. */
export function createSignInService(deps: AccountsDeps) {
  const { db, clock, sessions } = deps;

  /** After a right password: a new device token replaces the one the browser sent (so a planted cookie never counts). */
  async function rememberDevice(accountId: string, previous: string | null, now: Date): Promise<string> {
    const token = newToken();
    await replaceKnownDevice(db, {
      accountId,
      tokenHash: sha256(token),
      previousHash: previous === null ? null : sha256(previous),
      expiredBefore: new Date(now.getTime() - DEVICE_LIFETIME_MS),
      now,
    });
    return token;
  }

  return {
    /** The session and the browser's new device token; 422 with one message for an unknown login or wrong password. */
    async login(
      caller: BrowserCaller,
      { login, password }: LoginRequest,
    ): Promise<LoginAnswer & { deviceToken: string }> {
      const email = normaliseEmail(login);
      const phone = normalisePhone(login);
      const now = clock();
      const account = await findAccountByLogin(db, email, phone);
      const knownDeviceId =
        account && caller.deviceToken !== null
          ? await knownDeviceIdOf(
              db,
              account.id,
              sha256(caller.deviceToken),
              new Date(now.getTime() - DEVICE_LIFETIME_MS),
            )
          : null;
      const admission = await admitLogin(
        db,
        {
          address: caller.address,
          // Per account whichever login names it; a login naming nobody counts as itself (a phone however it is
          // written, as an account's would), so its answers are the same.
          accountKey: account ? accountLoginKey(account.id) : `login:${sha256(isValidPhone(login) ? phone : email)}`,
          knownDeviceId,
        },
        now,
      );
      if (!admission.admitted) throw new LoginSlowedDown(admission.retryAfterMs);

      const passwordMatches = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), password);
      if (!account || !passwordMatches) {
        await audit(db, 'login_failed', { accountId: account?.id, address: caller.ip });
        throw new ValidationError({ login: [INVALID_CREDENTIALS] }, INVALID_CREDENTIALS);
      }
      await settleRightPassword(db, admission);
      // Only someone who knows the password learns that the account is blocked.
      if (account.status === 'blocked') throw new BlockedAccountError();
      const deviceToken = await rememberDevice(account.id, caller.deviceToken, now);
      const token = await sessions.start(account.id);
      await audit(db, 'login', { accountId: account.id, address: caller.ip });
      const { defaultFacilityId } = await currentUserOf(deps, account);
      return { token, user: sessionUserOf(account, defaultFacilityId), deviceToken };
    },

    /** Ends the session of the token (a blocked account may log out too). */
    async logout(principal: Principal, token: string | null, caller: Caller): Promise<void> {
      if (principal.kind !== 'account') throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      if (token !== null) await sessions.end(token);
      await audit(db, 'logout', { accountId: principal.accountId, address: caller.ip });
    },

    async currentUser(principal: Principal): Promise<CurrentUser> {
      const account = await ownAccount(deps, principal);
      return currentUserOf(deps, account, principal.kind === 'account' ? principal.role : null);
    },

    /**
     * The session (this device) acts in another role the account holds. The session gets a new token as its powers
     * change, as it did at login, and the one it was sent with stops working.
     */
    async switchRole(
      principal: Principal,
      token: string | null,
      role: Role,
      caller: Caller,
    ): Promise<RoleSwitchAnswer> {
      const account = await ownAccount(deps, principal);
      if (token === null) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      if (!heldRoles(account.roles).includes(role)) throw new ForbiddenError();
      const reissued = await sessions.reissueForRole(token, role);
      // Another request with the same token switched first (or the session ended meanwhile): this token is spent.
      if (reissued === null) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      await audit(db, 'role_switched', { accountId: account.id, address: caller.ip, details: { role } });
      return { token: reissued, user: await currentUserOf(deps, account, role) };
    },
  };
}
