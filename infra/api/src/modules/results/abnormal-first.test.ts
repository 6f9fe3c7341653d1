import { RESULT_VALUES_PAGE_SIZE, ResultDetail } from '@labshop/shared-contracts/core/api/results';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { testPesel } from '../../testing/identity-numbers';
import { registerLab } from '../lab-delivery/store/labs';
import { createLoincTest, createTestOrder } from '../lab-delivery/testing/paid-order';
import { sampleOruR01, type SampleObx } from '../lab-delivery/testing/sample-oru-r01';

/** More values than one page holds, so the order must hold across pages. */
const VALUES = RESULT_VALUES_PAGE_SIZE + 50;
/** Every tenth value is high against 3.5-5.1; one answer in words the lab flagged abnormal; the rest normal. */
const HIGH_EVERY = 10;
const LAB_FLAGGED = VALUES - 5;

function valueAt(place: number): SampleObx {
  const name = `Value ${place}`;
  if (place === LAB_FLAGGED) return { type: 'ST', loinc: '5778-6', name, value: 'Turbid', flag: 'A' };
  const high = place % HIGH_EVERY === 0;
  return { loinc: '2823-3', name, value: high ? '6.0' : '4.2', unit: 'mmol/L', range: '3.5-5.1' };
}

describe('a result page shows the values out of range first', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60_000);
  afterAll(() => testApp.close());

  it('lists out-of-range and lab-flagged values first, then the rest, each in the lab’s order, across pages', async () => {
    const { apiKey } = await registerLab(testApp.db, { code: 'order-lab', name: 'Order Lab' });
    const pesel = testPesel('1985-04-10', 'f');
    const account = await createTestAccount(testApp.db);
    const panel = await createLoincTest(testApp.db, '24323-8', 'Metabolic panel');
    const { orderNumber } = await createTestOrder(testApp.db, {
      accountId: account.id,
      patients: [{ patient: { pesel }, testIds: [panel.id] }],
    });
    const places = Array.from({ length: VALUES }, (_, index) => index + 1);
    const stored = await testApp.app.inject({
      method: 'POST',
      url: '/api/lab/results',
      headers: { 'content-type': 'application/hl7-v2', authorization: `Bearer ${apiKey}` },
      payload: sampleOruR01({
        orderNumber,
        labReportId: 'ABNORMAL-FIRST-1',
        testCode: '24323-8',
        pesel,
        observations: places.map(valueAt),
      }),
    });
    expect(stored.statusCode).toBe(200);
    const resultId = /stored ([0-9a-f-]{36})/u.exec(stored.body)?.[1] ?? '';
    const headers = await signedIn(testApp.app, account.id);
    const page = async (number: number) =>
      expectShape(
        (await testApp.app.inject({ method: 'GET', url: `/api/results/${resultId}?page=${number}`, headers })).json(),
        ResultDetail,
      );

    const [first, second] = [await page(1), await page(2)];

    const abnormal = places.filter((place) => place % HIGH_EVERY === 0 || place === LAB_FLAGGED);
    const normal = places.filter((place) => !abnormal.includes(place));
    const shown = [...first.observations, ...second.observations];
    expect(shown.map((value) => value.nameFromLab)).toEqual([...abnormal, ...normal].map((place) => `Value ${place}`));
    expect(shown.slice(0, abnormal.length).map((value) => value.flag)).toEqual(
      abnormal.map((place) => (place === LAB_FLAGGED ? 'A' : 'H')),
    );
    expect(first.valuesPage).toMatchObject({ total: VALUES, outOfRange: abnormal.length });
  }, 60_000);
});
