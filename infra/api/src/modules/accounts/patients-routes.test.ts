import { AccountPatient, PatientList, type PatientInput } from '@labshop/shared-contracts/core/api/accounts';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { testPesel } from '../../testing/identity-numbers';
import { blockAccount } from './testing/administration';

const TODAY = new Date('2026-03-02T10:00:00Z');

const child = (overrides: Partial<PatientInput> = {}): PatientInput => ({
  firstName: 'Ola',
  lastName: 'Kowalska',
  pesel: null,
  birthDate: '2018-06-01',
  sex: 'f',
  ageGroup: 'child',
  ...overrides,
});

describe('the patients of an account', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => TODAY });
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = {}, payload?: object) =>
    testApp.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });

  it('adds a child and an adult, lists, edits and deletes them', async () => {
    const owner = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
    const pesel = testPesel('1960-01-10', 'm');

    const added = await call('POST', 'profile/patients', owner, child());
    const adult = await call('POST', 'profile/patients', owner, {
      ...child({ firstName: 'Piotr', sex: 'm', birthDate: '1960-01-10', ageGroup: 'adult' }),
      pesel,
    });
    expect(added.statusCode).toBe(201);
    expect(adult.statusCode).toBe(201);
    const { id } = expectShape(added.json(), AccountPatient);

    const edited = await call('PUT', `profile/patients/${id}`, owner, child({ firstName: 'Aleksandra' }));
    expect(expectShape(edited.json(), AccountPatient)).toMatchObject({ id, firstName: 'Aleksandra' });
    const list = expectShape((await call('GET', 'profile/patients', owner)).json(), PatientList);
    expect(list.patients.map((patient) => patient.firstName)).toEqual(['Aleksandra', 'Piotr']);
    expect(list.patients[1]?.pesel).toBe(pesel);

    const deleted = await call('DELETE', `profile/patients/${id}`, owner);
    expect(deleted.statusCode).toBe(200);
    expect(expectShape((await call('GET', 'profile/patients', owner)).json(), PatientList).patients).toHaveLength(1);
  });

  it('accepts a 5th other patient and refuses a 6th with the message', async () => {
    const owner = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
    for (let index = 1; index <= 5; index += 1) {
      expect((await call('POST', 'profile/patients', owner, child({ firstName: `Child${index}` }))).statusCode).toBe(
        201,
      );
    }

    const sixth = await call('POST', 'profile/patients', owner, child({ firstName: 'Sixth' }));

    expect(sixth.statusCode).toBe(422);
    expect(sixth.json()).toMatchObject({ errors: { patients: ['You can add at most 5 other patients.'] } });
    expect(expectShape((await call('GET', 'profile/patients', owner)).json(), PatientList).patients).toHaveLength(5);
  });

  it('refuses a child outside 5-12, an adult under 18 and a PESEL that disagrees', async () => {
    const owner = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);

    const baby = await call('POST', 'profile/patients', owner, child({ birthDate: '2024-01-01' }));
    const teen = await call('POST', 'profile/patients', owner, child({ birthDate: '2011-01-01', ageGroup: 'adult' }));
    const mismatch = await call('POST', 'profile/patients', owner, child({ pesel: testPesel('2018-06-01', 'm') }));

    expect(baby.json()).toMatchObject({ errors: { ageGroup: ['A child patient must be 5 to 12 years old.'] } });
    expect(teen.json().errors).toHaveProperty('ageGroup');
    expect(mismatch.json()).toMatchObject({
      errors: { pesel: ['The PESEL number does not match the selected sex.'] },
    });
  });

  it("answers 404 to another account's patient and leaves it alone", async () => {
    const owner = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
    const stranger = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
    const { id } = expectShape((await call('POST', 'profile/patients', owner, child())).json(), AccountPatient);

    const edit = await call('PUT', `profile/patients/${id}`, stranger, child({ firstName: 'Stolen' }));
    const remove = await call('DELETE', `profile/patients/${id}`, stranger);
    const theirList = expectShape((await call('GET', 'profile/patients', stranger)).json(), PatientList);
    const malformed = await call('DELETE', 'profile/patients/not-an-id', owner);

    expect(edit.statusCode).toBe(404);
    expect(remove.statusCode).toBe(404);
    expect(theirList.patients).toEqual([]);
    expect(malformed.statusCode).toBe(404);
    const mine = expectShape((await call('GET', 'profile/patients', owner)).json(), PatientList);
    expect(mine.patients).toEqual([expect.objectContaining({ id, firstName: 'Ola' })]);
  });

  it('answers 401 to a guest and 403 to a blocked account on every patients endpoint', async () => {
    const account = await createTestAccount(testApp.db);
    const blocked = await signedIn(testApp.app, account.id);
    await blockAccount(testApp.app, account.id);
    const someId = '00000000-0000-4000-8000-000000000000';
    const calls = [
      ['GET', 'profile/patients'],
      ['POST', 'profile/patients'],
      ['PUT', `profile/patients/${someId}`],
      ['DELETE', `profile/patients/${someId}`],
    ] as const;

    for (const [method, url] of calls) {
      const payload = method === 'POST' || method === 'PUT' ? child() : undefined;
      expect((await call(method, url, {}, payload)).statusCode).toBe(401);
      const refused = await call(method, url, blocked, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status: 'blocked' });
    }
  });
});
