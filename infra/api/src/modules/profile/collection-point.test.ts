import { eq } from 'drizzle-orm';
import { CollectionPoint, DefaultCollectionPointAnswer } from '@labshop/shared-contracts/core/api/collection-points';
import { defaultCollectionPoints } from '../../db/schema';
import { facilityId } from '../../db/seed/facilities';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('POST /api/profile/collection-point', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers the details of the point with that id', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/collection-point',
      payload: { id: facilityId('poznan-glogowska') },
    });

    expect(response.statusCode).toBe(200);
    expect(expectShape(response.json(), CollectionPoint)).toMatchObject({
      slug: 'poznan-glogowska',
      city: { name: 'Poznań' },
    });
  });

  it('answers 422 naming the field for an unknown or malformed id', async () => {
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/collection-point',
      payload: { id: UNKNOWN_ID },
    });
    const malformed = await testApp.app.inject({ method: 'POST', url: '/api/profile/collection-point', payload: {} });

    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { id: ['no collection point has this id'] },
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ errors: { id: ['is required'] } });
  });
});

describe('POST /api/profile/collection-point/update-default', () => {
  const SIGNED_IN = { token: 'patient-token', userId: 'patient-1' };
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      // Stands in for the accounts' sessions, so this endpoint is tested on its own.
      resolveSession: async (token) => (token === SIGNED_IN.token ? { id: SIGNED_IN.userId } : null),
    });
  });
  afterAll(() => testApp.close());

  function updateDefault(payload: Record<string, unknown>, token?: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/profile/collection-point/update-default',
      payload,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
  }

  it('answers 401 to a guest, before looking at the body, and changes nothing', async () => {
    const guest = await updateDefault({ id: facilityId('poznan-glogowska') });
    const unknownToken = await updateDefault({ id: 'whatever' }, 'forged-token');

    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Unauthorized access' });
    expect(unknownToken.statusCode).toBe(401);
    expect(await testApp.db.select().from(defaultCollectionPoints)).toEqual([]);
  });

  it("sets the signed-in user's default point, and changes it again", async () => {
    const first = await updateDefault({ id: facilityId('poznan-glogowska') }, SIGNED_IN.token);
    const second = await updateDefault({ id: facilityId('gdansk-grunwaldzka') }, SIGNED_IN.token);

    expect(first.statusCode).toBe(200);
    expect(expectShape(second.json(), DefaultCollectionPointAnswer)).toMatchObject({
      defaultFacilityId: facilityId('gdansk-grunwaldzka'),
      collectionPoint: { slug: 'gdansk-grunwaldzka' },
    });
    const stored = await testApp.db
      .select()
      .from(defaultCollectionPoints)
      .where(eq(defaultCollectionPoints.userId, SIGNED_IN.userId));
    expect(stored.map((row) => row.facilityId)).toEqual([facilityId('gdansk-grunwaldzka')]);
  });

  it('answers 422 for an unknown point and for a closed one', async () => {
    const unknown = await updateDefault({ id: UNKNOWN_ID }, SIGNED_IN.token);
    const closed = await updateDefault({ id: facilityId('wroclaw-powstancow-slaskich') }, SIGNED_IN.token);

    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: { id: ['no collection point has this id'] } });
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toMatchObject({ errors: { id: ['this collection point is closed'] } });
  });
});

describe('the default app with its own sessions', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('signs nobody in with a token no session holds', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/collection-point/update-default',
      payload: { id: facilityId('poznan-glogowska') },
      headers: { authorization: 'Bearer any-token-at-all' },
    });

    expect(response.statusCode).toBe(401);
  });
});
