import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { OUTBOX_DIR } from '../../support/environment';

/** Valid PESEL numbers of the demo buyers: a woman and a man, both born on 12 May 1990. */
export const PESEL_WOMAN = '90051201222';
export const PESEL_MAN = '90051201239';

/** An address no earlier run has used, so the outbox holds only this journey's mail for it. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}@example.com`;
}

/** The names of the first `count` tests of the catalogue, each added to the cart with its own button. */
export async function addTestsFromCatalogue(page: Page, count: number): Promise<string[]> {
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    names.push((await card.getByRole('heading').innerText()).trim());
    await card.getByRole('button', { name: 'Add to cart' }).click();
  }
  await expect(page.getByRole('link', { name: `Cart, ${count} items` })).toBeVisible();
  return names;
}

export async function addPatientInCart(page: Page, firstName: string, lastName: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Add a patient' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  await form.getByRole('button', { name: 'Add patient' }).click();
  await expect(page.getByRole('region', { name: `${firstName} ${lastName}` })).toBeVisible();
}

/** At checkout: a local test centre found by its street, chosen from the list. */
export async function chooseTestCentre(page: Page, search: string): Promise<string> {
  await page.getByRole('radio', { name: 'A local test centre' }).check();
  await page.getByLabel('Town or post code').fill(search);
  await page.getByRole('button', { name: 'Find a test centre' }).click();
  const centres = page.getByRole('list', { name: 'Test centres' });
  const choose = centres.getByRole('button', { name: /^Choose / }).first();
  await expect(choose).toBeVisible();
  const name = ((await choose.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
  await choose.click();
  await expect(page.getByText(`Your test centre: ${name}`)).toBeVisible();
  return name;
}

export async function fillPatient(
  page: Page,
  region: string,
  details: { pesel: string; firstName?: string; lastName?: string },
) {
  const patient = page.getByRole('region', { name: region });
  if (details.firstName) await patient.getByLabel(/^First name/).fill(details.firstName);
  if (details.lastName) await patient.getByLabel(/^Last name/).fill(details.lastName);
  await patient.getByLabel(/^PESEL number/).fill(details.pesel);
}

export async function fillContactAndConsents(page: Page, email: string): Promise<void> {
  await page.getByLabel(/^E-mail address/).fill(email);
  await page.getByLabel(/I accept the terms of use/).check();
  await page.getByLabel(/processing of my health data/).check();
}

/** Places the order and lands on the sandbox payment page; answers the page's address. */
export async function orderAndReachSandbox(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Order and pay' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox payment' })).toBeVisible();
  return page.url();
}

export async function expectThanks(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/payment\/status\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('Your payment was received.')).toBeVisible();
}

/** The mail the API sent to `to` whose subject starts with `subject`, once it has arrived. */
export async function mailTo(to: string, subject: string): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const dir = path.join(OUTBOX_DIR, 'mail');
      const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
      for (const name of names) {
        const message: unknown = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
        if (isMail(message) && message.to.includes(to) && message.subject.startsWith(subject)) found = message;
      }
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`No mail "${subject}" to ${to}`);
  return found;
}

function isMail(value: unknown): value is { to: string; subject: string; text: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'to' in value &&
    typeof value.to === 'string' &&
    'subject' in value &&
    typeof value.subject === 'string' &&
    'text' in value &&
    typeof value.text === 'string'
  );
}

/** A price breakdown as the buyer reads it: each line as 'words: amount', then the total's amount. */
export interface Breakdown {
  lines: string[];
  total: string;
}

/** The breakdown a cart, checkout or order status page shows in `scope` (its list named 'Price breakdown'). */
export async function breakdownIn(scope: Locator): Promise<Breakdown> {
  const rows = await scope
    .getByLabel('Price breakdown', { exact: true })
    .locator(':scope > div')
    .evaluateAll((divs) =>
      divs.map((div) => [div.querySelector('dt')?.textContent ?? '', div.querySelector('dd')?.textContent ?? '']),
    );
  const total = rows.at(-1)?.[1] ?? '';
  return { lines: rows.slice(0, -1).map(([words, amount]) => `${words}: ${amount}`), total };
}

/** The breakdown on the payment provider's page: a row per line, and the amount it asks for. */
export async function breakdownOnPaymentPage(page: Page): Promise<Breakdown> {
  const table = page.getByRole('table', { name: 'What you pay' });
  const rows = await table
    .getByRole('row')
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']),
    );
  const totalRow = rows.find(([words]) => words === 'Amount to pay');
  return {
    lines: rows.filter((row) => row !== totalRow).map(([words, amount]) => `${words}: ${amount}`),
    total: totalRow?.[1] ?? '',
  };
}

/** The breakdown the order e-mail lists: '- words: amount' lines, then 'Total: amount'. */
export function breakdownInMail(text: string): Breakdown {
  const lines = text.split('\n');
  return {
    lines: lines.filter((line) => line.startsWith('- ')).map((line) => line.slice(2)),
    total: lines.find((line) => line.startsWith('Total: '))?.slice('Total: '.length) ?? '',
  };
}
