import { ACCOUNT_PATHS, RoleSwitchAnswer, type ApiClient, type Role } from '@labshop/shared-contracts/core';
import { getApiClient, getEventBus, type EventBus } from '@labshop/shared-contracts/web';

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  patient: 'Patient',
  doctor: 'Doctor',
  admin: 'Administrator',
};

/** Where each role starts once switched to: the doctor-only area, the administration, or the account. */
export const ROLE_HOME: Readonly<Record<Role, string>> = {
  patient: '/account',
  doctor: '/doctor',
  admin: '/account/admin',
};

/**
 * Asks the API to make this session act in `role`, then publishes the session with the new active role and the
 * new token the API gave it (the old one no longer works), so the header, the doctor-only routes and every later
 * call follow it at once.
 */
export async function switchRole(
  role: Role,
  client: ApiClient = getApiClient(),
  bus: EventBus = getEventBus(),
): Promise<Role> {
  const {
    token,
    user: { default_facility: _facility, ...user },
  } = await client.request(ACCOUNT_PATHS.userRole, {
    method: 'POST',
    body: { role },
    answer: RoleSwitchAnswer,
  });
  bus.emit('session:changed', { user, token });
  return user.activeRole;
}
