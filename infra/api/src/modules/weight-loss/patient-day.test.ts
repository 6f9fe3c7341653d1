import {
  WEIGHT_LOSS_MESSAGES,
  WEIGHT_LOSS_PATHS,
  WeightLossFeedback,
} from '@labshop/shared-contracts/core/api/weight-loss';
import { signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { nextLateEveningUtc } from '../../testing/late-evening-utc';
import { patientWithProgramme } from './testing/programme-buyer';

/**
 * "Today" for a weight entry and a check-in is the patient's own day where they live, not the UTC day. The clock is
 * moved to 23:30 UTC once the patient has bought the programme.
 */
describe("a weight-loss patient's own day", () => {
  let testApp: TestApp;
  let now: Date | null = null;
  const { at, utcDay, nextDay } = nextLateEveningUtc();
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now ?? new Date() });
  });
  afterAll(() => testApp.close());

  async function patientAtLateEvening() {
    now = null;
    const { account, programme } = await patientWithProgramme(testApp);
    now = at;
    // Signed in again at the new hour: the session of the purchase would have expired while idle.
    return { auth: await signedIn(testApp.app, account.id), programme };
  }

  const post = async (path: string, auth: Record<string, string>, payload: object) => {
    const response = await testApp.app.inject({ method: 'POST', url: `/api/${path}`, headers: auth, payload });
    return { status: response.statusCode, body: response.json() };
  };

  it('takes a weight on the patient’s today even where the UTC day is still yesterday', async () => {
    const { auth, programme } = await patientAtLateEvening();
    const entries = WEIGHT_LOSS_PATHS.entries(programme!.id);
    const weight = { unit: 'kg', value: 80 };

    const inWarsaw = await post(entries, auth, { date: nextDay, weight, timeZone: 'Europe/Warsaw' });
    const noZone = await post(entries, auth, { date: nextDay, weight });
    const today = await post(entries, auth, { weight, timeZone: 'Pacific/Auckland' });

    expect(inWarsaw).toMatchObject({ status: 201, body: { date: nextDay } });
    // The shop's country's day when the browser did not say.
    expect(noZone).toMatchObject({ status: 201, body: { date: nextDay } });
    expect(today).toMatchObject({ status: 201, body: { date: nextDay } });
  });

  it("refuses the day after the patient's today, and a zone that does not exist, by field", async () => {
    const { auth, programme } = await patientAtLateEvening();
    const entries = WEIGHT_LOSS_PATHS.entries(programme!.id);
    const weight = { unit: 'kg', value: 80 };

    const inNewYork = await post(entries, auth, { date: nextDay, weight, timeZone: 'America/New_York' });
    const unknown = await post(entries, auth, { date: utcDay, weight, timeZone: 'Mars/Olympus_Mons' });

    expect(inNewYork).toEqual({
      status: 422,
      body: expect.objectContaining({ errors: { date: [WEIGHT_LOSS_MESSAGES.date] } }),
    });
    expect(unknown).toEqual({
      status: 422,
      body: expect.objectContaining({ errors: { timeZone: [WEIGHT_LOSS_MESSAGES.timeZone] } }),
    });
  });

  it("dates a check-in the patient's today", async () => {
    const { auth, programme } = await patientAtLateEvening();
    const checkIn = { satisfaction: 'very', sideEffects: ['none'], weight: { unit: 'kg', value: 82 } };

    const auckland = await post(WEIGHT_LOSS_PATHS.feedback(programme!.id), auth, {
      ...checkIn,
      timeZone: 'Pacific/Auckland',
    });
    const newYork = await post(WEIGHT_LOSS_PATHS.feedback(programme!.id), auth, {
      ...checkIn,
      timeZone: 'America/New_York',
    });

    expect(auckland.status).toBe(201);
    expect(expectShape(auckland.body, WeightLossFeedback).date).toBe(nextDay);
    expect(expectShape(newYork.body, WeightLossFeedback).date).toBe(utcDay);
  });
});
