import {
  ACCOUNT_PATHS,
  CurrentUser,
  getApiClient,
  getEventBus,
  type ApiClient,
  type EventBus,
  type Role,
} from '@labshop/shared-contracts';

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
 * Asks the API to make this session act in `role`, then publishes the session with the new active role, so the
 * header and the doctor-only routes follow it at once.
 */
export async function switchRole(
  role: Role,
  token: string,
  client: ApiClient = getApiClient(),
  bus: EventBus = getEventBus(),
): Promise<Role> {
  const { default_facility: _facility, ...user } = await client.request(ACCOUNT_PATHS.userRole, {
    method: 'POST',
    body: { role },
    answer: CurrentUser,
  });
  bus.emit('session:changed', { user, token });
  return user.activeRole;
}
