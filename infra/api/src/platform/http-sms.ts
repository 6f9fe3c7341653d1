import type { Delivery, SmsMessage, SmsSender } from './outbox';

export interface HttpSmsOptions {
  /** The gateway's send endpoint; it receives { to, text } as JSON. */
  url: string;
  /** Sent as a bearer token when given. */
  key: string | null;
  /** A gateway that does not answer in this time counts as failed. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Text messages through an HTTP SMS gateway. Any answer but 2xx rejects, so a code is never silently lost. The
 * message's id goes along as an Idempotency-Key, so a gateway that honours it sends a repeated message once.
 */
export function httpSms(options: HttpSmsOptions): SmsSender {
  const send = options.fetch ?? fetch;
  return {
    async send(message: SmsMessage, delivery: Delivery): Promise<void> {
      const response = await send(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': delivery.messageId,
          ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      // The body may carry the gateway's reason; it goes to the log through the thrown error, never to a caller.
      if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}: ${await response.text()}`);
    },
  };
}
