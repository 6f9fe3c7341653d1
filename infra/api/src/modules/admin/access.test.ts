import { AdminAccountList } from '@labshop/shared-contracts/core/api/admin';
import { UnmatchedDeliveryList } from '@labshop/shared-contracts/core/api/admin-lab-deliveries';
import { accountPrincipal, ANONYMOUS } from '../../platform/principal';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { everyCaller, EVERY_CALLER_KIND, type CallerKind, type EveryCaller } from '../../testing/every-caller';
import { expectShape } from '../../testing/expect-shape';

type Sees = "the administration's view" | "the administration's only: 403" | 'nothing: 401';

/** The owner here holds the admin role besides patient: acting as a patient, it is no administrator at work. */
const EXPECTED: Record<CallerKind, Sees> = {
  'the owner': "the administration's only: 403",
  'the owner in another role': "the administration's view",
  'another account': "the administration's only: 403",
  'an administrator': "the administration's view",
  "a guest with the owner's order token": 'nothing: 401',
  "a guest with another order's token": 'nothing: 401',
  'a lab': 'nothing: 401',
  'nobody signed in': 'nothing: 401',
};

describe('the administration’s views: only an administrator at work', () => {
  let testApp: TestApp;
  let callers: EveryCaller;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { rateLimitMax: 100_000 } });
    callers = await everyCaller(testApp, 'admin');
  });
  afterAll(() => testApp.close());

  function sees(status: number): Sees | `answered ${number}` {
    if (status === 401) return 'nothing: 401';
    if (status === 403) return "the administration's only: 403";
    if (status === 200) return "the administration's view";
    return `answered ${status}`;
  }

  it.each(EVERY_CALLER_KIND)('accounts, doctors waiting and kept lab reports: %s', async (kind) => {
    const get = (url: string) =>
      testApp.app.inject({ method: 'GET', url: `/api/${url}`, headers: callers.headers[kind] });
    const found = await get(`admin/accounts?query=${encodeURIComponent(callers.owner.email)}`);
    const pending = await get('admin/doctors/pending');
    const reports = await get('admin/lab-deliveries/unmatched');

    if (found.statusCode === 200) {
      expect(expectShape(found.json(), AdminAccountList).accounts.map((account) => account.id)).toEqual([
        callers.owner.id,
      ]);
      expectShape(pending.json(), AdminAccountList);
      expectShape(reports.json(), UnmatchedDeliveryList);
    }
    expect([sees(found.statusCode), sees(pending.statusCode), sees(reports.statusCode)]).toEqual([
      EXPECTED[kind],
      EXPECTED[kind],
      EXPECTED[kind],
    ]);
  });

  it("finds, through the accounts service itself, only the caller's own account for anyone not at work as an administrator", async () => {
    const { administration } = testApp.app.accounts;
    const asOwner = accountPrincipal(callers.owner.id, 'patient');
    const stranger = (await testApp.app.accounts.administration.find(accountPrincipal(callers.owner.id, 'admin'), ''))
      .map((account) => account.id)
      .find((id) => id !== callers.owner.id);

    const byPatient = await administration.find(asOwner, '');
    const byDoctor = await administration.find(accountPrincipal(callers.owner.id, 'doctor'), '');
    const byNobody = await administration.find(ANONYMOUS, '');

    expect(stranger).toBeDefined();
    expect([byPatient, byDoctor].map((found) => found.map((account) => account.id))).toEqual([
      [callers.owner.id],
      [callers.owner.id],
    ]);
    expect(byNobody).toEqual([]);
  });
});
