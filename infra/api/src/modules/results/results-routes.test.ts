import {
  ResultDetail,
  ResultsArchivePage,
  ResultsOverview,
  type ResultsEntry,
} from '@labshop/shared-contracts/core/api/results';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { registerLab } from '../lab-delivery/store/labs';
import { createLoincTest, createTestOrder } from '../lab-delivery/testing/paid-order';
import { deliverFhirResult } from './testing/deliver-result';

const POTASSIUM = { loinc: '2823-3', name: 'Potassium' };
const ZOFIA = { firstName: 'Zofia', lastName: 'Kowalska', birthDate: '2015-06-01', sex: 'f' as const };

describe('a patient reads the results of the account', () => {
  let testApp: TestApp;
  let labKey: string;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date('2026-05-02T09:00:00Z') });
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'results-lab', name: 'Central Lab' }));
  });
  afterAll(() => testApp.close());

  /**
   * Anna (the account holder) and her daughter Zofia. Anna's potassium was measured twice, in March (normal) and
   * in April (high); Zofia's once, in April; Anna's glucose, ordered last, is still awaiting its sample; a lipid
   * panel is in the lab (a preliminary report). Each order is placed before its samples are taken.
   */
  async function familyWithResults() {
    const account = await createTestAccount(testApp.db, { birthDate: '1985-04-10', sex: 'f' });
    const electrolytes = await createLoincTest(testApp.db, '24326-1', 'Electrolytes');
    const glucose = await createLoincTest(testApp.db, '2345-7', 'Glucose');
    const lipids = await createLoincTest(testApp.db, '57698-3', 'Lipid panel');
    const march = await createTestOrder(testApp.db, {
      accountId: account.id,
      placedAt: new Date('2026-03-09T10:00:00Z'),
      patients: [{ patient: {}, testIds: [electrolytes.id] }],
    });
    const april = await createTestOrder(testApp.db, {
      accountId: account.id,
      placedAt: new Date('2026-04-18T10:00:00Z'),
      patients: [
        { patient: {}, testIds: [electrolytes.id, lipids.id] },
        { patient: ZOFIA, testIds: [electrolytes.id] },
      ],
    });
    await createTestOrder(testApp.db, {
      accountId: account.id,
      placedAt: new Date('2026-04-28T10:00:00Z'),
      patients: [{ patient: {}, testIds: [glucose.id] }],
    });
    const deliver = (
      orderNumber: string,
      labReportId: string,
      collectedAt: string,
      value: number,
      extra: { birthDate?: string; status?: 'final' | 'preliminary'; testCode?: string } = {},
    ) =>
      deliverFhirResult(testApp, labKey, {
        orderNumber,
        labReportId,
        testCode: extra.testCode ?? '24326-1',
        testName: extra.testCode === undefined ? 'Electrolytes' : 'Lipid panel',
        collectedAt,
        ...(extra.birthDate === undefined ? {} : { birthDate: extra.birthDate }),
        ...(extra.status === undefined ? {} : { status: extra.status }),
        // The lipid panel reports cholesterol; the others potassium.
        observations: [
          extra.testCode === undefined
            ? { ...POTASSIUM, quantity: { value, unit: 'mmol/L' }, low: 3.5, high: 5.1 }
            : { loinc: '2093-3', name: 'Cholesterol', quantity: { value, unit: 'mmol/L' }, high: 5.2 },
        ],
      });
    const suffix = march.orderNumber;
    const annaMarch = await deliver(march.orderNumber, `M-${suffix}`, '2026-03-10T08:00:00Z', 4.2);
    const annaApril = await deliver(april.orderNumber, `A-${suffix}`, '2026-04-20T08:00:00Z', 5.6);
    const zofiaApril = await deliver(april.orderNumber, `Z-${suffix}`, '2026-04-21T08:00:00Z', 3.1, {
      birthDate: ZOFIA.birthDate,
    });
    const lipidsInLab = await deliver(april.orderNumber, `L-${suffix}`, '2026-04-19T08:00:00Z', 4.0, {
      status: 'preliminary',
      testCode: '57698-3',
    });
    return { account, annaMarch, annaApril, zofiaApril, lipidsInLab, aprilOrder: april.orderNumber };
  }

  const get = async (url: string, accountId?: string) =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: accountId === undefined ? {} : await signedIn(testApp.app, accountId),
    });

  const summary = (entry: ResultsEntry) => [entry.testName, entry.status, entry.resultId];

  it('lists results and tests still to come per patient, holder first, newest first, with their status', async () => {
    const family = await familyWithResults();

    const response = await get('/api/results', family.account.id);

    expect(response.statusCode).toBe(200);
    const { patients } = expectShape(response.json(), ResultsOverview);
    expect(patients.map((group) => group.patient.firstName)).toEqual(['Anna', 'Zofia']);
    const [anna, zofia] = patients;
    expect(anna?.entries.map(summary)).toEqual([
      // The glucose sample has not been taken: it is dated by its order, the newest of all.
      ['Glucose', 'awaiting_sample', null],
      ['Electrolytes', 'ready', family.annaApril],
      ['Lipid panel', 'in_lab', family.lipidsInLab],
      ['Electrolytes', 'ready', family.annaMarch],
    ]);
    expect(anna?.entries[1]).toMatchObject({ orderNumber: family.aprilOrder, outOfRange: 1, critical: false });
    expect(zofia?.entries.map(summary)).toEqual([['Electrolytes', 'ready', family.zofiaApril]]);
    expect(zofia?.entries[0]?.outOfRange).toBe(1);
  });

  it('keeps the archive to ready results, a page at a time', async () => {
    const family = await familyWithResults();

    const first = expectShape((await get('/api/results/archive', family.account.id)).json(), ResultsArchivePage);
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 3 });
    expect(first.entries.map(({ patient, entry }) => [patient.firstName, entry.resultId])).toEqual([
      ['Zofia', family.zofiaApril],
      ['Anna', family.annaApril],
      ['Anna', family.annaMarch],
    ]);
    const beyond = expectShape(
      (await get('/api/results/archive?page=2', family.account.id)).json(),
      ResultsArchivePage,
    );
    expect(beyond).toMatchObject({ page: 2, total: 3, entries: [] });
    expect((await get('/api/results/archive?page=0', family.account.id)).statusCode).toBe(422);
  });

  it('reads an empty page as the first, as the shared client leaves it out', async () => {
    const family = await familyWithResults();

    const empty = await get('/api/results/archive?page=', family.account.id);

    expect(empty.statusCode).toBe(200);
    expect(expectShape(empty.json(), ResultsArchivePage)).toMatchObject({ page: 1, total: 3 });
  });

  it('shows a result with each value, its range and flag in words, and that person’s history only', async () => {
    const family = await familyWithResults();

    const response = await get(`/api/results/${family.annaApril}`, family.account.id);

    expect(response.statusCode).toBe(200);
    const result = expectShape(response.json(), ResultDetail);
    expect(result).toMatchObject({
      testName: 'Electrolytes',
      status: 'ready',
      labName: 'Central Lab',
      orderNumber: family.aprilOrder,
      patient: { firstName: 'Anna', lastName: 'Kowalska', birthDate: '1985-04-10' },
      labPdf: false,
      analysisPurchased: false,
    });
    const [potassium] = result.observations;
    expect(potassium).toMatchObject({
      name: 'Potassium',
      value: { kind: 'quantity', value: 5.6, unit: 'mmol/L' },
      displayValue: '5.6 mmol/L',
      flag: 'H',
      flagWords: 'High',
      range: { low: 3.5, high: 5.1, lowInclusive: true, highInclusive: true, text: '3.5–5.1 mmol/L' },
    });
    // Zofia's potassium of the same month is hers, not her mother's.
    expect(potassium?.history.map((point) => [point.resultId, point.date.slice(0, 10), point.flag])).toEqual([
      [family.annaMarch, '2026-03-10', 'N'],
      [family.annaApril, '2026-04-20', 'H'],
    ]);
  });

  it('answers 404 for another account’s result and 401 when signed out', async () => {
    const family = await familyWithResults();
    const stranger = await createTestAccount(testApp.db);

    for (const path of ['', '/summary.pdf', '/lab-report.pdf', '/analysis']) {
      const response = await get(`/api/results/${family.annaApril}${path}`, stranger.id);
      expect({ path, status: response.statusCode, body: response.json() }).toEqual({
        path,
        status: 404,
        body: { message: 'Not Found' },
      });
    }
    expect((await get('/api/results/not-an-id', family.account.id)).statusCode).toBe(404);
    expect((await get('/api/results', stranger.id)).json()).toEqual({ patients: [] });
    expect((await get('/api/results')).statusCode).toBe(401);
    expect((await get(`/api/results/${family.annaApril}`)).statusCode).toBe(401);
  });
});
