import { QUIZ_RECORDS_PATH, QuizRecord, QuizRecordList } from '@labshop/shared-contracts/core/api/quiz';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { createHealthAnswers, createWeightLossAnswers } from './quiz-answers-factory';

/** "My records": what lets another browser or device know the patient's quizzes. */
describe("an account's own quiz records", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const inject = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: object) =>
    testApp.app.inject({ method, url, headers, payload });

  async function patient() {
    const account = await createTestAccount(testApp.db);
    return signedIn(testApp.app, account.id);
  }

  async function send(kind: string, body: object, headers?: Record<string, string>) {
    const response = await inject('POST', `/api/quiz/${kind}/records`, headers, body);
    expect(response.statusCode).toBe(201);
    return expectShape(response.json(), QuizRecord);
  }

  async function mine(query: string, headers?: Record<string, string>) {
    const response = await inject('GET', `/api/${QUIZ_RECORDS_PATH}?${query}`, headers);
    return { status: response.statusCode, body: response.json() };
  }

  async function addChild(headers: Record<string, string>): Promise<string> {
    const added = await inject('POST', '/api/profile/patients', headers, {
      firstName: 'Jan',
      lastName: 'Kowalski',
      pesel: null,
      birthDate: '2016-02-03',
      sex: 'm',
      ageGroup: 'child',
    });
    expect(added.statusCode).toBeLessThan(300);
    return (added.json() as { id: string }).id;
  }

  it('gives the weight-loss quiz back to its owner from any browser, with the height and the target as given', async () => {
    const headers = await patient();
    const first = await send('weight-loss', { answers: createWeightLossAnswers() }, headers);
    const again = await send(
      'weight-loss',
      { answers: createWeightLossAnswers({ 'target-weight': { values: ['12', '8'], unit: 'st-lb' } }) },
      headers,
    );
    await send('health', { answers: createHealthAnswers() }, headers);

    const { status, body } = await mine('kind=weight-loss', headers);

    expect(status).toBe(200);
    const { records } = expectShape(body, QuizRecordList);
    // Newest first; the health quiz is another kind.
    expect(records.map((record) => record.uuid)).toEqual([again.uuid, first.uuid]);
    expect(records[0]).toMatchObject({ kind: 'weight-loss', heightCm: 172, date: first.date });
    expect(records[0]?.answers['target-weight']).toEqual({ values: ['12', '8'], unit: 'st-lb' });
    expect(records[0]).not.toHaveProperty('accessToken');
  });

  it("holds the account holder's and its added patients' records, or one patient's when asked", async () => {
    const headers = await patient();
    const childId = await addChild(headers);
    const own = await send('health', { answers: createHealthAnswers() }, headers);
    const child = await send('health', { answers: createHealthAnswers(), patientId: childId }, headers);

    const all = expectShape((await mine('kind=health', headers)).body, QuizRecordList);
    const childs = expectShape((await mine(`kind=health&patientId=${childId}`, headers)).body, QuizRecordList);

    expect(all.records.map((record) => record.uuid)).toEqual([child.uuid, own.uuid]);
    expect(childs.records.map((record) => record.uuid)).toEqual([child.uuid]);
  });

  it("shows another account none of them, not even by naming that account's patient, and a guest 401", async () => {
    const owner = await patient();
    const childId = await addChild(owner);
    await send('health', { answers: createHealthAnswers(), patientId: childId }, owner);
    const guestRecord = await send('health', { answers: createHealthAnswers() });
    const stranger = await patient();

    expect((await mine('kind=health', stranger)).body).toEqual({ records: [] });
    expect((await mine(`kind=health&patientId=${childId}`, stranger)).body).toEqual({ records: [] });
    expect((await mine('kind=health&patientId=not-an-id', stranger)).body).toEqual({ records: [] });
    expect((await mine('kind=health', { 'x-quiz-token': guestRecord.accessToken ?? '' })).status).toBe(401);
  });

  it('answers 422 by field for a kind that is no questionnaire, or none', async () => {
    const headers = await patient();

    const unknown = await mine('kind=horoscope', headers);
    const missing = await mine('', headers);

    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['kind']);
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['kind']);
  });
});
