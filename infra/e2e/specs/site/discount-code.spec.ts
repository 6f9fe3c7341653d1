import { expect, test } from '../../support/fixtures';
import type { Page } from '@playwright/test';

function priceBreakdown(page: Page) {
  return page.getByLabel('Price breakdown');
}

/** The amount beside "Total" in the breakdown, as a number of pounds. */
async function totalPounds(page: Page): Promise<number> {
  const total = priceBreakdown(page)
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: /^Total$/ }) });
  const text = (await total.getByRole('definition').textContent()) ?? '';
  return Number(text.replace(/[^0-9.]/g, ''));
}

test('a discount code that is inactive says so on the field, and a valid one lowers the total', async ({
  page,
  visit,
}) => {
  await visit('/lab-test/vitamin-d-25-oh');
  await page
    .getByRole('button', { name: /^Add to cart/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await visit('/cart');
  await expect(priceBreakdown(page)).toContainText('Total');
  const before = await totalPounds(page);
  expect(before).toBeGreaterThan(0);

  const field = page.getByRole('textbox', { name: 'Discount code' });
  await field.fill('SPRING2024');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(field).toHaveAccessibleDescription('This discount code is no longer active.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await totalPounds(page)).toBe(before);

  await field.fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(priceBreakdown(page)).toContainText('Discount code WELCOME10');
  await expect.poll(() => totalPounds(page)).toBeLessThan(before);
  // WELCOME10 takes 10% off the tests.
  expect(await totalPounds(page)).toBeCloseTo(before * 0.9, 1);

  await page.getByRole('button', { name: 'Remove code WELCOME10' }).click();
  await expect(priceBreakdown(page)).not.toContainText('Discount code');
  expect(await totalPounds(page)).toBe(before);
});
