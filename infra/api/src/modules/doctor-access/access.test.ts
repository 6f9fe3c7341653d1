import {
  AccessLogAnswer,
  AccountDataAnswer,
  SharedPatientsAnswer,
  SharedResultsAnswer,
} from '@labshop/shared-contracts/core/api/doctor-access';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { everyCaller, EVERY_CALLER_KIND, type CallerKind, type EveryCaller } from '../../testing/every-caller';
import { expectShape } from '../../testing/expect-shape';

/** Besides every kind of caller: the doctor the owner shares with, and a doctor it does not. */
type Caller = CallerKind | 'the doctor the owner shares with' | 'another doctor';
const CALLERS: readonly Caller[] = [...EVERY_CALLER_KIND, 'the doctor the owner shares with', 'another doctor'];

type Sees = 'it' | 'nothing of it' | 'no such patient: 404' | "a doctor's screen only: 403" | 'nothing: 401';

/** Who sees the owner's sharing with its doctor, as the patient's side lists it (account data, read log). */
const PATIENT_SIDE: Record<Caller, Sees> = {
  'the owner': 'it',
  'the owner in another role': 'it',
  'another account': 'nothing of it',
  'an administrator': 'nothing of it',
  "a guest with the owner's order token": 'nothing: 401',
  "a guest with another order's token": 'nothing: 401',
  'a lab': 'nothing: 401',
  'nobody signed in': 'nothing: 401',
  'the doctor the owner shares with': 'nothing of it',
  'another doctor': 'nothing of it',
};

/** Who reads the owner's results as a doctor, and finds the owner among the patients sharing with them. */
const DOCTOR_SIDE: Record<Caller, Sees> = {
  'the owner': "a doctor's screen only: 403",
  // The owner acting as a doctor has no grant of its own results.
  'the owner in another role': 'no such patient: 404',
  'another account': "a doctor's screen only: 403",
  'an administrator': "a doctor's screen only: 403",
  "a guest with the owner's order token": 'nothing: 401',
  "a guest with another order's token": 'nothing: 401',
  'a lab': 'nothing: 401',
  'nobody signed in': 'nothing: 401',
  'the doctor the owner shares with': 'it',
  'another doctor': 'no such patient: 404',
};

describe("doctor access: a patient's sharing with a doctor and the doctor's reads", () => {
  let testApp: TestApp;
  let callers: EveryCaller;
  let headers: Record<Caller, Record<string, string>>;
  let doctorId: string;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { rateLimitMax: 100_000 } });
    callers = await everyCaller(testApp, 'doctor');
    const doctor = await createTestAccount(testApp.db, { firstName: 'Piotr', lastName: 'Nowak', roles: ['doctor'] });
    const otherDoctor = await createTestAccount(testApp.db, { roles: ['doctor'] });
    doctorId = doctor.id;
    headers = {
      ...callers.headers,
      'the doctor the owner shares with': await signedIn(testApp.app, doctor.id),
      'another doctor': await signedIn(testApp.app, otherDoctor.id),
    };
    const shared = await call('POST', `profile/history/add-access/${doctorId}`, 'the owner', { add_access: true });
    expect(shared.statusCode).toBe(200);
    // One read by the doctor, for the owner's read log.
    expect(
      (await call('GET', `doctor/shared-patients/${callers.owner.id}/results`, 'the doctor the owner shares with'))
        .statusCode,
    ).toBe(200);
  });
  afterAll(() => testApp.close());

  function call(method: 'GET' | 'POST', url: string, caller: Caller, payload?: object) {
    return testApp.app.inject({
      method,
      url: `/api/${url}`,
      headers: headers[caller],
      ...(payload ? { payload } : {}),
    });
  }

  function sees(status: number, found: boolean): Sees | `answered ${number}` {
    if (status === 401) return 'nothing: 401';
    if (status === 403) return "a doctor's screen only: 403";
    if (status === 404) return 'no such patient: 404';
    if (status === 200) return found ? 'it' : 'nothing of it';
    return `answered ${status}`;
  }

  it.each(CALLERS)("account data: %s sees the owner's doctor only if it is the owner", async (caller) => {
    const answer = await call('GET', 'account-data', caller);
    const found =
      answer.statusCode === 200 &&
      expectShape(answer.json(), AccountDataAnswer).doctors.some(
        (doctor) => doctor.id === doctorId && doctor.add_access,
      );
    expect(sees(answer.statusCode, found)).toBe(PATIENT_SIDE[caller]);
  });

  it.each(CALLERS)(
    "read log: %s sees the doctor's read of the owner's results only if it is the owner",
    async (caller) => {
      const answer = await call('GET', 'profile/history/access-log', caller);
      const found =
        answer.statusCode === 200 &&
        expectShape(answer.json(), AccessLogAnswer).entries.some((entry) => entry.doctor.id === doctorId);
      expect(sees(answer.statusCode, found)).toBe(PATIENT_SIDE[caller]);
    },
  );

  it.each(CALLERS)("the owner's results: %s reads them only as a doctor holding the owner's grant", async (caller) => {
    const answer = await call('GET', `doctor/shared-patients/${callers.owner.id}/results`, caller);
    if (answer.statusCode === 200) expectShape(answer.json(), SharedResultsAnswer);
    expect(sees(answer.statusCode, answer.statusCode === 200)).toBe(DOCTOR_SIDE[caller]);
  });

  it.each(CALLERS)(
    'shared patients: %s finds the owner among them only as a doctor holding the grant',
    async (caller) => {
      const answer = await call('GET', 'doctor/shared-patients', caller);
      const found =
        answer.statusCode === 200 &&
        expectShape(answer.json(), SharedPatientsAnswer).patients.some((patient) => patient.id === callers.owner.id);
      // A doctor without the grant sees a list without the owner rather than a 404: the list is the doctor's own.
      const expected = DOCTOR_SIDE[caller] === 'no such patient: 404' ? 'nothing of it' : DOCTOR_SIDE[caller];
      expect(sees(answer.statusCode, found)).toBe(expected);
    },
  );

  it("lets nobody but the owner stop the owner's sharing", async () => {
    const strangers = CALLERS.filter((caller) => PATIENT_SIDE[caller] !== 'it');
    for (const caller of strangers) {
      await call('POST', `profile/history/add-access/${doctorId}`, caller, { add_access: false });
    }
    const stillShared = await call(
      'GET',
      `doctor/shared-patients/${callers.owner.id}/results`,
      'the doctor the owner shares with',
    );

    await call('POST', `profile/history/add-access/${doctorId}`, 'the owner in another role', { add_access: false });
    const stopped = await call(
      'GET',
      `doctor/shared-patients/${callers.owner.id}/results`,
      'the doctor the owner shares with',
    );

    expect([stillShared.statusCode, stopped.statusCode]).toEqual([200, 404]);
  });
});
