import { expect, expectSettledAndAccessible, test } from '../../support/fixtures';
import { switchRole } from '../../support/account-menu';
import { createTestAccount } from '../../support/accounts';
import { withDatabase } from '../../support/database';
import { logIn } from '../../support/log-in';

test('an admin creates a discount code in the back-office and a patient takes it off the cart', async ({
  page,
  request,
  visit,
  browser,
}) => {
  const code = `BACKOFFICE${Date.now() % 1_000_000}`;

  // An administrator, acting as one, creates a 20% code in the back-office.
  const admin = await createTestAccount(request);
  await withDatabase((client) =>
    client.query("UPDATE accounts SET roles = '{patient,admin}' WHERE email = $1", [admin.email]),
  );
  const adminPage = await (await browser.newContext()).newPage();
  await logIn(adminPage, admin.email, admin.password);
  await switchRole(adminPage, 'Administrator');
  await adminPage.goto('/account/admin');
  await expectSettledAndAccessible(adminPage);

  const form = adminPage.getByRole('form', { name: 'Create a discount code' });
  await form.getByRole('textbox', { name: /^Code/ }).fill(code);
  await form.getByRole('textbox', { name: /Percent/ }).fill('20');
  await form.getByRole('button', { name: 'Create the code' }).click();
  const codes = adminPage.getByRole('table', { name: 'Discount codes, the newest first' });
  await expect(codes.getByRole('row').filter({ hasText: code })).toContainText('20%');
  // The audit log names who created it, with the code as it was saved.
  const search = adminPage.getByRole('search', { name: 'Search the audit log' });
  await search.getByRole('textbox', { name: /^Action/ }).fill('discount_code_created');
  await search.getByRole('button', { name: 'Search' }).click();
  const audit = adminPage.getByRole('table', { name: 'Audit log entries, newest first' });
  await expect(audit.getByRole('row').filter({ hasText: code })).toContainText(admin.email);

  // A patient applies it in the cart: the breakdown names it.
  await visit('/lab-test/vitamin-d-25-oh');
  await page
    .getByRole('button', { name: /^Add to cart/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await visit('/cart');
  const field = page.getByRole('textbox', { name: 'Discount code' });
  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByLabel('Price breakdown')).toContainText(`Discount code ${code}`);
});
