import { E2E_SITE_URL } from '../../support/environment';
import { signInKeyAccounts, type SignedInAccounts } from '../../support/visual-accounts';
import { expectKeyPage, test as visualTest } from '../../support/visual';

// The pages of a signed-in patient and doctor, drawn at phone and laptop size and compared with the images beside
// this file. The accounts are made once for the file.

const test = visualTest.extend<object, { accounts: SignedInAccounts }>({
  accounts: [
    async ({ browser, playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: E2E_SITE_URL });
      try {
        await use(await signInKeyAccounts(browser, request));
      } finally {
        await request.dispose();
      }
    },
    { scope: 'worker' },
  ],
});

test.describe('a patient', () => {
  test.use({ storageState: async ({ accounts }, use) => use(accounts.patient) });

  test('profile', async ({ page }) => {
    // Each run registers the patient with an e-mail address and phone number of its own.
    await expectKeyPage(page, 'profile', '/account/profile', {
      mask: [page.getByText(/^patient\.\d+@example\.com$/), page.getByText(/^\+48 \d{3} \d{3} \d{3}$/)],
    });
  });

  test('results', async ({ page }) => {
    await expectKeyPage(page, 'results', '/account/results');
  });

  test('a result', async ({ page, accounts }) => {
    await expectKeyPage(page, 'result', accounts.resultPath);
  });
});

test.describe('a doctor', () => {
  test.use({ storageState: async ({ accounts }, use) => use(accounts.doctor) });

  test('patients who share their results', async ({ page }) => {
    await expectKeyPage(page, 'doctor-patients', '/doctor/area/patients');
  });
});
