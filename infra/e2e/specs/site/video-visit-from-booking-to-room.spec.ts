import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../../support/accessibility';
import { openAccountMenu } from '../../support/account-menu';
import { createTestAccount, type TestAccount } from '../../support/accounts';
import { withDatabase } from '../../support/database';
import { doctorSession, makeVerifiedDoctor } from '../../support/doctors';
import { chromiumLaunchOptions, E2E_SITE_URL } from '../../support/environment';
import { expect, expectSettledAndAccessible, test } from '../../support/fixtures';
import { logIn } from '../../support/log-in';

// Chromium's own test camera and microphone, allowed without asking: both sides of the call send real streams.
const FAKE_MEDIA = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
const launch = chromiumLaunchOptions();
test.use({ launchOptions: { ...launch, args: [...(launch.args ?? []), ...FAKE_MEDIA] } });

/** A surname no other run's doctor has, in letters (names take no digits). */
const surname = () =>
  `Nowicka-${Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('')}`.replace(
    /-(.)/,
    (_all, first: string) => `-${first.toUpperCase()}`,
  );

/**
 * A verified doctor with a public card, one video consultation and hours every day of the week: the card as the
 * shop's administration writes it, the hours through the doctor's own availability endpoint.
 */
async function bookableVideoDoctor(request: Parameters<typeof doctorSession>[0], account: TestAccount) {
  const lastName = surname();
  await makeVerifiedDoctor(account, { firstName: 'Alicja', lastName });
  const serviceId = await withDatabase(async (client) => {
    const facility = await client.query<{ id: string }>('SELECT id FROM facilities ORDER BY id LIMIT 1');
    const doctor = await client.query<{ id: string }>(
      `INSERT INTO doctors (slug, first_name, last_name, title, main_category, specializations, facility_id,
         account_id, meeting_types)
       SELECT $1, 'Alicja', $2, 'Dr', 'Cardiologist', '{Cardiologist}', $3, id, '{online}' FROM accounts
       WHERE email = $4 RETURNING id`,
      [`alicja-${lastName.toLowerCase()}`, lastName, facility.rows[0]!.id, account.email],
    );
    const service = await client.query<{ id: string }>(
      `INSERT INTO doctor_services (doctor_id, code, name, price_minor, meeting_types)
       VALUES ($1, 'video-consultation', 'Video consultation', 12000, '{online}') RETURNING id`,
      [doctor.rows[0]!.id],
    );
    return { serviceId: service.rows[0]!.id, facilityId: facility.rows[0]!.id };
  });
  const headers = await doctorSession(request, account);
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    serviceId: serviceId.serviceId,
    facilityId: serviceId.facilityId,
    meetingType: 'online',
    weekday,
    start: '00:00',
    end: '23:30',
    slotMinutes: 30,
  }));
  const saved = await request.put('/api/doctor/availability', {
    headers,
    data: { zone: 'Europe/Warsaw', rules: hours, exceptions: [] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return `Dr Alicja ${lastName}`;
}

/** The status line of the room, which says who is there and whether the call is through. */
const roomStatus = (page: Page) => page.getByRole('main').getByRole('status').first();

test('a patient books a video visit, pays in the sandbox, and meets the doctor in the visit room', async ({
  page,
  request,
  browser,
  visit,
}) => {
  // Two people's browsers, a payment and a video connection: a long journey on a shared machine.
  test.slow();
  const patient = await createTestAccount(request);
  const doctorAccount = await createTestAccount(request);
  const doctorName = await bookableVideoDoctor(request, doctorAccount);

  // The patient finds a cardiologist who sees patients by video.
  await logIn(page, patient.email, patient.password);
  await visit('/appointment');
  await page.getByRole('combobox', { name: 'Specialization' }).fill('Cardiologist');
  await page.getByRole('option', { name: 'Cardiologist', exact: true }).click();
  await page.getByLabel('Meeting type').selectOption({ label: 'Video visit' });
  const result = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: doctorName }) });
  await expect(result).toContainText('Next free time:');
  await expectSettledAndAccessible(page);
  await result.getByRole('link', { name: `Choose a date for Video consultation with ${doctorName}` }).click();

  // The second day with free times (the first may be today, with its room about to open), and its first time.
  await expect(page.getByRole('heading', { level: 1, name: 'Make an appointment' })).toBeVisible();
  await page
    .getByRole('button', { name: /, \d+ free times?$/ })
    .nth(1)
    .click();
  // A time's radio is named by its time (the meeting type's radio, above, by its words).
  await page
    .getByRole('radio', { name: /^\d\d:\d\d/ })
    .first()
    .check();
  await expectSettledAndAccessible(page);
  await page.getByRole('button', { name: 'Book and pay' }).click();

  // The sandbox takes the payment; the order's status page confirms it.
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/[^/]+$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/status\/[^/]+$/);
  await expect(page.getByText('Your payment was received.')).toBeVisible();
  await expectSettledAndAccessible(page);

  // The visit is among the patient's scheduled visits, booked.
  await visit('/account/visits');
  const card = page.getByRole('listitem').filter({ hasText: `Video consultation with ${doctorName}` });
  await expect(card).toContainText('Booked');
  const join = card.getByRole('link', { name: /^Join the video visit/ });
  const visitId = (await join.getAttribute('href'))!.split('/').pop()!;

  // Before its time the room says when it opens.
  await join.click();
  await expect(page.getByText(/^The room opens at \d\d:\d\d on /)).toBeVisible();
  await expectSettledAndAccessible(page);

  // The time of the visit comes: it starts in two minutes, so its room is open.
  await withDatabase((client) =>
    client.query(
      `UPDATE appointments SET starts_at = now() + interval '2 minutes', ends_at = now() + interval '32 minutes'
       WHERE id = $1`,
      [visitId],
    ),
  );

  // The doctor, on their own browser and acting as a doctor, finds the visit in the day's schedule and opens the room.
  const doctorContext = await browser.newContext({ baseURL: E2E_SITE_URL });
  try {
    const doctorPage = await doctorContext.newPage();
    await logIn(doctorPage, doctorAccount.email, doctorAccount.password);
    await (await openAccountMenu(doctorPage)).getByRole('button', { name: 'Switch role' }).click();
    const roles = doctorPage.getByRole('dialog', { name: 'Switch role' });
    await roles.getByRole('radio', { name: 'Doctor' }).check();
    await roles.getByRole('button', { name: 'Switch role' }).click();
    await expect(roles).toBeHidden();
    await doctorPage.goto('/doctor/area/schedule');
    await expectSettledAndAccessible(doctorPage);
    const scheduled = doctorPage.getByRole('listitem').filter({ hasText: 'Video consultation' });
    await expect(scheduled).toContainText('Jan Wiśniewski');
    await scheduled.getByRole('link', { name: /^Open the video room/ }).click();
    await expect(doctorPage.getByRole('heading', { level: 1, name: 'Video visit' })).toBeVisible();
    await expect(roomStatus(doctorPage)).toHaveText('Waiting for the patient to join…');
    await expectSettledAndAccessible(doctorPage);

    // The patient comes in: both sides connect, each with the other's stream.
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(roomStatus(page)).toHaveText('Connected with the doctor');
    await expect(roomStatus(doctorPage)).toHaveText('Connected with the patient');
    for (const [side, label] of [
      [page, 'The video of the doctor'],
      [doctorPage, 'The video of the patient'],
    ] as const) {
      await expect
        .poll(() => side.getByLabel(label).evaluate((video: HTMLVideoElement) => video.srcObject !== null))
        .toBe(true);
    }
    await expectAccessible(doctorPage);
    await expectAccessible(page);

    // The controls work from the keyboard: the microphone mutes, and the patient can leave.
    const mute = page.getByRole('button', { name: 'Mute microphone' });
    await mute.focus();
    await page.keyboard.press('Enter');
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Leave the visit' }).click();
    await expect(page.getByText('You left the visit.')).toBeVisible();
  } finally {
    await doctorContext.close();
  }
});
