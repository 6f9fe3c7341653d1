import { QUIZ_RECORDS_PATH, QuizRecord, QuizRecordList } from '@labshop/shared-contracts/core/api/quiz';
import {
  WEIGHT_LOSS_MESSAGES,
  WEIGHT_LOSS_PATHS,
  WeightLossProgress,
} from '@labshop/shared-contracts/core/api/weight-loss';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { patientWithProgramme, programmeForFamilyPatient } from './testing/programme-buyer';

/** The monthly check-in as the feedback questionnaire's answers: 180 lbs, no side effects. */
const CHECK_IN_ANSWERS = {
  weight: { values: ['180'], unit: 'lbs' },
  'side-effects': { values: ['none'] },
  satisfaction: { values: ['very'] },
  comments: { values: ['Going well'] },
};

/** The same check-in as the programme's own form sends it. */
const CHECK_IN_FORM = { satisfaction: 'very', sideEffects: ['none'], weight: { unit: 'lbs', value: 180 } };

/**
 * A monthly check-in is kept one way whether it comes from the programme's own form or from the general quiz
 * endpoint: linked to the patient's programme, for the patient the programme was bought for.
 */
describe('weight-loss check-ins', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const call = async (method: 'GET' | 'POST', path: string, auth?: Record<string, string>, payload?: object) => {
    const response = await testApp.app.inject({ method, url: `/api/${path}`, headers: auth, payload });
    return { status: response.statusCode, body: response.json() };
  };
  const sendQuiz = (auth: Record<string, string> | undefined, payload: object) =>
    call('POST', 'quiz/weight-loss-feedback/records', auth, payload);
  const progressOf = async (auth: Record<string, string>, programmeId: string) =>
    expectShape((await call('GET', WEIGHT_LOSS_PATHS.progress(programmeId), auth)).body, WeightLossProgress);
  const checkInsOf = async (auth: Record<string, string>, query = '') =>
    expectShape(
      (await call('GET', `${QUIZ_RECORDS_PATH}?kind=weight-loss-feedback${query}`, auth)).body,
      QuizRecordList,
    ).records;

  it("links a check-in sent to the quiz endpoint to the patient's programme, as the programme's own form does", async () => {
    const { auth, programme } = await patientWithProgramme(testApp);

    const viaQuiz = await sendQuiz(auth, { answers: CHECK_IN_ANSWERS, timeZone: 'Europe/Warsaw' });
    const viaForm = await call('POST', WEIGHT_LOSS_PATHS.feedback(programme!.id), auth, CHECK_IN_FORM);

    expect(viaQuiz.status).toBe(201);
    expect(viaForm.status).toBe(201);
    const record = expectShape(viaQuiz.body, QuizRecord);
    const progress = await progressOf(auth, programme!.id);
    expect(progress.feedback.map((checkIn) => checkIn.id)).toEqual(
      expect.arrayContaining([record.uuid, (viaForm.body as { id: string }).id]),
    );
    expect(progress.feedback.find((checkIn) => checkIn.id === record.uuid)).toMatchObject({
      satisfaction: 'very',
      sideEffects: ['none'],
      comments: 'Going well',
    });
    // Both weights logged alike, in kilograms, from the check-in.
    expect(progress.entries.map(({ weightKg, source }) => ({ weightKg, source }))).toEqual([
      { weightKg: 81.647, source: 'feedback' },
      { weightKg: 81.647, source: 'feedback' },
    ]);
  });

  it('refuses a check-in by `programme` when the patient follows no programme, and keeps nothing', async () => {
    const account = await createTestAccount(testApp.db);
    const auth = await signedIn(testApp.app, account.id);

    const signedInAnswer = await sendQuiz(auth, { answers: CHECK_IN_ANSWERS });
    const guestAnswer = await sendQuiz(undefined, { answers: CHECK_IN_ANSWERS });

    for (const answer of [signedInAnswer, guestAnswer]) {
      expect(answer).toEqual({
        status: 422,
        body: expect.objectContaining({ errors: { programme: [WEIGHT_LOSS_MESSAGES.noProgramme] } }),
      });
    }
    expect(await checkInsOf(auth)).toEqual([]);
  });

  it('refuses on the quiz endpoint, by field, what the programme’s form refuses: a weight no person has, none with a side effect', async () => {
    const { auth, programme } = await patientWithProgramme(testApp);

    const answer = await sendQuiz(auth, {
      answers: {
        ...CHECK_IN_ANSWERS,
        weight: { values: ['4'], unit: 'kg' },
        'side-effects': { values: ['none', 'nausea'] },
      },
    });

    expect(answer).toEqual({
      status: 422,
      body: expect.objectContaining({
        errors: {
          'answers.weight': [WEIGHT_LOSS_MESSAGES.weightRange],
          'answers.side-effects': [WEIGHT_LOSS_MESSAGES.noneWithOthers],
        },
      }),
    });
    const progress = await progressOf(auth, programme!.id);
    expect([progress.entries, progress.feedback]).toEqual([[], []]);
  });

  it('keeps a check-in for the family patient the programme was bought for, on either path', async () => {
    const { auth, programme: holders } = await patientWithProgramme(testApp);
    const { patientId, programme: family } = await programmeForFamilyPatient(testApp, auth);

    const viaForm = await call('POST', WEIGHT_LOSS_PATHS.feedback(family.id), auth, { ...CHECK_IN_FORM, patientId });
    const viaQuiz = await sendQuiz(auth, { answers: CHECK_IN_ANSWERS, patientId });
    const holderViaQuiz = await sendQuiz(auth, { answers: CHECK_IN_ANSWERS });

    expect([viaForm.status, viaQuiz.status, holderViaQuiz.status]).toEqual([201, 201, 201]);
    expect(expectShape(viaQuiz.body, QuizRecord).patientId).toBe(patientId);
    expect(expectShape(holderViaQuiz.body, QuizRecord).patientId).toBeNull();
    const patientsCheckIns = await checkInsOf(auth, `&patientId=${patientId}`);
    expect(patientsCheckIns.map((record) => record.uuid).sort()).toEqual(
      [(viaForm.body as { id: string }).id, (viaQuiz.body as QuizRecord).uuid].sort(),
    );
    // The patient's check-ins report on the patient's programme; the holder's on the holder's.
    expect((await progressOf(auth, family.id)).feedback).toHaveLength(2);
    expect((await progressOf(auth, holders!.id)).feedback.map((checkIn) => checkIn.id)).toEqual([
      (holderViaQuiz.body as QuizRecord).uuid,
    ]);
  });

  it("refuses a patient the programme was not bought for by field, and another account's patient as not found", async () => {
    const { auth, programme: holders } = await patientWithProgramme(testApp);
    const { patientId } = await programmeForFamilyPatient(testApp, auth);
    const stranger = await patientWithProgramme(testApp);

    const notTheirs = await call('POST', WEIGHT_LOSS_PATHS.feedback(holders!.id), auth, {
      ...CHECK_IN_FORM,
      patientId,
    });
    const othersViaForm = await call('POST', WEIGHT_LOSS_PATHS.feedback(stranger.programme!.id), stranger.auth, {
      ...CHECK_IN_FORM,
      patientId,
    });
    const othersViaQuiz = await sendQuiz(stranger.auth, { answers: CHECK_IN_ANSWERS, patientId });

    expect(notTheirs).toEqual({
      status: 422,
      body: expect.objectContaining({ errors: { patientId: [WEIGHT_LOSS_MESSAGES.notPatientsProgramme] } }),
    });
    expect([othersViaForm.status, othersViaQuiz.status]).toEqual([404, 404]);
    expect(await checkInsOf(stranger.auth)).toEqual([]);
    expect((await progressOf(auth, holders!.id)).feedback).toEqual([]);
  });
});
