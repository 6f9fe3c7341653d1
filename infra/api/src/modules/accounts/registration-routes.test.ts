import { eq } from 'drizzle-orm';
import { CurrentUser, RegistrationAnswer } from '@labshop/shared-contracts/core/api/accounts';
import { LoginAnswer } from '@labshop/shared-contracts/core/api/patient-auth';
import { accounts, pendingRegistrations } from '../../db/schema';
import { createTestAccount } from '../../testing/account-factories';
import { sendAtOnce } from '../../testing/concurrent';
import { withCaptcha } from '../../testing/captcha';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { testPesel, testPwz } from '../../testing/identity-numbers';
import { latestSmsCode, readOutbox } from '../../testing/outbox';
import { registrationForm } from '../../testing/registration';
import { verifyDoctor } from './testing/administration';

const MINUTE_MS = 60_000;

describe('registration with an SMS code', () => {
  let testApp: TestApp;
  let now = new Date('2026-03-02T10:00:00Z');
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
  });
  afterAll(() => testApp.close());

  // Registration forms carry a solved captcha, as the page's check adds one.
  const post = async (url: string, payload: object, address = '10.0.0.1') =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      payload: /^register\/(patient|doctor)$/.test(url) ? await withCaptcha(testApp.app, payload) : payload,
      remoteAddress: address,
    });

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
      phone: ['The account with the phone number you have provided already exists.'],
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

    await verifyDoctor(testApp.app, stored?.id ?? '');
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

describe('what registration tells, and how fast', () => {
  let testApp: TestApp;
  let now = new Date('2026-03-09T10:00:00Z');
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
  });
  afterAll(() => testApp.close());

  let addresses = 0;
  const freshAddress = () => {
    addresses += 1;
    return `10.40.${Math.floor(addresses / 250)}.${addresses % 250}`;
  };
  const post = async (url: string, payload: object, address = freshAddress()) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      payload: /^register\/(patient|doctor)$/.test(url) ? await withCaptcha(testApp.app, payload) : payload,
      remoteAddress: address,
    });
  const textsTo = async (phone: string) =>
    (await readOutbox(testApp.outbox.sms)).filter((message) => message.to === phone);
  const mailTo = async (email: string) =>
    (await readOutbox(testApp.outbox.mail)).filter((message) => message.to === email);
  async function waitingRegistration() {
    const form = registrationForm();
    const response = await post('register/patient', form);
    expect(response.statusCode).toBe(201);
    const { registrationId } = expectShape(response.json(), RegistrationAnswer);
    return { form, registrationId, code: await latestSmsCode(testApp.outbox.sms, form.phone) };
  }
  const otherThan = (code: string, index: number) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');

  it('counts each valid form from an address before it says whether a value is taken', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let probe = 0; probe < 5; probe += 1) {
      const owner = await createTestAccount(testApp.db);
      const taken = await post('register/patient', registrationForm({ email: owner.email }), address);
      statuses.push(taken.statusCode);
      expect(taken.json().errors).toEqual({ email: ['This email address is already taken.'] });
    }
    const invalid = await post('register/patient', registrationForm({ phone: '123' }), address);
    const next = await post('register/patient', registrationForm(), address);

    expect(statuses).toEqual([422, 422, 422, 422, 422]);
    // A form with a mistake in it says nothing about anyone and is not counted.
    expect(invalid.statusCode).toBe(422);
    expect([next.statusCode, next.json()]).toEqual([
      429,
      { message: 'Too many registrations were started. Wait a while and try again.' },
    ]);
  });

  it('answers whether one phone, e-mail or PESEL is taken at most 5 times an hour, from any address', async () => {
    const pesel = testPesel('1975-04-04', 'm');
    const owner = await createTestAccount(testApp.db, { pesel });
    const probe = (form: Parameters<typeof registrationForm>[0]) => post('register/patient', registrationForm(form));

    for (const form of [{ phone: owner.phone }, { email: owner.email }, { pesel, birthDate: '1975-04-04' }]) {
      const answers: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) answers.push((await probe(form)).statusCode);
      expect(answers).toEqual([422, 422, 422, 422, 422, 429]);
    }
    // Other values are counted apart.
    expect((await probe({})).statusCode).toBe(201);
    now = new Date(now.getTime() + 60 * MINUTE_MS);
    const afterAnHour = await probe({ phone: owner.phone });
    expect(afterAnHour.json().errors).toEqual({
      phone: ['The account with the phone number you have provided already exists.'],
    });
  });

  it('tells the owner by e-mail when someone registers with their details, at most once an hour', async () => {
    const owner = await createTestAccount(testApp.db);

    await post('register/patient', registrationForm({ phone: owner.phone }));
    await post('register/patient', registrationForm({ email: owner.email }));
    const notices = await mailTo(owner.email);
    now = new Date(now.getTime() + 61 * MINUTE_MS);
    await post('register/patient', registrationForm({ email: owner.email }));

    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ subject: 'Someone tried to use your details at Labshop' });
    expect(notices[0]?.text).toContain('Someone tried to create a new Labshop account with your phone number.');
    expect(notices[0]?.text).not.toContain(owner.phone);
    expect(await mailTo(owner.email)).toHaveLength(2);
  });

  it('lets exactly 5 of 100 registrations sent at once from one address through, and texts exactly 5 codes', async () => {
    const address = freshAddress();
    const forms = Array.from({ length: 100 }, () => registrationForm());

    const { statuses } = await sendAtOnce(100, (index) => post('register/patient', forms[index] ?? {}, address));

    expect(statuses).toEqual({ 201: 5, 429: 95 });
    const texted = await Promise.all(forms.map(async (form) => (await textsTo(form.phone)).length));
    expect(texted.reduce((sum, count) => sum + count, 0)).toBe(5);
  });

  it('compares exactly 5 of 100 codes sent at once for one registration, and refuses the right one after', async () => {
    const { registrationId, code } = await waitingRegistration();

    const { statuses } = await sendAtOnce(100, (index) =>
      post('register/sms-code', { registrationId, code: otherThan(code, index) }),
    );
    const right = await post('register/sms-code', { registrationId, code });

    expect(statuses).toEqual({ 422: 5, 429: 95 });
    expect([right.statusCode, right.json()]).toEqual([429, { message: 'Too many wrong codes. Ask for a new code.' }]);
  });

  it('compares exactly 20 of 100 codes sent at once from one address, whatever registrations they are for', async () => {
    const address = freshAddress();
    // Five guesses for each of 20 registrations: each code allows its five, so only the address's limit decides.
    const waiting = await Promise.all(Array.from({ length: 20 }, () => waitingRegistration()));

    const { statuses } = await sendAtOnce(100, (index) => {
      const { registrationId, code } = waiting[index % 20] ?? { registrationId: '', code: '' };
      return post('register/sms-code', { registrationId, code: otherThan(code, index) }, address);
    });

    expect(statuses).toEqual({ 422: 20, 429: 80 });
  });

  it('sends one new code when a resend is asked for many times at once', async () => {
    const { form, registrationId } = await waitingRegistration();
    now = new Date(now.getTime() + MINUTE_MS);

    const { statuses, responses } = await sendAtOnce(20, () => post('register/sms-code/resend', { registrationId }));

    expect(statuses).toEqual({ 200: 1, 429: 19 });
    expect(responses.map((response) => response.json().message)).toContain('The code was sent again.');
    expect(await textsTo(form.phone)).toHaveLength(2);
  });
});
