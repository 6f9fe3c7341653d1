import { LoginAnswer } from '@labshop/shared-contracts/core/api/patient-auth';
import { TestListAnswer } from '@labshop/shared-contracts/core/api/catalogue';
import { createTestAccount, TEST_PASSWORD } from '../testing/account-factories';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { expectShape } from '../testing/expect-shape';
import { addTestPrices, createTestCatalogueItem, createTestCategory } from '../testing/factories';
import { readOutbox } from '../testing/outbox';
import { INSTANCE_HEADER } from './instance-name';

/**
 * Two API instances on one database, as the gateway runs them in turn: a request may reach either, so whatever one
 * instance knows (a session, a price, a queued message) the other must know too, within the documented time.
 */
describe('two API instances behind one gateway', () => {
  let first: TestApp;
  let second: TestApp;
  let now = new Date('2026-07-01T10:00:00Z');
  const clock = () => now;
  const CACHE_SECONDS = 30;
  beforeAll(async () => {
    const config = { catalogueCacheSeconds: CACHE_SECONDS };
    first = await createTestApp({ clock, config });
    second = await createTestApp({ clock, config, sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const getUser = (instance: TestApp, token: string) =>
    instance.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });

  it('names the instance that answered, a different name for each', async () => {
    const names = await Promise.all(
      [first, second].map(
        async (instance) => (await instance.app.inject({ method: 'GET', url: '/api/health' })).headers,
      ),
    );

    expect(names[0]![INSTANCE_HEADER]).toMatch(/^[0-9a-f]{12}$/);
    expect(names[1]![INSTANCE_HEADER]).toMatch(/^[0-9a-f]{12}$/);
    expect(names[0]![INSTANCE_HEADER]).not.toBe(names[1]![INSTANCE_HEADER]);
  });

  it('knows a session started on the other instance, and its end', async () => {
    const account = await createTestAccount(first.db);
    const login = await first.app.inject({
      method: 'POST',
      url: '/api/patient/login',
      payload: { login: account.email, password: TEST_PASSWORD },
    });
    const { token } = expectShape(login.json(), LoginAnswer);

    expect((await getUser(second, token)).statusCode).toBe(200);
    const logout = await second.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await getUser(first, token)).statusCode).toBe(401);
  });

  it('shows a price changed in the database on both instances within twice the cache time', async () => {
    const category = await createTestCategory(first.db);
    const item = await createTestCatalogueItem(first.db, {
      categoryId: category.id,
      prices: [{ daysAgo: 100, priceMinor: 5000 }],
    });
    const priceOn = async (instance: TestApp) => {
      const answer = await instance.app.inject({
        method: 'GET',
        url: `/api/catalogue/tests?category=${category.slug}`,
      });
      return expectShape(answer.json(), TestListAnswer).items[0]?.priceMinor;
    };
    expect([await priceOn(first), await priceOn(second)]).toEqual([5000, 5000]);

    await addTestPrices(first.db, { testId: item.id, prices: [{ daysAgo: 0, priceMinor: 4000 }] });
    // An answer is kept for the cache time, then served stale for as long again while it is made afresh.
    now = new Date(now.getTime() + 2 * CACHE_SECONDS * 1000 + 1);

    expect([await priceOn(first), await priceOn(second)]).toEqual([4000, 4000]);
  });

  it('delivers a message queued on one instance exactly once when both work the queue at the same moment', async () => {
    const account = await createTestAccount(first.db);
    const reset = await first.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { email: account.email },
    });
    expect(reset.statusCode).toBe(200);

    const ran = await Promise.all([first.deliverMessages(), second.deliverMessages()]);

    expect(ran[0] + ran[1]).toBe(1);
    const sent = [...(await readOutbox(first.outbox.mail)), ...(await readOutbox(second.outbox.mail))];
    expect(sent.filter((mail) => mail.to === account.email)).toHaveLength(1);
  });
});
