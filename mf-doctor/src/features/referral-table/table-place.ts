import { useSearchParams } from 'react-router-dom';
import {
  REFERRAL_STATUSES,
  REFERRAL_TABLE_SORTS,
  SORT_ORDERS,
  type ReferralStatus,
  type ReferralTableSort,
  type SortOrder,
} from '@labshop/shared-contracts/core';
import { PRACTICE_ROUTES } from '../practice/practice-paths';

/** The table's filter, order and page, as the address keeps them. */
export interface TablePlace {
  status?: ReferralStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  patient?: string | undefined;
  sort: ReferralTableSort;
  order: SortOrder;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The place a URL's search names; anything unreadable is left out, so a hand-edited address still opens. */
export function placeOf(params: URLSearchParams): TablePlace {
  const pick = <T extends string>(known: readonly T[], value: string | null): T | undefined =>
    known.find((candidate) => candidate === value);
  const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);
  return {
    status: pick(REFERRAL_STATUSES, params.get('status')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    patient: params.get('patient') || undefined,
    sort: pick(REFERRAL_TABLE_SORTS, params.get('sort')) ?? 'issuedAt',
    order: pick(SORT_ORDERS, params.get('order')) ?? 'desc',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** The URL search of a place; the defaults are left out so the plain address is the first page, newest first. */
export function searchOf(place: TablePlace): string {
  const next = new URLSearchParams();
  if (place.status) next.set('status', place.status);
  if (place.from) next.set('from', place.from);
  if (place.to) next.set('to', place.to);
  if (place.patient) next.set('patient', place.patient);
  if (place.sort !== 'issuedAt' || place.order !== 'desc') {
    next.set('sort', place.sort);
    next.set('order', place.order);
  }
  if (place.page > 1) next.set('page', String(place.page));
  return next.toString();
}

export const tableHref = (place: TablePlace) => {
  const search = searchOf(place);
  return `${PRACTICE_ROUTES.referrals}${search ? `?${search}` : ''}`;
};

/** The place of the table in the address, with ways to move it: a new filter or order starts at page 1. */
export function useTablePlace() {
  const [params, setParams] = useSearchParams();
  const place = placeOf(params);
  const choose = (changes: Partial<Omit<TablePlace, 'page'>>) =>
    setParams(new URLSearchParams(searchOf({ ...place, ...changes, page: 1 })));
  const filtered = Boolean(place.status || place.from || place.to || place.patient);
  return { place, choose, filtered, clear: () => setParams(new URLSearchParams()) };
}

/** The ways the table can be ordered, as one choice. */
export const SORT_CHOICES: readonly { value: string; label: string; sort: ReferralTableSort; order: SortOrder }[] = [
  { value: 'issuedAt:desc', label: 'Newest first', sort: 'issuedAt', order: 'desc' },
  { value: 'issuedAt:asc', label: 'Oldest first', sort: 'issuedAt', order: 'asc' },
  { value: 'status:asc', label: 'Status', sort: 'status', order: 'asc' },
  { value: 'cost:desc', label: 'Highest cost', sort: 'cost', order: 'desc' },
  { value: 'cost:asc', label: 'Lowest cost', sort: 'cost', order: 'asc' },
  { value: 'commission:desc', label: 'Highest commission', sort: 'commission', order: 'desc' },
  { value: 'testsCount:desc', label: 'Most tests', sort: 'testsCount', order: 'desc' },
];
