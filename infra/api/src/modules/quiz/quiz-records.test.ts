import { QUIZ_MESSAGES } from '@labshop/shared-contracts/core';
import { QuizRecord } from '@labshop/shared-contracts/core/api/quiz';
import { RecommendationsAnswer } from '@labshop/shared-contracts/core/api/search';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { QUIZ_NOT_A_DIAGNOSIS, QUIZ_PATIENT_MESSAGE } from './service';
import { createHealthAnswers } from './quiz-answers-factory';

/** A man's answers: the male reproductive questions instead of the female ones. */
const MALE = {
  sex: { values: ['male'] },
  'regular-cycle': undefined,
  pregnancy: undefined,
  menopause: undefined,
  urination: { values: ['no'] },
  libido: { values: ['no'] },
};

describe('quiz records', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  function submit(kind: string, body: unknown, headers: Record<string, string> = {}) {
    return testApp.app.inject({ method: 'POST', url: `/api/quiz/${kind}/records`, payload: body as object, headers });
  }

  function read(uuid: string, headers: Record<string, string> = {}) {
    return testApp.app.inject({ method: 'GET', url: `/api/quiz/records/${uuid}`, headers });
  }

  async function submitted(body: unknown, headers: Record<string, string> = {}) {
    const response = await submit('health', body, headers);
    expect(response.statusCode).toBe(201);
    return expectShape(response.json(), QuizRecord);
  }

  async function patientHeaders() {
    const account = await createTestAccount(testApp.db);
    return { account, headers: await signedIn(testApp.app, account.id) };
  }

  describe('a guest', () => {
    it('keeps the answers with a uuid, the date, and a token only their browser holds', async () => {
      const record = await submitted({ answers: createHealthAnswers() });

      expect(record.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(record.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(record.accessToken).toEqual(expect.any(String));
      expect(record.kind).toBe('health');

      const withToken = await read(record.uuid, { 'x-quiz-token': record.accessToken ?? '' });
      expect(withToken.statusCode).toBe(200);
      expect(withToken.json()).toMatchObject({ uuid: record.uuid, date: record.date });
      expect(withToken.json()).not.toHaveProperty('accessToken');
    });

    it('gets 404 for the record without its token, with another token, or as a signed-in stranger', async () => {
      const record = await submitted({ answers: createHealthAnswers() });
      const other = await submitted({ answers: createHealthAnswers() });
      const { headers } = await patientHeaders();

      expect((await read(record.uuid)).statusCode).toBe(404);
      expect((await read(record.uuid, { 'x-quiz-token': other.accessToken ?? '' })).statusCode).toBe(404);
      expect((await read(record.uuid, headers)).json()).toEqual({ message: 'Not Found' });
    });
  });

  describe('an account', () => {
    it('keeps the quiz in the account: its owner reads it, another account gets 404', async () => {
      const { headers } = await patientHeaders();
      const record = await submitted({ answers: createHealthAnswers() }, headers);
      expect(record).not.toHaveProperty('accessToken');

      expect((await read(record.uuid, headers)).statusCode).toBe(200);
      const stranger = await patientHeaders();
      expect((await read(record.uuid, stranger.headers)).statusCode).toBe(404);
      expect((await read(record.uuid)).statusCode).toBe(404);
    });

    it('keeps it for a patient the account added, and refuses a patient of another account', async () => {
      const { headers } = await patientHeaders();
      const added = await testApp.app.inject({
        method: 'POST',
        url: '/api/profile/patients',
        headers,
        payload: {
          firstName: 'Jan',
          lastName: 'Kowalski',
          pesel: null,
          birthDate: '2016-02-03',
          sex: 'm',
          ageGroup: 'child',
        },
      });
      expect(added.statusCode).toBeLessThan(300);
      const patientId = (added.json() as { id: string }).id;

      const answers = createHealthAnswers(MALE);
      const record = await submitted({ answers, patientId }, headers);
      expect(record.patientId).toBe(patientId);

      const stranger = await patientHeaders();
      const refused = await submit('health', { answers, patientId }, stranger.headers);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ errors: { patientId: [QUIZ_PATIENT_MESSAGE] } });
      const asGuest = await submit('health', { answers, patientId });
      expect(asGuest.statusCode).toBe(422);
    });
  });

  describe('the quiz rules (spec §5), each a 422 by the question', () => {
    it.each([
      [
        'a multi-select with nothing chosen',
        { conditions: { values: [] } },
        'conditions',
        QUIZ_MESSAGES.chooseAtLeastOne,
      ],
      [
        'a single-select with two options',
        { tiredness: { values: ['yes', 'no'] } },
        'tiredness',
        QUIZ_MESSAGES.chooseOne,
      ],
      ['a single-select left out', { smoking: undefined }, 'smoking', QUIZ_MESSAGES.chooseOne],
      [
        'an option the question does not offer',
        { smoking: { values: ['cigars'] } },
        'smoking',
        QUIZ_MESSAGES.unknownOption,
      ],
      [
        "'other' without a specification",
        { conditions: { values: ['other'], other: ' ' } },
        'conditions',
        QUIZ_MESSAGES.specify,
      ],
      ['a weight that is not a number', { weight: { values: ['heavy'], unit: 'kg' } }, 'weight', QUIZ_MESSAGES.number],
      ['a weight in a unit not offered', { weight: { values: ['60'], unit: 'oz' } }, 'weight', QUIZ_MESSAGES.unit],
      ['a height of zero feet', { height: { values: ['0', '11'], unit: 'ft-in' } }, 'height', QUIZ_MESSAGES.positive],
      ['a weight of 72 stones', { weight: { values: ['72', '0'], unit: 'st-lb' } }, 'weight', QUIZ_MESSAGES.outOfRange],
      ['no age', { age: undefined }, 'age', QUIZ_MESSAGES.required],
    ])('%s', async (_case, overrides, field, message) => {
      const response = await submit('health', { answers: createHealthAnswers(overrides) });

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { [`answers.${field}`]: [message] },
      });
    });

    it('asks a woman the female questions only, and drops answers to the male ones', async () => {
      const missing = await submit('health', { answers: createHealthAnswers({ pregnancy: undefined }) });
      expect(missing.json()).toMatchObject({ errors: { 'answers.pregnancy': [QUIZ_MESSAGES.chooseOne] } });

      const record = await submitted({ answers: createHealthAnswers({ libido: { values: ['yes'] } }) });
      expect(record.answers).not.toHaveProperty('libido');
    });

    it('takes a skipped section without its answers, and still asks a section that cannot be skipped', async () => {
      const answers = createHealthAnswers({ stress: undefined, 'low-mood': undefined });
      const record = await submitted({ answers, skippedSteps: ['mental-well-being'] });
      expect(record.answers).not.toHaveProperty('sleep-problems');

      const refused = await submit('health', {
        answers: { ...answers, tiredness: { values: [] } },
        skippedSteps: ['health-background', 'mental-well-being'],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { 'answers.tiredness': [QUIZ_MESSAGES.chooseOne] },
      });
    });

    it('requires a target weight in the weight-loss quiz', async () => {
      const response = await submit('weight-loss', {
        answers: {
          ...createHealthAnswers(),
          motivation: { values: ['health'] },
          'previous-programme': { values: ['no'] },
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { 'answers.target-weight': [QUIZ_MESSAGES.required] } });
    });

    it('answers 422 by field for a body that is not answers, and 404 for a quiz that does not exist', async () => {
      const malformed = await submit('health', { answers: { sex: 'female' } });
      expect(malformed.statusCode).toBe(422);
      expect((await submit('horoscope', { answers: {} })).statusCode).toBe(404);
    });
  });

  describe('units and BMI', () => {
    it('keeps weight and height in kilograms and centimetres, whatever unit they were given in', async () => {
      const record = await submitted({
        answers: createHealthAnswers({
          weight: { values: ['11', '4'], unit: 'st-lb' },
          height: { values: ['5', '11'], unit: 'ft-in' },
        }),
      });

      expect(record.weightKg).toBe(71.7);
      expect(record.heightCm).toBe(180.3);
      expect(record.bmi).toEqual({ value: 22.1, category: 'healthy' });
      expect(record.answers.weight).toEqual({ values: ['11', '4'], unit: 'st-lb' });
    });

    it('gives the BMI category from the measures', async () => {
      const record = await submitted({
        answers: createHealthAnswers({ weight: { values: ['220'], unit: 'lbs' }, height: { values: ['165'] } }),
      });
      expect(record.bmi).toEqual({ value: 36.7, category: 'obese' });
    });
  });

  describe('recommendations from the rules', () => {
    const slugsOf = (record: QuizRecord) => record.recommendations.map((item) => item.slug);

    it('recommends iron and vitamin stores and a blood count to someone often tired, and says why in plain words', async () => {
      const record = await submitted({ answers: createHealthAnswers({ tiredness: { values: ['yes'] } }) });

      expect(slugsOf(record)).toEqual(['ferritin', 'vitamin-b12', 'complete-blood-count']);
      const ferritin = record.recommendations.find((item) => item.slug === 'ferritin');
      expect(ferritin?.reason).toMatch(/^You said you often feel tired: ferritin checks your iron stores/);
      expect(ferritin?.name).toEqual(expect.any(String));
    });

    it('recommends a basic check-up when nothing stands out', async () => {
      const record = await submitted({ answers: createHealthAnswers() });
      expect(slugsOf(record)).toEqual(['complete-blood-count', 'glucose', 'lipid-panel']);
    });

    it('recommends blood sugar and cholesterol for a high BMI and heart disease in the family', async () => {
      const record = await submitted({
        answers: createHealthAnswers({
          weight: { values: ['110'], unit: 'kg' },
          'family-history': { values: ['heart'] },
        }),
      });
      expect(slugsOf(record)).toEqual(['hba1c', 'lipid-panel']);
    });

    it('recommends prostate and testosterone checks from the male questions', async () => {
      const record = await submitted({
        answers: createHealthAnswers({
          ...MALE,
          age: { values: ['55'] },
          libido: { values: ['sometimes'] },
        }),
      });
      expect(slugsOf(record)).toEqual(['psa-total', 'total-testosterone']);
    });

    it('names the same recommendations at /lab-test-list/recommendations/{uuid}, with the note that they are no diagnosis', async () => {
      const record = await submitted({ answers: createHealthAnswers({ alcohol: { values: ['daily'] } }) });

      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/catalogue/recommendations/${record.uuid}`,
      });
      expect(response.statusCode).toBe(200);
      const set = expectShape(response.json(), RecommendationsAnswer);
      expect(set.note).toBe(QUIZ_NOT_A_DIAGNOSIS);
      expect(set.items.map((item) => item.id)).toEqual(record.recommendations.map((item) => item.serviceId));
      expect(set.items[0]?.reason).toBe(record.recommendations[0]?.reason);
    });
  });
});
