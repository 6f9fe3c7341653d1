import { DoctorCard, DoctorCardList, MEETING_TYPES } from '@labshop/shared-contracts/core/api/doctors';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

describe('GET /api/doctors/:slug', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { currency: 'PLN' } });
  });
  afterAll(() => testApp.close());

  it("answers the demo doctor's card with services and meeting types", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/doctors/anna-nowak' });

    expect(response.statusCode).toBe(200);
    const card = expectShape(response.json(), DoctorCard);
    expect(card).toMatchObject({ slug: 'anna-nowak', firstName: 'Anna', lastName: 'Nowak' });
    expect(card.specializations.length).toBeGreaterThan(0);
    expect(card.facility).toMatchObject({ city: 'Warszawa' });
    expect(card.services.length).toBeGreaterThan(0);
    for (const service of card.services) {
      expect(service.priceMinor).toBeGreaterThan(0);
      expect(service.meetingTypes.length).toBeGreaterThan(0);
    }
    const offered = new Set(card.services.flatMap((service) => service.meetingTypes));
    expect([...offered].sort()).toEqual([...MEETING_TYPES].sort());
  });

  it('prices the services in the configured currency', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/doctors/anna-nowak' });

    expect(response.json()).toMatchObject({ currency: 'PLN' });
  });

  it('answers 404 for a doctor who does not exist', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/doctors/no-such-doctor' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  });
});

describe('GET /api/doctors', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('lists every public card, each with a slug its own page answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/doctors' });

    expect(response.statusCode).toBe(200);
    const { items } = expectShape(response.json(), DoctorCardList);
    expect(items).toContainEqual(expect.objectContaining({ slug: 'anna-nowak', firstName: 'Anna', lastName: 'Nowak' }));
    for (const { slug } of items) {
      const card = await testApp.app.inject({ method: 'GET', url: `/api/doctors/${slug}` });
      expect({ slug, status: card.statusCode }).toEqual({ slug, status: 200 });
    }
  });

  it('lists the cards by last name', async () => {
    const { items } = expectShape(
      (await testApp.app.inject({ method: 'GET', url: '/api/doctors' })).json(),
      DoctorCardList,
    );
    const lastNames = items.map((item) => item.lastName);

    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
