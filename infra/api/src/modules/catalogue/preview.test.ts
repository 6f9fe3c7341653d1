import { PackagePreview, TestPreview } from '@labshop/shared-contracts/core/api/catalogue-preview';
import { testId } from '../../db/seed/catalogue';
import { UNPUBLISHED_PACKAGE, UNPUBLISHED_TEST } from '../../db/seed/unpublished-items';
import { createTestAccount, signedIn, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

describe('previews of unpublished tests and packages', () => {
  let testApp: TestApp;
  let admin: { authorization: string };
  let adminActingAsPatient: { authorization: string };
  let patient: { authorization: string };
  beforeAll(async () => {
    testApp = await createTestApp();
    const adminAccount = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    adminActingAsPatient = await signedIn(testApp.app, adminAccount.id);
    admin = await signedInAs(testApp.app, adminAccount.id, 'admin');
    patient = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
  });
  afterAll(() => testApp.close());

  async function get(url: string, headers: Record<string, string> = {}) {
    const response = await testApp.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json() };
  }

  const testPreviewUrl = `/api/catalogue/preview/tests/${testId(UNPUBLISHED_TEST.slug)}`;
  const packagePreviewUrl = `/api/catalogue/preview/packages/${testId(UNPUBLISHED_PACKAGE.slug)}`;

  it('shows an admin an unpublished test, priced, and says it is not published', async () => {
    const { status, body } = await get(testPreviewUrl, admin);
    expect(status).toBe(200);
    const preview = expectShape(body, TestPreview);
    expect(preview.published).toBe(false);
    expect(preview.item).toMatchObject({
      name: 'Erythrocyte membrane fatty acids',
      price: { priceMinor: UNPUBLISHED_TEST.priceMinor },
    });
  });

  it('shows an admin an unpublished package with its tests', async () => {
    const preview = expectShape((await get(packagePreviewUrl, admin)).body, PackagePreview);
    expect(preview.published).toBe(false);
    expect(preview.item.contents.map((test) => test.slug).sort()).toEqual([...UNPUBLISHED_PACKAGE.tests].sort());
  });

  it('previews a published item too, saying it is published', async () => {
    const preview = expectShape((await get(`/api/catalogue/preview/tests/${testId('tsh')}`, admin)).body, TestPreview);
    expect(preview.published).toBe(true);
  });

  it('answers 401 to a guest and 403 to a patient, and to an admin while acting as a patient', async () => {
    expect(await get(testPreviewUrl)).toEqual({ status: 401, body: { message: 'Unauthorized access' } });
    expect(await get(packagePreviewUrl, patient)).toEqual({ status: 403, body: { message: 'It cannot be done.' } });
    expect(await get(testPreviewUrl, adminActingAsPatient)).toEqual({
      status: 403,
      body: { message: 'It cannot be done.' },
    });
  });

  it('answers 404 to an admin for an unknown id, a malformed id, or a package asked for as a test', async () => {
    expect((await get('/api/catalogue/preview/tests/00000000-0000-4000-8000-000000000000', admin)).status).toBe(404);
    expect((await get('/api/catalogue/preview/tests/not-an-id', admin)).status).toBe(404);
    expect((await get(`/api/catalogue/preview/tests/${testId(UNPUBLISHED_PACKAGE.slug)}`, admin)).status).toBe(404);
  });

  it('keeps unpublished items out of the shop itself', async () => {
    expect((await get(`/api/catalogue/tests/${UNPUBLISHED_TEST.slug}`)).status).toBe(404);
    expect((await get(`/api/catalogue/packages/${UNPUBLISHED_PACKAGE.slug}`)).status).toBe(404);
    const list = await get('/api/catalogue/tests?category=heart-and-circulation&perPage=100');
    expect(list.body.items.map((item: { slug: string }) => item.slug)).not.toContain(UNPUBLISHED_TEST.slug);
    const search = await get('/api/catalogue/search?q=erythrocyte%20membrane');
    expect(search.status).toBe(200);
    expect(search.body.items.map((item: { slug: string }) => item.slug)).not.toContain(UNPUBLISHED_TEST.slug);
  });
});
