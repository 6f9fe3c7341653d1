import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestAccount, signedIn } from '../testing/account-factories';
import { createTestApp } from '../testing/create-test-app';
import { startSmtpServer } from '../testing/local-smtp-server';
import { readOutbox } from '../testing/outbox';

describe('the messaging providers the configuration names', () => {
  it('sends e-mail through SMTP_URL instead of the outbox folder', async () => {
    const smtp = await startSmtpServer();
    const testApp = await createTestApp({ config: { smtpUrl: smtp.url, mailFrom: 'shop@labshop.example' } });
    try {
      const account = await createTestAccount(testApp.db);
      const reset = await testApp.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: { email: account.email },
      });
      expect(reset.statusCode).toBe(200);
      // Queued with the change; the delivery job sends it.
      expect(smtp.received).toHaveLength(0);
      expect(await testApp.deliverMessages()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'shop@labshop.example', to: [account.email] });
      expect(smtp.received[0]?.data).toContain('/password/reset/');
      expect(await readOutbox(testApp.outbox.mail)).toEqual([]);
    } finally {
      await testApp.close();
      await smtp.close();
    }
  });

  it('sends text messages to SMS_GATEWAY_URL with SMS_GATEWAY_KEY instead of the outbox folder', async () => {
    const received: { authorization?: string; body: string }[] = [];
    const gateway = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ authorization: request.headers.authorization, body });
        response.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    const testApp = await createTestApp({
      config: { smsGatewayUrl: `http://127.0.0.1:${port}/send`, smsGatewayKey: 'key-1' },
    });
    try {
      const account = await createTestAccount(testApp.db);
      const asked = await testApp.app.inject({
        method: 'POST',
        url: '/api/profile/phone',
        headers: await signedIn(testApp.app, account.id),
        payload: { phone: '512000111' },
      });
      expect(asked.statusCode).toBe(202);
      expect(received).toHaveLength(0);
      expect(await testApp.deliverMessages()).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0]?.authorization).toBe('Bearer key-1');
      expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({ to: '512000111' });
      expect(await readOutbox(testApp.outbox.sms)).toEqual([]);
    } finally {
      await testApp.close();
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
    }
  });
});
