import { expect, test } from '../../support/fixtures';

test('a remote whose entry is unreachable breaks neither the frame nor the other remotes', async ({ page, visit }) => {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const entries = (await response.json()) as Record<string, string>;
    // Port 9 (discard) on loopback: nothing answers there, like a remote host that is down.
    await route.fulfill({ response, json: { ...entries, 'mf-doctor': 'http://127.0.0.1:9/mf-manifest.json' } });
  });

  await visit('/doctor/anna-nowak');
  await expect(page.getByRole('alert').filter({ hasText: 'This part of the page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Tests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tests' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();
});
