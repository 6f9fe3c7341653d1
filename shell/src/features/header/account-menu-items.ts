import { ACCOUNT_PAGES, manifestRoute, type Role } from '@labshop/shared-contracts/core';
import type { EventPayload } from '@labshop/shared-contracts/web';

type SessionUser = NonNullable<EventPayload<'session:changed'>['user']>;

export interface AccountMenuItem {
  href: string;
  label: string;
}

/** Where a role acting beside the patient's account has its own area, listed first while the session acts in it. */
const ROLE_AREAS: Partial<Record<Role, string>> = { doctor: '/doctor', admin: '/account/admin' };

function itemFor(path: string): AccountMenuItem {
  const route = manifestRoute(path);
  return { href: route.path, label: route.title };
}

/** The links of the account menu, named as the route manifest titles their pages. */
export function accountMenuItems(user: SessionUser): AccountMenuItem[] {
  const area = ROLE_AREAS[user.activeRole];
  return [...(area ? [area] : []), ...ACCOUNT_PAGES].map(itemFor);
}

/** The header's way into the account: the doctor area while acting as a doctor, the account otherwise. */
export function accountHome(user: SessionUser): AccountMenuItem {
  return user.activeRole === 'doctor' ? itemFor('/doctor') : { href: '/account', label: 'My account' };
}

/** The letters of the avatar: the first of the first and last names. */
export function initialsOf(user: SessionUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}
