import { eq } from 'drizzle-orm';
import { CurrentUser, RegistrationAnswer } from '@labshop/shared-contracts/api/accounts';
import { LoginAnswer } from '@labshop/shared-contracts/api/patient-auth';
import { accounts, pendingRegistrations } from '../../db/schema';
import { createTestAccount } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { testPesel, testPwz } from '../../testing/identity-numbers';
import { latestSmsCode, readOutbox } from '../../testing/outbox';
import { registrationForm } from '../../testing/registration';
import { verifyDoctor } from './verify-doctor';

const MINUTE_MS = 60_000;

describe('registration with an SMS code', () => {
  let testApp: TestApp;
  let now = new Date('2026-03-02T10:00:00Z');
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
  });
  afterAll(() => testApp.close());

  const post = (url: string, payload: object, address = '10.0.0.1') =>
    testApp.app.inject({ method: 'POST', url: `/api/${url}`, payload, remoteAddress: address });

  let registrations = 0;
  async function register(overrides = {}) {
    const form = registrationForm(overrides);
    registrations += 1;
    const response = await post('register/patient', form, `10.9.0.${registrations}`);
    expect(response.statusCode).toBe(201);
    return { form, answer: expectShape(response.json(), RegistrationAnswer) };
  }

  it('registers by PESEL: the code from the SMS creates the account and logs it in', async () => {
    const { form, answer } = await register();
    const code = await latestSmsCode(testApp.outbox.sms, form.phone);

    const confirmed = await post('register/sms-code', { registrationId: answer.registrationId, code });

    expect(confirmed.statusCode).toBe(200);
    const { token, user } = expectShape(confirmed.json(), LoginAnswer);
    expect(user).toMatchObject({ email: form.email, roles: ['patient'], status: 'active' });
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(expectShape(me.json(), CurrentUser).id).toBe(user.id);
    const sms = await readOutbox(testApp.outbox.sms);
    expect(sms.at(-1)).toMatchObject({ to: form.phone, sentAt: expect.any(String) });
  });

  it("registers by phone with 'no PESEL number' when the date of birth is given", async () => {
    const { form, answer } = await register({ method: 'phone', pesel: null, birthDate: '1985-01-20' });
    const code = await latestSmsCode(testApp.outbox.sms, form.phone);

    const confirmed = await post('register/sms-code', { registrationId: answer.registrationId, code });

    expect(confirmed.statusCode).toBe(200);
    const [stored] = await testApp.db.select().from(accounts).where(eq(accounts.phone, form.phone));
    expect(stored).toMatchObject({ pesel: null, birthDate: '1985-01-20' });
  });

  it('refuses every field that breaks a spec rule, each with its message', async () => {
    const response = await post(
      'register/patient',
      registrationForm({
        email: 'not-an-email',
        firstName: 'J',
        phone: '12345',
        pesel: testPesel('1990-05-15', 'f'),
        idCardNumber: 'ABC000000',
        password: 'weak',
        passwordConfirmation: 'other',
      }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Enter a valid email address.'],
      firstName: [expect.any(String)],
      phone: ['The phone number must have 9 digits.'],
      pesel: ['The PESEL number does not match the selected sex.'],
      idCardNumber: ['Enter a valid ID card number.'],
      password: [expect.stringContaining('at least 8 characters')],
      passwordConfirmation: ['The passwords do not match.'],
    });
  });

  it('asks for a PESEL by PESEL, and for the date of birth without one', async () => {
    const byPesel = await post('register/patient', registrationForm({ pesel: null }));
    const byPhone = await post('register/patient', registrationForm({ method: 'phone', pesel: null, birthDate: null }));
    const future = await post(
      'register/patient',
      registrationForm({ method: 'phone', pesel: null, birthDate: '2030-01-01' }),
    );

    expect(byPesel.json().errors).toEqual({ pesel: ['Enter the PESEL number.'] });
    expect(byPhone.json().errors).toEqual({ birthDate: ['Enter the PESEL number or the date of birth.'] });
    expect(future.json().errors).toEqual({ birthDate: ['The date of birth cannot be in the future.'] });
  });

  it('refuses an e-mail, phone or PESEL that is already taken', async () => {
    const pesel = testPesel('1970-03-03', 'f');
    const existing = await createTestAccount(testApp.db, { pesel });

    const response = await post(
      'register/patient',
      registrationForm({
        email: existing.email.toUpperCase(),
        phone: existing.phone,
        pesel,
        birthDate: '1970-03-03',
        sex: 'f',
      }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['This email address is already taken.'],
      phone: ['This phone number is already taken.'],
      pesel: ['This PESEL number is already taken.'],
    });
  });

  it('refuses a wrong code with the spec message, and a used code a second time', async () => {
    const { form, answer } = await register();
    const code = await latestSmsCode(testApp.outbox.sms, form.phone);
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await post('register/sms-code', { registrationId: answer.registrationId, code: wrong });
    const accepted = await post('register/sms-code', { registrationId: answer.registrationId, code });
    const again = await post('register/sms-code', { registrationId: answer.registrationId, code });

    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { code: ['The code you entered is invalid.'] } });
    expect(accepted.statusCode).toBe(200);
    expect(again.statusCode).toBe(422);
    expect(await testApp.db.select().from(accounts).where(eq(accounts.phone, form.phone))).toHaveLength(1);
  });

  it('stores the code only as a hash', async () => {
    const { form, answer } = await register();
    const code = await latestSmsCode(testApp.outbox.sms, form.phone);

    const [stored] = await testApp.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.id, answer.registrationId));
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('refuses a code after 10 minutes; a resent code works', async () => {
    const { form, answer } = await register();
    const first = await latestSmsCode(testApp.outbox.sms, form.phone);
    const start = now;
    try {
      now = new Date(start.getTime() + 10 * MINUTE_MS + 1000);
      const late = await post('register/sms-code', { registrationId: answer.registrationId, code: first });
      expect(late.statusCode).toBe(422);

      const resend = await post('register/sms-code/resend', { registrationId: answer.registrationId });
      expect(resend.statusCode).toBe(200);
      expect(resend.json()).toEqual({ message: 'The code was sent again.' });
      const second = await latestSmsCode(testApp.outbox.sms, form.phone);
      const confirmed = await post('register/sms-code', { registrationId: answer.registrationId, code: second });
      expect(confirmed.statusCode).toBe(200);
    } finally {
      now = start;
    }
  });

  it('refuses a resend asked for straight away', async () => {
    const { answer } = await register();

    const resend = await post('register/sms-code/resend', { registrationId: answer.registrationId });

    expect(resend.statusCode).toBe(429);
  });

  it('stops after 5 wrong codes, even for the right one', async () => {
    const { form, answer } = await register();
    const code = await latestSmsCode(testApp.outbox.sms, form.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await post(
        'register/sms-code',
        { registrationId: answer.registrationId, code: wrong },
        '10.3.0.1',
      );
      expect(refused.statusCode).toBe(422);
    }

    const right = await post('register/sms-code', { registrationId: answer.registrationId, code }, '10.3.0.1');

    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: 'Too many wrong codes. Ask for a new code.' });
  });

  it('registers a doctor with a valid PWZ as waiting for verification', async () => {
    const form = { ...registrationForm(), pwz: testPwz() };
    const badPwz = await post('register/doctor', { ...registrationForm(), pwz: '1234567' });
    const response = await post('register/doctor', form);
    expect(badPwz.statusCode).toBe(422);
    expect(badPwz.json().errors).toHaveProperty('pwz');
    expect(response.statusCode).toBe(201);
    const { registrationId } = expectShape(response.json(), RegistrationAnswer);
    const code = await latestSmsCode(testApp.outbox.sms, form.phone);

    const confirmed = await post('register/sms-code', { registrationId, code });

    expect(expectShape(confirmed.json(), LoginAnswer).user.roles).toEqual(['patient']);
    const [stored] = await testApp.db.select().from(accounts).where(eq(accounts.phone, form.phone));
    expect(stored).toMatchObject({ pwz: form.pwz, doctorVerification: 'pending' });

    await verifyDoctor(testApp.db, stored?.id ?? '');
    const login = await post('patient/login', { login: form.email, password: form.password });
    expect(expectShape(login.json(), LoginAnswer).user.roles).toEqual(['patient', 'doctor']);
  });

  it('limits registrations per address and wrong codes per address with 429', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await post('register/patient', registrationForm(), '10.8.0.1')).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);

    const guesses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const { answer } = await register();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const code = String(100000 + index * 10 + attempt);
        guesses.push(
          (await post('register/sms-code', { registrationId: answer.registrationId, code }, '10.8.0.2')).statusCode,
        );
      }
    }
    // 20 wrong codes from one address, then the address waits whatever registration it tries.
    expect(guesses.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(guesses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });
});
