import { sql } from 'drizzle-orm';
import {
  Appointment,
  AppointmentPaymentAnswer,
  BOOKING_MESSAGES,
  BOOKING_PATHS,
} from '@labshop/shared-contracts/core/api/booking';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { readOutbox } from '../../testing/outbox';
import { formOf, sandboxBuyer } from '../payments/testing/sandbox-buyer';
import { createBookableDoctor, createBookingPatient, type BookableDoctor } from './testing/bookable-doctor';

const MINUTE = 60_000;
// Monday 22 March 2027, 09:00 in Warsaw.
const START = new Date('2027-03-22T08:00:00.000Z').getTime();

describe('paying for a visit', () => {
  let testApp: TestApp;
  let doctor: BookableDoctor;
  let now = START;
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date(now) });
    doctor = await createBookableDoctor(testApp, {
      hours: [{ weekday: 3, start: '10:00', end: '14:00', slotMinutes: 30 }],
      meetingTypes: ['online', 'phone_call'],
    });
  });
  beforeEach(() => {
    now = START;
  });
  afterAll(() => testApp.close());

  const sandbox = () => sandboxBuyer(testApp);

  async function startPayment(patient: Awaited<ReturnType<typeof createBookingPatient>>, visitId: string) {
    const response = await patient.call('POST', BOOKING_PATHS.payment(visitId));
    expect(response.statusCode).toBe(200);
    const { payment, orderId } = expectShape(response.json(), AppointmentPaymentAnswer);
    return { orderId, payment, page: await sandbox().openPage(payment.redirectUrl) };
  }

  async function visit(patient: Awaited<ReturnType<typeof createBookingPatient>>, id: string) {
    return expectShape((await patient.call('GET', BOOKING_PATHS.appointment(id))).json(), Appointment);
  }

  const paymentStatus = async (orderId: string) =>
    (await testApp.db.execute<{ status: string }>(sql`select status from payments where order_id = ${orderId}`)).rows[0]
      ?.status;

  it('books the visit when it is paid in time and e-mails the confirmation once', async () => {
    const patient = await createBookingPatient(testApp);
    const held = await patient.booked({ serviceId: doctor.serviceId, startsAt: '2027-03-24T09:00:00.000Z' });
    const { page } = await startPayment(patient, held.id);
    now += 5 * MINUTE;

    await sandbox().choose(formOf(page, 'Pay'));

    expect(await visit(patient, held.id)).toMatchObject({ status: 'booked', paid: true, holdExpiresAt: null });
    const mails = (await readOutbox(testApp.outbox.mail)).filter(
      (mail) => mail.to === patient.account.email && mail.subject === 'Your appointment is confirmed',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('03/24/2027 10:00 (Europe/Warsaw)');
    expect(mails[0]?.text).not.toContain('Your payment arrived after');
    expect((await patient.call('POST', BOOKING_PATHS.payment(held.id))).json()).toEqual({
      message: BOOKING_MESSAGES.notPayable,
    });
  });

  it('releases a hold not paid in ten minutes and refunds a payment that arrives after', async () => {
    const patient = await createBookingPatient(testApp);
    const startsAt = '2027-03-24T09:30:00.000Z';
    const held = await patient.booked({ serviceId: doctor.serviceId, startsAt });
    const { page, orderId } = await startPayment(patient, held.id);
    now += 10 * MINUTE + 1000;

    expect(await testApp.app.appointments.releaseRunOutHolds()).toBeGreaterThanOrEqual(1);
    expect(await visit(patient, held.id)).toMatchObject({ status: 'released', paid: false });
    // The slot is free for someone else.
    const other = await createBookingPatient(testApp);
    expect((await other.book({ serviceId: doctor.serviceId, startsAt })).statusCode).toBe(201);

    await sandbox().choose(formOf(page, 'Pay'));

    expect(await visit(patient, held.id)).toMatchObject({ status: 'released', paid: false });
    expect(await paymentStatus(orderId)).toBe('refunded');
  });

  it('books the visit when its payment arrives after the hold ran out and the slot is still free', async () => {
    const patient = await createBookingPatient(testApp);
    const held = await patient.booked({ serviceId: doctor.serviceId, startsAt: '2027-03-24T12:30:00.000Z' });
    const { page, orderId } = await startPayment(patient, held.id);
    now += 12 * MINUTE;
    expect(await testApp.app.appointments.releaseRunOutHolds()).toBeGreaterThanOrEqual(1);
    expect((await visit(patient, held.id)).status).toBe('released');

    await sandbox().choose(formOf(page, 'Pay'));

    expect(await visit(patient, held.id)).toMatchObject({ status: 'booked', paid: true, holdExpiresAt: null });
    expect(await paymentStatus(orderId)).toBe('paid');
    const confirmations = (await readOutbox(testApp.outbox.mail)).filter(
      (mail) => mail.to === patient.account.email && mail.subject === 'Your appointment is confirmed',
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.text).toContain('03/24/2027 13:30 (Europe/Warsaw)');
    expect(confirmations[0]?.text).toContain(
      'Your payment arrived after the 10 minutes we held the time for you; the time was still free, so your visit is booked.',
    );
    // The slot is the patient's again: nobody else may book it.
    const other = await createBookingPatient(testApp);
    const taken = await other.book({ serviceId: doctor.serviceId, startsAt: '2027-03-24T12:30:00.000Z' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(BOOKING_MESSAGES.slotTaken);
  });

  it('lets a new booking take a slot whose hold ran out before the job came by', async () => {
    const first = await createBookingPatient(testApp);
    const startsAt = '2027-03-24T10:00:00.000Z';
    const held = await first.booked({ serviceId: doctor.serviceId, startsAt });
    now += 11 * MINUTE;

    const second = await createBookingPatient(testApp);
    expect((await second.book({ serviceId: doctor.serviceId, startsAt })).statusCode).toBe(201);
    expect((await visit(first, held.id)).status).toBe('released');
  });

  it('texts the reminder once, a day before the visit', async () => {
    const patient = await createBookingPatient(testApp);
    const held = await patient.booked({
      serviceId: doctor.serviceId,
      startsAt: '2027-03-24T11:00:00.000Z',
      meetingType: 'phone_call',
    });
    const { page } = await startPayment(patient, held.id);
    await sandbox().choose(formOf(page, 'Pay'));
    const texts = async () => (await readOutbox(testApp.outbox.sms)).filter((sms) => sms.to === patient.account.phone);

    now = new Date('2027-03-23T10:00:00.000Z').getTime();
    await testApp.app.appointments.queueDueReminders();
    expect(await texts()).toHaveLength(0);

    now = new Date('2027-03-23T11:05:00.000Z').getTime();
    await testApp.app.appointments.queueDueReminders();
    await testApp.app.appointments.queueDueReminders();
    now += 30 * MINUTE;
    await testApp.app.appointments.queueDueReminders();

    const sent = await texts();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('03/24/2027 12:00 (Europe/Warsaw)');
  });

  it('cancels free of charge until 24 hours before, refunding a paid visit, and not later', async () => {
    const patient = await createBookingPatient(testApp);
    const paid = await patient.booked({ serviceId: doctor.serviceId, startsAt: '2027-03-24T11:30:00.000Z' });
    const { page, orderId } = await startPayment(patient, paid.id);
    await sandbox().choose(formOf(page, 'Pay'));

    const cancelled = await patient.call('POST', BOOKING_PATHS.cancel(paid.id));
    expect(cancelled.statusCode).toBe(200);
    expect(expectShape(cancelled.json(), Appointment)).toMatchObject({ status: 'cancelled', changeable: false });
    expect(await paymentStatus(orderId)).toBe('refunded');
    expect((await patient.call('POST', BOOKING_PATHS.cancel(paid.id))).json()).toEqual({
      message: BOOKING_MESSAGES.notChangeable,
    });

    // Booked 23 and a half hours ahead: too close to cancel for free.
    now = new Date('2027-03-23T12:30:00.000Z').getTime();
    const lastMinute = await createBookingPatient(testApp);
    const late = await lastMinute.booked({ serviceId: doctor.serviceId, startsAt: '2027-03-24T12:00:00.000Z' });
    expect(late.changeable).toBe(false);
    const tooLate = await lastMinute.call('POST', BOOKING_PATHS.cancel(late.id));
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toEqual({ message: BOOKING_MESSAGES.tooLateToChange });
  });

  it('moves a visit to another free slot, and says so when that slot is taken', async () => {
    const patient = await createBookingPatient(testApp);
    const other = await createBookingPatient(testApp);
    const visitToMove = await patient.booked({ serviceId: doctor.serviceId, startsAt: '2027-03-31T08:00:00.000Z' });
    await other.booked({ serviceId: doctor.serviceId, startsAt: '2027-03-31T08:30:00.000Z' });

    const taken = await patient.call('POST', BOOKING_PATHS.reschedule(visitToMove.id), {
      startsAt: '2027-03-31T08:30:00.000Z',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(BOOKING_MESSAGES.slotTaken);

    const moved = await patient.call('POST', BOOKING_PATHS.reschedule(visitToMove.id), {
      startsAt: '2027-03-31T09:00:00.000Z',
    });
    expect(moved.statusCode).toBe(200);
    expect(expectShape(moved.json(), Appointment)).toMatchObject({
      startsAt: '2027-03-31T09:00:00.000Z',
      status: 'held',
    });
  });
});
