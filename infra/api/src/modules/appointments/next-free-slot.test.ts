import { randomUUID } from 'node:crypto';
import { BOOKING_PATHS, DoctorSearchAnswer } from '@labshop/shared-contracts/core/api/booking';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { freshNextSlots, keepSummaries, raiseSlotVersion, slotVersions } from './store/free-slot-summaries';
import { createBookableDoctor, createBookingPatient, type BookableDoctor } from './testing/bookable-doctor';

const MINUTE = 60_000;
// Monday 22 March 2027, 09:00 in Warsaw (CET); the clocks go forward on Sunday 28 March.
const START = new Date('2027-03-22T08:00:00.000Z').getTime();

describe("the search's next free slot of a doctor", () => {
  let testApp: TestApp;
  let doctor: BookableDoctor;
  let category = '';
  let now = START;
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date(now) });
  });
  beforeEach(async () => {
    now = START;
    // Each test its own doctor: Mondays 10:00-12:00 Warsaw time, by video, in hour-long slots.
    category = `nextslot-${randomUUID().slice(0, 8)}`;
    doctor = await createBookableDoctor(testApp, {
      hours: [{ weekday: 1, start: '10:00', end: '12:00', slotMinutes: 60 }],
      meetingTypes: ['online'],
      mainCategory: category,
    });
  });
  afterAll(() => testApp.close());

  async function nextSlot(): Promise<string | null> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/${BOOKING_PATHS.doctors}?specialization=${category}`,
    });
    expect(response.statusCode).toBe(200);
    const answer = expectShape(response.json(), DoctorSearchAnswer);
    expect(answer.doctors).toHaveLength(1);
    return answer.doctors[0]!.nextSlot?.startsAt ?? null;
  }

  async function setHours(start: string, daysOff: string[] = []) {
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/${BOOKING_PATHS.doctorAvailability}`,
      headers: doctor.doctorHeaders,
      payload: {
        zone: 'Europe/Warsaw',
        rules: [
          {
            serviceId: doctor.serviceId,
            facilityId: doctor.facilityId,
            meetingType: 'online',
            weekday: 1,
            start,
            end: '12:00',
            slotMinutes: 60,
          },
        ],
        exceptions: daysOff.map((date) => ({ date, reason: null })),
      },
    });
    expect(saved.statusCode).toBe(200);
  }

  it('moves on when slots are held, and comes back when the holds run out unpaid', async () => {
    expect(await nextSlot()).toBe('2027-03-22T09:00:00.000Z');
    const patient = await createBookingPatient(testApp);
    await patient.booked({ serviceId: doctor.serviceId, startsAt: '2027-03-22T09:00:00.000Z' });
    expect(await nextSlot()).toBe('2027-03-22T10:00:00.000Z');
    await patient.booked({ serviceId: doctor.serviceId, startsAt: '2027-03-22T10:00:00.000Z' });
    // Next Monday at 10:00, summer time (UTC+2) by then.
    expect(await nextSlot()).toBe('2027-03-29T08:00:00.000Z');

    // Both holds ran out (nobody paid) before the job released them: the slots are free again.
    now += 11 * MINUTE;
    expect(await nextSlot()).toBe('2027-03-22T09:00:00.000Z');
  });

  it('follows a cancelled visit and a moved one', async () => {
    // Past today's hours: the next free slots are next Monday's (summer time, UTC+2).
    now = new Date('2027-03-22T11:00:00.000Z').getTime();
    const patient = await createBookingPatient(testApp);
    const visit = await patient.booked({ serviceId: doctor.serviceId, startsAt: '2027-03-29T08:00:00.000Z' });
    expect(await nextSlot()).toBe('2027-03-29T09:00:00.000Z');

    const moved = await patient.call('POST', BOOKING_PATHS.reschedule(visit.id), {
      startsAt: '2027-03-29T09:00:00.000Z',
    });
    expect(moved.statusCode).toBe(200);
    expect(await nextSlot()).toBe('2027-03-29T08:00:00.000Z');

    expect((await patient.call('POST', BOOKING_PATHS.cancel(visit.id))).statusCode).toBe(200);
    expect(await nextSlot()).toBe('2027-03-29T08:00:00.000Z');
    const again = await patient.booked({ serviceId: doctor.serviceId, startsAt: '2027-03-29T08:00:00.000Z' });
    expect(await nextSlot()).toBe('2027-03-29T09:00:00.000Z');
    expect((await patient.call('POST', BOOKING_PATHS.cancel(again.id))).statusCode).toBe(200);
    expect(await nextSlot()).toBe('2027-03-29T08:00:00.000Z');
  });

  it('is past once its time comes, and the next one is offered', async () => {
    expect(await nextSlot()).toBe('2027-03-22T09:00:00.000Z');
    now = new Date('2027-03-22T09:00:00.000Z').getTime();
    expect(await nextSlot()).toBe('2027-03-22T10:00:00.000Z');
  });

  it('follows new hours and days off, across the change to summer time', async () => {
    expect(await nextSlot()).toBe('2027-03-22T09:00:00.000Z');
    await setHours('11:00');
    expect(await nextSlot()).toBe('2027-03-22T10:00:00.000Z');
    // A day off today: next Monday at 11:00, summer time (UTC+2).
    await setHours('11:00', ['2027-03-22']);
    expect(await nextSlot()).toBe('2027-03-29T09:00:00.000Z');
    await setHours('10:00');
    expect(await nextSlot()).toBe('2027-03-22T09:00:00.000Z');
  });

  it('refuses to keep a summary worked out before a change to the slots commits', async () => {
    const at = new Date(now);
    const before = (await slotVersions(testApp.db, [doctor.doctorId])).get(doctor.doctorId) ?? 0;
    await testApp.db.transaction((tx) => raiseSlotVersion(tx, doctor.doctorId));
    const stale = { serviceId: doctor.serviceId, facilityId: doctor.facilityId, meetingType: 'online' };
    await keepSummaries(testApp.db, [
      {
        doctorId: doctor.doctorId,
        version: before,
        validUntil: new Date(START + 60 * MINUTE),
        nextSlots: [{ ...stale, startsAt: START + 1, endsAt: START + 2 }],
      },
    ]);

    expect((await freshNextSlots(testApp.db, [doctor.doctorId], at)).has(doctor.doctorId)).toBe(false);
    expect(await nextSlot()).toBe('2027-03-22T09:00:00.000Z');
  });
});
