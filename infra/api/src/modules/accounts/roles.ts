import type { Role } from '@labshop/shared-contracts/core/api/accounts';

/** Every account is at least a patient, whatever else it holds. */
export function heldRoles(roles: readonly Role[]): Role[] {
  return roles.length > 0 ? [...roles] : ['patient'];
}

/**
 * The role a session acts in: the one it switched to while the account still holds it, otherwise patient first
 * (a person shops as a patient until they choose otherwise), otherwise the first role held.
 */
export function activeRoleOf(roles: readonly Role[], chosen: Role | null | undefined): Role {
  const held = heldRoles(roles);
  if (chosen && held.includes(chosen)) return chosen;
  return held.includes('patient') ? 'patient' : (held[0] ?? 'patient');
}
