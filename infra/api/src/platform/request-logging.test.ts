import { LoginAnswer } from '@labshop/shared-contracts/core/api/patient-auth';
import { formOf, sandboxBuyer } from '../modules/payments/testing/sandbox-buyer';
import { createTestAccount, TEST_PASSWORD } from '../testing/account-factories';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { expectShape } from '../testing/expect-shape';
import { captureLog } from '../testing/log-capture';
import { readOutbox } from '../testing/outbox';
import { redactSecrets, serializeError } from './request-logging';

describe('redactSecrets', () => {
  it.each([
    ['/api/orders/1b2c?token=guest-token-1', '/api/orders/1b2c?token=[redacted]'],
    ['/api/orders/1b2c/cancel?lang=pl&token=abc&x=1', '/api/orders/1b2c/cancel?lang=pl&token=[redacted]&x=1'],
    ['/api/password/reset/Zm9vYmFy-_x', '/api/password/reset/[redacted]'],
    ['/api/password/reset/Zm9vYmFy?next=1', '/api/password/reset/[redacted]?next=1'],
    ['/api/password/reset', '/api/password/reset'],
    ['/api/payments/sandbox/4d1e6b52-0e3f-4b1c-9a4e-1f0d2c3b4a59', '/api/payments/sandbox/[redacted]'],
    ['/api/payments/sandbox/callback', '/api/payments/sandbox/callback'],
    [
      "'/api/password/reset/abc%zz' is not a valid url component",
      "'/api/password/reset/[redacted]' is not a valid url component",
    ],
    ['/api/catalogue/search?q=tsh&page=2', '/api/catalogue/search?q=tsh&page=2'],
  ])('writes %s as %s', (text, logged) => {
    expect(redactSecrets(text)).toBe(logged);
  });
});

describe('serializeError', () => {
  it('keeps a failed query but not the values it was sent, which can name a patient', () => {
    const failed = Object.assign(
      new Error('Failed query: insert into "observations" ("notes") values ($1)\nparams: 90051558652,Anna Kowalska'),
      {
        query: 'insert into "observations" ("notes") values ($1)',
        params: ['90051558652', 'Anna Kowalska'],
      },
    );

    const logged = JSON.stringify(serializeError(failed));

    expect(logged).not.toContain('90051558652');
    expect(logged).not.toContain('Anna Kowalska');
    expect(logged).toContain('insert into');
    expect(logged).toContain('at ');
  });

  it('cuts tokens from an error that quotes a URL', () => {
    const logged = serializeError(new Error("'/api/password/reset/abc123%zz' is not a valid url component"));

    expect(logged.message).toBe("'/api/password/reset/[redacted]' is not a valid url component");
    expect(logged.stack).not.toContain('abc123');
  });
});

describe('what the request log never holds', () => {
  const log = captureLog();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ logger: { level: 'info', stream: log.stream } });
  });
  afterAll(() => testApp.close());

  it('logs each request, with a guest’s order token cut from its URL', async () => {
    const buyer = sandboxBuyer(testApp);
    const { order, accessToken } = await buyer.placeOrder();

    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}?token=${encodeURIComponent(accessToken)}`,
    });

    expect(read.statusCode).toBe(200);
    expect(log.text()).not.toContain(accessToken);
    expect(log.lines()).toContainEqual(
      expect.objectContaining({
        msg: 'incoming request',
        req: expect.objectContaining({ method: 'GET', url: `/api/orders/${order.id}?token=[redacted]` }),
      }),
    );
  });

  it('holds no session token, from the login answer or the Authorization header', async () => {
    const account = await createTestAccount(testApp.db);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/patient/login',
      payload: { login: account.email, password: TEST_PASSWORD },
    });
    const { token } = expectShape(login.json(), LoginAnswer);

    await testApp.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    // A handler that logs the headers it was sent gets them with the credentials cut out.
    testApp.app.log.info({ headers: { authorization: `Bearer ${token}`, 'x-order-token': token } }, 'Headers');

    expect(log.text()).not.toContain(token);
    expect(log.lines()).toContainEqual(
      expect.objectContaining({
        msg: 'Headers',
        headers: { authorization: '[redacted]', 'x-order-token': '[redacted]' },
      }),
    );
  });

  it('holds no password reset token, even when the link arrives mangled', async () => {
    const account = await createTestAccount(testApp.db);
    await testApp.app.inject({ method: 'POST', url: '/api/password/reset', payload: { email: account.email } });
    const mail = (await readOutbox(testApp.outbox.mail)).filter((message) => message.to === account.email);
    const resetToken = /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(mail.at(-1)?.text ?? '')?.[1] ?? '';
    expect(resetToken).not.toBe('');

    const used = await testApp.app.inject({
      method: 'POST',
      url: `/api/password/reset/${resetToken}`,
      payload: { password: 'Another-Secret-2026', passwordConfirmation: 'Another-Secret-2026' },
    });
    const mangled = await testApp.app.inject({ method: 'POST', url: `/api/password/reset/${resetToken}%E0%A4%A` });

    expect(used.statusCode).toBe(200);
    expect(mangled.statusCode).toBe(400);
    expect(log.text()).not.toContain(resetToken);
    expect(log.text()).toContain('/api/password/reset/[redacted]');
  });

  it('holds neither the sandbox page’s payment link nor the signed fields its buttons post', async () => {
    const buyer = sandboxBuyer(testApp);
    const { order, headers } = await buyer.placeOrder();
    const started = await buyer.startPayment(order.id, headers);
    const { redirectUrl } = started.body as { redirectUrl: string };
    const paymentId = redirectUrl.split('/').at(-1) ?? '';
    const fields = formOf(await buyer.openPage(redirectUrl), 'Pay');

    const paid = await buyer.choose(fields);

    expect(paid.statusCode).toBe(303);
    expect(paymentId).not.toBe('');
    expect(log.text()).not.toContain(paymentId);
    for (const value of Object.values(fields).filter((field) => field.length >= 16)) {
      expect(log.text()).not.toContain(value);
    }
  });
});
