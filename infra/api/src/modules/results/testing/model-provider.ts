import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderRequest {
  authorization: string | undefined;
  /** The raw body, to search for anything that must never leave the shop. */
  raw: string;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** How the stand-in provider answers one request. */
export type ProviderReply =
  | { status: number; json: unknown }
  /** Never answers in time: the request is held until the server closes. */
  | { hang: true };

/** A chat-completions answer whose message is `content`. */
export const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

/** A local HTTP server playing an OpenAI-compatible chat-completions provider. */
export async function startModelProvider(reply: (request: ProviderRequest) => ProviderReply) {
  const received: ProviderRequest[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const seen = {
        authorization: request.headers.authorization,
        raw,
        body: JSON.parse(raw) as ProviderRequest['body'],
      };
      received.push(seen);
      const answer = reply(seen);
      if ('hang' in answer) return;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
