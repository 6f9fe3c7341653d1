import { eq, sql, type SQL } from 'drizzle-orm';
import type { TestSummary } from '@labshop/shared-contracts/core/api/catalogue';
import type {
  DiscountCampaign,
  OfferDetail,
  OfferGroup,
  OffersAnswer,
  OfferSummary,
} from '@labshop/shared-contracts/core/api/offers';
import type { SitePicture } from '@labshop/shared-contracts/core/api/site-images';
import type { Database, DatabaseExecutor } from '../../db/client';
import { offers, workforceEnquiries } from '../../db/schema';
import type { CatalogueService, DetailScope } from '../catalogue/service';
import { describeLocation } from '../locations/chosen-location';
import type { WorkforceEnquiry } from './workforce-enquiry-rules';

/** More than any offer or campaign lists; a bound so a mistyped campaign cannot price the whole catalogue. */
const MAX_ITEMS = 100;

interface OfferRow extends Record<string, unknown> {
  id: string;
  slug: string;
  title: string;
  summary: string;
  description: string;
  audience: OfferSummary['audience'];
  ends_at: Date | null;
  category_slug: string;
  category_name: string;
  picture_src: string | null;
  picture_alt: string | null;
  picture_width: number | null;
  picture_height: number | null;
}

const OFFER_COLUMNS = sql`o.id, o.slug, o.title, o.summary, o.description, o.audience, o.ends_at,
  o.picture_src, o.picture_alt, o.picture_width, o.picture_height,
  c.slug as category_slug, c.name as category_name`;

function pictureOf(row: OfferRow): SitePicture | null {
  const { picture_src: src, picture_alt: alt, picture_width: width, picture_height: height } = row;
  if (src === null || alt === null || width === null || height === null) return null;
  return { src, alt, width, height };
}

/** Running at `now`: started, and not yet ended. */
function running(alias: string, now: Date): SQL {
  const table = sql.identifier(alias);
  return sql`${table}.starts_at <= ${now} and (${table}.ends_at is null or ${table}.ends_at > ${now})`;
}

function toSummary(row: OfferRow): OfferSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: { slug: row.category_slug, name: row.category_name },
    audience: row.audience,
    endsAt: row.ends_at === null ? null : new Date(row.ends_at).toISOString(),
    picture: pictureOf(row),
  };
}

/**
 * The items of an offer or campaign, priced at the scope's location, in the order the offer lists them. Items no
 * longer on sale (unpublished, or without a price) drop out, as they do from every list.
 */
async function pricedItemsOf(
  db: Database,
  pricedItemsAmong: CatalogueService['pricedItemsAmong'],
  scope: DetailScope,
  table: 'offer_items' | 'discount_items',
  ownerId: string,
): Promise<TestSummary[]> {
  const owner = table === 'offer_items' ? sql`offer_id` : sql`campaign_id`;
  const list = sql.identifier(table);
  const positions = await db.execute<{ test_id: string; position: number }>(
    sql`select test_id, position from ${list} where ${owner} = ${ownerId}`,
  );
  const order = new Map(positions.rows.map((row) => [row.test_id, row.position]));
  const items = await pricedItemsAmong([...order.keys()], scope, { order: 'most-popular', limit: MAX_ITEMS });
  return items.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/**
 * The offers' tables: offers and their categories, discount campaigns, and the employers' enquiries. The items they
 * list are priced by the catalogue, which owns the items and their prices.
 */
export function offersStore(db: Database, pricedItemsAmong: CatalogueService['pricedItemsAmong']) {
  return {
    /** The offers running now, of one category when a slug is given; null for a category that does not exist. */
    async listOffers(categorySlug: string | null, now: Date): Promise<OffersAnswer | null> {
      const categories = await db.execute<OfferGroup & Record<string, unknown>>(
        sql`select slug, name from offer_categories order by position, slug`,
      );
      const category = categorySlug === null ? null : categories.rows.find((row) => row.slug === categorySlug);
      if (category === undefined) return null;
      const offers = await db.execute<OfferRow>(sql`
        select ${OFFER_COLUMNS}
        from offers o
        join offer_categories c on c.id = o.category_id
        where ${running('o', now)} and (${categorySlug}::text is null or c.slug = ${categorySlug}::text)
        order by c.position, o.position, o.slug
      `);
      return {
        categories: categories.rows.map(({ slug, name }) => ({ slug, name })),
        category: category === null ? null : { slug: category.slug, name: category.name },
        offers: offers.rows.map(toSummary),
      };
    },

    /** One running offer with its items priced at the location; null when it does not exist or is not running. */
    async offerDetail(slug: string, scope: DetailScope): Promise<OfferDetail | null> {
      const result = await db.execute<OfferRow>(sql`
        select ${OFFER_COLUMNS}
        from offers o
        join offer_categories c on c.id = o.category_id
        where o.slug = ${slug} and ${running('o', scope.now)}
      `);
      const row = result.rows[0];
      if (!row) return null;
      return {
        ...toSummary(row),
        description: row.description,
        items: await pricedItemsOf(db, pricedItemsAmong, scope, 'offer_items', row.id),
        currency: scope.currency,
        location: describeLocation(scope.location),
      };
    },

    /** A running discount campaign with its reduced items; null when it does not exist or is not running. */
    async discountCampaign(slug: string, scope: DetailScope): Promise<DiscountCampaign | null> {
      const result = await db.execute<{
        id: string;
        slug: string;
        title: string;
        description: string;
        ends_at: Date | null;
      }>(sql`
        select d.id, d.slug, d.title, d.description, d.ends_at
        from discount_campaigns d
        where d.slug = ${slug} and ${running('d', scope.now)}
      `);
      const row = result.rows[0];
      if (!row) return null;
      return {
        slug: row.slug,
        title: row.title,
        description: row.description,
        endsAt: row.ends_at === null ? null : new Date(row.ends_at).toISOString(),
        items: await pricedItemsOf(db, pricedItemsAmong, scope, 'discount_items', row.id),
        currency: scope.currency,
        location: describeLocation(scope.location),
      };
    },

    /**
     * Gives an offer (running or not) its picture, or takes it away, in the changing transaction `tx`; answers the
     * offer's id and the picture it had, or null when no offer has the slug.
     */
    async setPicture(
      tx: DatabaseExecutor,
      slug: string,
      picture: SitePicture | null,
    ): Promise<{ offerId: string; before: SitePicture | null } | null> {
      const [before] = await tx
        .select({
          id: offers.id,
          src: offers.pictureSrc,
          alt: offers.pictureAlt,
          width: offers.pictureWidth,
          height: offers.pictureHeight,
        })
        .from(offers)
        .where(eq(offers.slug, slug))
        .for('update');
      if (!before) return null;
      await tx
        .update(offers)
        .set({
          pictureSrc: picture?.src ?? null,
          pictureAlt: picture?.alt ?? null,
          pictureWidth: picture?.width ?? null,
          pictureHeight: picture?.height ?? null,
        })
        .where(eq(offers.id, before.id));
      const { id: offerId, src, alt, width, height } = before;
      // The table's check keeps a picture whole: all four are set or none is.
      const had =
        src !== null && alt !== null && width !== null && height !== null ? { src, alt, width, height } : null;
      return { offerId, before: had };
    },

    /** Keeps an employer's message for the sales team; answers its id. */
    async saveWorkforceEnquiry(enquiry: WorkforceEnquiry, now: Date): Promise<string> {
      const [row] = await db
        .insert(workforceEnquiries)
        .values({ ...enquiry, createdAt: now })
        .returning({ id: workforceEnquiries.id });
      if (!row) throw new Error('The enquiry was not stored');
      return row.id;
    },
  };
}
