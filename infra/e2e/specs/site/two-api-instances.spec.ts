import { expect, test } from '../../support/fixtures';
import { createTestAccount } from '../../support/accounts';
import { logIn } from '../../support/log-in';

test("a signed-in patient's pages are answered by both API instances in turn, and the patient stays signed in", async ({
  page,
  request,
  visit,
}) => {
  const answeredBy = new Set<string>();
  page.on('response', (response) => {
    const instance = response.headers()['api-instance'];
    if (response.url().includes('/api/') && instance) answeredBy.add(instance);
  });
  const account = await createTestAccount(request);

  await logIn(page, account.email, account.password);
  // Each page load reads the session and the page's data again: several API calls, shared out in turn.
  for (const path of ['/account/profile', '/lab-test-list/tests', '/account/profile']) {
    await visit(path);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Jan');

  expect(answeredBy.size).toBe(2);
});
