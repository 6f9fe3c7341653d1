import type { Locator } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { PHONE } from '../../support/visual';

// At phone size the filters wait in the "Categories and filters" drawer, under the categories.
test.use({ viewport: PHONE });

/** The number in the list's "N tests". */
async function countOf(status: Locator): Promise<number> {
  await expect(status).toHaveText(/^\d+ tests?$/);
  return Number.parseInt((await status.textContent()) ?? '', 10);
}

test('a patient on a phone narrows the tests through the filters drawer, and the address keeps the choice', async ({
  page,
  visit,
}) => {
  await visit('/lab-test-list/tests');
  await page
    .getByRole('region', { name: 'Cookies on Labshop' })
    .getByRole('button', { name: 'Reject optional' })
    .click();
  const results = page.getByRole('region', { name: 'Tests found' });
  const count = results.getByRole('status').filter({ hasText: /^\d+ tests?$/ });
  const everyTest = await countOf(count);

  await page.getByRole('button', { name: 'Categories and filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Categories and filters' });
  // A ticked box shows as ticked once the list's address has changed to say so.
  const urine = drawer.getByRole('checkbox', { name: /^Urine \(\d+\)$/ });
  await urine.click();
  await expect(page).toHaveURL(/[?&]sample=urine(&|$)/);
  await expect(urine).toBeChecked();
  const noFasting = drawer.getByRole('checkbox', { name: /^No fasting needed \(\d+\)$/ });
  await noFasting.click();
  await expect(noFasting).toBeChecked();
  const highest = drawer.getByRole('textbox', { name: 'To (£)' });
  await highest.fill('40');
  await highest.press('Enter');
  await expect(page).toHaveURL(/[?&]priceMax=40(&|$)/);

  // Each choice keeps the drawer open; its button says how many tests are left, and closes it onto them.
  await drawer.getByRole('button', { name: /^Show \d+ tests?$/ }).click();
  await expect(drawer).toBeHidden();
  const filtered = await countOf(count);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(everyTest);
  const chips = page.getByRole('list', { name: 'Filters in use' }).getByRole('button');
  await expect(chips).toHaveText(['Up to £40', 'Urine sample', 'No fasting needed']);
  for (const card of await results.getByRole('article').all()) {
    await expect(card.getByRole('definition').first()).toHaveText(/urine/);
    await expect(card.getByText('Not required')).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Categories and filters (3 in use)' })).toBeVisible();

  // A reload shows the same list: the filters live in the address.
  await page.reload();
  await expect(chips).toHaveCount(3);
  expect(await countOf(count)).toBe(filtered);

  await page.getByRole('button', { name: 'Remove filter: Urine sample' }).click();
  await expect(page).not.toHaveURL(/sample=/);
  await expect(chips).toHaveText(['Up to £40', 'No fasting needed']);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/lab-test-list\/tests$/);
  await expect(chips).toHaveCount(0);
  expect(await countOf(count)).toBe(everyTest);
});

test('filters that leave nothing say so and offer to clear them', async ({ page, visit }) => {
  await visit('/lab-test-list/tests/thyroid?sample=stool');

  await expect(page.getByRole('heading', { name: 'No tests match these filters' })).toBeVisible();
  await page.getByRole('region', { name: 'Tests found' }).getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/lab-test-list\/tests\/thyroid$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});
