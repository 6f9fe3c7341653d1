import {
  BOOKING_MESSAGES,
  BOOKING_PATHS,
  DoctorAvailability,
  DoctorSchedule,
  DoctorSearchAnswer,
  DoctorVisit,
  VideoRoomAccess,
  YourDoctors,
  visitRoomChannel,
} from '@labshop/shared-contracts/core/api/booking';
import { FORBIDDEN_MESSAGE } from '@labshop/shared-contracts/core/api/accounts';
import { createTestAccount, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { createBookableDoctor, createBookingPatient, type BookableDoctor } from './testing/bookable-doctor';

const MINUTE = 60_000;
// Monday 22 March 2027, 09:00 in Warsaw.
const START = new Date('2027-03-22T08:00:00.000Z').getTime();

describe("the doctor's visits and the video room", () => {
  let testApp: TestApp;
  let doctor: BookableDoctor;
  let now = START;
  beforeAll(async () => {
    // Sessions outlive the hours this test moves its clock across.
    testApp = await createTestApp({ clock: () => new Date(now), config: { sessionIdleMinutes: 30 * 24 * 60 } });
    doctor = await createBookableDoctor(testApp, {
      hours: [{ weekday: 1, start: '10:00', end: '12:00', slotMinutes: 30 }],
      meetingTypes: ['online', 'telemedecine'],
      mainCategory: 'allergist',
      specializations: ['allergist', 'dermatologist'],
      serviceCode: 'test-allergy-visit',
    });
  });
  beforeEach(() => {
    now = START;
  });
  afterAll(() => testApp.close());

  /** Arranges a visit as paid (paying itself is proven in visit-payment.test.ts). */
  const paid = (id: string) =>
    testApp.db.execute(
      `update appointments set status = 'booked', paid_at = now(), hold_expires_at = null where id = '${id}'`,
    );

  const asDoctor = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url: `/api/${url}`, headers: doctor.doctorHeaders, ...(payload ? { payload } : {}) });

  it('keeps availability to verified doctors, and checks each rule on its field', async () => {
    const patient = await createBookingPatient(testApp);
    const refused = await patient.call('GET', BOOKING_PATHS.doctorAvailability);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: FORBIDDEN_MESSAGE });
    const pending = await createTestAccount(testApp.db, {
      roles: ['patient', 'doctor'],
      doctorVerification: 'pending',
    });
    const pendingHeaders = await signedInAs(testApp.app, pending.id, 'doctor');
    const notYet = await testApp.app.inject({
      method: 'GET',
      url: `/api/${BOOKING_PATHS.doctorAvailability}`,
      headers: pendingHeaders,
    });
    expect(notYet.statusCode).toBe(403);

    const current = expectShape((await asDoctor('GET', BOOKING_PATHS.doctorAvailability)).json(), DoctorAvailability);
    expect(current.rules).toHaveLength(2);
    const rule = current.rules[0]!;
    const invalid = await asDoctor('PUT', BOOKING_PATHS.doctorAvailability, {
      zone: 'Mars/Olympus',
      rules: [
        { ...rule, end: '09:00' },
        { ...rule, serviceId: '5d0cbd1e-7f2e-4e4e-9d1c-000000000000' },
        { ...rule, meetingType: 'meet' },
        { ...rule, start: '11:00', end: '11:20' },
      ],
      exceptions: [],
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      zone: [BOOKING_MESSAGES.unknownZone],
      'rules.0.end': [BOOKING_MESSAGES.endBeforeStart],
      'rules.1.serviceId': [BOOKING_MESSAGES.unknownService],
      'rules.2.meetingType': [BOOKING_MESSAGES.meetingTypeNotOffered],
      'rules.3.slotMinutes': [BOOKING_MESSAGES.slotLongerThanHours],
    });
  });

  it("shows the doctor's day with the phone number of a phone visit only, and lets them mark it and leave a note", async () => {
    const patient = await createBookingPatient(testApp);
    const phoneVisit = await patient.booked({
      serviceId: doctor.serviceId,
      startsAt: '2027-03-22T09:00:00.000Z',
      meetingType: 'telemedecine',
    });
    const videoVisit = await patient.booked({ serviceId: doctor.serviceId, startsAt: '2027-03-22T09:30:00.000Z' });
    await paid(phoneVisit.id);

    const day = expectShape(
      (await asDoctor('GET', `${BOOKING_PATHS.doctorSchedule}?date=2027-03-22`)).json(),
      DoctorSchedule,
    );
    expect(day.visits.map((visit) => [visit.id, visit.patientPhone])).toEqual([
      [phoneVisit.id, patient.account.phone],
      [videoVisit.id, null],
    ]);
    const week = expectShape(
      (await asDoctor('GET', `${BOOKING_PATHS.doctorSchedule}?date=2027-03-16&days=7`)).json(),
      DoctorSchedule,
    );
    expect(week.visits.map((visit) => visit.id)).toEqual([phoneVisit.id, videoVisit.id]);

    const early = await asDoctor('POST', BOOKING_PATHS.doctorVisitOutcome(phoneVisit.id), { outcome: 'done' });
    expect(early.json()).toEqual({ message: BOOKING_MESSAGES.outcomeTooEarly });
    now = new Date('2027-03-22T09:10:00.000Z').getTime();
    const done = await asDoctor('POST', BOOKING_PATHS.doctorVisitOutcome(phoneVisit.id), { outcome: 'done' });
    expect(expectShape(done.json(), DoctorVisit).status).toBe('done');
    const noted = await asDoctor('PUT', BOOKING_PATHS.doctorVisitNote(phoneVisit.id), { note: 'Drink more water.' });
    expect(noted.statusCode).toBe(200);
    expect((await patient.call('GET', BOOKING_PATHS.appointment(phoneVisit.id))).json().note).toBe('Drink more water.');
    const tooLong = await asDoctor('PUT', BOOKING_PATHS.doctorVisitNote(phoneVisit.id), { note: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(422);

    // The patient's doctors: the one seen.
    const seen = expectShape((await patient.call('GET', BOOKING_PATHS.yourDoctors)).json(), YourDoctors);
    expect(seen.doctors.map((entry) => entry.doctor.slug)).toEqual([doctor.slug]);
  });

  it("opens a visit's room to its patient and doctor only, from 10 minutes before to an hour after", async () => {
    const patient = await createBookingPatient(testApp);
    const stranger = await createBookingPatient(testApp);
    const visit = await patient.booked({
      serviceId: doctor.serviceId,
      startsAt: '2027-03-22T10:30:00.000Z',
      meetingType: 'online',
    });
    await paid(visit.id);
    const room = async () =>
      expectShape((await patient.call('GET', BOOKING_PATHS.room(visit.id))).json(), VideoRoomAccess);
    const channel = visitRoomChannel(visit.id);
    const patientPrincipal = { kind: 'account' as const, accountId: patient.account.id, role: 'patient' as const };
    const strangerPrincipal = { kind: 'account' as const, accountId: stranger.account.id, role: 'patient' as const };
    const mayEnter = testApp.app.visitRooms.mayEnterChannel;

    now = new Date('2027-03-22T10:19:00.000Z').getTime();
    expect(await room()).toMatchObject({ mayJoin: false, channel, as: 'patient', patientPhone: null, video: true });
    expect(await mayEnter(patientPrincipal, channel)).toBe(false);

    now += 2 * MINUTE;
    expect((await room()).mayJoin).toBe(true);
    expect(await mayEnter(patientPrincipal, channel)).toBe(true);
    expect(await mayEnter(strangerPrincipal, channel)).toBe(false);
    const doctorRoom = expectShape((await asDoctor('GET', BOOKING_PATHS.room(visit.id))).json(), VideoRoomAccess);
    expect(doctorRoom).toMatchObject({ mayJoin: true, as: 'doctor', channel });
    expect((await stranger.call('GET', BOOKING_PATHS.room(visit.id))).statusCode).toBe(404);

    now = new Date('2027-03-22T11:30:01.000Z').getTime();
    expect((await room()).mayJoin).toBe(false);
  });

  it('finds doctors by specialization, service and meeting type, each with the next free slot', async () => {
    const search = async (query: string) =>
      expectShape(
        (await testApp.app.inject({ method: 'GET', url: `/api/${BOOKING_PATHS.doctors}?${query}` })).json(),
        DoctorSearchAnswer,
      );

    const found = await search('specialization=Dermatologist&meetingType=telemedecine');
    const ours = found.doctors.find((entry) => entry.doctor.slug === doctor.slug);
    const free = await testApp.app.inject({
      method: 'GET',
      url: `/api/${BOOKING_PATHS.slots(doctor.serviceId)}?from=2027-03-22&meetingType=telemedecine`,
    });
    expect(ours?.nextSlot).toEqual(free.json().slots[0]);
    expect(ours?.nextSlot).not.toBeNull();
    expect(ours?.services.map((service) => service.code)).toEqual(['test-allergy-visit']);
    expect((await search('specialization=cardiologist')).doctors.some((e) => e.doctor.slug === doctor.slug)).toBe(
      false,
    );
    expect((await search('service=test-allergy-visit&meetingType=meet')).doctors).toEqual([]);
  });
});
