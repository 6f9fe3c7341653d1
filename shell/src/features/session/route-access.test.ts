import { ROUTES, type RouteDefinition } from '@labshop/shared-contracts/core';
import type { EventPayload } from '@labshop/shared-contracts/web';
import { mayOpen } from './route-access';

const doctorArea = ROUTES.find((route) => route.path === '/doctor') as RouteDefinition;
const doctorCard = ROUTES.find((route) => route.path === '/doctor/:slug') as RouteDefinition;

type Role = 'patient' | 'doctor' | 'admin';

function user(roles: Role[], activeRole: Role = roles[0] ?? 'patient'): EventPayload<'session:changed'>['user'] {
  return {
    id: 'a',
    firstName: 'Anna',
    lastName: 'Nowak',
    email: null,
    roles,
    activeRole,
    status: 'active',
    defaultFacilityId: null,
  };
}

describe('who may open a page', () => {
  it('keeps the doctor area from visitors and patients', () => {
    expect(doctorArea.forDoctor).toBe(true);
    expect(mayOpen(doctorArea, null)).toBe(false);
    expect(mayOpen(doctorArea, user(['patient']))).toBe(false);
    expect(mayOpen(doctorArea, user(['patient', 'admin']))).toBe(false);
  });

  it('opens the doctor area to a session acting as a doctor, and follows the role switch', () => {
    expect(mayOpen(doctorArea, user(['patient', 'doctor'], 'doctor'))).toBe(true);
    expect(mayOpen(doctorArea, user(['patient', 'doctor'], 'patient'))).toBe(false);
  });

  it('leaves public pages, like a doctor card, open to everyone', () => {
    expect(mayOpen(doctorCard, null)).toBe(true);
  });
});
