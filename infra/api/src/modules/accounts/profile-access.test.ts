import { CurrentUser, Profile } from '@labshop/shared-contracts/core/api/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { everyCaller, EVERY_CALLER_KIND, type CallerKind, type EveryCaller } from '../../testing/every-caller';
import { expectShape } from '../../testing/expect-shape';

/** What a caller sees of the owner's own details: the owner's, only its own, or nothing (401, not signed in). */
type Sees = "the owner's details" | 'only its own details' | 'nothing: 401';

const EXPECTED: Record<CallerKind, Sees> = {
  'the owner': "the owner's details",
  'the owner in another role': "the owner's details",
  'another account': 'only its own details',
  'an administrator': 'only its own details',
  "a guest with the owner's order token": 'nothing: 401',
  "a guest with another order's token": 'nothing: 401',
  'a lab': 'nothing: 401',
  'nobody signed in': 'nothing: 401',
};

describe("an account's own profile and contact data", () => {
  let testApp: TestApp;
  let callers: EveryCaller;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { rateLimitMax: 100_000 } });
    callers = await everyCaller(testApp);
  });
  afterAll(() => testApp.close());

  const get = (url: string, kind: CallerKind) =>
    testApp.app.inject({ method: 'GET', url: `/api/${url}`, headers: callers.headers[kind] });

  function whatItSees(status: number, email: string | null | undefined): Sees | `answered ${number}` {
    if (status === 401) return 'nothing: 401';
    if (status !== 200) return `answered ${status}`;
    return email === callers.owner.email ? "the owner's details" : 'only its own details';
  }

  it.each(EVERY_CALLER_KIND)('shows %s exactly what it may of the profile and the signed-in user', async (kind) => {
    const profile = await get('profile', kind);
    const user = await get('user', kind);

    const profileEmail = profile.statusCode === 200 ? expectShape(profile.json(), Profile).email : undefined;
    const userEmail = user.statusCode === 200 ? expectShape(user.json(), CurrentUser).email : undefined;
    expect([whatItSees(profile.statusCode, profileEmail), whatItSees(user.statusCode, userEmail)]).toEqual([
      EXPECTED[kind],
      EXPECTED[kind],
    ]);
  });

  it.each(EVERY_CALLER_KIND)(
    "lets %s change only its own details, never the owner's unless it is the owner",
    async (kind) => {
      const before = expectShape((await get('profile', 'the owner')).json(), Profile);
      const newName = before.firstName === 'Anna' ? 'Maria' : 'Anna';

      const changed = await testApp.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: callers.headers[kind],
        payload: {
          firstName: newName,
          lastName: 'Kowalska',
          idCardNumber: null,
          address: { street: 'Długa', houseNumber: '1', homeNumber: null, postCode: '00-001', city: 'Kraków' },
        },
      });

      const after = expectShape((await get('profile', 'the owner')).json(), Profile);
      const changedWhose = changed.statusCode === 200 && after.firstName === newName ? "the owner's details" : null;
      expect(whatItSees(changed.statusCode, changedWhose === null ? undefined : callers.owner.email)).toBe(
        EXPECTED[kind],
      );
    },
  );
});
