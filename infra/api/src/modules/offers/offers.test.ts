import { OfferDetail, OffersAnswer } from '@labshop/shared-contracts/core/api/offers';
import { facilityId } from '../../db/seed/facilities';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

describe('offers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function get(url: string) {
    const response = await testApp.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  }

  it('lists the offers running now with their categories, leaving out ended ones', async () => {
    const { status, body } = await get('/api/offers');
    expect(status).toBe(200);
    const answer = expectShape(body, OffersAnswer);
    expect(answer.category).toBeNull();
    expect(answer.categories.map((category) => category.slug)).toEqual([
      'seasonal',
      'for-women',
      'for-men',
      'for-employers',
    ]);
    const slugs = answer.offers.map((offer) => offer.slug);
    expect(slugs).toContain('autumn-immunity-check');
    expect(slugs).toContain('invest-in-the-health-of-your-workforce-today');
    expect(slugs).not.toContain('summer-travel-check');
  });

  it('filters the list by an offer category', async () => {
    const answer = expectShape((await get('/api/offers?category=for-men')).body, OffersAnswer);
    expect(answer.category).toEqual({ slug: 'for-men', name: 'For men' });
    expect(answer.offers.map((offer) => offer.slug)).toEqual(['mens-health-month']);
  });

  it('answers 404 for an unknown category, or one that is not a slug', async () => {
    expect((await get('/api/offers?category=no-such-category')).status).toBe(404);
    expect((await get('/api/offers?category=%3Cscript%3E')).status).toBe(404);
  });

  it('gives an offer with its items priced at the chosen location', async () => {
    const byDefault = expectShape((await get('/api/offers/autumn-immunity-check')).body, OfferDetail);
    expect(byDefault.title).toBe('Autumn immunity check');
    expect(byDefault.items.map((item) => item.slug)).toEqual([
      'vitamin-d-25-oh',
      'ferritin',
      'complete-blood-count',
      'crp',
      'vitamins-and-minerals-package',
    ]);
    expect(byDefault.location).toBeNull();
    expect(byDefault.items[0]?.priceMinor).toBe(6900);

    const atGrochowska = expectShape(
      (await get(`/api/offers/autumn-immunity-check?facility_id=${facilityId('warszawa-grochowska')}`)).body,
      OfferDetail,
    );
    expect(atGrochowska.location).toMatchObject({ kind: 'collection-point' });
    expect(atGrochowska.items[0]?.priceMinor).toBe(5900);
  });

  it('answers 404 for an unknown or ended offer, and 422 for an unknown location', async () => {
    expect((await get('/api/offers/no-such-offer')).status).toBe(404);
    expect((await get('/api/offers/summer-travel-check')).status).toBe(404);
    const unknownPoint = await get(
      '/api/offers/autumn-immunity-check?facility_id=00000000-0000-4000-8000-000000000000',
    );
    expect(unknownPoint.status).toBe(422);
    expect(unknownPoint.body.errors).toHaveProperty('facility_id');
  });

  it('ends an offer when its end passes', async () => {
    const later = await createTestApp({ clock: () => new Date(Date.now() + 100 * 24 * 60 * 60 * 1000) });
    try {
      const response = await later.app.inject({ method: 'GET', url: '/api/offers/autumn-immunity-check' });
      expect(response.statusCode).toBe(404);
    } finally {
      await later.close();
    }
  });
});
