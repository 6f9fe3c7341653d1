import type { FastifyInstance } from 'fastify';
import { buildGateway } from './app';
import { readPublicConfig } from './public-config';
import { closedPortUrl, createTestSite, httpCall, listenOnLoopback, type TestSite } from './testing';

let site: TestSite;
let gateway: FastifyInstance;
let port: number;

beforeAll(async () => {
  site = await createTestSite();
  gateway = await buildGateway({
    siteDir: site.siteDir,
    apiUrl: await closedPortUrl(),
    publicConfig: readPublicConfig({}),
  });
  port = await listenOnLoopback(gateway);
});

afterAll(async () => {
  await gateway.close();
  await site.remove();
});

describe('requests that try to leave the site folder', () => {
  it.each([
    '/../secret.txt',
    '/../../secret.txt',
    '/remotes/../../secret.txt',
    '/remotes/..%2f..%2fsecret.txt',
    '/remotes/mf-catalogue/%2e%2e/%2e%2e/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/.stamps/shell.json',
    '/remotes/%00/secret.txt',
  ])('refuses %s with 400 and never sends the file', async (rawPath) => {
    const response = await httpCall(port, { url: rawPath });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Bad request path' });
    expect(response.body).not.toContain(site.secret);
  });

  it('answers a malformed URL with a plain message', async () => {
    const response = await httpCall(port, { url: '/%E0%A4%A' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Bad request path' });
  });
});
