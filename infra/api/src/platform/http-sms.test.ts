import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpSms } from './http-sms';

interface Received {
  method: string | undefined;
  authorization: string | undefined;
  idempotencyKey: string | string[] | undefined;
  body: unknown;
}

/** A local HTTP server standing in for the SMS gateway, answering every request with `status`. */
async function startGateway(status: number) {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({
        method: request.method,
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'],
        body: JSON.parse(body) as unknown,
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status < 300 ? { id: 'message-1' } : { error: 'Number not reachable' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('text messages through an HTTP SMS gateway', () => {
  it('posts the number and text as JSON with the key as a bearer token and the message id as idempotency key', async () => {
    const gateway = await startGateway(202);
    try {
      await httpSms({ url: gateway.url, key: 'gateway-key' }).send(
        { to: '512345678', text: 'Your code is 123456.' },
        { messageId: 'message-7', queuedAt: new Date() },
      );
    } finally {
      await gateway.close();
    }
    expect(gateway.received).toEqual([
      {
        method: 'POST',
        authorization: 'Bearer gateway-key',
        idempotencyKey: 'message-7',
        body: { to: '512345678', text: 'Your code is 123456.' },
      },
    ]);
  });

  it('fails with the gateway’s answer when it refuses the message', async () => {
    const gateway = await startGateway(400);
    try {
      await expect(
        httpSms({ url: gateway.url, key: null }).send(
          { to: '512345678', text: 'Hi' },
          { messageId: 'message-8', queuedAt: new Date() },
        ),
      ).rejects.toThrow(/400.*Number not reachable/);
    } finally {
      await gateway.close();
    }
    expect(gateway.received[0]?.authorization).toBeUndefined();
  });
});
