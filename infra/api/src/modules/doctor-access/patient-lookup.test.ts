import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { sendAtOnce } from '../../testing/concurrent';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testPesel } from '../../testing/identity-numbers';
import { createTestDoctor, createTestPatient, referralRequest } from '../referrals/testing/referral-factories';

const DAY_MS = 24 * 60 * 60_000;
const TOO_MANY_LOOKUPS = { message: 'You have looked up as many patients as one day allows. Try again tomorrow.' };

describe("a doctor's lookups of patients by PESEL or phone", () => {
  let testApp: TestApp;
  let now = new Date('2026-06-10T08:00:00Z');
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
  });
  afterAll(() => testApp.close());

  const askForAccess = async (doctorId: string, body: object, address = '10.70.0.1') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/doctor/access-requests',
      headers: await signedIn(testApp.app, doctorId),
      payload: body,
      remoteAddress: address,
    });
  const issueReferral = async (doctorId: string, body: object) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/doctor/referrals',
      headers: await signedIn(testApp.app, doctorId),
      payload: { ...referralRequest(), ...body },
    });
  const lookupsOf = (doctorId: string) =>
    testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, doctorId), eq(auditLog.event, 'patient_lookup')));

  it('writes each lookup to the audit log with its purpose, never the number looked up', async () => {
    const doctor = await createTestDoctor(testApp);
    const patient = await createTestPatient(testApp);
    const unknownPesel = testPesel('1991-01-01', 'm');

    expect((await askForAccess(doctor.id, { pesel: patient.pesel }, '10.70.1.1')).statusCode).toBe(201);
    expect((await askForAccess(doctor.id, { pesel: unknownPesel }, '10.70.1.2')).statusCode).toBe(404);
    expect((await issueReferral(doctor.id, { phone: patient.phone })).statusCode).toBe(201);

    const lookups = await lookupsOf(doctor.id);
    expect(lookups.map(({ address, details }) => ({ address, details }))).toEqual(
      expect.arrayContaining([
        { address: '10.70.1.1', details: { purpose: 'access-request', by: 'pesel', patientAccountId: patient.id } },
        { address: '10.70.1.2', details: { purpose: 'access-request', by: 'pesel', patientAccountId: null } },
        { address: '127.0.0.1', details: { purpose: 'referral', by: 'phone', patientAccountId: patient.id } },
      ]),
    );
    expect(lookups).toHaveLength(3);
    const written = JSON.stringify(lookups);
    for (const number of [patient.pesel ?? '', unknownPesel, patient.phone]) expect(written).not.toContain(number);
  });

  it('allows exactly 50 lookups a day of 100 sent at once, referrals and access requests together', async () => {
    const doctor = await createTestDoctor(testApp);
    const patient = await createTestPatient(testApp);
    const pesels = Array.from({ length: 100 }, () => testPesel('1992-02-02', 'f'));

    const { statuses, responses } = await sendAtOnce(100, (index) => askForAccess(doctor.id, { pesel: pesels[index] }));

    expect(statuses).toEqual({ 404: 50, 429: 50 });
    expect(responses.find((response) => response.statusCode === 429)?.json()).toEqual(TOO_MANY_LOOKUPS);
    expect(await lookupsOf(doctor.id)).toHaveLength(50);
    const referral = await issueReferral(doctor.id, { pesel: patient.pesel });
    expect([referral.statusCode, referral.json()]).toEqual([429, TOO_MANY_LOOKUPS]);

    now = new Date(now.getTime() + DAY_MS);
    expect((await issueReferral(doctor.id, { pesel: patient.pesel })).statusCode).toBe(201);
  });

  it('counts each doctor apart, and does not count a number that breaks the rules', async () => {
    const busy = await createTestDoctor(testApp);
    const other = await createTestDoctor(testApp);
    for (let lookup = 0; lookup < 50; lookup += 1) await askForAccess(busy.id, { pesel: testPesel('1993-03-03', 'm') });

    expect((await askForAccess(busy.id, { pesel: testPesel('1993-03-03', 'm') })).statusCode).toBe(429);
    expect((await askForAccess(other.id, { pesel: testPesel('1993-03-03', 'm') })).statusCode).toBe(404);
    expect((await askForAccess(other.id, { pesel: '123' })).statusCode).toBe(422);
    expect(await lookupsOf(other.id)).toHaveLength(1);
  });

  it('lets only a doctor look anyone up', async () => {
    const patient = await createTestPatient(testApp);
    const someone = await createTestAccount(testApp.db);

    const refused = await askForAccess(someone.id, { pesel: patient.pesel });

    expect([refused.statusCode, refused.json()]).toEqual([403, { message: 'It cannot be done.' }]);
    expect(await lookupsOf(someone.id)).toHaveLength(0);
  });
});
