import {
  ADMIN_LAB_DELIVERY_PATHS,
  UnmatchedDeliveryList,
} from '@labshop/shared-contracts/core/api/admin-lab-deliveries';
import { LabDeliveryAnswer, ResultDetail } from '@labshop/shared-contracts/core/api/results';
import { ANONYMOUS, type Principal } from '../../platform/principal';
import { createTestAccount, signedIn, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { registerLab } from './store/labs';
import { paidGlucoseOrderOfNewAccount } from './testing/paid-order';
import { sampleBundle } from './testing/sample-bundle';

/**
 * What a lab delivered is seen by that lab (it sends a report again or corrects it) and by an administrator (who
 * reviews the reports kept for review); another lab never learns of it, even under the same report id.
 */
describe('who sees what a lab delivered', () => {
  let testApp: TestApp;
  let labs: Record<'first' | 'second', { id: string; key: string }>;
  let admin: { id: string };
  let patient: { id: string };
  let reportSequence = 0;
  const nextReportId = () => `ACCESS-${(reportSequence += 1)}`;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date('2026-05-02T09:00:00Z') });
    const first = await registerLab(testApp.db, { code: 'first-access-lab', name: 'First Lab' });
    const second = await registerLab(testApp.db, { code: 'second-access-lab', name: 'Second Lab' });
    labs = {
      first: { id: first.lab.id, key: first.apiKey },
      second: { id: second.lab.id, key: second.apiKey },
    };
    admin = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    patient = await createTestAccount(testApp.db);
  });
  afterAll(() => testApp.close());

  const glucose = (orderNumber: string, labReportId: string, value: number, status = 'final') =>
    sampleBundle({
      orderNumber,
      labReportId,
      testCode: '2345-7',
      testName: 'Glucose',
      status,
      observations: [{ loinc: '2345-7', name: 'Glucose', quantity: { value, unit: 'mmol/L' }, low: 3.9, high: 5.5 }],
    });

  async function deliver(lab: 'first' | 'second', bundle: object) {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/lab/results',
      headers: { 'content-type': 'application/fhir+json', authorization: `Bearer ${labs[lab].key}` },
      payload: JSON.stringify(bundle),
    });
    const [outcome] = expectShape(answer.json(), LabDeliveryAnswer).reports;
    if (!outcome) throw new Error('The delivery was answered without an outcome');
    return { statusCode: answer.statusCode, ...outcome };
  }

  /** A report of the first lab kept for review: its order number names no order. */
  async function keptReportOfTheFirstLab() {
    const reportId = nextReportId();
    const kept = await deliver('first', glucose('LS-999999999', reportId, 5.0));
    expect(kept.status).toBe('unmatched');
    return { keptId: kept.id, reportId };
  }

  it('answers the lab that delivered a report with the same outcome when it sends the report again', async () => {
    const { orderNumber } = await paidGlucoseOrderOfNewAccount(testApp.db);
    const reportId = nextReportId();
    const stored = await deliver('first', glucose(orderNumber, reportId, 5.0));
    const kept = await keptReportOfTheFirstLab();

    expect(await deliver('first', glucose(orderNumber, reportId, 5.0))).toMatchObject({
      status: 'stored',
      id: stored.id,
    });
    expect(await deliver('first', glucose('LS-999999999', kept.reportId, 5.0))).toMatchObject({
      status: 'unmatched',
      id: kept.keptId,
    });
  });

  it("never answers another lab with the first lab's result, even for the same report of the same ordered test", async () => {
    const { orderNumber } = await paidGlucoseOrderOfNewAccount(testApp.db);
    const reportId = nextReportId();
    const first = await deliver('first', glucose(orderNumber, reportId, 5.0));
    const second = await deliver('second', glucose(orderNumber, reportId, 5.0));

    expect(first.status).toBe('stored');
    expect(second.status).toBe('stored');
    expect(second.id).not.toBe(first.id);
  });

  it("never lets another lab's correction change the first lab's result", async () => {
    const { account, orderNumber } = await paidGlucoseOrderOfNewAccount(testApp.db);
    const reportId = nextReportId();
    const first = await deliver('first', glucose(orderNumber, reportId, 5.0));
    await deliver('second', glucose(orderNumber, reportId, 9.9, 'corrected'));

    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/results/${first.id}`,
      headers: await signedIn(testApp.app, account.id),
    });
    const [value] = expectShape(read.json(), ResultDetail).observations;
    expect(value?.value).toEqual({ kind: 'quantity', value: 5.0, unit: 'mmol/L' });
  });

  it("never shows another lab's report kept for review as this lab's own", async () => {
    const { keptId, reportId } = await keptReportOfTheFirstLab();
    const second = await deliver('second', glucose('LS-999999999', reportId, 5.0));

    expect(second.status).toBe('unmatched');
    expect(second.id).not.toBe(keptId);
  });

  type Caller = 'an administrator' | 'a patient account' | 'the lab that delivered it' | 'another lab' | 'anyone';
  const headersOf = async (caller: Caller): Promise<Record<string, string>> => {
    if (caller === 'an administrator') return signedInAs(testApp.app, admin.id, 'admin');
    if (caller === 'a patient account') return signedIn(testApp.app, patient.id);
    if (caller === 'the lab that delivered it') return { authorization: `Bearer ${labs.first.key}` };
    if (caller === 'another lab') return { authorization: `Bearer ${labs.second.key}` };
    return {};
  };

  it.each<[Caller, number, boolean]>([
    ['an administrator', 200, true],
    // The review is the administration's: any other account is refused the pages, a caller not signed in is asked to.
    ['a patient account', 403, false],
    ['the lab that delivered it', 401, false],
    ['another lab', 401, false],
    ['anyone', 401, false],
  ])('on the review pages, %s gets %i for a kept report (listed: %s)', async (caller, status, listed) => {
    const { keptId } = await keptReportOfTheFirstLab();
    const headers = await headersOf(caller);
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/${ADMIN_LAB_DELIVERY_PATHS.delivery(keptId)}`,
      headers,
    });
    const list = await testApp.app.inject({
      method: 'GET',
      url: `/api/${ADMIN_LAB_DELIVERY_PATHS.unmatched}`,
      headers,
    });

    expect([detail.statusCode, list.statusCode]).toEqual([status, status]);
    if (listed) {
      const ids = expectShape(list.json(), UnmatchedDeliveryList).deliveries.map((delivery) => delivery.id);
      expect(ids).toContain(keptId);
    }
  });

  it.each<[string, boolean, () => Principal]>([
    ['the lab that delivered it', true, () => ({ kind: 'lab', labId: labs.first.id })],
    ['an administrator', true, () => ({ kind: 'account', accountId: admin.id, role: 'admin' })],
    ['another lab', false, () => ({ kind: 'lab', labId: labs.second.id })],
    ['a patient account', false, () => ({ kind: 'account', accountId: patient.id, role: 'patient' })],
    ['a guest', false, () => ({ kind: 'guest', orderId: patient.id })],
    ['anyone', false, () => ANONYMOUS],
  ])("asked directly for a kept report, the deliveries' own rule lets %s see it: %s", async (_who, seen, principal) => {
    const { keptId } = await keptReportOfTheFirstLab();
    const read = testApp.app.labDelivery.keptReport(principal(), keptId);
    if (seen) expect((await read).id).toBe(keptId);
    else await expect(read).rejects.toMatchObject({ statusCode: 404 });
    const listed = (await testApp.app.labDelivery.openKeptReports(principal())).map((kept) => kept.id);
    expect(listed.includes(keptId)).toBe(seen);
  });

  it.each<[string, () => Principal]>([
    ['the lab that delivered it', () => ({ kind: 'lab', labId: labs.first.id })],
    ['a patient account', () => ({ kind: 'account', accountId: patient.id, role: 'patient' })],
  ])('lets only an administrator review a kept report, not %s', async (_who, principal) => {
    const { keptId } = await keptReportOfTheFirstLab();
    await expect(
      testApp.app.labDelivery.dismissKeptReport(principal(), keptId, { reason: 'Sent by mistake' }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
