import {
  CitiesWithCollectionPointsAnswer,
  CollectionPoint,
  CollectionPointListAnswer,
} from '@labshop/shared-contracts/core/api/collection-points';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

describe('collection points', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function get(url: string) {
    const response = await testApp.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  }

  async function slugs(query: string): Promise<string[]> {
    const { status, body } = await get(`/api/collection-points${query}`);
    expect(status).toBe(200);
    const answer = expectShape(body, CollectionPointListAnswer);
    expect(answer.total).toBe(answer.items.length);
    return answer.items.map((point) => point.slug);
  }

  it('says a point opens on Saturday or Sunday exactly when its hours say so', async () => {
    const { body } = await get('/api/collection-points');
    const points = expectShape(body, CollectionPointListAnswer).items;
    const weekend = points.map((point) => ({
      slug: point.slug,
      saturday: point.features.openSaturday,
      sunday: point.features.openSunday,
    }));
    const hours = points.map((point) => ({
      slug: point.slug,
      saturday: /\bSat\b/.test(point.additionalOpeningHours ?? ''),
      sunday: /\bSun\b/.test(point.additionalOpeningHours ?? ''),
    }));

    expect(weekend).toEqual(hours);
    expect(weekend.some((point) => point.sunday)).toBe(true);
  });

  it('lists every point with what the map and the list show', async () => {
    const { body } = await get('/api/collection-points');
    const points = expectShape(body, CollectionPointListAnswer).items;

    expect(points.length).toBeGreaterThanOrEqual(12);
    const marszalkowska = points.find((point) => point.slug === 'warszawa-marszalkowska');
    expect(marszalkowska).toMatchObject({
      city: { slug: 'warszawa', name: 'Warszawa', homeService: true },
      street: 'ul. Marszałkowska 68',
      postalCode: '00-545',
      latitude: 52.2247,
      longitude: 21.0145,
      openingHours: 'Mon–Fri 6:30–19:00',
      additionalOpeningHours: 'Sat 8:00–13:00',
      closed: false,
      features: { childFriendly: true, childMinAge: 5, prevention40Plus: true, openSaturday: true, parking: false },
      directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=52.2247,21.0145',
    });
    // Open points first; the closed one comes last and says so.
    expect(points.at(-1)).toMatchObject({ slug: 'wroclaw-powstancow-slaskich', closed: true });
  });

  it('filters by city, by the start of a post code, and by town text without Polish letters', async () => {
    expect((await slugs('?city=krakow')).sort()).toEqual(['krakow-karmelicka', 'krakow-wielicka']);
    expect(await slugs('?postCode=00-5')).toEqual(['warszawa-marszalkowska']);
    expect(await slugs('?postCode=005')).toEqual(['warszawa-marszalkowska']);
    expect(await slugs('?town=lodz')).toEqual(['lodz-piotrkowska']);
    expect(await slugs('?town=%C5%81%C3%93D%C5%B9')).toEqual(['lodz-piotrkowska']);
    expect(await slugs('?town=pulawska')).toEqual(['warszawa-pulawska']);
  });

  it('filters by every feature asked for, in any of the ways a client writes a list', async () => {
    const both = ['warszawa-pulawska', 'lodz-piotrkowska'].sort();

    expect((await slugs('?features=openSunday,gynecology')).sort()).toEqual(both);
    expect((await slugs('?features[]=openSunday&features[]=gynecology')).sort()).toEqual(both);
    expect((await slugs('?features=openSunday&features=gynecology')).sort()).toEqual(both);
    expect(await slugs('?features=openSunday,parking')).toEqual(['warszawa-pulawska']);
  });

  it('finds points that take a child of a given age', async () => {
    const forFive = await slugs('?childAge=5');
    const forThree = await slugs('?childAge=3');

    expect(forFive).toContain('warszawa-marszalkowska');
    expect(forFive).not.toContain('warszawa-pulawska');
    expect(forThree).toEqual([]);
  });

  it('hides closed points on request', async () => {
    expect(await slugs('?city=wroclaw')).toContain('wroclaw-powstancow-slaskich');
    expect(await slugs('?city=wroclaw&hideClosed=true')).toEqual(['wroclaw-legnicka']);
  });

  it('answers 422 for an unknown feature, a post code with letters and a child age out of range', async () => {
    const { status, body } = await get('/api/collection-points?features=sauna&postCode=abc&childAge=40');

    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'The given data was invalid.',
      errors: {
        'features.0': [
          'must be one of: childFriendly, prevention40Plus, covidNfz, covidPrivate, gynecology, sport, swab, parking, ' +
            'disabledAccess, openSunday, openSaturday, nextToLab',
        ],
        postCode: ['must be the start of a post code, e.g. 00-5'],
        childAge: ['must be from 0 to 18'],
      },
    });
  });

  it('handles hostile town text as text', async () => {
    expect(await slugs(`?town=${encodeURIComponent("%' or '1'='1")}`)).toEqual([]);
    expect((await slugs(`?town=${encodeURIComponent('%')}`)).length).toBeGreaterThan(0);
    expect((await get('/api/collection-points?town=%00')).status).toBe(422);
    expect((await get('/api/collection-points?city=%00')).status).toBe(422);
    expect((await get('/api/collection-points/%00/x')).status).toBe(404);
  });

  it('shows one point by city and slug', async () => {
    const { status, body } = await get('/api/collection-points/gdansk/gdansk-grunwaldzka');

    expect(status).toBe(200);
    expect(expectShape(body, CollectionPoint)).toMatchObject({ name: 'Collection point Grunwaldzka 82' });
  });

  it('answers 404 for an unknown point or a point asked under another city', async () => {
    expect((await get('/api/collection-points/gdansk/no-such-point')).status).toBe(404);
    expect((await get('/api/collection-points/krakow/gdansk-grunwaldzka')).status).toBe(404);
  });

  it('lists the cities with how many points each has, open and in all', async () => {
    const { body } = await get('/api/collection-points/cities');
    const cities = expectShape(body, CitiesWithCollectionPointsAnswer);

    expect(cities.find((city) => city.slug === 'wroclaw')).toMatchObject({
      name: 'Wrocław',
      homeService: true,
      collectionPointCount: 2,
      openCollectionPointCount: 1,
    });
    const names = cities.map((city) => city.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('pl').compare));
  });
});
