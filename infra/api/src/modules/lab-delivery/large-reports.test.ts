import { RESULT_VALUES_PAGE_SIZE, ResultDetail } from '@labshop/shared-contracts/core/api/results';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { testPesel } from '../../testing/identity-numbers';
import { registerLab } from './store/labs';
import { createLoincTest, createTestOrder } from './testing/paid-order';
import { sampleOruR01 } from './testing/sample-oru-r01';

const VALUES = 5_000;
const PANEL = ['2823-3', '2951-2', '2345-7', '2160-0', '3094-0'];

/** Reports as large as instruments make them (a panel repeated, a mass spectrometry run): all of it kept, and readable. */
describe('a lab report of thousands of values', () => {
  let testApp: TestApp;
  let labKey: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'large-lab', name: 'Large Lab' }));
  }, 60_000);
  afterAll(() => testApp.close());

  it('stores every one of 5,000 values and shows them a page at a time, each with a short history', async () => {
    const pesel = testPesel('1985-04-10', 'f');
    const account = await createTestAccount(testApp.db);
    const panel = await createLoincTest(testApp.db, '24323-8', 'Metabolic panel');
    const { orderNumber } = await createTestOrder(testApp.db, {
      accountId: account.id,
      patients: [{ patient: { pesel }, testIds: [panel.id] }],
    });
    const message = sampleOruR01({
      orderNumber,
      labReportId: 'LARGE-1',
      testCode: '24323-8',
      pesel,
      observations: Array.from({ length: VALUES }, (_, index) => ({
        loinc: PANEL[index % PANEL.length] ?? '2823-3',
        name: `Value ${index + 1}`,
        value: (3 + (index % 25) * 0.1).toFixed(1),
        unit: 'mmol/L',
        range: '3.5-5.1',
      })),
    });

    const stored = await testApp.app.inject({
      method: 'POST',
      url: '/api/lab/results',
      headers: { 'content-type': 'application/hl7-v2', authorization: `Bearer ${labKey}` },
      payload: message,
    });
    expect(stored.statusCode).toBe(200);
    const resultId = /stored ([0-9a-f-]{36})/u.exec(stored.body)?.[1] ?? '';

    const headers = await signedIn(testApp.app, account.id);
    const read = (query: string) =>
      testApp.app.inject({ method: 'GET', url: `/api/results/${resultId}${query}`, headers });
    const first = expectShape((await read('')).json(), ResultDetail);
    // One answer carries a page of values, told how many there are and how many are out of range on every page:
    // of each 25 values (3.0 to 5.4 against 3.5-5.1) five are low and three high.
    expect(first.valuesPage).toEqual({
      page: 1,
      pageSize: RESULT_VALUES_PAGE_SIZE,
      total: VALUES,
      outOfRange: (VALUES / 25) * 8,
    });
    expect(first.observations.map((value) => value.nameFromLab).slice(0, 2)).toEqual(['Value 1', 'Value 2']);
    expect(first.observations).toHaveLength(RESULT_VALUES_PAGE_SIZE);
    // A history is a value over time: one point for this report, however often it lists the analyte.
    expect(new Set(first.observations.map((value) => value.history.length))).toEqual(new Set([1]));

    const pages = VALUES / RESULT_VALUES_PAGE_SIZE;
    const last = expectShape((await read(`?page=${pages}`)).json(), ResultDetail);
    // Out-of-range values come first, so the last page ends with the last normal value (5.1, at the range's top).
    expect(last.observations.at(-1)?.nameFromLab).toBe(`Value ${VALUES - 3}`);
    expect(last.observations.at(-1)?.displayValue).toMatch(/^5\.1/u);
    const beyond = expectShape((await read(`?page=${pages + 1}`)).json(), ResultDetail);
    expect(beyond).toMatchObject({ observations: [], valuesPage: { page: pages + 1, total: VALUES } });
    for (const query of ['?page=0', '?page=two']) expect((await read(query)).statusCode).toBe(422);
  }, 120_000);
});
