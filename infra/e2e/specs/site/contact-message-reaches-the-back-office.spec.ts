import { expect, test } from '../../support/fixtures';
import { switchRole } from '../../support/account-menu';
import { createTestAccount } from '../../support/accounts';
import { withDatabase } from '../../support/database';
import { logIn } from '../../support/log-in';
import { latestMessage } from '../../support/outbox';

test('a complaint sent from the contact page reaches the back-office, where an admin answers it', async ({
  page,
  request,
  visit,
  browser,
}) => {
  const sender = `sender.${Date.now()}@example.com`;

  // A visitor writes a complaint; the captcha solves itself while the form is filled in.
  await visit('/contact');
  await page.getByRole('radio', { name: 'A complaint' }).check();
  await page.getByRole('textbox', { name: /First and last name/ }).fill('Ewa Kowalska');
  await page.getByRole('textbox', { name: /Business email/ }).fill(sender);
  await page.getByRole('textbox', { name: /Phone/ }).fill('501 234 567');
  await page.getByRole('textbox', { name: /Message/ }).fill('The nurse did not come to my home visit.');
  await page.getByRole('checkbox', { name: /may process the details/ }).check();
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByRole('button', { name: 'Send message' }).click();
  const sent = page.getByText(/We have received your complaint C-\d{4}-\d{6}/);
  await expect(sent).toBeVisible();
  const reference = /C-\d{4}-\d{6}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
  await expect(sent).toContainText('within 10 working days');
  expect((await latestMessage('mail', sender)).text).toContain(reference);

  // An administrator, acting as one, opens it in the back-office and answers.
  const admin = await createTestAccount(request);
  await withDatabase((client) =>
    client.query("UPDATE accounts SET roles = '{patient,admin}' WHERE email = $1", [admin.email]),
  );
  const adminPage = await (await browser.newContext()).newPage();
  await logIn(adminPage, admin.email, admin.password);
  await switchRole(adminPage, 'Administrator');
  await adminPage.goto('/account/admin');

  await adminPage.getByRole('button', { name: `Open message ${reference} from Ewa Kowalska` }).click();
  await expect(adminPage.getByRole('heading', { name: `Complaint ${reference}` })).toBeVisible();
  await adminPage.getByRole('textbox', { name: /Your answer/ }).fill('We are sorry; the visit is booked again.');
  await adminPage.getByRole('button', { name: 'Send the answer' }).click();
  await expect(adminPage.getByText(`The answer to ${reference} was sent.`)).toBeVisible();

  expect((await latestMessage('mail', sender, 'booked again')).subject).toBe(`Re: your message ${reference}`);
});
