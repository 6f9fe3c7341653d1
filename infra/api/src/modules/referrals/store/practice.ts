import { and, asc, count, desc, eq, gte, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ReferralStatus } from '@labshop/shared-contracts/core/api/referrals';
import type { ReferralTableSort, SortOrder } from '@labshop/shared-contracts/core/api/doctor-referral-table';
import { POLAND } from '@labshop/shared-contracts/core';
import type { Database } from '../../../db/client';
import { referralMonthFigures, referralMonthTests, referralTests, referrals } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { issuingDoctor, referralIssuedBy, referralIssuedByDoctor } from '../access';
import { preparedOnce, preparedPerShape } from '../../../db/prepared-once';

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
  /** The commission the ledger holds for it once its order is paid (net of any reversal); null before that. */
  commissionEarnedMinor: number | null;
}

/** Which of the doctor's referrals the table shows: by status, by day of issue (both included), by patient. */
export interface PracticeFilter {
  status?: ReferralStatus | undefined;
  fromDay?: string | undefined;
  toDay?: string | undefined;
  patientAccountId?: string | undefined;
}

/** The start of a day (YYYY-MM-DD, or a placeholder for one) in the shop's time zone, as an instant. */
const startOfDay = (day: string | Placeholder | SQL) => sql`(${day}::date)::timestamp at time zone ${ZONE}`;

/** Which of the filter's conditions a query holds: each query shape is prepared once. */
type FilterShape = Record<keyof PracticeFilter, boolean>;

function shapeOf(filter: PracticeFilter): FilterShape {
  return {
    status: filter.status !== undefined,
    fromDay: filter.fromDay !== undefined,
    toDay: filter.toDay !== undefined,
    patientAccountId: filter.patientAccountId !== undefined,
  };
}

const shapeKey = (shape: FilterShape) =>
  (Object.keys(shape) as (keyof FilterShape)[]).filter((key) => shape[key]).join('+');

/** The doctor's referrals (placeholder `doctor`) the filter's given conditions name, each value a placeholder. */
function filtered(shape: FilterShape): SQL {
  return (
    and(
      referralIssuedByDoctor,
      shape.status ? eq(referrals.status, sql.placeholder('status')) : undefined,
      shape.fromDay ? gte(referrals.issuedAt, startOfDay(sql.placeholder('fromDay'))) : undefined,
      shape.toDay ? lt(referrals.issuedAt, sql`${startOfDay(sql.placeholder('toDay'))} + interval '1 day'`) : undefined,
      shape.patientAccountId ? eq(referrals.patientAccountId, sql.placeholder('patientAccountId')) : undefined,
    ) ?? referralIssuedByDoctor
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
  commissionEarnedMinor: referrals.commissionEarnedMinor,
};

/**
 * How a page is read: every row the filter names (the CSV export, a patient's referrals); a page near the start in
 * one ordered pass; a page further on by its ids first.
 */
type PageRead = 'every' | 'inOrder' | 'idsFirst';

/**
 * From how many rows skipped a page is chosen by its ids first. Read in one ordered pass, each skipped row is read
 * whole and its tests counted; by ids first, each row of the page costs a look-up by primary key instead. Measured
 * on 10,000 referrals of a doctor, the two cost the same at about 60 rows skipped.
 */
export const DEEP_PAGE_FROM = 60;

function pageReadOf(offset: number, limit: number | null): PageRead {
  if (limit === null) return 'every';
  return offset < DEEP_PAGE_FROM ? 'inOrder' : 'idsFirst';
}

interface PageShape {
  filter: FilterShape;
  sort: ReferralTableSort;
  order: SortOrder;
  read: PageRead;
}

/** The order asked, ties newest first (then by id, so every order is total and a page never shifts). */
function orderingOf(shape: PageShape): SQL[] {
  const direction = shape.order === 'asc' ? asc : desc;
  return [direction(SORTED_BY[shape.sort]), desc(referrals.issuedAt), desc(referrals.id)];
}

/** The kept count of one status (placeholder `status`) among a month's referrals. */
const ofStatus = sql`case ${sql.placeholder('status')}::text
  when 'awaiting_payment' then ${referralMonthFigures.awaitingPayment}
  when 'awaiting_salary' then ${referralMonthFigures.awaitingSalary}
  when 'settled' then ${referralMonthFigures.settled}
  else ${referralMonthFigures.cancelled} end`;

/** The first month wholly on or after the day `from` (its own month when it is the 1st). */
const firstWholeMonth = sql`(date_trunc('month', (${sql.placeholder('fromDay')}::date - 1)::timestamp)
  + interval '1 month')::date`;
/** The month after the last one wholly on or before the day `to` (its month's start when `to` is the last day). */
const afterLastWholeMonth = sql`date_trunc('month', (${sql.placeholder('toDay')}::date + 1)::timestamp)::date`;

/**
 * How many of the doctor's referrals the filter names. Without a patient, the months the days cover wholly are
 * summed from the monthly figures the database keeps (issued, or issued in a status), and only the days at either
 * edge, outside those months, are counted from the referrals: a few dozen kept rows and at most two partial months'
 * index entries, however many referrals the filter names. A patient's referrals are counted.
 */
function totalOf(filter: FilterShape): SQL<number> {
  if (filter.patientAccountId) return sql<number>`(select count(*) from ${referrals} where ${filtered(filter)})::int`;
  const kept = and(
    eq(referralMonthFigures.doctorAccountId, sql.placeholder('doctor')),
    filter.fromDay ? sql`${referralMonthFigures.month} >= ${firstWholeMonth}` : undefined,
    filter.toDay ? sql`${referralMonthFigures.month} < ${afterLastWholeMonth}` : undefined,
  );
  const wholeMonths = sql`(select coalesce(sum(${filter.status ? ofStatus : referralMonthFigures.issued}), 0)
                           from ${referralMonthFigures} where ${kept})`;
  // The edges: before the first whole month (or up to `to`, when no month is whole), and from the month after the
  // last whole one (never before the first edge's end, so no day is counted twice).
  const end = filter.toDay ? sql`${startOfDay(sql.placeholder('toDay'))} + interval '1 day'` : null;
  const lowEdgeEnd = end ? sql`least(${startOfDay(firstWholeMonth)}, ${end})` : startOfDay(firstWholeMonth);
  const highEdgeStart = filter.fromDay
    ? sql`greatest(${startOfDay(afterLastWholeMonth)}, ${lowEdgeEnd})`
    : startOfDay(afterLastWholeMonth);
  const edge = (bound: SQL) => sql`(select count(*) from ${referrals} where ${and(filtered(filter), bound)})`;
  const lowEdge = filter.fromDay ? edge(lt(referrals.issuedAt, lowEdgeEnd)) : sql`0`;
  const highEdge = filter.toDay ? edge(gte(referrals.issuedAt, highEdgeStart)) : sql`0`;
  return sql<number>`(${wholeMonths} + ${lowEdge} + ${highEdge})::int`;
}

/**
 * A page of the doctor's referrals, its tests counted for the page's own rows only. A deep page's ids are chosen
 * first, from an index alone where the order has one (issue date, status, cost): the rows skipped before it are
 * then index entries, not whole rows with their tests counted; only the page's own rows are read whole, and sorted
 * again by their own columns.
 */
const pageOfReferrals = preparedPerShape(
  (shape: PageShape) => `${shapeKey(shape.filter)}:${shape.sort}:${shape.order}:${shape.read}`,
  (db: Database, shape: PageShape, key) => {
    const ordering = orderingOf(shape);
    // Each row says how many the filter names: counted with the page, not in a statement of its own.
    const total = shape.read === 'every' ? sql<number>`(count(*) over ())::int` : totalOf(shape.filter);
    const rows = db.select({ ...rowColumns, testsCount, total }).from(referrals);
    if (shape.read === 'every') {
      return rows
        .where(filtered(shape.filter))
        .orderBy(...ordering)
        .prepare(`practice_rows_${key}`);
    }
    if (shape.read === 'inOrder') {
      return rows
        .where(filtered(shape.filter))
        .orderBy(...ordering)
        .offset(sql.placeholder('offset'))
        .limit(sql.placeholder('limit'))
        .prepare(`practice_page_${key}`);
    }
    const pageIds = db
      .select({ id: referrals.id })
      .from(referrals)
      .where(filtered(shape.filter))
      .orderBy(...ordering)
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'));
    // An array of ids, not a join: the planner cannot know how many a page holds and would otherwise read every
    // referral to join them; with an array it looks up just these by primary key.
    return rows
      .where(and(referralIssuedByDoctor, sql`${referrals.id} = any(array(${pageIds}))`))
      .orderBy(...ordering)
      .prepare(`practice_page_${key}`);
  },
);

/** The same total on its own, for a page past the last, which has no row to carry it. */
const totalAlone = preparedPerShape(shapeKey, (db: Database, shape: FilterShape, key) =>
  db
    .select({ total: totalOf(shape) })
    .from(sql`(values (1)) as "one"`)
    .prepare(`practice_count_${key || 'all'}`),
);

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
  },
): Promise<{ rows: PracticeRow[]; total: number }> {
  const doctor = issuingDoctor(principal);
  if (doctor === null) return { rows: [], total: 0 };
  const filter = shapeOf(query.filter);
  const values = { doctor, ...query.filter, offset: query.offset, limit: query.limit };
  const read = pageReadOf(query.offset, query.limit);
  const rows = await pageOfReferrals(db, { filter, sort: query.sort, order: query.order, read }).execute(values);
  const [first] = rows;
  if (first !== undefined) return { rows, total: first.total };
  // No row: none at all when nothing was skipped, else a page past the last, whose total is asked on its own.
  if (query.offset === 0) return { rows, total: 0 };
  const [alone] = await totalAlone(db, filter).execute(values);
  return { rows, total: alone?.total ?? 0 };
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
  const doctor = issuingDoctor(principal);
  if (doctor === null) return [];
  const rows = await figuresOfMonths(db).execute({
    doctor,
    from: `${range.fromMonth}-01`,
    toExcluded: `${range.toMonthExcluded}-01`,
  });
  return rows.filter((row) => row.issued !== 0 || row.paid !== 0);
}

const figuresOfMonths = preparedOnce((db: Database) =>
  db
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
        eq(referralMonthFigures.doctorAccountId, sql.placeholder('doctor')),
        gte(referralMonthFigures.month, sql.placeholder('from')),
        lt(referralMonthFigures.month, sql.placeholder('toExcluded')),
      ),
    )
    .orderBy(asc(referralMonthFigures.month))
    .prepare('practice_month_figures'),
);

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
  const doctor = issuingDoctor(principal);
  if (doctor === null) return [];
  return mostReferredTests(db).execute({
    doctor,
    from: `${range.fromMonth}-01`,
    toExcluded: `${range.toMonthExcluded}-01`,
    limit,
  });
}

const referralsCount = sql<number>`sum(${referralMonthTests.referrals})::int`;

const mostReferredTests = preparedOnce((db: Database) =>
  db
    .select({ testId: referralMonthTests.testId, referrals: referralsCount })
    .from(referralMonthTests)
    .where(
      and(
        eq(referralMonthTests.doctorAccountId, sql.placeholder('doctor')),
        gte(referralMonthTests.month, sql.placeholder('from')),
        lt(referralMonthTests.month, sql.placeholder('toExcluded')),
      ),
    )
    .groupBy(referralMonthTests.testId)
    .having(sql`${referralsCount} > 0`)
    .orderBy(desc(referralsCount), asc(referralMonthTests.testId))
    .limit(sql.placeholder('limit'))
    .prepare('practice_most_referred_tests'),
);

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
  const doctor = issuingDoctor(principal);
  if (doctor === null) return { awaiting: 0, commissionMinor: 0 };
  const [row] = await awaitingOfMonth(db).execute({ doctor, from: `${month}-01`, toExcluded: `${nextMonth}-01` });
  return { awaiting: row?.awaiting ?? 0, commissionMinor: Number(row?.commissionMinor ?? 0) };
}

const awaitingOfMonth = preparedOnce((db: Database) =>
  db
    .select({ awaiting: count(), commissionMinor: commissionSum })
    .from(referrals)
    .where(
      and(
        referralIssuedByDoctor,
        eq(referrals.status, 'awaiting_payment'),
        gte(referrals.issuedAt, startOfDay(sql.placeholder('from'))),
        lt(referrals.issuedAt, startOfDay(sql.placeholder('toExcluded'))),
      ),
    )
    .prepare('practice_awaiting_of_month'),
);
