import { AccountPatient, PatientList } from '@labshop/shared-contracts/core/api/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { everyCaller, EVERY_CALLER_KIND, type CallerKind, type EveryCaller } from '../../testing/every-caller';
import { expectShape } from '../../testing/expect-shape';

/** What a caller gets of a patient record the owner added: it, nothing as if it did not exist (404), or a 401. */
type Gets = 'the record' | 'no such record: 404' | 'nothing: 401';

const EXPECTED: Record<CallerKind, Gets> = {
  'the owner': 'the record',
  'the owner in another role': 'the record',
  'another account': 'no such record: 404',
  // A family's records are theirs alone: the administration does not read them either.
  'an administrator': 'no such record: 404',
  "a guest with the owner's order token": 'nothing: 401',
  "a guest with another order's token": 'nothing: 401',
  'a lab': 'nothing: 401',
  'nobody signed in': 'nothing: 401',
};

const A_CHILD = {
  firstName: 'Zosia',
  lastName: 'Kowalska',
  pesel: null,
  birthDate: '2018-06-01',
  sex: 'f',
  ageGroup: 'child',
} as const;

describe('a patient record (a person an account buys for)', () => {
  let testApp: TestApp;
  let callers: EveryCaller;
  let patientId: string;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { rateLimitMax: 100_000 } });
    callers = await everyCaller(testApp);
    const added = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/patients',
      headers: callers.headers['the owner'],
      payload: A_CHILD,
    });
    patientId = expectShape(added.json(), AccountPatient).id;
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, kind: CallerKind, payload?: object) =>
    testApp.app.inject({ method, url: `/api/${url}`, headers: callers.headers[kind], ...(payload ? { payload } : {}) });

  function gets(status: number, found: boolean): Gets | `answered ${number}` {
    if (status === 401) return 'nothing: 401';
    if (status === 404) return 'no such record: 404';
    if (status === 200) return found ? 'the record' : 'no such record: 404';
    return `answered ${status}`;
  }

  it.each(EVERY_CALLER_KIND)('lists the record to %s only when it may see it', async (kind) => {
    const listed = await call('GET', 'profile/patients', kind);
    const found =
      listed.statusCode === 200 &&
      expectShape(listed.json(), PatientList).patients.some((patient) => patient.id === patientId);
    expect(gets(listed.statusCode, found)).toBe(EXPECTED[kind]);
  });

  it.each(EVERY_CALLER_KIND)('lets %s change the record only when it may see it', async (kind) => {
    const changed = await call('PUT', `profile/patients/${patientId}`, kind, { ...A_CHILD, firstName: 'Zofia' });
    expect(gets(changed.statusCode, changed.statusCode === 200)).toBe(EXPECTED[kind]);
  });

  it('lets only the owner delete the record, in either role, and only once', async () => {
    const strangers = EVERY_CALLER_KIND.filter((kind) => EXPECTED[kind] !== 'the record');
    const answers: Partial<Record<CallerKind, string>> = {};
    for (const kind of strangers) {
      answers[kind] = gets((await call('DELETE', `profile/patients/${patientId}`, kind)).statusCode, false);
    }
    const stillListed = expectShape((await call('GET', 'profile/patients', 'the owner')).json(), PatientList);
    const byOwnerInAnotherRole = await call('DELETE', `profile/patients/${patientId}`, 'the owner in another role');
    const byOwnerAgain = await call('DELETE', `profile/patients/${patientId}`, 'the owner');

    expect(answers).toEqual(Object.fromEntries(strangers.map((kind) => [kind, EXPECTED[kind]])));
    expect(stillListed.patients.map((patient) => patient.id)).toContain(patientId);
    expect([byOwnerInAnotherRole.statusCode, byOwnerAgain.statusCode]).toEqual([200, 404]);
  });

  it('tells a caller it may not send the form before anything about the form: 401, or 404 for a malformed id', async () => {
    const broken = { firstName: 42 };
    const guest = await call('PUT', `profile/patients/${patientId}`, 'nobody signed in', broken);
    const malformedId = await call('PUT', 'profile/patients/not-an-id', 'the owner', broken);
    const badForm = await call('PUT', `profile/patients/${patientId}`, 'the owner', broken);

    expect([guest.statusCode, malformedId.statusCode, badForm.statusCode]).toEqual([401, 404, 422]);
  });
});
