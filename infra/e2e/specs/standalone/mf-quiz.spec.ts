import { expect, test } from '../../support/fixtures';

test('the quiz runs alone and will not advance past an unanswered first step', async ({ page, visit }) => {
  await visit('/quiz');
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expect(page.getByText(/required|choose/i).first()).toBeVisible();
});
