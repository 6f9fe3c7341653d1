import { eq } from 'drizzle-orm';
import {
  ADMIN_LAB_DELIVERY_PATHS,
  MarkedResultList,
  RESULT_ALREADY_REVIEWED_MESSAGE,
  ReviewedResultAnswer,
} from '@labshop/shared-contracts/core/api/admin-lab-deliveries';
import { RESULTS_PATHS, ResultDetail } from '@labshop/shared-contracts/core/api/results';
import { resultReviews } from '../../db/schema';
import { createTestAccount, signedIn, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { registerLab } from '../lab-delivery/store/labs';
import { createLoincTest, createTestOrder } from '../lab-delivery/testing/paid-order';
import { deliverOruResult } from '../results/testing/deliver-result';

const REVIEWED_AT = new Date('2026-05-06T10:00:00Z');
const POTASSIUM = { loinc: '2823-3', name: 'Potassium', unit: 'mmol/L', range: '3.5-5.1' };

/** An administrator who looked at a result marked for review says so: it leaves the list, and the review is kept. */
describe('marking a result marked for review as reviewed', () => {
  let testApp: TestApp;
  let labKey: string;
  let sequence = 0;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => REVIEWED_AT });
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'reviewed-lab', name: 'Reviewed Lab' }));
  });
  afterAll(() => testApp.close());

  /** A potassium result whose second value the lab flagged H against a range that calls it normal: marked. */
  async function markedResult() {
    const account = await createTestAccount(testApp.db);
    const potassium = await createLoincTest(testApp.db, '2823-3', 'Potassium');
    const order = await createTestOrder(testApp.db, {
      accountId: account.id,
      placedAt: new Date('2026-04-01T09:00:00Z'),
      patients: [{ patient: {}, testIds: [potassium.id] }],
    });
    sequence += 1;
    const resultId = await deliverOruResult(testApp, labKey, {
      orderNumber: order.orderNumber,
      labReportId: `REVIEWED-${sequence}`,
      testCode: '2823-3',
      observations: [
        { ...POTASSIUM, value: '4.2' },
        { ...POTASSIUM, name: 'Potassium again', value: '4.0', flag: 'H' },
      ],
    });
    return { account, resultId };
  }

  async function signedInAdmin() {
    const admin = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    return { admin, headers: await signedInAs(testApp.app, admin.id, 'admin') };
  }
  const markReviewed = (resultId: string, headers: Record<string, string>, payload?: object) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/${ADMIN_LAB_DELIVERY_PATHS.markReviewed(resultId)}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  const markedIds = async (headers: Record<string, string>) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/${ADMIN_LAB_DELIVERY_PATHS.markedForReview}`,
      headers,
    });
    return expectShape(response.json(), MarkedResultList).results.map((result) => result.resultId);
  };

  it('takes the result off the list and records who reviewed it, when, why it was marked and the note', async () => {
    const { account, resultId } = await markedResult();
    const { admin, headers } = await signedInAdmin();
    expect(await markedIds(headers)).toContain(resultId);

    const response = await markReviewed(resultId, headers, { note: ' Asked the lab: its flag was a typing slip. ' });

    expect(response.statusCode).toBe(200);
    expect(expectShape(response.json(), ReviewedResultAnswer)).toEqual({
      resultId,
      reviewedAt: REVIEWED_AT.toISOString(),
      note: 'Asked the lab: its flag was a typing slip.',
    });
    expect(await markedIds(headers)).not.toContain(resultId);
    expect(await testApp.db.select().from(resultReviews).where(eq(resultReviews.resultId, resultId))).toEqual([
      {
        id: expect.any(String),
        resultId,
        reviewedBy: admin.id,
        reviewedAt: REVIEWED_AT,
        reasons: ['Potassium again: The lab flagged the value H, the shop’s reading of its range gives N.'],
        note: 'Asked the lab: its flag was a typing slip.',
      },
    ]);
    // The patient no longer reads that someone will look at the value; the lab's flag stays as it printed it.
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/api/${RESULTS_PATHS.result(resultId)}`,
      headers: await signedIn(testApp.app, account.id),
    });
    const values = expectShape(page.json(), ResultDetail).observations;
    expect(values.map((value) => [value.nameFromLab, value.labFlag, value.markedForReview])).toEqual([
      ['Potassium again', 'H', false],
      ['Potassium', null, false],
    ]);
  });

  it('takes no note as none, and tells a second reviewer it was reviewed already', async () => {
    const { resultId } = await markedResult();
    const { headers } = await signedInAdmin();

    const first = await markReviewed(resultId, headers);
    const second = await markReviewed(resultId, headers, { note: 'Me too' });

    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ note: null });
    expect({ status: second.statusCode, body: second.json() }).toEqual({
      status: 409,
      body: { message: RESULT_ALREADY_REVIEWED_MESSAGE },
    });
    expect(await testApp.db.select().from(resultReviews).where(eq(resultReviews.resultId, resultId))).toHaveLength(1);
  });

  it('answers 404 for a result never marked or not there, and 422 for a note too long', async () => {
    const { headers } = await signedInAdmin();
    const { resultId } = await markedResult();
    const account = await createTestAccount(testApp.db);
    const potassium = await createLoincTest(testApp.db, '2823-3', 'Potassium');
    const order = await createTestOrder(testApp.db, {
      accountId: account.id,
      placedAt: new Date('2026-04-01T09:00:00Z'),
      patients: [{ patient: {}, testIds: [potassium.id] }],
    });
    const unmarked = await deliverOruResult(testApp, labKey, {
      orderNumber: order.orderNumber,
      labReportId: `UNMARKED-${order.orderNumber}`,
      testCode: '2823-3',
      observations: [{ ...POTASSIUM, value: '4.2' }],
    });

    for (const id of [unmarked, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await markReviewed(id, headers)).statusCode).toBe(404);
    }
    expect((await markReviewed(resultId, headers, { note: 'x'.repeat(1001) })).statusCode).toBe(422);
    expect(await markedIds(headers)).toContain(resultId);
  });

  it('answers 401 to a guest and 403 ‘It cannot be done.’ to a patient or an admin acting as a patient', async () => {
    const { resultId } = await markedResult();
    const patient = await createTestAccount(testApp.db);
    const { admin } = await signedInAdmin();

    const guest = await markReviewed(resultId, {});
    const asPatient = await markReviewed(resultId, await signedIn(testApp.app, patient.id));
    const adminAsPatient = await markReviewed(resultId, await signedInAs(testApp.app, admin.id, 'patient'));

    expect(guest.statusCode).toBe(401);
    for (const refused of [asPatient, adminAsPatient]) {
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 403,
        body: { message: 'It cannot be done.' },
      });
    }
    const { headers } = await signedInAdmin();
    expect(await markedIds(headers)).toContain(resultId);
  });
});
