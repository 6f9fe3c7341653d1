import {
  Appointment,
  BOOKING_MESSAGES,
  BOOKING_PATHS,
  SlotTakenAnswer,
} from '@labshop/shared-contracts/core/api/booking';
import { sendAtOnce } from '../../testing/concurrent';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { createBookableDoctor, createBookingPatient, type BookableDoctor } from './testing/bookable-doctor';

// Monday 22 March 2027, 09:00 in Warsaw.
const NOW = new Date('2027-03-22T08:00:00.000Z');
// Tuesday 23 March, 10:00 in Warsaw (CET).
const TUESDAY_10 = '2027-03-23T09:00:00.000Z';

describe('booking a slot', () => {
  let testApp: TestApp;
  let doctor: BookableDoctor;
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => NOW });
    doctor = await createBookableDoctor(testApp, {
      hours: [{ weekday: 2, start: '10:00', end: '12:00', slotMinutes: 30 }],
      meetingTypes: ['online', 'meet'],
    });
  });
  afterAll(() => testApp.close());

  it('lets exactly one of 100 bookings sent at once take a slot; the others hear it is taken and the next free slots', async () => {
    const patients = await Promise.all(Array.from({ length: 5 }, () => createBookingPatient(testApp)));
    const { responses, statuses } = await sendAtOnce(100, (index) =>
      patients[index % patients.length]!.book({ serviceId: doctor.serviceId, startsAt: TUESDAY_10 }),
    );

    expect(statuses).toEqual({ 201: 1, 409: 99 });
    const refused = expectShape(responses.find((response) => response.statusCode === 409)!.json(), SlotTakenAnswer);
    expect(refused.message).toBe(BOOKING_MESSAGES.slotTaken);
    expect(refused.nextSlots.map((slot) => slot.startsAt).slice(0, 2)).toEqual([
      '2027-03-23T09:30:00.000Z',
      '2027-03-23T10:00:00.000Z',
    ]);
    // Nothing of the refused bookings stays: one appointment and one order for the slot.
    const rows = await testApp.db.execute<{ n: number }>(
      `select count(*)::int as n from appointments where doctor_id = '${doctor.doctorId}'`,
    );
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('holds a slot paid online for ten minutes, for the account holder or a patient of the account', async () => {
    const patient = await createBookingPatient(testApp);
    const added = await patient.call('POST', 'profile/patients', {
      firstName: 'Zosia',
      lastName: 'Kowalska',
      pesel: null,
      birthDate: '2018-05-04',
      sex: 'f',
      ageGroup: 'child',
    });
    expect(added.statusCode).toBe(201);
    const child = added.json() as { id: string };

    const held = await patient.booked({
      serviceId: doctor.serviceId,
      startsAt: '2027-03-30T08:00:00.000Z',
      patientId: child.id,
    });

    expect(held).toMatchObject({
      status: 'held',
      holdExpiresAt: '2027-03-22T08:10:00.000Z',
      patient: { id: child.id, firstName: 'Zosia', lastName: 'Kowalska' },
      meetingType: 'online',
      video: true,
      paid: false,
      priceMinor: 15000,
      zone: 'Europe/Warsaw',
      endsAt: '2027-03-30T08:30:00.000Z',
    });
    const listed = (await patient.call('GET', BOOKING_PATHS.appointments)).json() as { appointments: Appointment[] };
    expect(listed.appointments.map((visit) => visit.id)).toEqual([held.id]);
  });

  it('books meet as a video visit paid online, and refuses paying at the facility for any meeting type', async () => {
    const patient = await createBookingPatient(testApp);
    const meet = await patient.booked({
      serviceId: doctor.serviceId,
      startsAt: '2027-03-30T08:30:00.000Z',
      meetingType: 'meet',
      paymentMethod: 'online',
    });
    expect(meet).toMatchObject({ status: 'held', video: true, paymentMethod: 'online' });

    for (const meetingType of ['meet', 'online'] as const) {
      const refused = await patient.book({
        serviceId: doctor.serviceId,
        startsAt: '2027-03-30T09:00:00.000Z',
        meetingType,
        paymentMethod: 'at_facility',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ paymentMethod: [BOOKING_MESSAGES.payOnline] });
    }
  });

  it('refuses a date in the past, outside the hours, or malformed, with a message on the field', async () => {
    const patient = await createBookingPatient(testApp);
    const errorsOf = async (startsAt: string, more: object = {}) => {
      const response = await patient.book({ serviceId: doctor.serviceId, startsAt, ...more });
      expect(response.statusCode).toBe(422);
      return response.json().errors;
    };

    expect(await errorsOf('2027-03-16T09:00:00.000Z')).toEqual({ startsAt: [BOOKING_MESSAGES.past] });
    expect(await errorsOf('2027-03-23T07:00:00.000Z')).toEqual({ startsAt: [BOOKING_MESSAGES.outsideAvailability] });
    expect(await errorsOf('2027-03-23T09:10:00.000Z')).toEqual({ startsAt: [BOOKING_MESSAGES.outsideAvailability] });
    expect(await errorsOf('next tuesday')).toEqual({ startsAt: [BOOKING_MESSAGES.invalidDate] });
    expect(await errorsOf('2027-03-30T10:30:00.000Z', { meetingType: 'phone_call' })).toEqual({
      meetingType: [BOOKING_MESSAGES.meetingTypeNotOffered],
    });
    expect(await errorsOf('2027-03-30T09:00:00.000Z', { patientId: '5d0cbd1e-7f2e-4e4e-9d1c-000000000000' })).toEqual({
      patientId: [BOOKING_MESSAGES.unknownPatient],
    });
  });

  it('answers 404 for an unknown service or visit, and for another account’s visit', async () => {
    const owner = await createBookingPatient(testApp);
    const stranger = await createBookingPatient(testApp);
    const visit = await owner.booked({ serviceId: doctor.serviceId, startsAt: '2027-03-30T09:30:00.000Z' });

    const unknownService = await owner.book({
      serviceId: '5d0cbd1e-7f2e-4e4e-9d1c-000000000000',
      startsAt: '2027-03-30T09:30:00.000Z',
    });
    expect(unknownService.statusCode).toBe(404);
    expect(
      (await owner.call('GET', BOOKING_PATHS.appointment('5d0cbd1e-7f2e-4e4e-9d1c-000000000000'))).statusCode,
    ).toBe(404);
    for (const url of [
      BOOKING_PATHS.appointment(visit.id),
      BOOKING_PATHS.calendar(visit.id),
      BOOKING_PATHS.room(visit.id),
    ]) {
      expect((await stranger.call('GET', url)).statusCode).toBe(404);
    }
    for (const url of [BOOKING_PATHS.cancel(visit.id), BOOKING_PATHS.payment(visit.id)]) {
      expect((await stranger.call('POST', url)).statusCode).toBe(404);
    }
    const guest = await testApp.app.inject({ method: 'GET', url: `/api/${BOOKING_PATHS.appointment(visit.id)}` });
    expect(guest.statusCode).toBe(401);
  });

  it('gives the visit as a calendar file', async () => {
    const patient = await createBookingPatient(testApp);
    const visit = await patient.booked({ serviceId: doctor.serviceId, startsAt: '2027-03-30T09:00:00.000Z' });

    const file = await patient.call('GET', BOOKING_PATHS.calendar(visit.id));

    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.body).toContain('DTSTART:20270330T090000Z');
    expect(file.body).toContain('DTEND:20270330T093000Z');
    expect(file.body).toContain('SUMMARY:Consultation – dr Ewa Lekarz');
  });
});
