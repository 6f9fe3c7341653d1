import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../../support/accessibility';
import { switchRole } from '../../support/account-menu';
import { createTestAccount, type TestAccount } from '../../support/accounts';
import { addFamilyPatient } from '../../support/family-patients';
import { withDatabase } from '../../support/database';
import { doctorSession, makeVerifiedDoctor } from '../../support/doctors';
import { chromiumLaunchOptions, E2E_SITE_URL } from '../../support/environment';
import { expect, expectSettledAndAccessible, test } from '../../support/fixtures';
import { logIn } from '../../support/log-in';

// Chromium's own test camera and microphone, allowed without asking: both sides of the call send real streams.
const FAKE_MEDIA = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
const launch = chromiumLaunchOptions();
test.use({ launchOptions: { ...launch, args: [...(launch.args ?? []), ...FAKE_MEDIA] } });

/** A letter from a to z, at random. */
const letter = () => String.fromCharCode(97 + randomInt(0, 26));

/** A surname no other run's doctor has, in letters (names take no digits). */
const surname = () => `Nowicka-${letter().toUpperCase()}${Array.from({ length: 5 }, letter).join('')}`;

/**
 * A verified doctor with a public card, one video consultation and hours every day of the week: the card as the
 * shop's administration writes it, the hours through the doctor's own availability endpoint.
 */
async function bookableVideoDoctor(request: Parameters<typeof doctorSession>[0], account: TestAccount) {
  const lastName = surname();
  await makeVerifiedDoctor(account, { firstName: 'Alicja', lastName });
  const { serviceId, facilityId } = await withDatabase(async (client) => {
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
    serviceId,
    facilityId,
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
  // The account holder books for their grown-up daughter, a patient of the account.
  const daughter = await addFamilyPatient(request, patient, {
    firstName: 'Zofia',
    lastName: 'Wiśniewska',
    birthDate: '1998-05-14',
    sex: 'f',
    ageGroup: 'adult',
  });

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
  /** The second day with free times and its first time, or the day and time another browser chose. */
  const chooseTime = async (side: Page, chosen?: { day: string; time: string }) => {
    const day = chosen
      ? side.getByRole('button', { name: new RegExp(`^${chosen.day}, \\d+ free times?$`) })
      : side.getByRole('button', { name: /, \d+ free times?$/ }).nth(1);
    const dayName = ((await day.getAttribute('aria-label')) ?? '').replace(/, \d+ free times?$/, '');
    await day.click();
    // A time's radio is named by its time (the meeting type's radio, above, by its words).
    const radio = chosen
      ? side.getByRole('radio', { name: chosen.time, exact: true })
      : side.getByRole('radio', { name: /^\d\d:\d\d/ }).first();
    const time = await radio.evaluate((input) => input.closest('label')?.textContent ?? '');
    await radio.check();
    return { day: dayName, time };
  };
  const chosen = await chooseTime(page);
  await page.getByLabel('Who the visit is for').selectOption({ label: daughter });
  await expectSettledAndAccessible(page);

  // Another patient, on their own browser, has the same time chosen when the first books it.
  const rivalContext = await browser.newContext({ baseURL: E2E_SITE_URL });
  const rival = await rivalContext.newPage();
  try {
    const rivalAccount = await createTestAccount(request);
    await logIn(rival, rivalAccount.email, rivalAccount.password);
    await rival.goto(page.url());
    await chooseTime(rival, chosen);
    await page.getByRole('button', { name: 'Book and pay' }).click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/[^/]+$/);
    await rival.getByRole('button', { name: 'Book and pay' }).click();
    // They are told it is taken, and the day's times, read again, no longer offer it.
    await expect(
      rival.getByRole('alert').filter({ hasText: 'This time has just been taken. Choose another one.' }),
    ).toBeVisible();
    await expect(rival.getByRole('radio', { name: chosen.time, exact: true })).toHaveCount(0);
    await expect(rival.getByRole('radio', { name: /^\d\d:\d\d/ }).first()).toBeVisible();
    await expectSettledAndAccessible(rival);
  } finally {
    await rivalContext.close();
  }

  // The sandbox takes the payment; the order's status page confirms it.
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/status\/[^/]+$/);
  await expect(page.getByText('Your payment was received.')).toBeVisible();
  await expectSettledAndAccessible(page);

  // The visit is among the patient's scheduled visits, booked.
  await visit('/account/visits');
  const card = page.getByRole('listitem').filter({ hasText: `Video consultation with ${doctorName}` });
  await expect(card).toContainText('Booked');
  await expect(card).toContainText(`For ${daughter}`);
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
    await switchRole(doctorPage, 'Doctor');
    await doctorPage.goto('/doctor/area/schedule');
    await expectSettledAndAccessible(doctorPage);
    const scheduled = doctorPage.getByRole('listitem').filter({ hasText: 'Video consultation' });
    await expect(scheduled).toContainText(daughter);
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
    await expect(roomStatus(doctorPage)).toHaveText('Waiting for the patient to join…');

    // The patient comes back: both sides connect again.
    await page.getByRole('button', { name: 'Join again' }).click();
    await expect(roomStatus(page)).toHaveText('Connected with the doctor');
    await expect(roomStatus(doctorPage)).toHaveText('Connected with the patient');
  } finally {
    await doctorContext.close();
  }
});
