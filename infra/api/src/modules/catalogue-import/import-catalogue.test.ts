import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { priceLists, testPrices, tests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { importCatalogueCsv } from './import-catalogue';
import { formatImportReport } from './format-report';

const NOW = new Date('2026-06-15T10:00:00Z');
const fixture = (name: string) => readFile(path.join(__dirname, 'fixtures', name), 'utf8');

describe('importCatalogueCsv', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  async function testBySlug(slug: string) {
    const [test] = await testApp.db.select().from(tests).where(eq(tests.slug, slug));
    return test;
  }

  async function pricesOf(slug: string) {
    return testApp.db
      .select({ list: priceLists.code, priceMinor: testPrices.priceMinor, validFrom: testPrices.validFrom })
      .from(testPrices)
      .innerJoin(tests, eq(tests.id, testPrices.testId))
      .innerJoin(priceLists, eq(priceLists.id, testPrices.priceListId))
      .where(eq(tests.slug, slug))
      .orderBy(priceLists.code, testPrices.validFrom);
  }

  it("imports a lab's tests and prices, creating new tests and updating known ones", async () => {
    const report = await importCatalogueCsv(testApp.db, await fixture('sample-lab-catalogue.csv'), { now: NOW });

    expect(report).toEqual({
      rows: 4,
      imported: true,
      testsCreated: 2,
      testsUpdated: 1,
      pricesWritten: 4,
      rejected: [],
    });
    expect(await testBySlug('albumin-urine-random')).toMatchObject({
      name: 'Albumin in urine (random sample)',
      kind: 'test',
      sampleType: 'urine',
      turnaroundDays: 1,
      requiresFasting: false,
      synonyms: ['microalbumin', 'albuminuria'],
      generated: false,
    });
    expect(await pricesOf('albumin-urine-random')).toEqual([
      { list: 'default', priceMinor: 1900, validFrom: new Date('2026-06-15T00:00:00Z') },
      { list: 'home-service-warszawa', priceMinor: 2200, validFrom: new Date('2026-06-15T00:00:00Z') },
    ]);
    expect((await pricesOf('ionised-calcium'))[0]?.priceMinor).toBe(2500);
    const tsh = await pricesOf('tsh');
    expect(tsh.filter((price) => price.list === 'default').at(-1)).toEqual({
      list: 'default',
      priceMinor: 2200,
      validFrom: new Date('2026-12-01T00:00:00Z'),
    });
  });

  it('imports whom a test is for and its questions, and leaves them alone in a file without those columns', async () => {
    const csv =
      'slug,name,category,price,audience,faq\n' +
      'potassium-urine,Potassium in urine,kidneys-and-urinary-tract,19.00,' +
      '"Anyone whose doctor asks for it.","Which sample? :: A random urine sample.||When? :: Any time of day."\n';
    expect(await importCatalogueCsv(testApp.db, csv, { now: NOW })).toMatchObject({ imported: true, rejected: [] });
    expect(await testBySlug('potassium-urine')).toMatchObject({
      audience: 'Anyone whose doctor asks for it.',
      faq: [
        { question: 'Which sample?', answer: 'A random urine sample.' },
        { question: 'When?', answer: 'Any time of day.' },
      ],
    });

    const older = 'slug,name,category,price\npotassium-urine,Potassium in urine,kidneys-and-urinary-tract,21.00\n';
    expect(await importCatalogueCsv(testApp.db, older, { now: NOW })).toMatchObject({ imported: true, rejected: [] });
    expect(await testBySlug('potassium-urine')).toMatchObject({
      audience: 'Anyone whose doctor asks for it.',
      faq: [expect.objectContaining({ question: 'Which sample?' }), expect.objectContaining({ question: 'When?' })],
    });

    const created = 'slug,name,category,price\nsodium-urine,Sodium in urine,kidneys-and-urinary-tract,19.00\n';
    await importCatalogueCsv(testApp.db, created, { now: NOW });
    expect(await testBySlug('sodium-urine')).toMatchObject({ audience: null, faq: [] });
  });

  it('refuses a question written without its answer', async () => {
    const csv = 'slug,name,category,price,faq\nsodium-urine,Sodium in urine,kidneys-and-urinary-tract,19.00,Why?\n';
    const report = await importCatalogueCsv(testApp.db, csv, { now: NOW });

    expect(report.imported).toBe(false);
    expect(report.rejected).toEqual([
      { row: 2, column: 'faq', reason: "each question must be written 'question :: answer'" },
    ]);
  });

  it('makes imported tests searchable and listed like any other', async () => {
    await importCatalogueCsv(testApp.db, await fixture('sample-lab-catalogue.csv'), { now: NOW });

    const search = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/search?q=wapn%20zjonizowany' });
    expect(search.json().items[0]).toMatchObject({ slug: 'ionised-calcium', priceMinor: 2500 });
  });

  it('imports nothing when a row is rejected, and reports every rejected cell with its row and column', async () => {
    const before = await testApp.db.select({ id: tests.id }).from(tests);

    const report = await importCatalogueCsv(testApp.db, await fixture('lab-catalogue-with-errors.csv'), { now: NOW });

    expect(report.imported).toBe(false);
    expect(report.rejected).toEqual([
      { row: 3, column: 'slug', reason: 'must be lower-case letters, digits and single dashes' },
      { row: 4, column: 'category', reason: "unknown category 'astrology'" },
      { row: 4, column: 'turnaround_days', reason: 'must be a whole number' },
      { row: 4, column: 'fasting', reason: 'must be yes or no' },
      { row: 4, column: 'loinc', reason: "'2345-8' is not a valid LOINC code (check digit)" },
      { row: 4, column: 'price', reason: 'must be an amount such as 39.00' },
      { row: 4, column: 'price_list', reason: "unknown price list 'nowhere'" },
      { row: 4, column: 'valid_from', reason: '2026-02-30 is not a real date' },
    ]);
    expect(await testBySlug('potassium-urine')).toBeUndefined();
    expect(await testApp.db.select({ id: tests.id }).from(tests)).toHaveLength(before.length);
  });

  it('imports only the valid rows when asked to skip the rest, and still reports them', async () => {
    const report = await importCatalogueCsv(testApp.db, await fixture('lab-catalogue-with-errors.csv'), {
      now: NOW,
      skipInvalid: true,
    });

    expect(report).toMatchObject({ rows: 3, imported: true, testsCreated: 1, pricesWritten: 1 });
    expect(report.rejected.map((problem) => problem.row)).toEqual([3, 4, 4, 4, 4, 4, 4, 4]);
    expect(await testBySlug('potassium-urine')).toMatchObject({ name: 'Potassium in urine' });
    expect(formatImportReport(report, { skipInvalid: true })).toMatch(
      /^Imported 1 of 3 rows: 1 tests created, 0 updated, 1 prices written\.\n\nRejected rows:\nrow\tcolumn\treason\n3\tslug\t/,
    );
  });

  it('refuses a file whose header lacks a required column or has an unknown one', async () => {
    const report = await importCatalogueCsv(testApp.db, 'slug,name,prize\ntsh,TSH,10.00\n', {
      now: NOW,
      skipInvalid: true,
    });

    expect(report.imported).toBe(false);
    expect(report.rejected).toEqual([
      { row: 1, column: 'prize', reason: expect.stringMatching(/^unknown column/) },
      { row: 1, column: 'category', reason: 'required column is missing' },
      { row: 1, column: 'price', reason: 'required column is missing' },
    ]);
  });

  it('refuses rows of one test that disagree, and a second price for the same list and day', async () => {
    const csv = [
      'slug,name,category,price,price_list,valid_from',
      'copper-serum,Copper in serum,trace-elements-and-heavy-metals,30.00,default,2026-01-01',
      'copper-serum,Copper (serum),trace-elements-and-heavy-metals,31.00,home-service-krakow,2026-01-01',
      'copper-serum,Copper in serum,trace-elements-and-heavy-metals,32.00,default,2026-01-01',
    ].join('\n');

    const report = await importCatalogueCsv(testApp.db, csv, { now: NOW });

    expect(report.rejected).toEqual([
      { row: 3, column: 'name', reason: 'differs from row 2 for the same slug' },
      { row: 4, column: 'valid_from', reason: 'row 2 already prices this test in this list from this day' },
    ]);
    expect(report.imported).toBe(false);
  });

  it('refuses to overwrite a package from a file of single tests', async () => {
    const report = await importCatalogueCsv(
      testApp.db,
      'slug,name,category,price\nthyroid-package,Thyroid,thyroid,1.00\n',
      { now: NOW },
    );

    expect(report.rejected).toEqual([
      { row: 2, column: 'slug', reason: 'belongs to a package; this file imports single tests' },
    ]);
  });

  it('writes nothing when the database refuses part of the import', async () => {
    // The connection drops after every row was written, before the commit.
    const csv = 'slug,name,category,price,price_list\nnew-test-a,New test A,thyroid,10.00,default\n';
    const failing = new Proxy(testApp.db, {
      get(target, property, receiver) {
        if (property === 'transaction') {
          return (work: Parameters<typeof target.transaction>[0]) =>
            target.transaction(async (tx) => {
              await work(tx);
              throw new Error('the connection dropped');
            });
        }
        return Reflect.get(target, property, receiver);
      },
    });

    await expect(importCatalogueCsv(failing, csv, { now: NOW })).rejects.toThrow('the connection dropped');
    expect(await testBySlug('new-test-a')).toBeUndefined();
  });

  it('refuses a cell holding a NUL character instead of failing in the database', async () => {
    const report = await importCatalogueCsv(
      testApp.db,
      'slug,name,category,price\nnul-test,Bad\u0000name,thyroid,1.00\n',
      {
        now: NOW,
      },
    );

    expect(report.rejected).toEqual([{ row: 2, column: 'name', reason: 'contains a NUL character' }]);
  });

  it('imports a semicolon-separated file with decimal commas', async () => {
    const csv = 'slug;name;category;price\nselenium-serum-x;Selenium in serum;trace-elements-and-heavy-metals;45,50\n';

    const report = await importCatalogueCsv(testApp.db, csv, { now: NOW });

    expect(report.imported).toBe(true);
    expect((await pricesOf('selenium-serum-x'))[0]?.priceMinor).toBe(4550);
    const stored = await testApp.db
      .select({ id: tests.id })
      .from(tests)
      .where(and(eq(tests.slug, 'selenium-serum-x'), eq(tests.generated, false)));
    expect(stored).toHaveLength(1);
  });
});
