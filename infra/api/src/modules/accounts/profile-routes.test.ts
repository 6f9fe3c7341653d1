import { Profile } from '@labshop/shared-contracts/core/api/accounts';
import { LoginAnswer } from '@labshop/shared-contracts/core/api/patient-auth';
import { createTestAccount, signedIn, TEST_PASSWORD } from '../../testing/account-factories';
import { sendAtOnce } from '../../testing/concurrent';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { testIdCardNumber } from '../../testing/identity-numbers';
import { blockAccount } from './testing/administration';

const address = { street: 'Długa', houseNumber: '5', homeNumber: null, postCode: '00-001', city: 'Warszawa' };

describe('profile and password', () => {
  let testApp: TestApp;
  let now = new Date('2026-03-16T12:00:00Z');
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'PUT', url: string, headers = {}, payload?: object) =>
    testApp.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });
  const login = async (email: string, password: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/patient/login', payload: { login: email, password } });

  it('reads and updates only the caller’s own details', async () => {
    const account = await createTestAccount(testApp.db);
    const other = await createTestAccount(testApp.db, { firstName: 'Zofia' });
    const headers = await signedIn(testApp.app, account.id);
    const idCardNumber = testIdCardNumber();

    const updated = await call('PUT', 'profile', headers, {
      firstName: 'Janina',
      lastName: 'Nowak',
      idCardNumber,
      address,
    });
    const read = await call('GET', 'profile', headers);
    const theirs = await call('GET', 'profile', await signedIn(testApp.app, other.id));

    expect(updated.statusCode).toBe(200);
    expect(expectShape(read.json(), Profile)).toMatchObject({ firstName: 'Janina', email: account.email, address });
    expect(expectShape(theirs.json(), Profile).firstName).toBe('Zofia');
  });

  it('refuses details that break the rules, keyed by field', async () => {
    const headers = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);

    const response = await call('PUT', 'profile', headers, {
      firstName: 'J',
      lastName: 'Nowak',
      idCardNumber: 'ABC000000',
      address: { ...address, city: ' ' },
    });

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['address.city', 'firstName', 'idCardNumber']);
  });

  it('changes the password after checking the current one, and ends the other sessions', async () => {
    const account = await createTestAccount(testApp.db);
    const here = await signedIn(testApp.app, account.id);
    const elsewhere = await signedIn(testApp.app, account.id);
    const change = { password: 'NewSecret456', passwordConfirmation: 'NewSecret456' };

    const wrong = await call('PUT', 'profile/password', here, { ...change, currentPassword: 'Wrong1234' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { currentPassword: ['The current password is incorrect.'] } });

    const changed = await call('PUT', 'profile/password', here, { ...change, currentPassword: TEST_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', 'profile', here)).statusCode).toBe(200);
    expect((await call('GET', 'profile', elsewhere)).statusCode).toBe(401);
    expect((await login(account.email, TEST_PASSWORD)).statusCode).toBe(422);
    expect(expectShape((await login(account.email, 'NewSecret456')).json(), LoginAnswer).user.id).toBe(account.id);
  });

  it('checks the current password at most 5 times in 15 minutes, the right one included', async () => {
    const account = await createTestAccount(testApp.db);
    const headers = await signedIn(testApp.app, account.id);
    const change = { password: 'NewSecret456', passwordConfirmation: 'NewSecret456' };
    const attempt = (currentPassword: string) =>
      call('PUT', 'profile/password', headers, { ...change, currentPassword });

    for (let wrong = 0; wrong < 5; wrong += 1) expect((await attempt('Wrong1234')).statusCode).toBe(422);
    const refused = await attempt(TEST_PASSWORD);
    expect([refused.statusCode, refused.json()]).toEqual([
      429,
      { message: 'Too many wrong passwords. Wait a few minutes and try again.' },
    ]);

    now = new Date(now.getTime() + 15 * 60_000);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('checks exactly 5 of 100 current passwords sent at once', async () => {
    const account = await createTestAccount(testApp.db);
    const headers = await signedIn(testApp.app, account.id);
    const change = { password: 'NewSecret456', passwordConfirmation: 'NewSecret456' };

    const { statuses } = await sendAtOnce(100, (index) =>
      call('PUT', 'profile/password', headers, { ...change, currentPassword: `Wrong${index}Aa` }),
    );

    expect(statuses).toEqual({ 422: 5, 429: 95 });
  });

  it('answers 401 to a guest and 403 to a blocked account', async () => {
    const account = await createTestAccount(testApp.db);
    const blocked = await signedIn(testApp.app, account.id);
    await blockAccount(testApp.app, account.id);
    const body = { currentPassword: TEST_PASSWORD, password: 'NewSecret456', passwordConfirmation: 'NewSecret456' };

    for (const [method, url, payload] of [
      ['GET', 'profile', undefined],
      ['PUT', 'profile', { firstName: 'Jan', lastName: 'Nowak', idCardNumber: null, address }],
      ['PUT', 'profile/password', body],
    ] as const) {
      expect((await call(method, url, {}, payload)).statusCode).toBe(401);
      expect((await call(method, url, blocked, payload)).statusCode).toBe(403);
    }
  });
});
