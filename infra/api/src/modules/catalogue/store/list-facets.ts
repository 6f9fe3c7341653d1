import { sql } from 'drizzle-orm';
import {
  TURNAROUND_STEPS,
  type TestFacetsAnswer,
  type TestGroup,
  type TurnaroundFacet,
} from '@labshop/shared-contracts/core/api/catalogue';
import type { Database } from '../../../db/client';
import { queryPrepared } from '../../../db/prepared';
import { groupCondition } from './categories';
import { SAMPLE_TYPE_LIST } from './list-filters';

interface FacetsRow extends Record<string, unknown> {
  total: number;
  no_fasting: number;
  sample_types: { sampleType: string; count: number }[];
  turnarounds: { days: number; count: number }[];
}

/**
 * What the filters of a list can offer: the sample types its items take, its turnarounds, how many need no fasting.
 * One pass over the items of the category (or group) on sale, counted as the categories are (default price list).
 */
export async function selectListFacets(
  db: Database,
  group: TestGroup | null,
  categorySlug: string | null,
): Promise<TestFacetsAnswer> {
  const inCategory = categorySlug === null ? sql`true` : sql`c.slug = ${categorySlug}`;
  const [row] = await queryPrepared<FacetsRow>(
    db,
    sql`
      with t as (
        select t.sample_type, t.turnaround_days, t.requires_fasting
        from tests t
        join test_categories c on c.id = t.category_id
        where t.published and ${inCategory} and ${groupCondition(group)}
          and exists (
            select 1 from test_prices p
            where p.test_id = t.id and p.valid_from <= ${new Date()}
              and p.price_list_id = (select pl.id from price_lists pl where pl.is_default)
          )
      )
      select
        (select count(*)::int from t) as total,
        (select count(*)::int from t where not t.requires_fasting) as no_fasting,
        (
          select coalesce(json_agg(json_build_object('sampleType', s.sample, 'count', s.n) order by s.n desc, s.sample), '[]')
          from (
            select sample, count(*)::int as n
            from t cross join unnest(${SAMPLE_TYPE_LIST}) as sample
            where sample <> ''
            group by sample
          ) s
        ) as sample_types,
        (
          select coalesce(json_agg(json_build_object('days', d.turnaround_days, 'count', d.n)), '[]')
          from (select t.turnaround_days, count(*)::int as n from t where t.turnaround_days is not null group by 1) d
        ) as turnarounds
    `,
  );
  if (!row) return { sampleTypes: [], turnaroundDays: [], noFastingCount: 0 };
  return {
    sampleTypes: row.sample_types,
    turnaroundDays: turnaroundChoices(row.turnarounds, row.total),
    noFastingCount: row.no_fasting,
  };
}

/**
 * The TURNAROUND_STEPS worth offering for these turnarounds: each leaves some items, more than the step before, and
 * not every item (a step everything passes filters nothing). A list all back next day offers none.
 */
export function turnaroundChoices(turnarounds: readonly { days: number; count: number }[], total: number) {
  const choices: TurnaroundFacet[] = [];
  for (const days of TURNAROUND_STEPS) {
    const count = turnarounds.filter((entry) => entry.days <= days).reduce((sum, entry) => sum + entry.count, 0);
    const previous = choices.at(-1)?.count ?? 0;
    if (count > previous && count < total) choices.push({ days, count });
  }
  return choices;
}
