import { eq } from 'drizzle-orm';
import { DOCTOR_ACCESS_PATHS } from '@labshop/shared-contracts/core/api/doctor-access';
import { ORDER_TOKEN_HEADER } from '@labshop/shared-contracts/core/api/orders';
import { RESULTS_PATHS, ResultDetail, ResultsOverview } from '@labshop/shared-contracts/core/api/results';
import { orders } from '../../db/schema';
import { ANONYMOUS, type Principal } from '../../platform/principal';
import { sha256 } from '../../platform/secrets';
import { createTestAccount, signedIn, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { registerLab } from '../lab-delivery/store/labs';
import { createLoincTest, createTestOrder } from '../lab-delivery/testing/paid-order';
import { deliverFhirResult, SAMPLE_LAB_PDF } from './testing/deliver-result';

/**
 * Who reads a lab result. It belongs to the account whose order it was taken for: that account reads it in any
 * role, and a doctor reads it through the doctor's pages while the account shares its results with them. Any other
 * account is told it does not exist (404); a caller who is not signed in is asked to sign in (401), whatever
 * order token or lab key it holds.
 */
describe('who reads a lab result', () => {
  let testApp: TestApp;
  let callers: Record<Caller, () => Promise<Record<string, string>>>;
  let resultId: string;
  let orderPatientId: string;
  let ownerId: string;
  let ids: { sharedDoctor: string; otherDoctor: string; admin: string; lab: string; order: string };

  type Caller =
    | 'the account it belongs to'
    | 'the same account acting as a doctor'
    | 'another account'
    | 'an administrator'
    | 'a doctor the account shares its results with'
    | 'a doctor the account does not share with'
    | "a guest holding the order's token"
    | "a guest holding another order's token"
    | 'a lab with its key'
    | 'an anonymous caller';

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date('2026-05-02T09:00:00Z') });
    const { app, db } = testApp;
    const { apiKey: labKey, lab } = await registerLab(db, { code: 'access-rule-lab', name: 'Access Lab' });
    const owner = await createTestAccount(db, { roles: ['patient', 'doctor'] });
    const stranger = await createTestAccount(db);
    const admin = await createTestAccount(db, { roles: ['patient', 'admin'] });
    const sharedDoctor = await createTestAccount(db, { roles: ['doctor'] });
    const otherDoctor = await createTestAccount(db, { roles: ['doctor'] });
    ownerId = owner.id;

    const glucose = await createLoincTest(db, '2345-7', 'Glucose');
    const ordered = await createTestOrder(db, {
      accountId: owner.id,
      withResultsAnalysis: true,
      patients: [{ patient: {}, testIds: [glucose.id] }],
    });
    const guestOrder = await createTestOrder(db, { patients: [{ patient: {}, testIds: [glucose.id] }] });
    await db
      .update(orders)
      .set({ accessTokenHash: sha256('owners-order-token') })
      .where(eq(orders.id, ordered.order.id));
    await db
      .update(orders)
      .set({ accessTokenHash: sha256('guests-order-token') })
      .where(eq(orders.id, guestOrder.order.id));
    [orderPatientId = ''] = ordered.patientIds;
    ids = {
      sharedDoctor: sharedDoctor.id,
      otherDoctor: otherDoctor.id,
      admin: admin.id,
      lab: lab.id,
      order: ordered.order.id,
    };
    resultId = await deliverFhirResult(testApp, labKey, {
      orderNumber: ordered.orderNumber,
      labReportId: `ACCESS-${ordered.orderNumber}`,
      testCode: '2345-7',
      testName: 'Glucose',
      labPdf: SAMPLE_LAB_PDF,
      observations: [
        { loinc: '2345-7', name: 'Glucose', quantity: { value: 5.0, unit: 'mmol/L' }, low: 3.9, high: 5.5 },
      ],
    });
    const shared = await app.inject({
      method: 'POST',
      url: `/api/${DOCTOR_ACCESS_PATHS.addAccess(sharedDoctor.id)}`,
      headers: await signedIn(app, owner.id),
      payload: { add_access: true },
    });
    expect(shared.statusCode).toBe(200);

    callers = {
      'the account it belongs to': () => signedIn(app, owner.id),
      'the same account acting as a doctor': () => signedInAs(app, owner.id, 'doctor'),
      'another account': () => signedIn(app, stranger.id),
      'an administrator': () => signedInAs(app, admin.id, 'admin'),
      'a doctor the account shares its results with': () => signedIn(app, sharedDoctor.id),
      'a doctor the account does not share with': () => signedIn(app, otherDoctor.id),
      "a guest holding the order's token": async () => ({ [ORDER_TOKEN_HEADER]: 'owners-order-token' }),
      "a guest holding another order's token": async () => ({ [ORDER_TOKEN_HEADER]: 'guests-order-token' }),
      'a lab with its key': async () => ({ authorization: `Bearer ${labKey}` }),
      'an anonymous caller': async () => ({}),
    };
  });
  afterAll(() => testApp.close());

  const get = async (caller: Caller, path: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/${path}`, headers: await callers[caller]() });

  /** Every read of the account's own results pages: the result, its downloads, its reading and its archive. */
  const ownReads = () => [
    RESULTS_PATHS.result(resultId),
    RESULTS_PATHS.labPdf(resultId),
    RESULTS_PATHS.summaryPdf(resultId),
    RESULTS_PATHS.analysis(resultId),
    RESULTS_PATHS.archiveExport(orderPatientId),
  ];

  it.each<[Caller, number]>([
    ['the account it belongs to', 200],
    ['the same account acting as a doctor', 200],
    ['another account', 404],
    ['an administrator', 404],
    // A doctor reads through the doctor's pages, where every read is logged for the patient to see.
    ['a doctor the account shares its results with', 404],
    ['a doctor the account does not share with', 404],
    ["a guest holding the order's token", 401],
    ["a guest holding another order's token", 401],
    ['a lab with its key', 401],
    ['an anonymous caller', 401],
  ])(
    'on the results pages, %s gets %i for the result, its downloads, its reading and its archive',
    async (caller, status) => {
      for (const path of ownReads()) {
        expect({ path, status: (await get(caller, path)).statusCode }).toEqual({ path, status });
      }
    },
  );

  it.each<[Caller, boolean]>([
    ['the account it belongs to', true],
    ['the same account acting as a doctor', true],
    ['another account', false],
    ['an administrator', false],
    ['a doctor the account shares its results with', false],
    ['a doctor the account does not share with', false],
  ])('the results list of %s shows the result: %s', async (caller, listed) => {
    const overview = expectShape((await get(caller, RESULTS_PATHS.overview)).json(), ResultsOverview);
    const ids = overview.patients.flatMap((patient) => patient.entries.map((entry) => entry.resultId));
    expect(ids.includes(resultId)).toBe(listed);
  });

  /** The principal each caller of the service acts as, with the account ids made in `beforeAll`. */
  type Asking =
    | 'a doctor it shares with'
    | 'a doctor it does not share with'
    | 'an administrator'
    | 'a lab'
    | "a guest holding the order's token"
    | 'anyone'
    | 'the account itself, as if it shared with itself';
  const principals = (): Record<Asking, Principal> => ({
    'a doctor it shares with': { kind: 'account', accountId: ids.sharedDoctor, role: 'doctor' },
    'a doctor it does not share with': { kind: 'account', accountId: ids.otherDoctor, role: 'doctor' },
    'an administrator': { kind: 'account', accountId: ids.admin, role: 'admin' },
    'a lab': { kind: 'lab', labId: ids.lab },
    "a guest holding the order's token": { kind: 'guest', orderId: ids.order },
    anyone: ANONYMOUS,
    'the account itself, as if it shared with itself': { kind: 'account', accountId: ownerId, role: 'doctor' },
  });

  it.each<[Asking, boolean]>([
    ['a doctor it shares with', true],
    ['a doctor it does not share with', false],
    ['an administrator', false],
    ['a lab', false],
    ["a guest holding the order's token", false],
    ['anyone', false],
    ['the account itself, as if it shared with itself', false],
  ])("asked directly for the account's result, the results' own rule lets %s read it: %s", async (who, readable) => {
    const principal = principals()[who];
    const read = testApp.app.results.shared.detail(principal, ownerId, resultId);
    if (readable) expect((await read).id).toBe(resultId);
    else await expect(read).rejects.toMatchObject({ statusCode: 404 });
  });

  it.each<[Caller, number]>([
    ['a doctor the account shares its results with', 200],
    ['a doctor the account does not share with', 404],
    ['the same account acting as a doctor', 404],
  ])("on the doctor's pages, %s gets %i for the account's results and the result", async (caller, status) => {
    const list = await get(caller, DOCTOR_ACCESS_PATHS.patientResults(ownerId));
    const detail = await get(caller, DOCTOR_ACCESS_PATHS.patientResult(ownerId, resultId));
    expect([list.statusCode, detail.statusCode]).toEqual([status, status]);
    if (status === 200) expect(expectShape(detail.json(), ResultDetail).id).toBe(resultId);
  });
});
