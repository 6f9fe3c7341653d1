import { BOOKING_MESSAGES, BOOKING_PATHS, FreeSlots } from '@labshop/shared-contracts/core/api/booking';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { createBookableDoctor, createBookingPatient, type BookableDoctor } from './testing/bookable-doctor';

// Monday 22 March 2027, 09:00 in Warsaw (CET, UTC+1); the clocks go forward on Sunday 28 March, back on 31 October.
const NOW = new Date('2027-03-22T08:00:00.000Z');

describe("a doctor service's free slots", () => {
  let testApp: TestApp;
  let doctor: BookableDoctor;
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => NOW });
    doctor = await createBookableDoctor(testApp, {
      hours: [
        { weekday: 7, start: '01:00', end: '05:00', slotMinutes: 60 },
        { weekday: 1, start: '09:00', end: '11:00', slotMinutes: 30 },
      ],
      meetingTypes: ['online'],
      daysOff: ['2027-04-05'],
    });
  });
  afterAll(() => testApp.close());

  async function slots(from: string, to: string = from) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/${BOOKING_PATHS.slots(doctor.serviceId)}?from=${from}&to=${to}`,
    });
    expect(response.statusCode).toBe(200);
    const answer = expectShape(response.json(), FreeSlots);
    expect(answer.zone).toBe('Europe/Warsaw');
    return answer.slots.map((slot) => slot.startsAt);
  }

  it("answers the day's slots in UTC, leaving out those already past", async () => {
    // 09:00 is now: only the later slots of the day are free.
    expect(await slots('2027-03-22')).toEqual([
      '2027-03-22T08:30:00.000Z',
      '2027-03-22T09:00:00.000Z',
      '2027-03-22T09:30:00.000Z',
    ]);
  });

  it('skips the hour the clocks jump over on the last Sunday of March', async () => {
    // 01:00 CET, then 03:00 and 04:00 CEST: 02:00 does not exist that night.
    expect(await slots('2027-03-28')).toEqual([
      '2027-03-28T00:00:00.000Z',
      '2027-03-28T01:00:00.000Z',
      '2027-03-28T02:00:00.000Z',
    ]);
    // The Monday after keeps its wall-clock hours, now an hour earlier in UTC.
    expect((await slots('2027-03-29'))[0]).toBe('2027-03-29T07:00:00.000Z');
  });

  it('opens the repeated hour once on the last Sunday of October', async () => {
    // 01:00 and 02:00 CEST, then 03:00 and 04:00 CET: the second 02:00 is the same slot's wall time again.
    expect(await slots('2027-10-31')).toEqual([
      '2027-10-30T23:00:00.000Z',
      '2027-10-31T00:00:00.000Z',
      '2027-10-31T02:00:00.000Z',
      '2027-10-31T03:00:00.000Z',
    ]);
    expect((await slots('2027-11-01'))[0]).toBe('2027-11-01T08:00:00.000Z');
  });

  it('opens nothing on a day off', async () => {
    expect(await slots('2027-04-05')).toEqual([]);
  });

  it('leaves out a slot someone holds or booked', async () => {
    const patient = await createBookingPatient(testApp);
    await patient.booked({ serviceId: doctor.serviceId, startsAt: '2027-03-29T07:30:00.000Z' });

    expect(await slots('2027-03-29')).toEqual([
      '2027-03-29T07:00:00.000Z',
      '2027-03-29T08:00:00.000Z',
      '2027-03-29T08:30:00.000Z',
    ]);
  });

  it('refuses a range it cannot read or one longer than 31 days, and an unknown service', async () => {
    const ask = (query: string, serviceId = doctor.serviceId) =>
      testApp.app.inject({ method: 'GET', url: `/api/${BOOKING_PATHS.slots(serviceId)}?${query}` });

    expect((await ask('from=2027-02-30')).json()).toEqual({
      message: expect.any(String),
      errors: { from: [BOOKING_MESSAGES.invalidDate] },
    });
    const tooLong = await ask('from=2027-04-01&to=2027-05-15');
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({ to: [BOOKING_MESSAGES.badRange] });
    expect((await ask('from=2027-04-01', '5d0cbd1e-7f2e-4e4e-9d1c-000000000000')).statusCode).toBe(404);
    expect((await ask('from=2027-04-01', 'not-an-id')).statusCode).toBe(404);
  });
});
