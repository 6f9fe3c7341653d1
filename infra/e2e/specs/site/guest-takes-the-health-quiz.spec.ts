import type { Page } from '@playwright/test';
import { expect, expectSettledAndAccessible, test } from '../../support/fixtures';

/** One question of the quiz: its options and fields are inside the group its label names. */
const question = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/** The step's heading, not the site's other level-2 headings (the footer's, the cookie banner's). */
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d+ of \d+: / });

async function choose(page: Page, label: string, option: string) {
  await question(page, label).getByRole('radio', { name: option, exact: true }).check();
}

async function next(page: Page, expectedStep: RegExp) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText(expectedStep);
}

test('a guest takes the health quiz in stones and feet, sees what it suggests and adds a test to the cart', async ({
  page,
  visit,
}) => {
  await visit('/quiz');
  await expect(stepHeading(page)).toHaveText(/^Step 1 of \d+: About you$/);

  await choose(page, 'Sex', 'Male');
  await page.getByRole('textbox', { name: /Age/ }).fill('45');
  const weight = question(page, 'Weight');
  await weight.getByRole('textbox', { name: 'Kilograms' }).fill('83');
  await weight.getByRole('radio', { name: 'stones and pounds' }).check();
  // What was typed follows the unit: 83 kg is 13 st 1 lb.
  await expect(weight.getByRole('textbox', { name: 'Stones' })).toHaveValue('13');
  await weight.getByRole('textbox', { name: 'Pounds' }).fill('2');
  const height = question(page, 'Height');
  await height.getByRole('radio', { name: 'feet and inches' }).check();
  await height.getByRole('textbox', { name: 'Feet' }).fill('5');
  await height.getByRole('textbox', { name: 'Inches' }).fill('10');
  await expect(page.getByRole('progressbar', { name: /^Step 1 of \d+$/ })).toBeVisible();
  await next(page, /^Step 2 of \d+: Health background$/);
  await expectSettledAndAccessible(page);

  await question(page, 'Have you been diagnosed with any of these conditions?')
    .getByRole('checkbox', { name: 'None of these' })
    .check();
  await question(page, 'Has anyone in your close family had any of these?')
    .getByRole('checkbox', { name: 'Diabetes' })
    .check();
  await choose(page, 'Do you often feel tired without a clear reason?', 'Yes');
  await next(page, /Nutrition and lifestyle$/);

  await choose(page, 'Do you eat vegetables or fruit every day?', 'Yes');
  await choose(page, 'How often are you physically active for at least 30 minutes?', '1–2 times a week');
  await choose(page, 'Do you smoke?', 'No');
  await choose(page, 'How often do you drink alcohol?', 'Never');
  await choose(page, 'Do you usually sleep at least 7 hours?', 'Yes');
  await next(page, /Medications and supplements$/);

  await page.getByRole('button', { name: 'Skip this section' }).click();
  await expect(stepHeading(page)).toHaveText(/Reproductive health$/);
  await choose(page, 'Do you need to urinate more often than before, also at night?', 'No');
  await choose(page, 'Have you noticed a lower sex drive?', 'No');
  await next(page, /Mental well-being$/);

  // A reload keeps the step and every answer given.
  await page.reload();
  await expect(stepHeading(page)).toHaveText(/Mental well-being$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(
    question(page, 'Have you noticed a lower sex drive?').getByRole('radio', { name: 'No', exact: true }),
  ).toBeChecked();
  await next(page, /Mental well-being$/);

  await choose(page, 'Do you often feel stressed?', 'No');
  await choose(page, 'Have you felt low or lost interest in things in the last two weeks?', 'No');
  await choose(page, 'Do you have trouble falling or staying asleep?', 'No');
  await next(page, /Your expectations$/);
  await page
    .getByRole('textbox', { name: /What would you like to learn/ })
    .fill('Whether my energy is low for a reason');
  await page.getByRole('button', { name: 'Send my answers' }).click();

  await expect(page).toHaveURL(/\/quiz\/thanks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Thank you/);
  await expect(page.getByRole('note')).toContainText('This is not a diagnosis.');
  // 13 st 2 lb at 5 ft 10 in.
  await expect(page.getByText('26.4: Overweight')).toBeVisible();
  const ferritin = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ferritin' }) });
  await expect(ferritin).toContainText('You said you often feel tired');
  await expectSettledAndAccessible(page);

  await ferritin.getByRole('button', { name: /^Add .* to cart$/ }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.getByRole('link', { name: 'See these tests at your chosen collection point' }).click();
  await expect(page).toHaveURL(/\/lab-test-list\/recommendations\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recommended after your health quiz');
  await expect(page.getByText(/They are not a diagnosis/)).toBeVisible();
  await expectSettledAndAccessible(page);

  // The cart reminds the guest of each suggestion it lacks; one closed stays closed for the session.
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const alerts = page.getByRole('list', { name: 'Suggested by your health quiz' }).getByRole('listitem');
  await expect(alerts.first()).toBeVisible();
  // Ferritin is in the cart already: no reminder of it.
  await expect(page.getByText('Your health quiz suggested Ferritin', { exact: true })).toHaveCount(0);
  const shown = await alerts.count();
  const label = await alerts
    .first()
    .getByRole('button', { name: /^Close the suggestion of / })
    .getAttribute('aria-label');
  const closed = (label ?? '').replace('Close the suggestion of ', '');
  expect(closed).not.toBe('');
  await expectSettledAndAccessible(page);

  await alerts
    .first()
    .getByRole('button', { name: `Close the suggestion of ${closed}` })
    .click();
  await expect(page.getByText(`Your health quiz suggested ${closed}`, { exact: true })).toHaveCount(0);
  await expect(alerts).toHaveCount(shown - 1);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(alerts).toHaveCount(shown - 1);
  await expect(page.getByText(`Your health quiz suggested ${closed}`, { exact: true })).toHaveCount(0);
  await expectSettledAndAccessible(page);
});
