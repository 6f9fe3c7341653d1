import { expect, test } from '@playwright/test';
import type { DoctorProfile } from '@labshop/shared-contracts/core/api/doctor-profile';
import { API_URL } from '../ports';
import { DEMO, expectAccessible, openSignedIn, sessionOf } from '../support';

test('a new referral starts from the commission option the doctor saved on their profile', async ({
  page,
  request,
}) => {
  const doctor = await sessionOf(request, DEMO.doctor, 'doctor');
  const headers = { Authorization: `Bearer ${doctor.token}` };
  const read = await request.get(`${API_URL}/api/doctor/profile`, { headers });
  expect(read.status(), await read.text()).toBe(200);
  const { firstName: _first, lastName: _last, cardSlug: _slug, ...saved } = (await read.json()) as DoctorProfile;
  // A doctor who never saved a profile gives what a first save asks for.
  const firstSave =
    saved.mainCategory === ''
      ? { mainCategory: 'Allergist', specializations: ['Allergist'], bankAccount: 'PL61 1090 1014 0000 0712 1981 2874' }
      : {};
  const changed = await request.put(`${API_URL}/api/doctor/profile`, {
    headers,
    data: { ...saved, ...firstSave, commissionOption: '0/15' },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  await openSignedIn(page, doctor, '/doctor/area/issue-referral');
  await expect(page.getByRole('heading', { level: 1, name: 'Issue a referral' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^0\/15/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^15\/0/ })).not.toBeChecked();
  await expectAccessible(page);
});
