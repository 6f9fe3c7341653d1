import { expect, test } from '../../support/fixtures';

test('the doctor card runs alone, with tabs a keyboard can move through', async ({ page, visit }) => {
  await visit('/doctor/anna-nowak');
  await expect(page.getByRole('heading', { level: 1, name: /Anna Nowak/ })).toBeVisible();
  const experience = page.getByRole('tab', { name: 'Experience' });
  await experience.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Services and Prices' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('£');
});
