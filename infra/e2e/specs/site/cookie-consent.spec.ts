import { expect, test } from '../../support/fixtures';

test.describe('cookie consent', () => {
  test('starts with the banner and remembers a refusal across visits', async ({ page, context, visit }) => {
    await visit('/lab-test-list/tests');
    const banner = page.getByRole('region', { name: 'Cookies on Labshop' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Reject optional' }).click();
    await expect(banner).toBeHidden();

    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'labshop_consent');
    expect(cookie).toBeDefined();
    expect(decodeURIComponent(cookie?.value ?? '')).toMatch(/marketing:false/);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tests' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies on Labshop' })).toBeHidden();
  });

  test('stores the categories chosen one by one', async ({ page, context, visit }) => {
    await visit('/');
    const banner = page.getByRole('region', { name: 'Cookies on Labshop' });
    await banner.getByRole('button', { name: 'Customise' }).click();
    await expect(banner.getByLabel('Necessary')).toBeChecked();
    await expect(banner.getByLabel('Necessary')).toBeDisabled();
    await banner.getByLabel('Statistics').check();
    await banner.getByRole('button', { name: 'Save my choices' }).click();
    await expect(banner).toBeHidden();

    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'labshop_consent');
    const value = decodeURIComponent(cookie?.value ?? '');
    expect(value).toMatch(/statistics:true/);
    expect(value).toMatch(/marketing:false/);
  });
});
