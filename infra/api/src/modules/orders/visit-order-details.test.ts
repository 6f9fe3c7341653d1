import { AppointmentPaymentAnswer, BOOKING_PATHS } from '@labshop/shared-contracts/core/api/booking';
import { ORDER_PATHS, OrderDetails, PlaceOrderAnswer } from '@labshop/shared-contracts/core/api/orders';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import {
  createBookableDoctor,
  createBookingPatient,
  type BookableDoctor,
} from '../appointments/testing/bookable-doctor';
import { confirmedByTheCart } from './testing/cart-quote';
import { checkoutRequest } from './testing/checkout-factory';

// Monday 22 March 2027, 09:00 in Warsaw.
const NOW = new Date('2027-03-22T08:00:00.000Z');

describe("the details of a visit's order", () => {
  let testApp: TestApp;
  let doctor: BookableDoctor;
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => NOW });
    doctor = await createBookableDoctor(testApp, {
      hours: [{ weekday: 3, start: '10:00', end: '12:00', slotMinutes: 30 }],
      meetingTypes: ['online', 'meet'],
    });
  });
  afterAll(() => testApp.close());

  it('names the visit it pays for, so the payment status page can lead back to it', async () => {
    const patient = await createBookingPatient(testApp);
    const held = await patient.booked({ serviceId: doctor.serviceId, startsAt: '2027-03-24T09:00:00.000Z' });
    const paying = await patient.call('POST', BOOKING_PATHS.payment(held.id));
    const { orderId } = expectShape(paying.json(), AppointmentPaymentAnswer);

    const order = await patient.call('GET', ORDER_PATHS.order(orderId));

    expect(order.statusCode).toBe(200);
    expect(expectShape(order.json(), OrderDetails).appointmentId).toBe(held.id);
  });

  it('names no visit on a shop order', async () => {
    const payload = await confirmedByTheCart(testApp.app, checkoutRequest({ email: 'shop-buyer@example.com' }));
    const placed = expectShape(
      (await testApp.app.inject({ method: 'POST', url: '/api/orders', payload })).json(),
      PlaceOrderAnswer,
    );
    const order = await testApp.app.inject({
      method: 'GET',
      url: `/api/${ORDER_PATHS.order(placed.order.id)}?token=${encodeURIComponent(placed.accessToken)}`,
    });

    expect(order.statusCode).toBe(200);
    expect(order.json()).not.toHaveProperty('appointmentId');
  });
});
