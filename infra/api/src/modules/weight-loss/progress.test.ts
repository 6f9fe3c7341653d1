import {
  WEIGHT_LOSS_MESSAGES,
  WEIGHT_LOSS_PATHS,
  WeightEntry,
  WeightLossProgrammeOffer,
  WeightLossProgrammeOffers,
  WeightLossProgress,
} from '@labshop/shared-contracts/core/api/weight-loss';
import { QUIZ_RECORDS_PATH, QuizRecordList } from '@labshop/shared-contracts/core/api/quiz';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { patientWithProgramme } from './testing/programme-buyer';

describe("a patient's weight-loss progress", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    auth?: Record<string, string>,
    payload?: object,
  ) => {
    const response = await testApp.app.inject({ method, url: `/api/${path}`, headers: auth, payload });
    return { status: response.statusCode, body: response.json() };
  };

  it('offers at least two priced programmes, each saying what it includes', async () => {
    const { body } = await call('GET', WEIGHT_LOSS_PATHS.programmes);
    const { programmes } = expectShape(body, WeightLossProgrammeOffers);
    expect(programmes.map((programme) => programme.product)).toEqual(['essential', 'complete']);
    for (const programme of programmes) {
      expect(programme.priceMinor).toBeGreaterThan(0);
      expect(programme.included.tests.length).toBeGreaterThan(0);
      expect(programme.included.consultations).toBeGreaterThan(0);
      expect(programme.included.followUp.length).toBeGreaterThan(0);
    }
    const essential = expectShape(
      (await call('GET', WEIGHT_LOSS_PATHS.programme('essential'))).body,
      WeightLossProgrammeOffer,
    );
    expect(essential).toMatchObject({ priceMinor: 14900, package: { slug: 'weight-loss-starting-tests' } });
    expect((await call('GET', WEIGHT_LOSS_PATHS.programme('platinum'))).status).toBe(404);
  });

  it('keeps weights typed in any unit in kilograms, with the BMI once the height is known, and marks milestones', async () => {
    const { auth, programme } = await patientWithProgramme(testApp);
    const id = programme!.id;

    const goal = await call('PUT', WEIGHT_LOSS_PATHS.goal(id), auth, {
      height: { unit: 'ft-in', value: 5, inches: 9 },
      targetWeight: { unit: 'kg', value: 70 },
    });
    expect(goal.status).toBe(200);
    const first = await call('POST', WEIGHT_LOSS_PATHS.entries(id), auth, {
      date: '2020-01-01',
      weight: { unit: 'st-lb', value: 12, pounds: 8 },
    });
    const second = await call('POST', WEIGHT_LOSS_PATHS.entries(id), auth, { weight: { unit: 'lbs', value: 165 } });

    expect(first.status).toBe(201);
    expect(expectShape(first.body, WeightEntry)).toMatchObject({ date: '2020-01-01', weightKg: 79.832, bmi: 26 });
    expect(expectShape(second.body, WeightEntry).weightKg).toBe(74.843);
    const progress = expectShape((await call('GET', WEIGHT_LOSS_PATHS.progress(id), auth)).body, WeightLossProgress);
    expect(progress.programme).toMatchObject({ heightCm: 175.3, targetWeightKg: 70 });
    expect(progress.entries.map((entry) => entry.weightKg)).toEqual([79.832, 74.843]);
    const reached = progress.milestones.filter((milestone) => milestone.reached).map((milestone) => milestone.id);
    expect(reached).toEqual(['started', 'first-weight', 'lost-5-percent']);
  });

  it('shows the monthly check-in on the progress page, with its weight among the entries', async () => {
    const { auth, programme, order } = await patientWithProgramme(testApp);
    const id = programme!.id;
    const sent = await call('POST', WEIGHT_LOSS_PATHS.feedback(id), auth, {
      satisfaction: 'somewhat',
      sideEffects: ['tiredness', 'other'],
      sideEffectsOther: 'Hungry in the evenings',
      weight: { unit: 'kg', value: 88.4 },
      comments: 'Going well so far.',
    });
    expect(sent.status).toBe(201);

    const progress = expectShape((await call('GET', WEIGHT_LOSS_PATHS.progress(id), auth)).body, WeightLossProgress);
    expect(progress.feedback).toEqual([
      expect.objectContaining({
        satisfaction: 'somewhat',
        sideEffects: ['tiredness', 'other'],
        sideEffectsOther: 'Hungry in the evenings',
        weightKg: 88.4,
        comments: 'Going well so far.',
      }),
    ]);
    expect(progress.entries).toEqual([expect.objectContaining({ weightKg: 88.4, source: 'feedback' })]);
    expect(progress.milestones.find((milestone) => milestone.id === 'first-check-in')?.reached).toBe(true);
    // The programme's own results: the page of the order that bought it, not the whole results area.
    expect(progress.resultsHref).toBe(`/account/orders/${order.id}`);
  });

  it('keeps the check-in as a weight-loss feedback quiz record of the account, with the feedback quiz answers', async () => {
    const { auth, programme } = await patientWithProgramme(testApp);
    const sent = await call('POST', WEIGHT_LOSS_PATHS.feedback(programme!.id), auth, {
      satisfaction: 'very',
      sideEffects: ['none'],
      weight: { unit: 'st-lb', value: 13, pounds: 2 },
      comments: '  ',
    });

    const { records } = expectShape(
      (await call('GET', `${QUIZ_RECORDS_PATH}?kind=weight-loss-feedback`, auth)).body,
      QuizRecordList,
    );

    expect(records).toEqual([
      expect.objectContaining({
        uuid: sent.body.id,
        kind: 'weight-loss-feedback',
        date: sent.body.date,
        weightKg: 83.461,
        answers: {
          weight: { values: ['13', '2'], unit: 'st-lb' },
          'side-effects': { values: ['none'] },
          satisfaction: { values: ['very'] },
        },
      }),
    ]);
    const stranger = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
    expect((await call('GET', `${QUIZ_RECORDS_PATH}?kind=weight-loss-feedback`, stranger)).body).toEqual({
      records: [],
    });
  });

  it.each([
    ['a weight below 20 kg', { weight: { unit: 'kg', value: 12 } }, { weight: [WEIGHT_LOSS_MESSAGES.weightRange] }],
    [
      'a weight over 400 kg in pounds',
      { weight: { unit: 'lbs', value: 900 } },
      { weight: [WEIGHT_LOSS_MESSAGES.weightRange] },
    ],
    [
      '14 pounds or more under st/lb',
      { weight: { unit: 'st-lb', value: 10, pounds: 14 } },
      { weight: [WEIGHT_LOSS_MESSAGES.weightRange] },
    ],
    [
      'a day in the future',
      { date: '2999-01-01', weight: { unit: 'kg', value: 80 } },
      { date: [WEIGHT_LOSS_MESSAGES.date] },
    ],
    [
      'a day that does not exist',
      { date: '2024-02-30', weight: { unit: 'kg', value: 80 } },
      { date: [WEIGHT_LOSS_MESSAGES.date] },
    ],
  ])('refuses %s by field', async (_case, payload, errors) => {
    const { auth, programme } = await patientWithProgramme(testApp);
    const answer = await call('POST', WEIGHT_LOSS_PATHS.entries(programme!.id), auth, payload);
    expect(answer).toEqual({ status: 422, body: expect.objectContaining({ errors }) });
  });

  it('refuses an unknown unit, a goal out of range and a check-in breaking the quiz rules, by field', async () => {
    const { auth, programme } = await patientWithProgramme(testApp);
    const id = programme!.id;
    const unit = await call('POST', WEIGHT_LOSS_PATHS.entries(id), auth, { weight: { unit: 'g', value: 80000 } });
    expect(unit.status).toBe(422);
    expect(Object.keys(unit.body.errors)).toEqual(['weight.unit']);

    const goal = await call('PUT', WEIGHT_LOSS_PATHS.goal(id), auth, {
      height: { unit: 'cm', value: 40 },
      targetWeight: { unit: 'kg', value: 5 },
    });
    expect(goal).toEqual({
      status: 422,
      body: expect.objectContaining({
        errors: { height: [WEIGHT_LOSS_MESSAGES.heightRange], targetWeight: [WEIGHT_LOSS_MESSAGES.weightRange] },
      }),
    });
    const missingTarget = await call('PUT', WEIGHT_LOSS_PATHS.goal(id), auth, { height: { unit: 'cm', value: 170 } });
    expect(missingTarget.status).toBe(422);
    expect(Object.keys(missingTarget.body.errors)).toEqual(['targetWeight']);

    const feedback = await call('POST', WEIGHT_LOSS_PATHS.feedback(id), auth, {
      satisfaction: 'very',
      sideEffects: ['none', 'other'],
      weight: { unit: 'kg', value: 80 },
    });
    expect(feedback).toEqual({
      status: 422,
      body: expect.objectContaining({
        errors: {
          sideEffects: [WEIGHT_LOSS_MESSAGES.noneWithOthers],
          sideEffectsOther: [WEIGHT_LOSS_MESSAGES.otherSpecification],
        },
      }),
    });
    const none = await call('POST', WEIGHT_LOSS_PATHS.feedback(id), auth, {
      satisfaction: 'very',
      sideEffects: [],
      weight: { unit: 'kg', value: 80 },
    });
    expect(none.body.errors).toEqual({ sideEffects: [WEIGHT_LOSS_MESSAGES.sideEffectsRequired] });
  });

  it('answers 404 to another account for a programme, its entries, goal and check-ins, and 401 to a guest', async () => {
    const { programme } = await patientWithProgramme(testApp);
    const id = programme!.id;
    const stranger = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
    const weight = { weight: { unit: 'kg', value: 80 } };

    expect((await call('GET', WEIGHT_LOSS_PATHS.progress(id), stranger)).status).toBe(404);
    expect((await call('POST', WEIGHT_LOSS_PATHS.entries(id), stranger, weight)).status).toBe(404);
    expect(
      (
        await call('PUT', WEIGHT_LOSS_PATHS.goal(id), stranger, {
          height: { unit: 'cm', value: 170 },
          targetWeight: { unit: 'kg', value: 70 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('POST', WEIGHT_LOSS_PATHS.feedback(id), stranger, {
          satisfaction: 'very',
          sideEffects: ['none'],
          ...weight,
        })
      ).status,
    ).toBe(404);
    expect((await call('GET', WEIGHT_LOSS_PATHS.progress('not-an-id'), stranger)).status).toBe(404);
    expect((await call('GET', WEIGHT_LOSS_PATHS.progress(id))).status).toBe(401);
  });
});
