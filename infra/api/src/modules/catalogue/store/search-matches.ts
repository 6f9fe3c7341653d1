import { sql } from 'drizzle-orm';
import type { TestGroup, TestSummary } from '@labshop/shared-contracts/core/api/catalogue';
import type { Database } from '../../../db/client';
import { groupCondition } from './categories';
import {
  availability,
  currentPriceRow,
  lowestPrice30d,
  toSummary,
  type PriceScope,
  type PricedRow,
} from './priced-items';
import { pricingAttributes } from './pricing-attributes';

/**
 * Bounds on the rows each way of matching may bring in. A query as common as 'igg' matches a tenth of a
 * 100,000-test catalogue; exact names, name prefixes and the most popular matches are looked up by index on their
 * own, so bounding the plain substring matches keeps such a query fast without losing its best results.
 */
const EXACT_OR_PREFIX_MATCHES = 200;
const WORD_PREFIX_MATCHES = 500;
const SUBSTRING_MATCHES = 2000;
const CLOSE_SPELLINGS = 500;
/** Packages holding a test the query names exactly; a test sits in a few dozen packages at most. */
const PACKAGES_HOLDING_A_MATCH = 200;
/** How many of the best text matches are priced and ranked further. */
const CANDIDATES = 100;
/** Shorter queries are still being typed: a close spelling of 'pro' is half the catalogue. */
const MIN_LENGTH_FOR_SUBSTRINGS = 3;
const MIN_LENGTH_FOR_CLOSE_SPELLINGS = 5;

/** How well an item matches, best first; items of one rank follow each other by popularity. */
const RANK = {
  exactTerm: 7,
  namePrefix: 6,
  wordPrefix: 5,
  everyWordStartsAWord: 4,
  substring: 3,
  packageHoldingAnExactMatch: 2,
  closeSpelling: 1,
} as const;

/** A rank written into the statement as the constant it is. */
const rankOf = (name: keyof typeof RANK) => sql.raw(String(RANK[name]));

export interface SearchMatchesQuery {
  /** The words as typed, cleaned by search; compared here only as search_normalize makes them. */
  text: string;
  limit: number;
  group: TestGroup | null;
  scope: PriceScope;
}

/**
 * Catalogue search over names and synonyms, both compared without case, Polish letters or punctuation
 * (search_normalize in the database, so 'żelazo', 'zelazo' and 'ŻELAZO' are one query). Ranked:
 * 1. an exact name or synonym ('tsh', 'b12', 'vit d');
 * 2. a name starting with the query; 3. a word starting with it;
 * 4. each word of the query starting a word, in order ('vit d' finds 'Vitamin D 1,25-(OH)2' before any close
 *    spelling such as 'hepatitis D');
 * 5. the query anywhere ('sterol');
 * 6. the packages holding a test the query names exactly ('tsh' brings the packages with TSH in them);
 * 7. close spellings ('cholestrol', 'ferritn'), by trigram word similarity;
 * then by popularity. Each way of matching uses its own index; the text is passed only as a bound parameter.
 * One statement ranks every published item and prices only the best matches, with the same conditions and price
 * columns as every catalogue list, so what search shows is priced, shown and hidden exactly as the lists are.
 */
export async function selectSearchMatches(db: Database, params: SearchMatchesQuery): Promise<TestSummary[]> {
  const query = sql`search_normalize(${params.text})`;
  const shown = sql`t.published and ${groupCondition(params.group)} and ${query} <> ''`;
  // The normalized query has only letters, digits and single spaces: each space becomes 'then a later word'.
  const everyWordPattern = sql`('(^| )' || replace(${query}, ' ', '[a-z0-9]*( [a-z0-9]+)* '))`;
  const itemId = sql`page.id`;
  const columns = sql`t.id, t.popularity, t.search_text, t.search_terms`;
  const result = await db.execute<PricedRow>(sql`
    with matched as (
      (select ${columns}, false as holds_match from tests t
        where ${shown} and t.search_terms @> array[${query}]
        limit ${EXACT_OR_PREFIX_MATCHES})
      union all
      (select ${columns}, false from tests t where ${shown}
        and t.search_text ~>=~ ${query} and t.search_text ~<~ (${query} || '~')
        order by t.popularity desc limit ${EXACT_OR_PREFIX_MATCHES})
      union all
      (select ${columns}, false from tests t where ${shown} and position(' ' in ${query}) > 0
        and ${query} ~ '[a-z0-9]{3}' and t.search_text ~ ${everyWordPattern}
        limit ${WORD_PREFIX_MATCHES})
      union all
      (select ${columns}, false from tests t where ${shown} and length(${query}) >= ${MIN_LENGTH_FOR_SUBSTRINGS}
        and t.search_text like '%' || ${query} || '%' limit ${SUBSTRING_MATCHES})
      union all
      (select ${columns}, true from tests named
        join package_items pi on pi.test_id = named.id
        join tests t on t.id = pi.package_id
        where named.published and named.search_terms @> array[${query}] and ${shown} and t.kind <> 'test'
        limit ${PACKAGES_HOLDING_A_MATCH})
      union all
      (select ${columns}, false from tests t where ${shown} and length(${query}) >= ${MIN_LENGTH_FOR_CLOSE_SPELLINGS}
        and ${query} <% t.search_text limit ${CLOSE_SPELLINGS})
    ),
    ranked as (
      select distinct on (id) id, popularity, search_text, rank
      from (
        select id, popularity, search_text,
          case
            when search_terms @> array[${query}] then ${rankOf('exactTerm')}
            when search_text ~>=~ ${query} and search_text ~<~ (${query} || '~') then ${rankOf('namePrefix')}
            when (' ' || search_text) like ('% ' || ${query} || '%') then ${rankOf('wordPrefix')}
            when position(' ' in ${query}) > 0 and search_text ~ ${everyWordPattern}
              then ${rankOf('everyWordStartsAWord')}
            when search_text like '%' || ${query} || '%' then ${rankOf('substring')}
            when holds_match then ${rankOf('packageHoldingAnExactMatch')}
            else ${rankOf('closeSpelling')}
          end as rank
        from matched
      ) scored
      order by id, rank desc
    ),
    best as (
      select id, rank, popularity,
        case when rank = ${rankOf('closeSpelling')} then word_similarity(${query}, search_text) else 1 end as similarity
      from ranked
      order by rank desc, similarity desc, popularity desc, id
      limit ${CANDIDATES}
    )
    select page.*, ${lowestPrice30d(params.scope, itemId)} as lowest_minor,
      ${availability(params.scope.location, itemId)} as is_available
    from (
      select t.id, t.slug, t.name, t.kind, c.slug as category_slug, t.sample_type, t.turnaround_days,
        t.requires_fasting, best.popularity, lower(t.name) collate "C" as name_order, best.rank, best.similarity,
        cur.price_minor, ${pricingAttributes()} as attributes
      from best
      join tests t on t.id = best.id
      join test_categories c on c.id = t.category_id
      cross join lateral ${currentPriceRow(params.scope, sql`t.id`)} cur
      order by rank desc, similarity desc, popularity desc, name_order, slug
      limit ${params.limit}
    ) page
    order by rank desc, similarity desc, popularity desc, name_order, slug
  `);
  return result.rows.map(toSummary);
}
