import { ErrorBody } from '@labshop/shared-contracts/core/api/errors';
import { SearchAnswer } from '@labshop/shared-contracts/core/api/search';
import { facilityId } from '../../db/seed/facilities';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

describe('GET /api/catalogue/search', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function search(query: string) {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/catalogue/search?${query}` });
    expect(response.statusCode).toBe(200);
    return expectShape(response.json(), SearchAnswer);
  }

  /** Slugs of the results for a query as a person types it. */
  async function slugsFor(text: string, extra = '') {
    const answer = await search(`q=${encodeURIComponent(text)}${extra}`);
    return answer.items.map((item) => item.slug);
  }

  it.each([
    ['vit d', 'vitamin-d-25-oh'],
    ['tsh', 'tsh'],
    ['b12', 'vitamin-b12'],
    ['cholesterol', 'total-cholesterol'],
    ['HbA1c', 'hba1c'],
    ['crp', 'crp'],
  ])('puts the test named or abbreviated %j first', async (text, slug) => {
    expect((await slugsFor(text))[0]).toBe(slug);
  });

  it('finds the vitamin D tests for "vit d", the stored form first, before anything that only looks alike', async () => {
    for (const text of ['vit d', 'vitamin d', 'witamina d']) {
      const slugs = await slugsFor(text, '&limit=20');
      expect(slugs.slice(0, 2)).toEqual(['vitamin-d-25-oh', 'vitamin-d-1-25-oh']);
      const hepatitisD = slugs.indexOf('anti-hdv');
      expect(hepatitisD === -1 || hepatitisD > 1).toBe(true);
    }
    expect((await slugsFor('hepatitis d'))[0]).toBe('anti-hdv');
  });

  it('answers "tsh" with TSH, then the thyroid packages, then the other packages that hold TSH', async () => {
    const answer = await search('q=tsh&limit=20');
    const slugs = answer.items.map((item) => item.slug);

    expect(slugs[0]).toBe('tsh');
    expect(slugs.slice(1, 4).sort()).toEqual(['hashimoto-package', 'thyroid-check', 'thyroid-package']);
    expect(slugs).toEqual(expect.arrayContaining(['basic-health-check', 'womens-hormone-package', 'senior-package']));
    expect(slugs.indexOf('trab')).toBeLessThan(slugs.indexOf('basic-health-check'));
  });

  it('lists the packages that hold a test the patient names, after the test itself', async () => {
    const answer = await search('q=ferritin&limit=20');
    const [first, ...rest] = answer.items;

    expect(first?.slug).toBe('ferritin');
    expect(rest.length).toBeGreaterThan(5);
    expect(rest.every((item) => item.kind !== 'test')).toBe(true);
    expect(rest.map((item) => item.slug)).toEqual(expect.arrayContaining(['anaemia-package', 'basic-health-check']));
  });

  it('leaves packages out when asked for single tests only, however they matched', async () => {
    const answer = await search('q=tsh&group=tests&limit=20');

    expect(answer.items[0]?.slug).toBe('tsh');
    expect(answer.items.every((item) => item.kind === 'test')).toBe(true);
  });

  it('finds by a Polish name with or without its letters', async () => {
    expect((await slugsFor('żelazo'))[0]).toBe('iron');
    expect((await slugsFor('zelazo'))[0]).toBe('iron');
    expect((await slugsFor('ŻELAZO'))[0]).toBe('iron');
    expect((await slugsFor('witamina d'))[0]).toBe('vitamin-d-25-oh');
    expect((await slugsFor('morfologia'))[0]).toBe('complete-blood-count');
  });

  it('forgives typos', async () => {
    expect((await slugsFor('cholestrol'))[0]).toBe('total-cholesterol');
    expect(await slugsFor('feritin')).toContain('ferritin');
    expect(await slugsFor('vitamn d')).toContain('vitamin-d-25-oh');
  });

  it('finds while the word is still being typed, and ranks closer matches first', async () => {
    const slugs = await slugsFor('chol', '&limit=20');

    expect(slugs).toEqual(expect.arrayContaining(['total-cholesterol', 'hdl-cholesterol', 'ldl-cholesterol']));
    expect(slugs).not.toContain('glucose');
  });

  it('lists more popular items first among equally good matches', async () => {
    const answer = await search('q=cholesterol&limit=20');
    const cholesterolTests = answer.items.filter((item) => /cholesterol/i.test(item.name) && item.kind === 'test');

    expect(cholesterolTests.map((item) => item.slug).slice(0, 3)).toEqual([
      'total-cholesterol',
      'lipid-panel',
      'ldl-cholesterol',
    ]);
  });

  it('searches packages too, or one group only', async () => {
    expect(await slugsFor('thyroid', '&limit=20')).toEqual(expect.arrayContaining(['tsh', 'thyroid-package']));
    const packagesOnly = await search('q=thyroid&group=packages');
    expect(packagesOnly.items.length).toBeGreaterThan(0);
    expect(packagesOnly.items.every((item) => item.kind !== 'test')).toBe(true);
  });

  it('prices results for the chosen location', async () => {
    const answer = await search(`q=vit%20d&facility_id=${facilityId('warszawa-grochowska')}`);

    expect(answer.items[0]).toMatchObject({ slug: 'vitamin-d-25-oh', priceMinor: 5900, lowestPrice30dMinor: 6900 });
    expect(answer.location).toMatchObject({ kind: 'collection-point' });
  });

  it('answers at most the limit asked for', async () => {
    expect(await slugsFor('igg', '&limit=3')).toHaveLength(3);
    expect((await search('q=igg')).items).toHaveLength(10);
  });

  it('answers an empty query with no items, not an error', async () => {
    for (const query of ['', 'q=', 'q=%20%20', 'q=%25%25', 'q=---']) {
      const answer = await search(query);
      expect(answer.items).toEqual([]);
    }
  });

  it('refuses a query over 200 characters with 422 naming the field', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/catalogue/search?q=${'a'.repeat(201)}`,
    });

    expect(response.statusCode).toBe(422);
    expect(expectShape(response.json(), ErrorBody).errors).toEqual({ q: ['must be at most 200 characters'] });
  });

  it('takes a query of exactly 200 characters', async () => {
    expect((await search(`q=${'ż'.repeat(200)}`)).items).toEqual([]);
  });

  it.each([
    ["'; drop table tests; --"],
    ['%'],
    ['_'],
    ['\\'],
    ['%_%'],
    ['.*'],
    ['(a|b)+$'],
    ['[[:alpha:]]'],
    ['" or 1=1 --'],
    ['🧪 test'],
    ['تحليل'],
    ['ｔｓｈ'],
  ])('answers the hostile or unusual query %j with a normal answer', async (text) => {
    const answer = await search(`q=${encodeURIComponent(text)}`);

    expect(Array.isArray(answer.items)).toBe(true);
  });

  it('answers bytes that are not UTF-8 (a lone surrogate, stray bytes) with a normal answer', async () => {
    for (const raw of ['%ED%A0%80', '%FF%FE', '%C3', 'ts%C3h']) {
      const answer = await search(`q=${raw}`);
      expect(Array.isArray(answer.items)).toBe(true);
    }
  });

  it('treats wildcards as the characters they are, not as patterns', async () => {
    // '%' and '_' mean 'anything' in SQL LIKE; here they are punctuation and match nothing on their own.
    expect((await search('q=%25')).items).toEqual([]);
    expect((await search('q=_')).items).toEqual([]);
    expect((await search(`q=${encodeURIComponent('t_h')}`)).items.map((item) => item.slug)).not.toContain('tsh');
  });

  it('reads full-width letters as the plain query, and control characters as spaces', async () => {
    expect((await slugsFor('ｔｓｈ'))[0]).toBe('tsh');
    const answer = await search(`q=${encodeURIComponent('\u0007tsh\u200b')}`);
    expect(answer.query).toBe('tsh');
    expect(answer.items[0]?.slug).toBe('tsh');
  });

  it('refuses a NUL character, which no query contains, with 422 naming the field', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/search?q=%00tsh' });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { q: ['must not contain a NUL character'] } });
  });

  it('still has the catalogue after a query written as SQL', async () => {
    await search(`q=${encodeURIComponent("x'; delete from tests; --")}`);

    expect((await slugsFor('tsh'))[0]).toBe('tsh');
  });

  it('refuses a limit out of range and a query given twice', async () => {
    const limit = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/search?q=tsh&limit=500' });
    const twice = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/search?q=tsh&q=ft4' });

    expect(limit.statusCode).toBe(422);
    expect(limit.json()).toMatchObject({ errors: { limit: ['must be from 1 to 50'] } });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ errors: { q: ['must be text'] } });
  });
});
