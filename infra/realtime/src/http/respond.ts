import type { ServerResponse } from 'node:http';

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text, 'utf8'),
  });
  response.end(text);
}

/** Error bodies name the problem and repeat the status, as soketi does, so either server reads the same. */
export function sendError(response: ServerResponse, status: number, message: string): void {
  sendJson(response, status, { error: message, code: status });
}
