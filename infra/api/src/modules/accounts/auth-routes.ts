import { eq, or } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_PATHS, type CurrentUser, type MessageAnswer } from '@labshop/shared-contracts/core/api/accounts';
import { LoginRequest, type LoginAnswer } from '@labshop/shared-contracts/core/api/patient-auth';
import { isValidPhone, normaliseEmail, normalisePhone } from '@labshop/shared-contracts/core';
import { accounts } from '../../db/schema';
import { bearerToken, requireUser, UNAUTHORIZED_MESSAGE } from '../../platform/authentication';
import { limitAddress } from '../../platform/client-address';
import { BlockedAccountError, HttpError, TooManyAttemptsError, ValidationError } from '../../platform/errors';
import { decoyPasswordHash, verifyPassword } from '../../platform/passwords';
import { sha256 } from '../../platform/secrets';
import { validateInput } from '../../platform/validation';
import { TOO_MANY_LOGINS } from './attempt-limits';
import { audit } from './audit-log';
import { currentUserOf, findAccount, sessionUserOf } from './current-user';
import { deviceTokenOf, knownDeviceId, rememberDevice } from './known-devices';
import { accountLoginKey, admitLogin, settleRightPassword } from './login-admission';

/** One answer for an unknown login and a wrong password, so the form reveals no accounts; word for word. */
export const INVALID_CREDENTIALS = 'The credentials are invalid.';
export const LOGGED_OUT_MESSAGE = 'You have been logged out.';

const authRoutes: FastifyPluginAsync = async (fastify) => {
  const { db, clock, sessions } = fastify;

  fastify.post('/patient/login', async (request, reply): Promise<LoginAnswer> => {
    const { login, password } = validateInput(LoginRequest, request.body);
    const email = normaliseEmail(login);
    const phone = normalisePhone(login);
    const now = clock();
    const [account] = await db
      .select()
      .from(accounts)
      .where(or(eq(accounts.email, email), eq(accounts.phone, phone)));
    const admission = await admitLogin(
      db,
      {
        address: limitAddress(request),
        // Per account whichever login names it; a login naming nobody counts as itself (a phone however it is
        // written, as an account's would), so its answers are the same.
        accountKey: account ? accountLoginKey(account.id) : `login:${sha256(isValidPhone(login) ? phone : email)}`,
        knownDeviceId: account ? await knownDeviceId(db, account.id, deviceTokenOf(request), now) : null,
      },
      now,
    );
    if (!admission.admitted) {
      if (admission.retryAfterMs !== null) void reply.header('retry-after', Math.ceil(admission.retryAfterMs / 1000));
      throw new TooManyAttemptsError(TOO_MANY_LOGINS);
    }

    const passwordMatches = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), password);
    if (!account || !passwordMatches) {
      await audit(db, 'login_failed', { accountId: account?.id, address: request.ip });
      throw new ValidationError({ login: [INVALID_CREDENTIALS] }, INVALID_CREDENTIALS);
    }
    await settleRightPassword(db, admission);
    // Only someone who knows the password learns that the account is blocked.
    if (account.status === 'blocked') throw new BlockedAccountError();
    await rememberDevice(db, request, reply, account.id, now);
    const token = await sessions.start(account.id);
    await audit(db, 'login', { accountId: account.id, address: request.ip });
    const { defaultFacilityId } = await currentUserOf(db, account);
    return { token, user: sessionUserOf(account, defaultFacilityId) };
  });

  // A blocked account may log out too: closing the blocked-patient modal does exactly that.
  const logoutOptions = { config: { blockedAccountMayCall: true } };
  fastify.post(`/${ACCOUNT_PATHS.logout}`, logoutOptions, async (request): Promise<MessageAnswer> => {
    const { user } = request;
    if (!user) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    const token = bearerToken(request.headers.authorization);
    if (token !== null) await sessions.end(token);
    await audit(db, 'logout', { accountId: user.id, address: request.ip });
    return { message: LOGGED_OUT_MESSAGE };
  });

  fastify.get(`/${ACCOUNT_PATHS.user}`, async (request): Promise<CurrentUser> => {
    const user = requireUser(request);
    const account = await findAccount(db, user.id);
    if (!account) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    return currentUserOf(db, account, user.activeRole ?? null);
  });
};

export default authRoutes;
