import { RecommendationsAnswer } from '@labshop/shared-contracts/core/api/search';
import { facilityId } from '../../db/seed/facilities';
import { DEMO_RECOMMENDATION_SET_ID } from '../../db/seed/recommendations';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

describe('GET /api/catalogue/recommendations/{uuid}', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function get(url: string) {
    const response = await testApp.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  }

  it('shows the saved set in the order it was recommended, each with its reason', async () => {
    const { status, body } = await get(`/api/catalogue/recommendations/${DEMO_RECOMMENDATION_SET_ID}`);

    expect(status).toBe(200);
    const set = expectShape(body, RecommendationsAnswer);
    expect(set).toMatchObject({ uuid: DEMO_RECOMMENDATION_SET_ID, title: 'Recommended for tiredness and low energy' });
    expect(set.items.map((item) => item.slug)).toEqual([
      'complete-blood-count',
      'ferritin',
      'tsh',
      'vitamin-d-25-oh',
      'vitamin-b12',
      'glucose',
    ]);
    expect(set.items[1]?.reason).toBe('Low iron stores tire you long before anaemia shows.');
  });

  it('prices the set at the chosen location', async () => {
    const { body } = await get(
      `/api/catalogue/recommendations/${DEMO_RECOMMENDATION_SET_ID}?facility_id=${facilityId('warszawa-grochowska')}`,
    );

    const vitaminD = expectShape(body, RecommendationsAnswer).items.find((item) => item.slug === 'vitamin-d-25-oh');
    expect(vitaminD?.priceMinor).toBe(5900);
  });

  it('answers 404 for an unknown or malformed uuid', async () => {
    expect((await get('/api/catalogue/recommendations/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/api/catalogue/recommendations/not-a-uuid')).status).toBe(404);
  });
});
