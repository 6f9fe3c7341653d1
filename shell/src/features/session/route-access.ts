import type { EventPayload, RouteDefinition } from '@labshop/shared-contracts';

type SessionUser = EventPayload<'session:changed'>['user'];

/** Spec §6: a page flagged forDoctor is for accounts that hold the doctor role; everyone else gets 403. */
export function mayOpen(route: RouteDefinition, user: SessionUser): boolean {
  return !route.forDoctor || Boolean(user?.roles.includes('doctor'));
}
