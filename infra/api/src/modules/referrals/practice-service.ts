import fp from 'fastify-plugin';
import { POLAND } from '@labshop/shared-contracts/core';
import {
  commissionOn,
  PATIENT_SEARCH_LIMIT,
  PATIENT_SEARCH_MIN_LENGTH,
  REFERRAL_TABLE_DEFAULT_PER_PAGE,
  REFERRAL_TABLE_MAX_PER_PAGE,
  REFERRAL_TABLE_MESSAGES,
  STATISTICS_MAX_MONTHS,
  type DoctorOverview,
  type PatientSearchHit,
  type PracticePatient,
  type PracticePatientAnswer,
  type ReferralQuote,
  type ReferralQuoteRequest,
  type ReferralStatistics,
  type ReferralStatisticsQuery,
  type ReferralTablePage,
  type ReferralTableQuery,
  type ReferralTableRow,
} from '@labshop/shared-contracts/core/api/doctor-referral-table';
import {
  commissionOptionOf,
  commissionShares,
  DEFAULT_COMMISSION_OPTION,
  REFERRAL_STATUS_WORDS,
  type DoctorReferral,
} from '@labshop/shared-contracts/core/api/referrals';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { ForbiddenError } from '../../platform/authorization';
import { notFound, ValidationError, type FieldErrors } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import type { AccountsService } from '../accounts/service';
import type { CatalogueService } from '../catalogue/service';
import type { DoctorAccessService } from '../doctor-access/service';
import type { DoctorCommissionService } from '../doctor-commission/service';
import { withPeople, type ReferralPeople } from './referral-people';
import { withPlacesAndTests, type ReferralPlacesAndTests } from './referral-places-tests';
import { priceReferredTests } from './referral-pricing';
import { toDoctorReferral } from './referral-shapes';
import { findReferrals } from './store/referrals';
import { readReferralDoctorData } from './referral-request';
import {
  awaitingInMonth,
  monthlyFigures,
  practiceRows,
  referredPatients,
  topReferredTests,
  type PracticeFilter,
  type PracticeRow,
} from './store/practice';

export interface PracticeDependencies {
  db: Database;
  clock: Clock;
  config: { currency: string };
  people: Pick<AccountsService['directory'], 'isVerifiedDoctor' | 'contactsOf' | 'searchAmong'>;
  doctorAccess: Pick<DoctorAccessService, 'findPatient' | 'grantedPatientIds'>;
  catalogue: Pick<CatalogueService, 'shopItems' | 'itemCodes'>;
  /** Names, phones and places of a referral, as the referrals' own reads ask for them. */
  referralPeople: ReferralPeople;
  placesAndTests: ReferralPlacesAndTests;
  /** What each referral earned by the commission ledger once its order was paid: asked of the doctor commission. */
  commission: Pick<DoctorCommissionService, 'netCommissionsOf'>;
}

/** How many referrals the overview lists, and how many tests the statistics rank. */
const LATEST_REFERRALS = 5;
const TOP_TESTS = 10;
const STATISTICS_DEFAULT_MONTHS = 12;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

// Made once: building a formatter with a time zone costs more than the rest of a page's answer.
const MONTH_IN_SHOP_ZONE = new Intl.DateTimeFormat('en-CA', {
  timeZone: POLAND.country.timeZone,
  year: 'numeric',
  month: '2-digit',
});

/** The month (YYYY-MM) an instant falls in, in the shop's time zone. */
export function monthIn(instant: Date): string {
  const parts = MONTH_IN_SHOP_ZONE.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The month `by` months after `month` (before, when negative). */
export function shiftMonth(month: string, by: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = shiftMonth(month, 1)) months.push(month);
  return months;
}

/** The page number or size as a URL writes it: digits only. */
function wholeNumber(text: string | undefined): number | null | undefined {
  if (text === undefined) return undefined;
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The table's query read (422 by field for what cannot be read). */
export function readTableQuery(query: ReferralTableQuery) {
  const errors: FieldErrors = {};
  const filter: PracticeFilter = { status: query.status };
  for (const field of ['from', 'to'] as const) {
    const day = query[field]?.trim();
    if (!day) continue;
    if (!isDay(day)) errors[field] = [REFERRAL_TABLE_MESSAGES.day];
    else if (field === 'from') filter.fromDay = day;
    else filter.toDay = day;
  }
  if (filter.fromDay && filter.toDay && filter.toDay < filter.fromDay) errors.to = [REFERRAL_TABLE_MESSAGES.range];
  const patient = query.patient?.trim();
  if (patient) {
    if (isRecordId(patient)) filter.patientAccountId = patient;
    else errors.patient = [REFERRAL_TABLE_MESSAGES.patient];
  }
  const page = wholeNumber(query.page);
  if (page === null || page === 0) errors.page = [REFERRAL_TABLE_MESSAGES.page];
  const perPage = wholeNumber(query.perPage);
  if (perPage === null || perPage === 0 || (perPage ?? 0) > REFERRAL_TABLE_MAX_PER_PAGE) {
    errors.perPage = [REFERRAL_TABLE_MESSAGES.perPage];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    filter,
    sort: query.sort ?? 'issuedAt',
    order: query.order ?? 'desc',
    page: page ?? 1,
    perPage: perPage ?? REFERRAL_TABLE_DEFAULT_PER_PAGE,
  };
}

/** The statistics' months read (422 by field), the last 12 to this month when not given. */
export function readStatisticsQuery(query: ReferralStatisticsQuery, now: Date): { from: string; to: string } {
  const errors: FieldErrors = {};
  const to = query.to?.trim() || monthIn(now);
  const from = query.from?.trim() || shiftMonth(to, -(STATISTICS_DEFAULT_MONTHS - 1));
  if (!MONTH.test(from)) errors.from = [REFERRAL_TABLE_MESSAGES.month];
  if (!MONTH.test(to)) errors.to = [REFERRAL_TABLE_MESSAGES.month];
  else if (MONTH.test(from) && to < from) errors.to = [REFERRAL_TABLE_MESSAGES.monthRange];
  else if (MONTH.test(from) && to > shiftMonth(from, STATISTICS_MAX_MONTHS - 1)) {
    errors.to = [REFERRAL_TABLE_MESSAGES.monthSpan];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { from, to };
}

const conversion = (issued: number, paid: number) => (issued === 0 ? 0 : Math.round((paid / issued) * 100));

/** The doctor's practice: overview, referral table, statistics, patients, and the form's search and quote. */
export function createPracticeService(deps: PracticeDependencies) {
  const { db, clock, config, people } = deps;

  async function verifiedDoctor(principal: Principal): Promise<string> {
    if (principal.kind !== 'account' || principal.role !== 'doctor') throw new ForbiddenError();
    if (!(await people.isVerifiedDoctor(principal))) throw new ForbiddenError();
    return principal.accountId;
  }

  /**
   * The table's rows of the doctor's referrals. A paid referral's commission is the ledger's (worked out from what
   * the patient actually paid, net of any reversal), which the referral's own row keeps; before that, what the
   * referral's amounts promise.
   */
  async function shaped(rows: readonly PracticeRow[]): Promise<ReferralTableRow[]> {
    const contacts = await people.contactsOf(rows.map((row) => row.patientAccountId));
    return rows.map((row) => {
      const contact = contacts.get(row.patientAccountId);
      const address = contact?.address ?? null;
      return {
        id: row.id,
        issuedAt: row.issuedAt.toISOString(),
        testDate: row.paidAt?.toISOString() ?? null,
        patient: { id: row.patientAccountId, name: contact ? `${contact.firstName} ${contact.lastName}` : '' },
        phone: contact?.phone ?? '',
        status: row.status,
        statusWords: REFERRAL_STATUS_WORDS[row.status],
        testsCount: row.testsCount,
        costMinor: row.costMinor,
        discountMinor: row.discountMinor,
        discountPercent: row.discountPercent,
        commissionMinor:
          row.commissionEarnedMinor ?? commissionOn(row.costMinor, row.discountMinor, row.commissionPercent),
        commissionPercent: row.commissionPercent,
        commissionOption: commissionOptionOf(row.commissionPercent, row.discountPercent),
        postCode: address?.postCode ?? '',
        city: address?.city ?? '',
        street: address
          ? [address.street, address.houseNumber].filter(Boolean).join(' ') +
            (address.homeNumber ? `/${address.homeNumber}` : '')
          : '',
        editable: row.status === 'awaiting_payment',
      };
    });
  }

  /** The doctor's patients: those referred, with counts, and those sharing results now. */
  async function patientsOf(principal: Principal, doctorId: string) {
    const [referred, sharing] = await Promise.all([
      referredPatients(db, principal),
      deps.doctorAccess.grantedPatientIds(doctorId),
    ]);
    return { referred: new Map(referred.map((row) => [row.patientAccountId, row])), sharing: new Set(sharing) };
  }

  return {
    async overview(principal: Principal): Promise<DoctorOverview> {
      await verifiedDoctor(principal);
      const month = monthIn(clock());
      const next = shiftMonth(month, 1);
      const [[figures], awaiting, latest] = await Promise.all([
        monthlyFigures(db, principal, { fromMonth: month, toMonthExcluded: next }),
        awaitingInMonth(db, principal, month, next),
        practiceRows(db, principal, {
          filter: {},
          sort: 'issuedAt',
          order: 'desc',
          offset: 0,
          limit: LATEST_REFERRALS,
        }),
      ]);
      return {
        month,
        issued: figures?.issued ?? 0,
        paid: figures?.paid ?? 0,
        awaitingPayment: awaiting.awaiting,
        commissionEarnedMinor: figures?.commissionMinor ?? 0,
        commissionPendingMinor: awaiting.commissionMinor,
        latest: await shaped(latest.rows),
        currency: config.currency,
      };
    },

    /** One of the doctor's referrals with its tests and place, as the edit form starts from it; 404 for another. */
    async referral(principal: Principal, referralId: string): Promise<DoctorReferral> {
      const doctorId = await verifiedDoctor(principal);
      if (!isRecordId(referralId)) throw notFound();
      const rows = await findReferrals(db, principal, { issued: 'by-caller', referralId });
      const [referral] = await withPeople(deps.referralPeople, await withPlacesAndTests(deps.placesAndTests, rows));
      if (!referral) throw notFound();
      const salaries = await deps.commission.netCommissionsOf(doctorId, [referral.id]);
      return toDoctorReferral(deps.catalogue.shopItems, referral, clock(), config.currency, salaries);
    },

    async table(principal: Principal, query: ReferralTableQuery): Promise<ReferralTablePage> {
      await verifiedDoctor(principal);
      const read = readTableQuery(query);
      const { rows, total } = await practiceRows(db, principal, {
        ...read,
        offset: (read.page - 1) * read.perPage,
        limit: read.perPage,
      });
      return {
        rows: await shaped(rows),
        total,
        page: read.page,
        perPage: read.perPage,
        pages: Math.max(1, Math.ceil(total / read.perPage)),
        currency: config.currency,
      };
    },

    /** Every row the filter names, in the order asked, for the CSV export. */
    async tableRows(principal: Principal, query: ReferralTableQuery): Promise<ReferralTableRow[]> {
      await verifiedDoctor(principal);
      const read = readTableQuery(query);
      const { rows } = await practiceRows(db, principal, { ...read, offset: 0, limit: null });
      return shaped(rows);
    },

    async statistics(principal: Principal, query: ReferralStatisticsQuery): Promise<ReferralStatistics> {
      await verifiedDoctor(principal);
      const { from, to } = readStatisticsQuery(query, clock());
      const range = { fromMonth: from, toMonthExcluded: shiftMonth(to, 1) };
      const [figures, top] = await Promise.all([
        monthlyFigures(db, principal, range),
        topReferredTests(db, principal, range, TOP_TESTS),
      ]);
      const names = await deps.catalogue.itemCodes(top.map((row) => row.testId));
      const byMonth = new Map(figures.map((row) => [row.month, row]));
      const months = monthsBetween(from, to).map((month) => {
        const row = byMonth.get(month) ?? { month, issued: 0, paid: 0, revenueMinor: 0, commissionMinor: 0 };
        return { ...row, conversionPercent: conversion(row.issued, row.paid) };
      });
      const sum = (pick: (row: (typeof months)[number]) => number) =>
        months.reduce((total, row) => total + pick(row), 0);
      const issued = sum((row) => row.issued);
      const paid = sum((row) => row.paid);
      return {
        from,
        to,
        months,
        totals: {
          issued,
          paid,
          conversionPercent: conversion(issued, paid),
          revenueMinor: sum((row) => row.revenueMinor),
          commissionMinor: sum((row) => row.commissionMinor),
        },
        topTests: top.map((row) => ({
          id: row.testId,
          name: names.get(row.testId)?.name ?? '',
          referrals: row.referrals,
        })),
        currency: config.currency,
      };
    },

    /**
     * The patients the referral form offers for what the doctor types (2 characters or more): among the doctor's
     * own patients by name, PESEL or phone; and, when none of them matches a whole PESEL or phone, the account
     * holding it, by the same counted and logged lookup the referral itself makes.
     */
    async searchPatients(principal: Principal, text: string, address: string): Promise<PatientSearchHit[]> {
      const doctorId = await verifiedDoctor(principal);
      const query = text.trim();
      if (query.length < PATIENT_SEARCH_MIN_LENGTH) {
        throw new ValidationError({ q: [`must be at least ${PATIENT_SEARCH_MIN_LENGTH} characters`] });
      }
      const { referred, sharing } = await patientsOf(principal, doctorId);
      const own = await people.searchAmong([...referred.keys(), ...sharing], query, PATIENT_SEARCH_LIMIT);
      const toHit = (contact: (typeof own)[number]): PatientSearchHit => ({
        id: contact.id,
        name: `${contact.firstName} ${contact.lastName}`,
        phone: contact.phone,
        pesel: contact.pesel,
      });
      if (own.length > 0) return own.map(toHit);
      const digits = query.replace(/[\s+-]/g, '');
      const identity = /^\d{11}$/.test(digits) ? { pesel: digits } : /^\d{9}$/.test(digits) ? { phone: digits } : null;
      if (identity === null) return [];
      try {
        const found = await deps.doctorAccess.findPatient(
          { doctorAccountId: doctorId, purpose: 'referral', address, now: clock() },
          identity,
        );
        if (found === null) return [];
        const contact = (await people.contactsOf([found.id])).get(found.id);
        return contact ? [toHit(contact)] : [];
      } catch (error) {
        // A number that cannot be anyone's (a PESEL's check digit wrong) finds nobody.
        if (error instanceof ValidationError) return [];
        throw error;
      }
    },

    async quote(principal: Principal, request: ReferralQuoteRequest): Promise<ReferralQuote> {
      await verifiedDoctor(principal);
      const now = clock();
      const choice = await readReferralDoctorData(
        { db, ...deps.catalogue, findPatient: deps.doctorAccess.findPatient },
        request,
        now,
      );
      const shares = commissionShares(choice.commission ?? DEFAULT_COMMISSION_OPTION);
      const amounts = await priceReferredTests(
        deps.catalogue.shopItems,
        { ...choice, discountPercent: shares.patientPercent },
        now,
      );
      return {
        ...amounts,
        totalMinor: amounts.costMinor - amounts.discountMinor,
        discountPercent: shares.patientPercent,
        commissionPercent: shares.doctorPercent,
        commissionMinor: commissionOn(amounts.costMinor, amounts.discountMinor, shares.doctorPercent),
        currency: config.currency,
      };
    },

    /** The doctor's patients, referred or sharing results, matching the search when one is given; by name. */
    async patients(principal: Principal, text: string | undefined): Promise<PracticePatient[]> {
      const doctorId = await verifiedDoctor(principal);
      const { referred, sharing } = await patientsOf(principal, doctorId);
      const ids = [...new Set([...referred.keys(), ...sharing])];
      const query = text?.trim() ?? '';
      const contacts =
        query === ''
          ? [...(await people.contactsOf(ids)).values()]
          : await people.searchAmong(ids, query, ids.length || 1);
      const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      contacts.sort((a, b) => byName(a.lastName, b.lastName) || byName(a.firstName, b.firstName));
      return contacts.map((contact) => {
        const referrals = referred.get(contact.id);
        return {
          id: contact.id,
          name: `${contact.firstName} ${contact.lastName}`,
          phone: contact.phone,
          referrals: referrals?.referrals ?? 0,
          lastReferralAt: referrals?.lastReferralAt.toISOString() ?? null,
          sharesResults: sharing.has(contact.id),
        };
      });
    },

    /** One of the doctor's patients with the referrals the doctor issued them; 404 for anyone else. */
    async patient(principal: Principal, patientAccountId: string): Promise<PracticePatientAnswer> {
      const doctorId = await verifiedDoctor(principal);
      if (!isRecordId(patientAccountId)) throw notFound();
      const { referred, sharing } = await patientsOf(principal, doctorId);
      if (!referred.has(patientAccountId) && !sharing.has(patientAccountId)) throw notFound();
      const contact = (await people.contactsOf([patientAccountId])).get(patientAccountId);
      if (!contact) throw notFound();
      const { rows } = await practiceRows(db, principal, {
        filter: { patientAccountId },
        sort: 'issuedAt',
        order: 'desc',
        offset: 0,
        limit: null,
      });
      const referrals = referred.get(patientAccountId);
      return {
        patient: {
          id: contact.id,
          name: `${contact.firstName} ${contact.lastName}`,
          phone: contact.phone,
          referrals: referrals?.referrals ?? 0,
          lastReferralAt: referrals?.lastReferralAt.toISOString() ?? null,
          sharesResults: sharing.has(contact.id),
        },
        referrals: await shaped(rows),
        currency: config.currency,
      };
    },
  };
}

export type PracticeService = ReturnType<typeof createPracticeService>;

declare module 'fastify' {
  interface FastifyInstance {
    referralPractice: PracticeService;
  }
}

export default fp(
  async function referralPracticeService(fastify) {
    fastify.decorate(
      'referralPractice',
      createPracticeService({
        db: fastify.db,
        clock: fastify.clock,
        config: fastify.config,
        people: fastify.accounts.directory,
        doctorAccess: fastify.doctorAccess,
        catalogue: fastify.catalogue,
        referralPeople: fastify.accounts.directory,
        placesAndTests: { placesOf: fastify.locations.placesOf, itemCodes: fastify.catalogue.itemCodes },
        commission: fastify.doctorCommission,
      }),
    );
  },
  {
    name: 'referral-practice-service',
    dependencies: [
      'database',
      'clock',
      'accounts-service',
      'doctor-access-service',
      'catalogue-service',
      'locations-service',
      'doctor-commission-service',
    ],
  },
);
