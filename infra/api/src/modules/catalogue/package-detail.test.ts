import { TestListAnswer } from '@labshop/shared-contracts/core/api/catalogue';
import {
  PackageDetail,
  ScreeningListAnswer,
  ScreeningProgrammeDetail,
} from '@labshop/shared-contracts/core/api/catalogue-detail';
import { unavailableTests } from '../../db/schema';
import { testId } from '../../db/seed/catalogue';
import { cityId } from '../../db/seed/cities';
import { facilityId } from '../../db/seed/facilities';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

describe('packages and screening programmes', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function get(url: string) {
    const response = await testApp.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  }

  async function packageDetail(slug: string, query = '') {
    const { status, body } = await get(`/api/catalogue/packages/${slug}${query}`);
    expect(status).toBe(200);
    return expectShape(body, PackageDetail);
  }

  it('lists the tests of a package and what it saves against buying them singly', async () => {
    const thyroid = await packageDetail('thyroid-package');

    expect(thyroid.contents.map((test) => test.slug).sort()).toEqual(['anti-tpo', 'ft3', 'ft4', 'tsh']);
    const singly = thyroid.contents.reduce((sum, test) => sum + test.priceMinor, 0);
    expect(thyroid.singlyTotalMinor).toBe(singly);
    expect(thyroid.price.priceMinor).toBe(8900);
    expect(thyroid.savingMinor).toBe(singly - 8900);
    expect(thyroid.savingMinor).toBeGreaterThan(0);
    expect(thyroid.screening).toBeNull();
  });

  it('says whom a package is for where the catalogue says so, and nothing where it does not', async () => {
    const checkUp = await packageDetail('basic-health-check');
    const thyroid = await packageDetail('thyroid-package');

    expect(checkUp.audience).toBe('Adults who want a yearly check-up of their general health.');
    expect(checkUp.faq).toEqual([]);
    expect(thyroid.audience).toBeNull();
  });

  it('sells every package for less than its tests bought singly, by default, at home and at a point', async () => {
    const { body } = await get('/api/catalogue/tests?group=packages&perPage=100');
    const packages = expectShape(body, TestListAnswer).items;
    expect(packages.length).toBeGreaterThanOrEqual(40);
    const locations = ['', `?city_uuid=${cityId('warszawa')}`, `?facility_id=${facilityId('warszawa-grochowska')}`];

    const notCheaper: string[] = [];
    for (const item of packages) {
      for (const location of locations) {
        const detail = await packageDetail(item.slug, location);
        const singly = detail.contents.reduce((sum, test) => sum + test.priceMinor, 0);
        const saves = detail.singlyTotalMinor === singly && detail.savingMinor === singly - detail.price.priceMinor;
        if (!saves || detail.savingMinor <= 0) notCheaper.push(`${item.slug}${location}`);
      }
    }
    expect(notCheaper).toEqual([]);
  });

  it('prices the contents and the saving at the chosen location', async () => {
    const atGrochowska = await packageDetail(
      'vitamins-and-minerals-package',
      `?facility_id=${facilityId('warszawa-grochowska')}`,
    );
    const byDefault = await packageDetail('vitamins-and-minerals-package');

    const vitaminD = (detail: PackageDetail) => detail.contents.find((test) => test.slug === 'vitamin-d-25-oh');
    expect(vitaminD(byDefault)?.priceMinor).toBe(6900);
    expect(vitaminD(atGrochowska)?.priceMinor).toBe(5900);
    expect(atGrochowska.singlyTotalMinor).toBe(atGrochowska.contents.reduce((sum, test) => sum + test.priceMinor, 0));
  });

  it('makes a package unavailable where one of its tests is not offered', async () => {
    await testApp.db
      .insert(unavailableTests)
      .values({ testId: testId('anti-tpo'), facilityId: facilityId('krakow-wielicka') });

    const atWielicka = await packageDetail('thyroid-package', `?facility_id=${facilityId('krakow-wielicka')}`);
    const atKarmelicka = await packageDetail('thyroid-package', `?facility_id=${facilityId('krakow-karmelicka')}`);

    expect(atWielicka.isAvailable).toBe(false);
    expect(atWielicka.contents.filter((test) => !test.isAvailable).map((test) => test.slug)).toEqual(['anti-tpo']);
    expect(atKarmelicka.isAvailable).toBe(true);
  });

  it('makes everything unavailable at a closed point', async () => {
    const closed = await packageDetail('thyroid-package', `?facility_id=${facilityId('wroclaw-powstancow-slaskich')}`);

    expect(closed.isAvailable).toBe(false);
    expect(closed.contents.every((test) => test.isAvailable === false)).toBe(true);
  });

  it('flags a weight-loss package as such', async () => {
    const starting = await packageDetail('weight-loss-starting-tests');

    expect(starting).toMatchObject({ kind: 'weight-loss-package', isWeightLossPackage: true });
  });

  it('describes a screening variant with its programme, target sex and age, and both variant ids', async () => {
    const basic = await packageDetail('men-40-plus-screening');
    const extended = await packageDetail('men-40-plus-screening-extended');

    expect(basic.screening).toEqual({
      programmeSlug: 'men-40-plus',
      programmeName: "Men's prevention 40+",
      screeningType: 'basic',
      targetSex: 'male',
      minAge: 40,
      maxAge: null,
      basicServiceId: basic.id,
      extendedServiceId: extended.id,
    });
    expect(extended.screening?.screeningType).toBe('extended');
    expect(extended.contents.length).toBeGreaterThan(basic.contents.length);
    expect(basic.contents.map((test) => test.slug)).toContain('psa-total');
  });

  it('shows a screening programme with its basic and extended variants priced', async () => {
    const { status, body } = await get('/api/catalogue/screenings/women-40-plus');

    expect(status).toBe(200);
    const programme = expectShape(body, ScreeningProgrammeDetail);
    expect(programme).toMatchObject({ targetSex: 'female', minAge: 40, maxAge: null });
    expect(programme.basic.id).toBe(programme.basicServiceId);
    expect(programme.extended.id).toBe(programme.extendedServiceId);
    expect(programme.extended.price.priceMinor).toBeGreaterThan(programme.basic.price.priceMinor);
  });

  it('lists the programmes for a person of a given sex and age', async () => {
    const forWoman45 = expectShape(
      (await get('/api/catalogue/screenings?sex=female&age=45')).body,
      ScreeningListAnswer,
    );
    const forChild8 = expectShape((await get('/api/catalogue/screenings?age=8')).body, ScreeningListAnswer);

    expect(forWoman45.map((programme) => programme.slug).sort()).toEqual(['diabetes', 'heart-health', 'women-40-plus']);
    expect(forChild8.map((programme) => programme.slug)).toEqual(['child-5-12']);
  });

  it('answers 404 for an unknown package or programme, and for a single test asked as a package', async () => {
    expect((await get('/api/catalogue/packages/no-such-package')).status).toBe(404);
    expect((await get('/api/catalogue/packages/tsh')).status).toBe(404);
    expect((await get('/api/catalogue/screenings/no-such-programme')).status).toBe(404);
  });

  it('answers 422 for an age that is not a whole number', async () => {
    const { status, body } = await get('/api/catalogue/screenings?age=forty&sex=other');

    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'The given data was invalid.',
      errors: { age: ['must be a whole number'], sex: ['must be one of: female, male'] },
    });
  });
});
