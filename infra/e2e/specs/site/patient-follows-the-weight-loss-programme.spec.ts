import { expect, expectSettledAndAccessible, test } from '../../support/fixtures';
import { createTestAccount } from '../../support/accounts';
import { logIn } from '../../support/log-in';
import { chooseTestCentre, expectThanks, fillContactAndConsents, orderAndReachSandbox } from './purchase-steps';

test('a guest asking for the weight-loss offer is shown the programme', async ({ page, visit }) => {
  await visit('/offer/weight-loss');
  await expect(page).toHaveURL(/\/offer\/weight-loss-programme-essential$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Essential weight-loss programme' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start the weight-loss quiz' })).toBeVisible();
});

test('a patient completes the weight-loss quiz, buys the programme, logs two weights, sends a check-in and sees the chart', async ({
  page,
  request,
  visit,
}) => {
  const patient = await createTestAccount(request);
  await logIn(page, patient.email, patient.password);

  // Without a programme, the offer leads to the programme page, and from there into the quiz.
  await visit('/offer/weight-loss');
  await expect(page).toHaveURL(/\/offer\/weight-loss-programme-essential$/);
  await page.getByRole('link', { name: 'Start the weight-loss quiz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weight-loss quiz' })).toBeVisible();
  await expectSettledAndAccessible(page);

  const group = (name: string) => page.getByRole('group', { name });
  await group('Sex').getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('textbox', { name: /^Age/ }).fill('46');
  await group('Weight').getByRole('textbox', { name: 'Kilograms' }).fill('92');
  await group('Height').getByRole('textbox', { name: 'Centimetres' }).fill('180');
  await page.getByRole('button', { name: 'Next' }).click();
  await group('Target weight').getByRole('textbox', { name: 'Kilograms' }).fill('80');
  await group('Why do you want to lose weight?').getByRole('checkbox', { name: 'For my health' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await group('Have you been diagnosed with any of these conditions?')
    .getByRole('checkbox', { name: 'None of these' })
    .check();
  await group('Have you taken part in a weight-loss programme before?')
    .getByRole('radio', { name: 'No', exact: true })
    .check();
  await group('Are you pregnant or breastfeeding?').getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('button', { name: 'Send my answers' }).click();

  await expect(page).toHaveURL(/\/quiz\/weight-loss\/thanks$/);
  await expect(page.getByRole('region', { name: 'What happens next' })).toBeVisible();
  await expectSettledAndAccessible(page);
  await page.getByRole('button', { name: 'Add the programme to the cart' }).click();
  await page.getByRole('link', { name: 'Go to the cart' }).click();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await chooseTestCentre(page, 'Marszałkowska');
  await fillContactAndConsents(page, patient.email);
  await orderAndReachSandbox(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expectThanks(page);

  // Paid: the offer now leads to the patient's progress.
  await visit('/offer/weight-loss');
  await expect(page).toHaveURL(/\/weight-loss\/progress$/);
  const goal = page.getByRole('form', { name: 'Your height and target weight' });
  await goal.getByRole('group', { name: 'Height' }).getByRole('textbox', { name: 'Centimetres' }).fill('180');
  await goal.getByRole('group', { name: 'Target weight' }).getByRole('textbox', { name: 'Kilograms' }).fill('80');
  await goal.getByRole('button', { name: 'Save' }).click();
  await expect(goal).toHaveCount(0);

  const log = page.getByRole('form', { name: 'Log your weight' });
  await log.getByRole('textbox', { name: 'Kilograms' }).fill('92');
  await log.getByLabel('Date').fill('2026-01-05');
  await log.getByRole('button', { name: 'Log weight' }).click();
  await expect(log.getByRole('status')).toContainText('Logged 92.0 kg');
  await log.getByRole('radio', { name: 'st/lb', exact: true }).check();
  await log.getByRole('textbox', { name: 'Stones' }).fill('14');
  await log.getByRole('textbox', { name: 'Pounds' }).fill('2');
  await log.getByLabel('Date').fill('2026-02-05');
  await log.getByRole('button', { name: 'Log weight' }).click();
  await expect(log.getByRole('status')).toContainText('Logged 89.8 kg');
  await expect(page.getByRole('img', { name: /^2 weights from 2026-01-05 to 2026-02-05/ })).toBeVisible();

  await page.getByRole('link', { name: 'Send this month’s check-in' }).click();
  const checkIn = page.getByRole('form', { name: 'Weight-loss feedback' });
  await checkIn.getByRole('radio', { name: 'Very satisfied' }).check();
  await checkIn.getByRole('checkbox', { name: 'None of these' }).check();
  await checkIn.getByRole('textbox', { name: 'Kilograms' }).fill('88.5');
  await checkIn.getByRole('textbox', { name: /care team/ }).fill('Walking every day.');
  await checkIn.getByRole('button', { name: 'Send check-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await page.getByRole('link', { name: 'See your progress' }).click();

  await expect(
    page.getByRole('img', {
      name: /^3 weights from 2026-01-05 .*: 92\.0 kg to 88\.5 kg, BMI 27\.3, target 80\.0 kg\.$/,
    }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Monthly check-ins' })).toContainText('Walking every day.');
  await expect(page.getByRole('region', { name: 'Milestones' })).toContainText('First monthly check-in sent');
  // The programme's own results: the order that bought it.
  await expect(page.getByRole('link', { name: 'See your lab results' })).toHaveAttribute(
    'href',
    /^\/account\/orders\/[0-9a-f-]{36}$/,
  );
  await expectSettledAndAccessible(page);
});
