import type { EventPayload } from '@labshop/shared-contracts/web';
import type { RouteDefinition } from '@labshop/shared-contracts/core';

type SessionUser = EventPayload<'session:changed'>['user'];

/**
 * A page flagged forDoctor is for a session acting as a doctor (the role switch chooses it); everyone
 * else, a doctor acting as a patient included, gets 403.
 */
export function mayOpen(route: RouteDefinition, user: SessionUser): boolean {
  return !route.forDoctor || (user?.activeRole === 'doctor' && user.roles.includes('doctor'));
}
