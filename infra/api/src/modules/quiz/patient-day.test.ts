import { QUIZ_TIME_ZONE_MESSAGE, QuizRecord } from '@labshop/shared-contracts/core/api/quiz';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { nextLateEveningUtc } from '../../testing/late-evening-utc';
import { createHealthAnswers, createWeightLossAnswers } from './quiz-answers-factory';

/** A quiz record is dated the patient's own day where they live, as their weights and check-ins are. */
describe("a quiz record's day", () => {
  let testApp: TestApp;
  const { at, utcDay, nextDay } = nextLateEveningUtc();
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => at });
  });
  afterAll(() => testApp.close());

  const send = async (kind: string, payload: object, auth?: Record<string, string>) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/quiz/${kind}/records`,
      headers: auth,
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const dateOf = (answer: { status: number; body: unknown }) => {
    expect(answer.status).toBe(201);
    return expectShape(answer.body, QuizRecord).date;
  };

  it("dates the health quiz the patient's today at 23:30 UTC, by the zone their browser gives", async () => {
    const answers = createHealthAnswers();

    const warsaw = await send('health', { answers, timeZone: 'Europe/Warsaw' });
    const newYork = await send('health', { answers, timeZone: 'America/New_York' });
    const noZone = await send('health', { answers });

    expect(dateOf(warsaw)).toBe(nextDay);
    expect(dateOf(newYork)).toBe(utcDay);
    // The shop's country's day when the browser did not say.
    expect(dateOf(noZone)).toBe(nextDay);
  });

  it("dates an account's weight-loss quiz the patient's today too", async () => {
    const account = await createTestAccount(testApp.db);
    const auth = await signedIn(testApp.app, account.id);

    const auckland = await send(
      'weight-loss',
      { answers: createWeightLossAnswers(), timeZone: 'Pacific/Auckland' },
      auth,
    );
    const newYork = await send(
      'weight-loss',
      { answers: createWeightLossAnswers(), timeZone: 'America/New_York' },
      auth,
    );

    expect(dateOf(auckland)).toBe(nextDay);
    expect(dateOf(newYork)).toBe(utcDay);
  });

  it('refuses a zone nobody lives in by field', async () => {
    const answer = await send('health', { answers: createHealthAnswers(), timeZone: 'Mars/Olympus_Mons' });

    expect(answer).toEqual({
      status: 422,
      body: expect.objectContaining({ errors: { timeZone: [QUIZ_TIME_ZONE_MESSAGE] } }),
    });
  });
});
