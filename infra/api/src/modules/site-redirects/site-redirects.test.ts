import { AuditLogPage } from '@labshop/shared-contracts/core/api/admin-audit-log';
import { ActiveSiteRedirects, SiteRedirect, SiteRedirectList } from '@labshop/shared-contracts/core/api/site-redirects';
import { createTestAccount, signedIn, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

describe('server-defined redirects', () => {
  let testApp: TestApp;
  let admin: { authorization: string };
  let adminId: string;
  let patient: { authorization: string };

  beforeAll(async () => {
    testApp = await createTestApp({ config: { rateLimitMax: 100_000 } });
    const adminAccount = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    adminId = adminAccount.id;
    admin = await signedInAs(testApp.app, adminAccount.id, 'admin');
    patient = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = admin, payload?: object) =>
    testApp.app.inject({ method, url: `/api/${url}`, headers, payload });
  const create = (payload: object, headers = admin) => call('POST', 'admin/site-redirects', headers, payload);

  it('lets an admin add, change and remove a redirect, and the active ones are public for the gateway', async () => {
    const created = await create({ fromPath: '/old-prices/', to: '/lab-test-list/tests', status: 301, active: true });
    expect(created.statusCode).toBe(201);
    const redirect = expectShape(created.json(), SiteRedirect);
    expect(redirect).toMatchObject({ fromPath: '/old-prices', to: '/lab-test-list/tests', status: 301 });

    const external = await create({ fromPath: '/blog-old', to: 'https://example.org/blog', status: 302, active: true });
    expect(external.statusCode).toBe(201);

    const changed = await call('PUT', `admin/site-redirects/${redirect.id}`, admin, {
      fromPath: '/old-prices',
      to: '/lab-test-list/packages',
      status: 302,
      active: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ to: '/lab-test-list/packages', status: 302, active: false });

    const listed = expectShape((await call('GET', 'admin/site-redirects')).json(), SiteRedirectList);
    expect(listed.redirects.map((one) => one.fromPath)).toEqual(['/blog-old', '/old-prices']);

    const publicList = await testApp.app.inject({ method: 'GET', url: '/api/site-redirects' });
    expect(expectShape(publicList.json(), ActiveSiteRedirects).redirects).toEqual([
      { fromPath: '/blog-old', to: 'https://example.org/blog', status: 302, replacesPage: false },
    ]);

    expect((await call('DELETE', `admin/site-redirects/${redirect.id}`)).json()).toEqual({
      message: 'The redirect was removed.',
    });
    expect((await call('DELETE', `admin/site-redirects/${redirect.id}`)).statusCode).toBe(404);
  });

  it('writes who added, changed and removed a redirect, and the redirect before and after, to the audit log', async () => {
    const created = await create({ fromPath: '/summer-sale', to: '/offers', status: 302, active: true });
    const { id } = expectShape(created.json(), SiteRedirect);
    await call('PUT', `admin/site-redirects/${id}`, admin, {
      fromPath: '/summer-sale',
      to: '/offers',
      status: 301,
      active: false,
    });
    await call('DELETE', `admin/site-redirects/${id}`);

    const audit = expectShape(
      (await call('GET', `admin/audit-log?recordType=site_redirect&recordId=${id}`)).json(),
      AuditLogPage,
    );
    const first = { fromPath: '/summer-sale', to: '/offers', status: 302, active: true, replacesPage: false };
    const second = { ...first, status: 301, active: false };
    expect(audit.entries.map((entry) => [entry.action, entry.actor?.id, entry.before, entry.after])).toEqual([
      ['site_redirect_removed', adminId, second, null],
      ['site_redirect_changed', adminId, first, second],
      ['site_redirect_created', adminId, null, first],
    ]);
  });

  it('writes no audit row for a change it refuses', async () => {
    expect((await create({ fromPath: '/twice', to: '/', status: 301, active: true })).statusCode).toBe(201);
    const duplicate = await create({ fromPath: '/twice', to: '/offers', status: 301, active: true });
    const itself = await create({ fromPath: '/itself', to: '/itself', status: 301, active: true });
    expect([duplicate.statusCode, itself.statusCode]).toEqual([422, 422]);

    const audit = expectShape((await call('GET', 'admin/audit-log?action=site_redirect_created')).json(), AuditLogPage);
    const auditedPaths = audit.entries.map((entry) => (entry.after as { fromPath: string }).fromPath);
    expect(auditedPaths.filter((path) => path === '/twice' || path === '/itself')).toEqual(['/twice']);
  });

  it('refuses anyone but an admin at work', async () => {
    expect((await create({ fromPath: '/x', to: '/', status: 301, active: true }, patient)).statusCode).toBe(403);
    const guest = await testApp.app.inject({ method: 'GET', url: '/api/admin/site-redirects' });
    expect(guest.statusCode).toBe(401);
  });

  it.each([
    [{ fromPath: 'no-slash', to: '/', status: 301, active: true }, 'fromPath', 'Enter a path of this site'],
    [{ fromPath: '/api/catalogue', to: '/', status: 301, active: true }, 'fromPath', 'belongs to the site itself'],
    [{ fromPath: '/cart', to: '/', status: 301, active: true }, 'fromPath', 'A page of the site lives at this path'],
    [{ fromPath: '/gone', to: 'javascript:alert(1)', status: 301, active: true }, 'to', 'Enter a path that starts'],
    [{ fromPath: '/gone', to: 'https://', status: 301, active: true }, 'to', 'Enter a path that starts'],
    [{ fromPath: '/gone', to: '//evil.example', status: 301, active: true }, 'to', 'Enter a path that starts'],
    [{ fromPath: '/gone', to: '/gone/', status: 301, active: true }, 'to', 'A path cannot redirect to itself.'],
  ])('refuses %j with 422 on %s', async (payload, field, words) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(422);
    const errors = (response.json() as { errors: Record<string, string[]> }).errors;
    expect(errors[field]?.[0]).toContain(words);
  });

  it('refuses a status other than 301 or 302', async () => {
    expect((await create({ fromPath: '/gone', to: '/', status: 307, active: true })).statusCode).toBe(422);
  });

  it('redirects a page of the site only when told to replace it', async () => {
    const response = await create({ fromPath: '/cart', to: '/', status: 302, active: true, replacesPage: true });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ replacesPage: true });
    await call('DELETE', `admin/site-redirects/${(response.json() as SiteRedirect).id}`);
  });

  it('refuses a loop through other redirects, and a second redirect from one path', async () => {
    expect((await create({ fromPath: '/loop-a', to: '/loop-b', status: 301, active: true })).statusCode).toBe(201);
    expect((await create({ fromPath: '/loop-b', to: '/loop-c?x=1', status: 301, active: true })).statusCode).toBe(201);
    const loop = await create({ fromPath: '/loop-c', to: '/loop-a', status: 301, active: true });
    expect(loop.statusCode).toBe(422);
    expect(loop.json()).toMatchObject({
      errors: { to: ['This redirect would make a loop: /loop-c → /loop-a → /loop-b → /loop-c.'] },
    });
    const twice = await create({ fromPath: '/loop-a', to: '/elsewhere', status: 301, active: true });
    expect(twice.json()).toMatchObject({ errors: { fromPath: ['A redirect from this path already exists.'] } });
  });

  it('answers 404 for a redirect that does not exist, whatever its id looks like', async () => {
    const body = { fromPath: '/x', to: '/', status: 301, active: true };
    expect((await call('PUT', 'admin/site-redirects/not-an-id', admin, body)).statusCode).toBe(404);
    expect(
      (await call('PUT', 'admin/site-redirects/00000000-0000-4000-8000-000000000000', admin, body)).statusCode,
    ).toBe(404);
  });
});
