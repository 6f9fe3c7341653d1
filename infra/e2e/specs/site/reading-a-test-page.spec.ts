import { expect, test } from '../../support/fixtures';

test.describe("a patient reads a test's page before buying it", () => {
  test('on a laptop the questions open from the keyboard and the price stays beside the content', async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await visit('/lab-test/glucose');
    const sections = page.getByRole('navigation', { name: 'On this page' });
    await sections.getByRole('link', { name: 'Frequently asked questions' }).click();
    await expect(page).toHaveURL(/#questions$/);

    const question = page.getByRole('button', { name: 'Do I need to fast?' });
    const answer = page.getByText(/^Yes\. Fast for 8–12 hours/);
    await question.focus();
    await expect(answer).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();

    // Scrolled to the end of the page, the price and the add button are still in view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const price = page.getByRole('region', { name: 'Price' });
    await expect(price.getByRole('button', { name: 'Add to cart' })).toBeInViewport();
  });

  test('on a phone the price and the add button wait at the bottom of the screen', async ({ page, visit }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit('/package/thyroid-package');
    const bar = page.getByRole('group', { name: 'Buy' });
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText('£89');

    await page.getByRole('heading', { name: 'Frequently asked questions' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await bar.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });
});
