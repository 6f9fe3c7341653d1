import { CitiesAnswer } from '@labshop/shared-contracts/core/api/locations';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

describe('GET /api/get-cities', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function getCities() {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/get-cities' });
    expect(response.statusCode).toBe(200);
    return expectShape(response.json(), CitiesAnswer);
  }

  it('lists the cities with home service', async () => {
    const cities = await getCities();

    const withHomeService = cities.filter((city) => city.homeService).map((city) => city.name);
    expect(withHomeService).toEqual(
      expect.arrayContaining(['Warszawa', 'Kraków', 'Wrocław', 'Poznań', 'Gdańsk', 'Łódź']),
    );
    expect(new Set(cities.map((city) => city.uuid)).size).toBe(cities.length);
  });

  it('sorts the names as a Polish reader expects', async () => {
    const names = (await getCities()).map((city) => city.name);

    // In byte order 'Łódź' would come after 'Wrocław'; in Polish it follows 'Lublin'.
    expect(names.indexOf('Łódź')).toBe(names.indexOf('Lublin') + 1);
    expect(names).toEqual([...names].sort(new Intl.Collator('pl').compare));
  });
});
