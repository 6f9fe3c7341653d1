import { discountCampaigns, discountItems, offerCategories, offerItems, offers } from '../schema';
import type { DatabaseExecutor } from '../client';
import { testId } from './catalogue';
import { seedId } from './seed-id';
import { upsertChanges } from './upsert';

const DAY_MS = 24 * 60 * 60 * 1000;

export const offerCategoryId = (slug: string) => seedId('offer-category', slug);
export const offerId = (slug: string) => seedId('offer', slug);
export const discountCampaignId = (slug: string) => seedId('discount-campaign', slug);

const DEMO_OFFER_CATEGORIES = [
  { slug: 'seasonal', name: 'Seasonal offers' },
  { slug: 'for-women', name: 'For women' },
  { slug: 'for-men', name: 'For men' },
  { slug: 'for-employers', name: 'For employers' },
];

interface DemoOffer {
  slug: string;
  title: string;
  summary: string;
  description: string;
  category: string;
  audience: 'patients' | 'employers';
  /** Days from today: negative in the past. Null end: runs until withdrawn. */
  startsInDays: number;
  endsInDays: number | null;
  items: string[];
}

export const DEMO_OFFERS: DemoOffer[] = [
  {
    slug: 'autumn-immunity-check',
    title: 'Autumn immunity check',
    summary: 'Vitamin D, iron stores and a blood count before the cold season.',
    description:
      'Shorter days mean less vitamin D, and low iron stores leave you tired. These tests show whether your body is ready for the autumn and winter.',
    category: 'seasonal',
    audience: 'patients',
    startsInDays: -20,
    endsInDays: 40,
    items: ['vitamin-d-25-oh', 'ferritin', 'complete-blood-count', 'crp', 'vitamins-and-minerals-package'],
  },
  {
    slug: 'thyroid-awareness-month',
    title: 'Thyroid awareness month',
    summary: 'TSH, thyroid hormones and antibodies, one by one or as a package.',
    description:
      "Tiredness, weight changes and feeling cold can come from the thyroid. Start with TSH, or check hormones and anti-TPO antibodies together for Hashimoto's.",
    category: 'seasonal',
    audience: 'patients',
    startsInDays: -10,
    endsInDays: 20,
    items: ['thyroid-package', 'tsh', 'ft4', 'ft3', 'anti-tpo'],
  },
  {
    slug: 'womens-health-week',
    title: "Women's health week",
    summary: 'Hormones, iron and thyroid: the tests women are most often advised to take.',
    description:
      'Irregular cycles, tiredness or planning a pregnancy: a hormone profile with iron stores and thyroid gives your doctor the full picture.',
    category: 'for-women',
    audience: 'patients',
    startsInDays: -5,
    endsInDays: 25,
    items: ['womens-hormone-package', 'pcos-package', 'ferritin', 'tsh'],
  },
  {
    slug: 'mens-health-month',
    title: "Men's health month",
    summary: 'PSA, testosterone and cholesterol for men over 40.',
    description:
      'The prostate, hormones and the heart: three checks every man over 40 should have once a year, in one visit.',
    category: 'for-men',
    audience: 'patients',
    startsInDays: -15,
    endsInDays: 15,
    items: ['mens-health-package', 'psa-total', 'total-testosterone', 'lipid-panel'],
  },
  {
    slug: 'invest-in-the-health-of-your-workforce-today',
    title: 'Invest in the health of your workforce today',
    summary: 'Check-ups for your staff at our collection points or at your office, invoiced to your company.',
    description:
      'Healthy teams take fewer sick days. We run check-ups for companies of any size: your staff give samples at any of our collection points or our nurses come to your office, each employee sees their own results, and you receive one invoice and a summary that names nobody.',
    category: 'for-employers',
    audience: 'employers',
    startsInDays: -90,
    endsInDays: null,
    items: ['basic-health-check', 'diabetes-control-package', 'liver-package', 'vitamins-and-minerals-package'],
  },
  {
    // Ended: its page is gone (404) and it is not listed.
    slug: 'summer-travel-check',
    title: 'Summer travel check',
    summary: 'Blood count and liver tests before a long trip.',
    description: 'A blood count and liver panel before you travel.',
    category: 'seasonal',
    audience: 'patients',
    startsInDays: -60,
    endsInDays: -10,
    items: ['complete-blood-count', 'liver-package'],
  },
];

interface DemoCampaign {
  slug: string;
  title: string;
  description: string;
  startsInDays: number;
  endsInDays: number | null;
  /** Items whose price history shows a reduction (price story 'reduced'). */
  items: string[];
}

export const DEMO_DISCOUNT_CAMPAIGNS: DemoCampaign[] = [
  {
    slug: 'winter-savings',
    title: 'Winter savings',
    description:
      'Lower prices on the tests patients order most in winter. Beside each reduced price is the lowest price of the last 30 days.',
    startsInDays: -12,
    endsInDays: 30,
    items: ['vitamin-d-25-oh', 'tsh', 'hba1c', 'ferritin', 'basic-health-check'],
  },
  {
    slug: 'spring-savings',
    title: 'Spring savings',
    description: 'Last spring’s reduced prices.',
    startsInDays: -200,
    endsInDays: -150,
    items: ['tsh'],
  },
];

/** Writes the demo offers and campaigns with dates laid out from the start of today (UTC), like the prices. */
export async function seedOffers(db: DatabaseExecutor, now: Date): Promise<void> {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const day = (days: number) => new Date(today + days * DAY_MS);

  await db
    .insert(offerCategories)
    .values(
      DEMO_OFFER_CATEGORIES.map((category, position) => ({
        id: offerCategoryId(category.slug),
        ...category,
        position,
      })),
    )
    .onConflictDoUpdate({ target: offerCategories.id, ...upsertChanges(offerCategories) });

  await db
    .insert(offers)
    .values(
      DEMO_OFFERS.map((offer, position) => ({
        id: offerId(offer.slug),
        slug: offer.slug,
        title: offer.title,
        summary: offer.summary,
        description: offer.description,
        categoryId: offerCategoryId(offer.category),
        audience: offer.audience,
        startsAt: day(offer.startsInDays),
        endsAt: offer.endsInDays === null ? null : day(offer.endsInDays),
        position,
      })),
    )
    .onConflictDoUpdate({ target: offers.id, ...upsertChanges(offers) });
  await db
    .insert(offerItems)
    .values(
      DEMO_OFFERS.flatMap((offer) =>
        offer.items.map((slug, position) => ({ offerId: offerId(offer.slug), testId: testId(slug), position })),
      ),
    )
    .onConflictDoUpdate({ target: [offerItems.offerId, offerItems.testId], ...upsertChanges(offerItems) });

  await db
    .insert(discountCampaigns)
    .values(
      DEMO_DISCOUNT_CAMPAIGNS.map((campaign) => ({
        id: discountCampaignId(campaign.slug),
        slug: campaign.slug,
        title: campaign.title,
        description: campaign.description,
        startsAt: day(campaign.startsInDays),
        endsAt: campaign.endsInDays === null ? null : day(campaign.endsInDays),
      })),
    )
    .onConflictDoUpdate({ target: discountCampaigns.id, ...upsertChanges(discountCampaigns) });
  await db
    .insert(discountItems)
    .values(
      DEMO_DISCOUNT_CAMPAIGNS.flatMap((campaign) =>
        campaign.items.map((slug, position) => ({
          campaignId: discountCampaignId(campaign.slug),
          testId: testId(slug),
          position,
        })),
      ),
    )
    .onConflictDoUpdate({ target: [discountItems.campaignId, discountItems.testId], ...upsertChanges(discountItems) });
}
