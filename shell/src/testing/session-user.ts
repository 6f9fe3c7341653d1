import type { EventPayload } from '@labshop/shared-contracts/web';

export type TestSessionUser = NonNullable<EventPayload<'session:changed'>['user']>;

/** A signed-in patient as `session:changed` carries them; override what a test is about. */
export function createTestSessionUser(overrides: Partial<TestSessionUser> = {}): TestSessionUser {
  return {
    id: 'patient-1',
    firstName: 'Jan',
    lastName: 'Nowak',
    email: 'jan.nowak@example.com',
    roles: ['patient'],
    activeRole: 'patient',
    status: 'active',
    defaultFacilityId: null,
    ...overrides,
  };
}
