import { DiscountCampaign } from '@labshop/shared-contracts/core/api/offers';
import { facilityId } from '../../db/seed/facilities';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

describe('discount campaigns', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function get(url: string) {
    const response = await testApp.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  }

  it('gives each reduced item with the lowest price of the last 30 days above its price now', async () => {
    const { status, body } = await get('/api/discounts/winter-savings');
    expect(status).toBe(200);
    const campaign = expectShape(body, DiscountCampaign);
    expect(campaign.title).toBe('Winter savings');
    expect(campaign.items.map((item) => item.slug)).toEqual([
      'vitamin-d-25-oh',
      'tsh',
      'hba1c',
      'ferritin',
      'basic-health-check',
    ]);
    const vitaminD = campaign.items[0];
    // Reduced 12 days ago from a price a quarter higher (the demo price story 'reduced').
    expect(vitaminD?.priceMinor).toBe(6900);
    expect(vitaminD?.lowestPrice30dMinor).toBe(8600);
    for (const item of campaign.items) {
      expect(item.lowestPrice30dMinor).not.toBeNull();
      expect(item.priceMinor).toBeLessThan(item.lowestPrice30dMinor ?? 0);
    }
  });

  it('prices the campaign at the chosen collection point', async () => {
    const campaign = expectShape(
      (await get(`/api/discounts/winter-savings?facility_id=${facilityId('warszawa-grochowska')}`)).body,
      DiscountCampaign,
    );
    expect(campaign.location).toMatchObject({ kind: 'collection-point' });
    expect(campaign.items[0]?.priceMinor).toBe(5900);
  });

  it('answers 404 for an unknown or ended campaign', async () => {
    expect((await get('/api/discounts/no-such-campaign')).status).toBe(404);
    expect((await get('/api/discounts/spring-savings')).status).toBe(404);
    expect((await get('/api/discounts/Bad%20Slug')).status).toBe(404);
  });
});
