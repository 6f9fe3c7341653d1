import { expect, test } from '../../support/fixtures';
import { logIn } from '../../support/log-in';
import { createTestAccount, type TestAccount } from '../../support/accounts';
import { withDatabase } from '../../support/database';
import { createPaidOrder, deliverResult, registerLab, type LabPatient } from '../../support/lab-results';

const PATIENT: LabPatient = { firstName: 'Jan', lastName: 'Wiśniewski', birthDate: '1979-11-02', sex: 'm' };
const POTASSIUM = {
  loinc: '2823-3',
  name: 'Potassium [Moles/volume] in Serum or Plasma',
  unit: 'mmol/L',
  low: 3.5,
  high: 5.1,
};

/** Gives an account the admin role, as the people who run the shop have it. */
async function makeAdmin(account: TestAccount): Promise<void> {
  const updated = await withDatabase((client) =>
    client.query("UPDATE accounts SET roles = '{patient,admin}' WHERE email = $1", [account.email]),
  );
  expect(updated.rowCount).toBe(1);
}

test("a category page shows its picture as webp through the site's image proxy", async ({ page, visit }) => {
  const pictures: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_ipx/') && response.headers()['content-type'] === 'image/webp') {
      pictures.push(response.url());
    }
  });
  await visit('/lab-test-list/tests/liver');
  const title = page.getByRole('heading', { level: 1, name: 'Liver' });
  await expect(title).toBeVisible();
  const picture = page.locator('img[src*="/_ipx/"]').first();
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(pictures.some((url) => url.includes('/art/categories/liver.svg'))).toBe(true);

  const answer = await page.request.get('/_ipx/w_700/art/categories/liver.svg');
  expect(answer.status()).toBe(400);
});

/** A real picture: 4 × 4 blue pixels of PNG. */
const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGPgiumCIwbiOAB+Qw8Bi68bcAAAAABJRU5ErkJggg==',
  'base64',
);

test('a news post shows its picture through the image proxy, with its place kept', async ({ page, visit }) => {
  await visit('/news/post/vitamin-d-in-winter');
  const picture = page.getByRole('img', { name: /A winter landscape under a low sun/ });
  await expect(picture).toHaveAttribute('width', '736');
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test("an admin's uploaded picture is shown on the offer it was chosen for; a file that is no picture is refused", async ({
  page,
  request,
  visit,
}) => {
  const admin = await createTestAccount(request);
  await makeAdmin(admin);
  const login = await request.post('/api/patient/login', { data: { login: admin.email, password: admin.password } });
  const { token } = (await login.json()) as { token: string };
  const role = await request.post('/api/user/role', {
    headers: { Authorization: `Bearer ${token}` },
    data: { role: 'admin' },
  });
  const { token: adminToken } = (await role.json()) as { token: string };
  const headers = { Authorization: `Bearer ${adminToken}` };

  const refused = await request.post('/api/admin/site-images?name=Notes&alt=Some%20notes', {
    headers: { ...headers, 'Content-Type': 'image/png' },
    data: Buffer.from('not a picture'),
  });
  expect(refused.status()).toBe(422);
  const uploaded = await request.post('/api/admin/site-images?name=Offer%20picture&alt=A%20small%20blue%20square', {
    headers: { ...headers, 'Content-Type': 'image/png' },
    data: SMALL_PNG,
  });
  expect(uploaded.status()).toBe(201);
  const { id } = (await uploaded.json()) as { id: string };
  const chosen = await request.put('/api/admin/offers/autumn-immunity-check/picture', {
    headers,
    data: { imageId: id },
  });
  expect(chosen.status()).toBe(200);

  await visit('/offer/autumn-immunity-check');
  const picture = page.getByRole('img', { name: 'A small blue square' });
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await request.put('/api/admin/offers/autumn-immunity-check/picture', { headers, data: { imageId: null } });
});

test("an admin's redirect answers at once, and a path no one redirects still goes to the 404 page", async ({
  page,
  request,
}) => {
  const admin = await createTestAccount(request);
  await makeAdmin(admin);
  const login = await request.post('/api/patient/login', { data: { login: admin.email, password: admin.password } });
  const { token } = (await login.json()) as { token: string };
  const role = await request.post('/api/user/role', {
    headers: { Authorization: `Bearer ${token}` },
    data: { role: 'admin' },
  });
  const { token: adminToken } = (await role.json()) as { token: string };
  const fromPath = `/spring-campaign-${Date.now()}`;
  const created = await request.post('/api/admin/site-redirects', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { fromPath, to: '/offers', status: 302, active: true },
  });
  expect(created.status(), await created.text()).toBe(201);

  await expect
    .poll(async () => (await request.get(fromPath, { maxRedirects: 0 })).headers().location, { timeout: 15_000 })
    .toBe('/offers');
  const answer = await request.get(fromPath, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  const unknown = await request.get(`${fromPath}-unknown`, { maxRedirects: 0 });
  expect([unknown.status(), unknown.headers().location]).toEqual([301, '/error/404']);

  await page.goto(fromPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
});

test('a result links to the knowledge article about its marker, which explains it in plain words', async ({
  page,
  request,
}) => {
  const patient = await createTestAccount(request);
  const labKey = await registerLab();
  const order = await createPaidOrder(patient.email, PATIENT, 'potassium', new Date(Date.now() - 86_400_000));
  await deliverResult(request, labKey, {
    orderNumber: order,
    reportId: `${order}-report`,
    patient: PATIENT,
    collectedAt: new Date().toISOString(),
    observation: { ...POTASSIUM, value: 5.8 },
  });

  await logIn(page, patient.email, patient.password);
  await page.goto('/account/results');
  await page.getByRole('link', { name: 'Potassium' }).first().click();
  await page.getByRole('link', { name: 'Read about Potassium in Knowledge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Potassium' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What it measures' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A high value' })).toBeVisible();

  await page.goto('/knowledge?q=potassium');
  await expect(page.getByRole('link', { name: 'Potassium' })).toBeVisible();
});
