import { ResultsSeen } from '@labshop/shared-contracts/core/api/results';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

describe('when the account holder last opened their results', () => {
  let testApp: TestApp;
  // Steps of a few minutes: a session left idle longer is signed out.
  let now = new Date('2026-06-01T10:00:00Z');

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
  });
  afterAll(() => testApp.close());

  const seen = async (method: 'GET' | 'POST', headers: Record<string, string>) => {
    const response = await testApp.app.inject({ method, url: '/api/results/seen', headers });
    return {
      status: response.statusCode,
      body: response.statusCode === 200 ? expectShape(response.json(), ResultsSeen) : null,
    };
  };

  it('is unknown before the first visit, then follows the account to every device, only forward', async () => {
    const account = await createTestAccount(testApp.db);
    const phone = await signedIn(testApp.app, account.id);
    const laptop = await signedIn(testApp.app, account.id);

    expect(await seen('GET', phone)).toEqual({ status: 200, body: { seenAt: null } });

    now = new Date('2026-06-01T10:00:00Z');
    expect(await seen('POST', phone)).toEqual({ status: 200, body: { seenAt: '2026-06-01T10:00:00.000Z' } });
    expect(await seen('GET', laptop)).toEqual({ status: 200, body: { seenAt: '2026-06-01T10:00:00.000Z' } });

    now = new Date('2026-06-01T10:05:00Z');
    expect((await seen('POST', laptop)).body).toEqual({ seenAt: '2026-06-01T10:05:00.000Z' });

    // A request that arrives late, stamped earlier, does not move the mark back.
    now = new Date('2026-06-01T10:02:00Z');
    expect((await seen('POST', phone)).body).toEqual({ seenAt: '2026-06-01T10:05:00.000Z' });
    expect((await seen('GET', phone)).body).toEqual({ seenAt: '2026-06-01T10:05:00.000Z' });
  });

  it('is each account’s own: another account neither reads nor moves it, and a guest gets 401', async () => {
    now = new Date('2026-07-01T09:00:00Z');
    const holder = await createTestAccount(testApp.db);
    const other = await createTestAccount(testApp.db);
    const holderAuth = await signedIn(testApp.app, holder.id);
    const otherAuth = await signedIn(testApp.app, other.id);

    now = new Date('2026-07-01T09:00:00Z');
    await seen('POST', holderAuth);
    now = new Date('2026-07-01T09:05:00Z');
    await seen('POST', otherAuth);

    expect((await seen('GET', holderAuth)).body).toEqual({ seenAt: '2026-07-01T09:00:00.000Z' });
    expect((await seen('GET', otherAuth)).body).toEqual({ seenAt: '2026-07-01T09:05:00.000Z' });
    expect((await seen('GET', {})).status).toBe(401);
    expect((await seen('POST', {})).status).toBe(401);
  });
});
