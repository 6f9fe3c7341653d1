import { expect, test } from '../../support/fixtures';
import { tabTo } from '../../support/keyboard';
import { PHONE } from '../../support/visual';

// A phone-sized window, where the menu and the categories wait behind buttons; every step is a key press.
test.use({ viewport: PHONE });

test('a visitor finds a test, fills the cart and reaches checkout with the keyboard alone', async ({ page, visit }) => {
  const { keyboard } = page;
  await visit('/lab-test-list/tests');
  const banner = page.getByRole('region', { name: 'Cookies on Labshop' });
  await tabTo(page, banner.getByRole('button', { name: 'Reject optional' }));
  await keyboard.press('Enter');
  await expect(banner).toBeHidden();

  // The header's menu opens from its button as a drawer, starting on its first link; Escape closes it and gives
  // focus back to the button.
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await tabTo(page, menuButton, { backwards: true });
  await keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const mainNavigation = menu.getByRole('navigation', { name: 'Main' });
  const [first, ...rest] = ['Tests', 'Packages', 'Collection points', 'Quiz', 'Build a package'];
  await expect(mainNavigation.getByRole('link', { name: first })).toBeFocused();
  for (const link of rest) {
    await keyboard.press('Tab');
    await expect(mainNavigation.getByRole('link', { name: link })).toBeFocused();
  }
  await keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  // The categories open in a drawer; Escape closes it and gives focus back to its button.
  const filtersButton = page.getByRole('button', { name: 'Categories and filters' });
  await tabTo(page, filtersButton);
  await keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Categories and filters' });
  await expect(drawer.getByRole('link', { name: 'All tests' })).toBeFocused();
  await keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(filtersButton).toBeFocused();

  // Opened again, a category is chosen from it: the list shows it and the drawer closes.
  await keyboard.press('Enter');
  await tabTo(page, drawer.getByRole('link', { name: /^Thyroid \(\d+\)$/ }));
  await keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lab-test-list\/tests\/thyroid$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thyroid' })).toBeVisible();
  await expect(drawer).toBeHidden();

  // A test goes into the cart from its card, and the header's cart link leads to the cart.
  const firstCard = page.getByRole('article').first();
  await tabTo(page, firstCard.getByRole('button', { name: 'Add to cart' }));
  await keyboard.press('Enter');
  const cartLink = page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' });
  await expect(cartLink).toBeVisible();
  await tabTo(page, cartLink, { backwards: true });
  await keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();

  // Clearing the cart asks first; Escape keeps the tests and gives focus back to the button.
  const clearButton = page.getByRole('button', { name: 'Clear the cart' });
  await tabTo(page, clearButton);
  await keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Clear the cart?' });
  await expect(confirm).toBeVisible();
  await keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(clearButton).toBeFocused();
  await expect(cartLink).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Go to checkout' }));
  await keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const atHome = page.getByRole('radio', { name: /^In-home service/ });
  await tabTo(page, atHome);
  await keyboard.press('Space');
  await expect(atHome).toBeChecked();
});
