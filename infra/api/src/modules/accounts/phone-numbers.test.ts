import { eq } from 'drizzle-orm';
import { DoctorReferral } from '@labshop/shared-contracts/core/api/referrals';
import { ContactChangeAnswer, RegistrationAnswer } from '@labshop/shared-contracts/core/api/accounts';
import { PlaceOrderAnswer } from '@labshop/shared-contracts/core/api/orders';
import { orderPatients } from '../../db/schema';
import { createTestAccount, signedIn, TEST_PASSWORD, uniquePhone } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { withCaptcha } from '../../testing/captcha';
import { registrationForm } from '../../testing/registration';
import { confirmedByTheCart } from '../orders/testing/cart-quote';
import { checkoutRequest } from '../orders/testing/checkout-factory';
import { callAs, createTestDoctor, referralRequest } from '../referrals/testing/referral-factories';

/** '512345678' as a patient may type it: with the country prefix, spaces and dashes. */
const asTyped = (phone: string) => `+48 ${phone.slice(0, 3)} ${phone.slice(3, 6)}-${phone.slice(6)}`;

describe('phone numbers typed with the +48 prefix, spaces or dashes', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('register an account under the nine digits', async () => {
    const phone = uniquePhone();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register/patient',
      payload: await withCaptcha(testApp.app, registrationForm({ phone: asTyped(phone) })),
    });

    expect(response.statusCode).toBe(201);
    expect(expectShape(response.json(), RegistrationAnswer).phone).toBe(phone);
  });

  it('log in, and are refused as taken when another account has the number', async () => {
    const account = await createTestAccount(testApp.db);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/patient/login',
      payload: { login: asTyped(account.phone), password: TEST_PASSWORD },
    });
    const taken = await testApp.app.inject({
      method: 'POST',
      url: '/api/register/patient',
      payload: await withCaptcha(testApp.app, registrationForm({ phone: `0048${account.phone}` })),
    });

    expect(login.statusCode).toBe(200);
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      errors: { phone: ['The account with the phone number you have provided already exists.'] },
    });
  });

  it('change the phone number of an account', async () => {
    const account = await createTestAccount(testApp.db);
    const newPhone = uniquePhone();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/phone',
      headers: await signedIn(testApp.app, account.id),
      payload: { phone: asTyped(newPhone) },
    });

    expect(response.statusCode).toBe(202);
    expect(expectShape(response.json(), ContactChangeAnswer).sentTo).toBe(newPhone);
  });

  it('are kept as nine digits for the person an order is for', async () => {
    const order = await confirmedByTheCart(
      testApp.app,
      checkoutRequest({
        patients: [{ ...checkoutRequest().patients[0]!, phone: '+48 600-100-200' }],
      }),
    );
    const placed = await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: order });

    expect(placed.statusCode).toBe(201);
    const orderId = expectShape(placed.json(), PlaceOrderAnswer).order.id;
    const [person] = await testApp.db
      .select({ phone: orderPatients.phone })
      .from(orderPatients)
      .where(eq(orderPatients.orderId, orderId));
    expect(person?.phone).toBe('600100200');
  });

  it('find the patient a doctor refers by phone, and the patient a doctor asks for access', async () => {
    const doctor = await createTestDoctor(testApp);
    const patient = await createTestAccount(testApp.db);

    const referral = await callAs(testApp, doctor.id, 'POST', '/api/doctor/referrals', {
      phone: asTyped(patient.phone),
      ...referralRequest(),
    });
    const access = await callAs(testApp, doctor.id, 'POST', '/api/doctor/access-requests', {
      phone: asTyped(patient.phone),
    });

    expect(referral.statusCode).toBe(201);
    expect(expectShape(referral.json(), DoctorReferral).patient.id).toBe(patient.id);
    expect(access.statusCode).toBe(201);
    expect(access.json()).toMatchObject({ patient: { id: patient.id } });
  });

  it('are still refused, by field, when they are not nine digits', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register/patient',
      payload: await withCaptcha(testApp.app, registrationForm({ phone: '+48 600 100 20' })),
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { phone: ['The phone number must have 9 digits.'] } });
  });
});
