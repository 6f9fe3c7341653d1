import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { ReferralStatus } from '@labshop/shared-contracts/core/api/referrals';
import type { ReferralTableSort, SortOrder } from '@labshop/shared-contracts/core/api/doctor-referral-table';
import { POLAND } from '@labshop/shared-contracts/core';
import type { Database } from '../../../db/client';
import { referralMonthFigures, referralMonthTests, referralTests, referrals } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { referralIssuedBy } from '../access';

/** Days and months of the doctor's practice are the shop's own, in its country's time zone. */
const ZONE = POLAND.country.timeZone;

/** A referral as the doctor's table lists it, from its own row: its people and tests by id. */
export interface PracticeRow {
  id: string;
  status: ReferralStatus;
  issuedAt: Date;
  paidAt: Date | null;
  patientAccountId: string;
  commissionPercent: number;
  discountPercent: number;
  costMinor: number;
  discountMinor: number;
  testsCount: number;
}

/** Which of the doctor's referrals the table shows: by status, by day of issue (both included), by patient. */
export interface PracticeFilter {
  status?: ReferralStatus | undefined;
  fromDay?: string | undefined;
  toDay?: string | undefined;
  patientAccountId?: string | undefined;
}

/** The start of a day (YYYY-MM-DD) in the shop's time zone, as an instant. */
const startOfDay = (day: string) => sql`(${day}::date)::timestamp at time zone ${ZONE}`;

function filtered(principal: Principal, filter: PracticeFilter): SQL {
  const mine = referralIssuedBy(principal);
  return (
    and(
      mine,
      filter.status ? eq(referrals.status, filter.status) : undefined,
      filter.fromDay ? gte(referrals.issuedAt, startOfDay(filter.fromDay)) : undefined,
      filter.toDay ? lt(referrals.issuedAt, sql`${startOfDay(filter.toDay)} + interval '1 day'`) : undefined,
      filter.patientAccountId ? eq(referrals.patientAccountId, filter.patientAccountId) : undefined,
    ) ?? mine
  );
}

const testsCount = sql<number>`(select count(*) from ${referralTests} where ${referralTests.referralId} = ${referrals.id})::int`;

/** The commission in minor units before rounding: the doctor's percent of cost less discount. */
const commissionExact = sql`(${referrals.costMinor} - ${referrals.discountMinor}) * ${referrals.commissionPercent}`;

/**
 * The sum of each referral's commission rounded to the minor unit, half up as commissionOn rounds, in integers: a
 * discount is a share of its cost, so the amount is never negative and adding 50 before dividing by 100 rounds it.
 * (Rounding each of thousands of rows as a decimal number costs the server several times more.)
 */
const commissionSum = sql<number>`coalesce(sum((${commissionExact}::bigint + 50) / 100), 0)::bigint`;

const SORTED_BY: Record<ReferralTableSort, SQL> = {
  issuedAt: sql`${referrals.issuedAt}`,
  // The order a referral moves through: awaiting payment, awaiting salary, settled, then cancelled.
  status: sql`${referrals.status}`,
  testsCount,
  cost: sql`${referrals.costMinor}`,
  commission: commissionExact,
};

const rowColumns = {
  id: referrals.id,
  status: referrals.status,
  issuedAt: referrals.issuedAt,
  paidAt: referrals.paidAt,
  patientAccountId: referrals.patientAccountId,
  commissionPercent: referrals.commissionPercent,
  discountPercent: referrals.discountPercent,
  costMinor: referrals.costMinor,
  discountMinor: referrals.discountMinor,
};

/**
 * The doctor's referrals the filter names, in the order asked (ties newest first), `limit` from `offset`, and how
 * many there are in all. Only the principal's own referrals are ever read.
 */
export async function practiceRows(
  db: Database,
  principal: Principal,
  query: {
    filter: PracticeFilter;
    sort: ReferralTableSort;
    order: SortOrder;
    offset: number;
    limit: number | null;
    /** False when the caller needs no total (the overview's latest rows): the count is then not read. */
    counted?: boolean;
  },
): Promise<{ rows: PracticeRow[]; total: number }> {
  const where = filtered(principal, query.filter);
  const direction = query.order === 'asc' ? asc : desc;
  // The tests are counted in the same read, for the page's own rows only (those skipped before it never are): the
  // page is chosen first, each row numbered in the order asked, then its tests counted.
  const ordering = [direction(SORTED_BY[query.sort]), desc(referrals.issuedAt), desc(referrals.id)];
  const chosen = db
    .select({
      ...rowColumns,
      position: sql<number>`row_number() over (order by ${sql.join(ordering, sql`, `)})`.as('position'),
    })
    .from(referrals)
    .where(where)
    .orderBy(...ordering)
    .offset(query.offset);
  const page = (query.limit === null ? chosen : chosen.limit(query.limit)).as('page');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: page.id,
        status: page.status,
        issuedAt: page.issuedAt,
        paidAt: page.paidAt,
        patientAccountId: page.patientAccountId,
        commissionPercent: page.commissionPercent,
        discountPercent: page.discountPercent,
        costMinor: page.costMinor,
        discountMinor: page.discountMinor,
        testsCount: sql<number>`(select count(*) from ${referralTests} where ${referralTests.referralId} = ${page.id})::int`,
      })
      .from(page)
      .orderBy(asc(page.position)),
    query.counted === false ? [] : db.select({ total: count() }).from(referrals).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Each month's figures (YYYY-MM in the shop's zone) between two months' starts, `to` excluded. */
export interface MonthFigures {
  month: string;
  issued: number;
  paid: number;
  revenueMinor: number;
  commissionMinor: number;
}

/**
 * Per month: referrals issued that month, referrals paid that month, what patients paid for those and the
 * doctor's commission on them; months with nothing left out. Read from the doctor's monthly figures, which the
 * database keeps with every write of a referral: at most one row per month, however many referrals there are.
 */
export async function monthlyFigures(
  db: Database,
  principal: Principal,
  range: { fromMonth: string; toMonthExcluded: string },
): Promise<MonthFigures[]> {
  if (principal.kind !== 'account' || principal.role !== 'doctor') return [];
  const rows = await db
    .select({
      month: sql<string>`to_char(${referralMonthFigures.month}, 'YYYY-MM')`,
      issued: referralMonthFigures.issued,
      paid: referralMonthFigures.paid,
      revenueMinor: referralMonthFigures.revenueMinor,
      commissionMinor: referralMonthFigures.commissionMinor,
    })
    .from(referralMonthFigures)
    .where(
      and(
        eq(referralMonthFigures.doctorAccountId, principal.accountId),
        gte(referralMonthFigures.month, `${range.fromMonth}-01`),
        lt(referralMonthFigures.month, `${range.toMonthExcluded}-01`),
      ),
    )
    .orderBy(asc(referralMonthFigures.month));
  return rows.filter((row) => row.issued !== 0 || row.paid !== 0);
}

/**
 * The tests the doctor referred most often in the range (by referrals issued), most first: summed from the
 * doctor's monthly counts of each test, which the database keeps with every referral's tests.
 */
export async function topReferredTests(
  db: Database,
  principal: Principal,
  range: { fromMonth: string; toMonthExcluded: string },
  limit: number,
): Promise<{ testId: string; referrals: number }[]> {
  if (principal.kind !== 'account' || principal.role !== 'doctor') return [];
  const referralsCount = sql<number>`sum(${referralMonthTests.referrals})::int`;
  return db
    .select({ testId: referralMonthTests.testId, referrals: referralsCount })
    .from(referralMonthTests)
    .where(
      and(
        eq(referralMonthTests.doctorAccountId, principal.accountId),
        gte(referralMonthTests.month, `${range.fromMonth}-01`),
        lt(referralMonthTests.month, `${range.toMonthExcluded}-01`),
      ),
    )
    .groupBy(referralMonthTests.testId)
    .having(sql`${referralsCount} > 0`)
    .orderBy(desc(referralsCount), asc(referralMonthTests.testId))
    .limit(limit);
}

/** The patients the doctor has referred: how many referrals each has had, and the latest one's date. */
export async function referredPatients(
  db: Database,
  principal: Principal,
): Promise<{ patientAccountId: string; referrals: number; lastReferralAt: Date }[]> {
  const rows = await db
    .select({
      patientAccountId: referrals.patientAccountId,
      referrals: count(),
      lastReferralAt: sql<string>`max(${referrals.issuedAt})`,
    })
    .from(referrals)
    .where(referralIssuedBy(principal))
    .groupBy(referrals.patientAccountId);
  return rows.map((row) => ({ ...row, lastReferralAt: new Date(row.lastReferralAt) }));
}

/** Of the referrals issued in the month (YYYY-MM) still awaiting payment: how many, and the commission they hold. */
export async function awaitingInMonth(
  db: Database,
  principal: Principal,
  month: string,
  nextMonth: string,
): Promise<{ awaiting: number; commissionMinor: number }> {
  const [row] = await db
    .select({
      awaiting: count(),
      commissionMinor: commissionSum,
    })
    .from(referrals)
    .where(
      and(
        referralIssuedBy(principal),
        eq(referrals.status, 'awaiting_payment'),
        gte(referrals.issuedAt, startOfDay(`${month}-01`)),
        lt(referrals.issuedAt, startOfDay(`${nextMonth}-01`)),
      ),
    );
  return { awaiting: row?.awaiting ?? 0, commissionMinor: Number(row?.commissionMinor ?? 0) };
}
