import { DoctorCard } from '@labshop/shared-contracts/core/api/doctors';
import {
  DOCTOR_PROFILE_MESSAGES,
  DoctorProfile,
  DoctorVerificationAnswer,
  PROFILE_PARTS,
} from '@labshop/shared-contracts/core/api/doctor-profile';
import { BANK_ACCOUNT_MESSAGES, NIP_MESSAGES, PWZ_MESSAGES } from '@labshop/shared-contracts/core';
import { createTestAccount, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { DOCTOR_PROFILE_PATH, profileUpdate } from './testing/profile-update';

const PATH = DOCTOR_PROFILE_PATH;

describe('the doctor profile and payout settings', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const doctor = (names: { firstName: string; lastName: string }) =>
    createTestAccount(testApp.db, {
      ...names,
      roles: ['patient', 'doctor'],
      doctorVerification: 'verified',
      pwz: '4482916',
    });

  async function call(
    accountId: string | null,
    role: 'patient' | 'doctor' | 'admin',
    method: 'GET' | 'PUT',
    payload?: object,
  ) {
    const headers = accountId === null ? {} : await signedInAs(testApp.app, accountId, role);
    return testApp.app.inject({ method, url: PATH, headers, ...(payload ? { payload } : {}) });
  }

  it('starts a new doctor from the name and licence number they registered with', async () => {
    const { id } = await doctor({ firstName: 'Łucja', lastName: 'Żak' });
    const response = await call(id, 'doctor', 'GET');

    expect(response.statusCode).toBe(200);
    const profile = expectShape(response.json(), DoctorProfile);
    expect(profile).toMatchObject({ firstName: 'Łucja', lastName: 'Żak', pwz: '4482916', cardSlug: null });
    expect(profile.commissionOption).toBe('15/0');
    expect(profile.published).toEqual([...PROFILE_PARTS]);
  });

  it('saves the profile and payout settings, and reads them back as stored', async () => {
    const { id } = await doctor({ firstName: 'Łucja', lastName: 'Żak' });
    const saved = await call(id, 'doctor', 'PUT', profileUpdate());

    expect(saved.statusCode).toBe(200);
    const profile = expectShape(saved.json(), DoctorProfile);
    expect(profile).toMatchObject({
      cardSlug: expect.stringMatching(/^lucja-zak/),
      treatedDiseases: ['Hypertension', 'Arrhythmia'],
      commissionOption: '10/5',
      individual: false,
      companyName: 'Praktyka Lekarska Łucja Żak',
      nip: '1234563218',
      bankAccount: '61109010140000071219812874',
    });
    const again = expectShape((await call(id, 'doctor', 'GET')).json(), DoctorProfile);
    expect(again).toEqual(profile);
  });

  it('refuses a bad licence number, NIP, bank account and commission option, each by its field', async () => {
    const { id } = await doctor({ firstName: 'Ewa', lastName: 'Lis' });
    const response = await call(
      id,
      'doctor',
      'PUT',
      profileUpdate({
        pwz: '4482917',
        nip: '1234563217',
        bankAccount: 'PL61109010140000071219812875',
        commissionOption: '20/0',
      }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      pwz: [PWZ_MESSAGES.invalid],
      nip: [NIP_MESSAGES.invalid],
      bankAccount: [BANK_ACCOUNT_MESSAGES.invalid],
      commissionOption: [DOCTOR_PROFILE_MESSAGES.commissionRequired],
    });
  });

  it('asks a company for its name, and checks categories and the collection point', async () => {
    const { id } = await doctor({ firstName: 'Ewa', lastName: 'Lis' });
    const response = await call(
      id,
      'doctor',
      'PUT',
      profileUpdate({
        companyName: ' ',
        mainCategory: 'Wizard',
        specializations: [],
        bankAccount: '',
        facilityId: '00000000-0000-4000-8000-000000000000',
      }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      companyName: [expect.any(String)],
      mainCategory: [DOCTOR_PROFILE_MESSAGES.unknownCategory],
      specializations: [DOCTOR_PROFILE_MESSAGES.specializationsRequired],
      bankAccount: [BANK_ACCOUNT_MESSAGES.required],
      facilityId: [DOCTOR_PROFILE_MESSAGES.unknownFacility],
    });
  });

  it('lets an individual leave out the company and the NIP', async () => {
    const { id } = await doctor({ firstName: 'Jan', lastName: 'Kos' });
    const response = await call(id, 'doctor', 'PUT', profileUpdate({ individual: true, companyName: '', nip: '' }));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ individual: true, companyName: '', nip: '' });
  });

  it('shows on the public card only the parts the doctor publishes', async () => {
    const { id } = await doctor({ firstName: 'Marek', lastName: 'Wróbel' });
    const published = PROFILE_PARTS.filter((part) => part !== 'aboutMe' && part !== 'languages');
    const saved = expectShape((await call(id, 'doctor', 'PUT', profileUpdate({ published }))).json(), DoctorProfile);

    const response = await testApp.app.inject({ method: 'GET', url: `/api/doctors/${saved.cardSlug}` });
    expect(response.statusCode).toBe(200);
    const card = expectShape(response.json(), DoctorCard);
    expect(card).toMatchObject({
      firstName: 'Marek',
      mainCategory: 'Cardiologist',
      aboutMe: null,
      languages: [],
      treatedDiseases: ['Hypertension', 'Arrhythmia'],
      offeredServices: ['Blood pressure review'],
      meetingTypes: ['meet', 'phone_call'],
    });
    expect(card.facility).not.toBeNull();
    expect(JSON.stringify(card)).not.toMatch(/1234563218|61109010140000071219812874/);
  });

  it('gives two doctors of one name two cards', async () => {
    const first = await doctor({ firstName: 'Adam', lastName: 'Bąk' });
    const second = await doctor({ firstName: 'Adam', lastName: 'Bąk' });
    const a = expectShape((await call(first.id, 'doctor', 'PUT', profileUpdate())).json(), DoctorProfile);
    const b = expectShape((await call(second.id, 'doctor', 'PUT', profileUpdate())).json(), DoctorProfile);

    expect(a.cardSlug).not.toBeNull();
    expect(b.cardSlug).not.toBe(a.cardSlug);
  });

  it('refuses a guest 401 and a patient, an admin or a doctor acting as patient 403, before reading the form', async () => {
    const patient = await createTestAccount(testApp.db, {});
    const admin = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    const { id: doctorId } = await doctor({ firstName: 'Ola', lastName: 'Mak' });

    expect((await call(null, 'patient', 'GET')).statusCode).toBe(401);
    for (const [accountId, role] of [
      [patient.id, 'patient'],
      [admin.id, 'admin'],
      [doctorId, 'patient'],
    ] as const) {
      const read = await call(accountId, role, 'GET');
      expect(read.statusCode).toBe(403);
      expect(read.json()).toEqual({ message: 'It cannot be done.' });
      expect((await call(accountId, role, 'PUT', { pwz: 'x' })).statusCode).toBe(403);
    }
  });

  it('refuses a doctor whose licence number still waits for the check', async () => {
    const pending = await createTestAccount(testApp.db, {
      roles: ['patient', 'doctor'],
      doctorVerification: 'pending',
      pwz: '4482916',
    });

    expect((await call(pending.id, 'doctor', 'GET')).statusCode).toBe(403);
  });

  it('sends a doctor who changes their licence number back to verification, until an administrator checks it', async () => {
    const { id } = await doctor({ firstName: 'Jan', lastName: 'Wróbel' });
    const admin = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    const verification = async () =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/api/doctor/verification',
          headers: await signedInAs(testApp.app, id, 'patient'),
        })
      ).json();

    // The same number saved again changes nothing.
    expect((await call(id, 'doctor', 'PUT', profileUpdate({ pwz: '4482916' }))).statusCode).toBe(200);
    expect(await verification()).toEqual({ status: 'verified', pwz: '4482916' });

    const changed = await call(id, 'doctor', 'PUT', profileUpdate({ pwz: '3123456' }));
    expect(changed.statusCode).toBe(200);
    expect(await verification()).toEqual({ status: 'pending', pwz: '3123456' });
    expect((await call(id, 'doctor', 'GET')).statusCode).toBe(403);
    const waiting = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/doctors/pending',
      headers: await signedInAs(testApp.app, admin.id, 'admin'),
    });
    expect(waiting.json().accounts).toContainEqual(expect.objectContaining({ id, pwz: '3123456' }));

    const verified = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/doctors/${id}/verify`,
      headers: await signedInAs(testApp.app, admin.id, 'admin'),
    });
    expect(verified.statusCode).toBe(200);
    const reopened = await call(id, 'doctor', 'GET');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ pwz: '3123456' });
  });

  describe('GET /api/doctor/verification', () => {
    const verification = async (accountId: string | null) => {
      const headers = accountId === null ? {} : await signedInAs(testApp.app, accountId, 'patient');
      return testApp.app.inject({ method: 'GET', url: '/api/doctor/verification', headers });
    };

    it('tells a registered doctor that the licence number waits for the check, and after it the verdict', async () => {
      const account = await createTestAccount(testApp.db, { doctorVerification: 'pending', pwz: '4482916' });
      const waiting = await verification(account.id);
      expect(waiting.statusCode).toBe(200);
      expect(expectShape(waiting.json(), DoctorVerificationAnswer)).toEqual({ status: 'pending', pwz: '4482916' });

      const rejected = await createTestAccount(testApp.db, { doctorVerification: 'rejected', pwz: '4482916' });
      expect((await verification(rejected.id)).json()).toEqual({ status: 'rejected', pwz: '4482916' });
    });

    it('follows the administration: awaiting verification, then verified with the profile open as a doctor', async () => {
      const account = await createTestAccount(testApp.db, { doctorVerification: 'pending', pwz: '4482916' });
      const admin = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
      expect((await verification(account.id)).json()).toMatchObject({ status: 'pending' });

      const verified = await testApp.app.inject({
        method: 'POST',
        url: `/api/admin/doctors/${account.id}/verify`,
        headers: await signedInAs(testApp.app, admin.id, 'admin'),
      });
      expect(verified.statusCode).toBe(200);
      expect((await verification(account.id)).json()).toEqual({ status: 'verified', pwz: '4482916' });
      const profile = await call(account.id, 'doctor', 'GET');
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ pwz: '4482916', cardSlug: null });
    });

    it('answers no status to a patient who never registered as a doctor, and 401 to a guest', async () => {
      const patient = await createTestAccount(testApp.db, {});
      expect((await verification(patient.id)).json()).toEqual({ status: null, pwz: null });
      expect((await verification(null)).statusCode).toBe(401);
    });
  });
});
