import { Client } from 'pg';
import { expect, test } from '../../support/fixtures';
import { openAccountMenu } from '../../support/account-menu';
import { logIn } from '../../support/log-in';
import { createTestAccount } from '../../support/accounts';
import { E2E_DATABASE_URL } from '../../support/environment';

/** Reads or writes the end-to-end run's own database, for what has no screen yet (roles, stored enquiries). */
async function query<T>(text: string, values: unknown[]): Promise<T[]> {
  const client = new Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

test('a patient opens an offer from the list and adds one of its tests to the cart', async ({ page, visit }) => {
  await visit('/offers');
  await page
    .getByRole('navigation', { name: 'Offer categories' })
    .getByRole('link', { name: 'Seasonal offers' })
    .click();
  await expect(page).toHaveURL(/\/offers\/seasonal$/);
  await page.getByRole('link', { name: 'Autumn immunity check' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Autumn immunity check' })).toBeVisible();
  const vitaminD = page.getByRole('article', { name: 'Vitamin D 25-OH (total)' });
  await expect(vitaminD.getByText('£69')).toBeVisible();
  await vitaminD.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
});

test('a discount page shows the lowest price of the last 30 days beside each reduced price', async ({
  page,
  visit,
}) => {
  await visit('/discounts/winter-savings');
  await expect(page.getByRole('heading', { level: 1, name: 'Winter savings' })).toBeVisible();
  const tsh = page.getByRole('article', { name: 'Thyroid-stimulating hormone (TSH)' });
  await expect(tsh.getByText('£24')).toBeVisible();
  await expect(tsh.getByText('Lowest price in the last 30 days: £30')).toBeVisible();
  await visit('/discounts/no-such-campaign');
  await expect(page).toHaveURL(/\/error\/404$/);
});

test('an employer sends a message from the workforce offer', async ({ page, visit }) => {
  const subject = `Check-ups for our drivers ${Date.now()}`;
  await visit('/offer/invest-in-the-health-of-your-workforce-today');
  await expect(page.getByRole('heading', { name: 'Packages for your staff' })).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel(/^Subject/)).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(/^Your name/).fill('Jan Nowak');
  await page.getByLabel(/^Business email/).fill('jan.nowak@example.com');
  await page.getByLabel(/^Company name/).fill('Nowak Logistics');
  await page.getByLabel(/^Subject/).fill(subject);
  await page.getByLabel(/^Message/).fill('Yearly check-ups for 40 drivers in Warsaw.');
  await page.getByLabel(/privacy policy/).check();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent' })).toBeVisible();

  const stored = await query<{ company_name: string }>(
    'select company_name from workforce_enquiries where subject = $1',
    [subject],
  );
  expect(stored).toEqual([{ company_name: 'Nowak Logistics' }]);
});

test('an unpublished test is previewed by an admin only', async ({ page, request, visit }) => {
  const [item] = await query<{ id: string }>(
    "select id from tests where slug = 'erythrocyte-membrane-fatty-acids'",
    [],
  );
  const previewPath = `/preview/badanie/${item?.id ?? ''}`;

  await visit(previewPath);
  await expect(page).toHaveURL(/\/error\/401$/);
  await expect(page.getByText('Unauthorized access')).toBeVisible();

  const account = await createTestAccount(request);
  await logIn(page, account.email, account.password);
  await visit(previewPath);
  await expect(page).toHaveURL(/\/error\/403$/);
  await expect(page.getByText('You do not have rights to the resource')).toBeVisible();

  // Admin rights follow the role the session acts in, as for every admin action.
  await query("update accounts set roles = '{patient,admin}' where email = $1", [account.email]);
  await visit('/');
  await (await openAccountMenu(page)).getByRole('button', { name: 'Switch role' }).click();
  const roles = page.getByRole('dialog', { name: 'Switch role' });
  await roles.getByRole('radio', { name: 'Administrator' }).check();
  await roles.getByRole('button', { name: 'Switch role' }).click();
  await expect(roles).toBeHidden();
  await visit(previewPath);
  await expect(page.getByRole('note', { name: 'Preview' })).toContainText('Preview: not published');
  await expect(page.getByRole('heading', { level: 1, name: 'Erythrocyte membrane fatty acids' })).toBeVisible();
  await visit('/lab-test/erythrocyte-membrane-fatty-acids');
  await expect(page).toHaveURL(/\/error\/404$/);
});
