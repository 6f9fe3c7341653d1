import { expect, test } from '../../support/fixtures';
import { blockAccount, createTestAccount } from '../../support/accounts';
import { withDatabase } from '../../support/database';
import { E2E_DATABASE_URL } from '../../support/environment';
import { logIn } from '../../support/log-in';

/** Moves to another page of the site as a click on one of its links does, without loading the page again. */
function moveWithinSite(to: string): void {
  window.history.pushState(null, '', to);
}

test('a session that expires while a page is open leads to the login page, which says so', async ({
  page,
  request,
}) => {
  const account = await createTestAccount(request);
  await logIn(page, account.email, account.password);
  // The page's first requests after logging in each mark the session as just used; one still on its way would undo
  // the half hour set below, so the clock is turned back only once they have all been answered.
  await page.waitForLoadState('networkidle');

  // Half an hour without a request passes: the API ends the session.
  await withDatabase((client) =>
    client.query(
      `UPDATE sessions SET last_seen_at = now() - interval '31 minutes'
         WHERE account_id = (SELECT id FROM accounts WHERE email = $1)`,
      [account.email],
    ),
  );
  await page.evaluate(moveWithinSite, '/account/profile');

  await expect(page).toHaveURL(/\/login\?session=expired$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your session has expired. Log in again to continue.' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.getByLabel('E-mail or phone number').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('an account blocked while its page is open sees the block notice, then the page as a guest', async ({
  page,
  request,
}) => {
  const account = await createTestAccount(request);
  await logIn(page, account.email, account.password);

  await blockAccount(E2E_DATABASE_URL, account.email);
  await page.evaluate(moveWithinSite, '/lab-test-list/tests');

  const dialog = page.getByRole('dialog', { name: 'Your account is blocked' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/lab-test-list\/tests$/);
  await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});
