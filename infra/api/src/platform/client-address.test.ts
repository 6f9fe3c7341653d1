import { and, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { limitAddress, readTrustedProxies } from './client-address';
import { readConfig } from './config';

describe('TRUSTED_PROXIES', () => {
  it('trusts loopback alone by default, where npm start runs the gateway', () => {
    expect(readConfig({}).trustedProxies).toEqual(['loopback']);
  });

  it('reads addresses, CIDR ranges and range names, or none', () => {
    expect(readConfig({ TRUSTED_PROXIES: '172.31.250.0/24, 10.0.0.7,fd00::/8 , uniquelocal' }).trustedProxies).toEqual([
      '172.31.250.0/24',
      '10.0.0.7',
      'fd00::/8',
      'uniquelocal',
    ]);
    expect(readConfig({ TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
  });

  it('refuses anything else, naming the setting', () => {
    for (const wrong of ['true', 'gateway', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8/1', '*']) {
      expect(() => readConfig({ TRUSTED_PROXIES: wrong })).toThrow('TRUSTED_PROXIES');
    }
    const problems: string[] = [];
    expect(readTrustedProxies('loopback,gateway', problems)).toEqual(['loopback']);
    expect(problems).toEqual([expect.stringContaining('"gateway"')]);
  });
});

describe('the address limits count', () => {
  it('is an IPv4 address as it is, also inside IPv6, and an IPv6 address by its /64 network', () => {
    expect(limitAddress({ ip: '198.51.100.7' })).toBe('198.51.100.7');
    expect(limitAddress({ ip: '::ffff:198.51.100.7' })).toBe('198.51.100.7');
    expect(limitAddress({ ip: '2001:db8:1:2:aaaa:bbbb:cccc:dddd' })).toBe(limitAddress({ ip: '2001:db8:1:2::1' }));
    expect(limitAddress({ ip: '2001:db8:1:3::1' })).not.toBe(limitAddress({ ip: '2001:db8:1:2::1' }));
  });
});

describe('who the caller is, behind the gateway or not', () => {
  let local: TestApp;
  let composed: TestApp;
  beforeAll(async () => {
    local = await createTestApp();
    // As docker-compose runs it: only the gateway's network is believed.
    composed = await createTestApp({ config: { trustedProxies: ['172.31.250.0/24'] } });
  });
  afterAll(async () => {
    await composed.close();
    await local.close();
  });

  // A login naming nobody, new each time, so only the limit per address acts.
  let logins = 0;
  const wrongLogin = (testApp: TestApp, peer: string, forwardedFor?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/patient/login',
      payload: { login: `nobody-${(logins += 1)}@example.com`, password: 'Wrong1234' },
      remoteAddress: peer,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
  const tenWrong = async (testApp: TestApp, peer: string, forwardedFor: (attempt: number) => string | undefined) => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await wrongLogin(testApp, peer, forwardedFor(attempt))).statusCode);
    }
    return statuses;
  };

  it('ignores X-Forwarded-For from a caller that is no trusted proxy, so it cannot dodge its limit', async () => {
    const statuses = await tenWrong(local, '203.0.113.9', (attempt) => `198.51.100.${attempt}`);
    const eleventh = await wrongLogin(local, '203.0.113.9', '198.51.100.200');

    expect(statuses.every((status) => status === 422)).toBe(true);
    expect(eleventh.statusCode).toBe(429);
    const logged = await local.db
      .select({ address: auditLog.address })
      .from(auditLog)
      .where(and(eq(auditLog.event, 'login_failed'), eq(auditLog.address, '203.0.113.9')));
    expect(logged).toHaveLength(10);
  });

  it('counts the visitor the gateway names when the request comes from the gateway', async () => {
    await tenWrong(local, '127.0.0.1', () => '198.51.100.20');

    expect((await wrongLogin(local, '127.0.0.1', '198.51.100.20')).statusCode).toBe(429);
    expect((await wrongLogin(local, '127.0.0.1', '198.51.100.21')).statusCode).toBe(422);
  });

  it('believes only the configured proxies', async () => {
    await tenWrong(composed, '172.31.250.10', () => '198.51.100.30');
    const fromGateway = await wrongLogin(composed, '172.31.250.11', '198.51.100.30');
    await tenWrong(composed, '127.0.0.1', (attempt) => `198.51.100.${40 + attempt}`);
    const fromLoopback = await wrongLogin(composed, '127.0.0.1', '198.51.100.99');

    expect(fromGateway.statusCode).toBe(429);
    // Loopback is not the gateway here: its forwarded addresses are ignored and it counts as itself.
    expect(fromLoopback.statusCode).toBe(429);
    expect((await wrongLogin(composed, '172.31.250.10', '198.51.100.31')).statusCode).toBe(422);
  });
});
