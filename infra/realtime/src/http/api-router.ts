// Pusher's HTTP API under `/apps/<app id>`: find the route, verify the signature, answer JSON.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_REQUEST_BODY_BYTES } from '../limits';
import type { RealtimeContext } from '../realtime-context';
import type { ApiRequest } from './api-request';
import { listChannels, listUsers, showChannel } from './channel-routes';
import { HttpError } from './http-error';
import { readBody } from './read-body';
import { verifySignedRequest } from './request-signature';
import { sendError, sendJson } from './respond';
import { triggerBatch, triggerEvent } from './trigger-routes';

type RouteHandler = (context: RealtimeContext, request: ApiRequest) => unknown;

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handle: RouteHandler;
}

const ROUTES: readonly Route[] = [
  { method: 'POST', pattern: /^\/events$/, handle: triggerEvent },
  { method: 'POST', pattern: /^\/batch_events$/, handle: triggerBatch },
  { method: 'GET', pattern: /^\/channels$/, handle: listChannels },
  { method: 'GET', pattern: /^\/channels\/([^/]+)$/, handle: showChannel },
  { method: 'GET', pattern: /^\/channels\/([^/]+)\/users$/, handle: listUsers },
];

const APP_PATH = /^\/apps\/([^/]+)(\/.*)$/;

function decodeSegment(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'The path is not valid.');
  }
}

function findRoute(method: string | undefined, subPath: string): Route {
  const candidates = ROUTES.filter((route) => route.pattern.test(subPath));
  const route = candidates.find((candidate) => candidate.method === method);
  if (route) return route;
  throw candidates.length > 0 ? new HttpError(405, 'Method not allowed.') : new HttpError(404, 'Not found.');
}

async function answer(context: RealtimeContext, request: IncomingMessage, url: URL): Promise<unknown> {
  const match = APP_PATH.exec(url.pathname);
  if (!match?.[1] || match[2] === undefined) throw new HttpError(404, 'Not found.');
  if (decodeSegment(match[1]) !== context.config.appId) throw new HttpError(404, `Unknown app id "${match[1]}".`);
  const subPath = match[2];
  const route = findRoute(request.method, subPath);
  const body = route.method === 'POST' ? await readBody(request, MAX_REQUEST_BODY_BYTES) : '';
  const signed = { method: route.method, path: url.pathname, query: url.searchParams, body };
  verifySignedRequest(context.config, signed, Math.floor(Date.now() / 1000));
  const channelName = decodeSegment(route.pattern.exec(subPath)?.[1]);
  return route.handle(context, { query: url.searchParams, body, channelName });
}

export async function handleApiRequest(
  context: RealtimeContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://realtime.invalid');
  // Health checks (compose, load balancers) ask for `/`, as they would of soketi.
  if (request.method === 'GET' && (url.pathname === '/' || url.pathname === '/ready')) {
    sendJson(response, 200, { ok: true });
    return;
  }
  try {
    sendJson(response, 200, await answer(context, request, url));
  } catch (error) {
    if (error instanceof HttpError) {
      sendError(response, error.status, error.message);
      return;
    }
    console.error('Realtime API request failed:', error);
    sendError(response, 500, 'The request could not be handled.');
  }
}
