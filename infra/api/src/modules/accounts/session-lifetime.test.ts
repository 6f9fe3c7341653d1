import { LoginAnswer } from '@labshop/shared-contracts/core/api/patient-auth';
import { RoleSwitchAnswer } from '@labshop/shared-contracts/core/api/accounts';
import { createTestAccount, TEST_PASSWORD } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** An API whose clock the test moves on, and a patient (who may also be a doctor) logging in to it. */
function sessionHarness(config: Parameters<typeof createTestApp>[0] = {}) {
  const loginTime = new Date('2026-03-02T10:00:00Z');
  let now = loginTime;
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ ...config, clock: () => now });
  });
  afterAll(() => testApp.close());
  afterEach(() => {
    now = loginTime;
  });

  return {
    at(offsetMs: number) {
      now = new Date(loginTime.getTime() + offsetMs);
    },
    async logIn(): Promise<string> {
      now = loginTime;
      const account = await createTestAccount(testApp.db, { roles: ['patient', 'doctor'] });
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/patient/login',
        payload: { login: account.email, password: TEST_PASSWORD },
      });
      return expectShape(response.json(), LoginAnswer).token;
    },
    async statusOfUser(token: string): Promise<number> {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `Bearer ${token}` },
      });
      return response.statusCode;
    },
    switchToDoctor(token: string) {
      return testApp.app.inject({
        method: 'POST',
        url: '/api/user/role',
        headers: { authorization: `Bearer ${token}` },
        payload: { role: 'doctor' },
      });
    },
  };
}

describe('a session’s lifetime by default', () => {
  const harness = sessionHarness();

  it('ends after 30 minutes without a request', async () => {
    const untouched = await harness.logIn();
    const lastUsedJustInTime = await harness.logIn();

    harness.at(30 * MINUTE_MS - 1000);
    expect(await harness.statusOfUser(lastUsedJustInTime)).toBe(200);
    harness.at(30 * MINUTE_MS);
    expect(await harness.statusOfUser(untouched)).toBe(401);
  });

  it('lasts while it is used, but never past 12 hours after login', async () => {
    const token = await harness.logIn();

    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      harness.at(minutes * MINUTE_MS);
      expect(await harness.statusOfUser(token)).toBe(200);
    }
    harness.at(12 * HOUR_MS - 1000);
    expect(await harness.statusOfUser(token)).toBe(200);
    harness.at(12 * HOUR_MS);
    expect(await harness.statusOfUser(token)).toBe(401);
  });

  it('keeps the login’s 12 hours across a role switch, which reissues the token', async () => {
    const token = await harness.logIn();
    harness.at(20 * MINUTE_MS);
    const switched = expectShape((await harness.switchToDoctor(token)).json(), RoleSwitchAnswer).token;

    for (let minutes = 40; minutes < 12 * 60; minutes += 20) {
      harness.at(minutes * MINUTE_MS);
      expect(await harness.statusOfUser(switched)).toBe(200);
    }
    harness.at(12 * HOUR_MS);
    expect(await harness.statusOfUser(switched)).toBe(401);
    expect(await harness.statusOfUser(token)).toBe(401);
  });

  it('gives an expired session no new token on a role switch', async () => {
    const token = await harness.logIn();
    harness.at(31 * MINUTE_MS);

    const refused = await harness.switchToDoctor(token);

    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Unauthorized access' });
  });
});

describe('a session’s lifetime as configured', () => {
  const harness = sessionHarness({ config: { sessionIdleMinutes: 5, sessionMaxHours: 1 } });

  it('ends after SESSION_IDLE_MINUTES without a request and SESSION_MAX_HOURS after login', async () => {
    const idle = await harness.logIn();
    const busy = await harness.logIn();

    harness.at(4 * MINUTE_MS);
    expect(await harness.statusOfUser(busy)).toBe(200);
    harness.at(5 * MINUTE_MS);
    expect(await harness.statusOfUser(idle)).toBe(401);
    for (let minutes = 8; minutes < 60; minutes += 4) {
      harness.at(minutes * MINUTE_MS);
      expect(await harness.statusOfUser(busy)).toBe(200);
    }
    harness.at(HOUR_MS);
    expect(await harness.statusOfUser(busy)).toBe(401);
  });
});
