import { eq } from 'drizzle-orm';
import { NursingServicesAnswer } from '@labshop/shared-contracts/core/api/locations';
import { nursingServices } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

describe('GET /api/services/nursing-services', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('answers the three nursing fees in minor units', async () => {
    await testApp.db
      .update(nursingServices)
      .set({ priceMinor: 2500 })
      .where(eq(nursingServices.code, 'nursing_service'));

    const response = await testApp.app.inject({ method: 'GET', url: '/api/services/nursing-services' });

    expect(response.statusCode).toBe(200);
    expect(expectShape(response.json(), NursingServicesAnswer)).toEqual({
      covid_nursing_service: { price: 4900 },
      nursing_service: { price: 2500 },
      mobile_nursing_service: { price: 6900 },
    });
  });

  it('fails without detail rather than answer with a fee missing', async () => {
    await testApp.db.delete(nursingServices).where(eq(nursingServices.code, 'mobile_nursing_service'));

    const response = await testApp.app.inject({ method: 'GET', url: '/api/services/nursing-services' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Unexpected error occurred' });
  });
});
