import { sql } from 'drizzle-orm';
import {
  HOME_VISIT_MESSAGES,
  HomeVisitDaysAnswer,
  type HomeVisit,
} from '@labshop/shared-contracts/core/api/home-visits';
import { PlaceOrderAnswer, type PlaceOrderRequest } from '@labshop/shared-contracts/core/api/orders';
import { cityId } from '../../db/seed/cities';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { readOutbox } from '../../testing/outbox';
import { weekdayOf } from '../locations/home-visit-days';
import { confirmedByTheCart } from './testing/cart-quote';
import { checkoutRequest } from './testing/checkout-factory';

const KRAKOW = cityId('krakow');
const ADDRESS = { street: 'Długa', houseNumber: '5', homeNumber: null, postCode: '31-147', city: 'Kraków' };
const FULL_REFUSAL = {
  message: 'The given data was invalid.',
  errors: { 'location.visit': [HOME_VISIT_MESSAGES.full] },
};

describe("the capacity of a nurse's home-visit window", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function offeredDays() {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/home-visit-windows?city_uuid=${KRAKOW}` });
    return expectShape(response.json(), HomeVisitDaysAnswer).days;
  }

  /** A day's window of Kraków nobody has booked yet, `skip` days into the offer so each test has its own. */
  async function freeVisit(skip: number): Promise<HomeVisit> {
    const day = (await offeredDays())[skip];
    const window = day?.windows[0];
    if (!day || !window || window.full) throw new Error(`Kraków offers no free window on day ${skip}`);
    return { date: day.date, from: window.from, to: window.to };
  }

  /** The operator says how many visits the city's nurses make in that window of that day of the week. */
  async function setCapacity(visit: HomeVisit, capacity: number) {
    await testApp.db.execute(
      sql`update home_visit_windows set capacity = ${capacity}
          where city_id = ${KRAKOW} and weekday = ${weekdayOf(visit.date)} and starts_at = ${visit.from}`,
    );
  }

  function atHome(visit: HomeVisit, email: string): PlaceOrderRequest {
    return checkoutRequest({ email, location: { kind: 'home-service', city_uuid: KRAKOW, address: ADDRESS, visit } });
  }

  async function place(payload: PlaceOrderRequest) {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/orders', payload });
    return { status: response.statusCode, body: response.json() };
  }

  async function windowOf(visit: HomeVisit) {
    const day = (await offeredDays()).find((offered) => offered.date === visit.date);
    return day?.windows.find((window) => window.from === visit.from);
  }

  async function ordersFor(visit: HomeVisit): Promise<number> {
    const counted = await testApp.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders
          where city_id = ${KRAKOW} and home_visit ->> 'date' = ${visit.date} and home_visit ->> 'from' = ${visit.from}`,
    );
    return counted.rows[0]?.n ?? -1;
  }

  it('gives every window the capacity its city set, and marks it full once that many orders hold it', async () => {
    const visit = await freeVisit(1);
    await setCapacity(visit, 2);

    expect(
      await place(await confirmedByTheCart(testApp.app, atHome(visit, 'first-at-home@example.com'))),
    ).toMatchObject({
      status: 201,
    });
    expect(await windowOf(visit)).toEqual({ from: visit.from, to: visit.to, full: false });
    expect(
      await place(await confirmedByTheCart(testApp.app, atHome(visit, 'second-at-home@example.com'))),
    ).toMatchObject({
      status: 201,
    });
    expect(await windowOf(visit)).toEqual({ from: visit.from, to: visit.to, full: true });

    // The same window on another day, and the next window of the same day, are still free.
    const days = await offeredDays();
    const sameDay = days.find((day) => day.date === visit.date);
    expect(sameDay?.windows.filter((window) => window.full)).toHaveLength(1);
    expect(days.flatMap((day) => day.windows).filter((window) => window.full)).toHaveLength(1);
  });

  it('refuses an order for a window that filled meanwhile on its field, and writes nothing of it', async () => {
    const visit = await freeVisit(2);
    await setCapacity(visit, 1);
    // Both buyers saw the window free in their checkout before either ordered.
    const first = await confirmedByTheCart(testApp.app, atHome(visit, 'took-it@example.com'));
    const late = await confirmedByTheCart(testApp.app, atHome(visit, 'too-late@example.com'));

    expect((await place(first)).status).toBe(201);
    expect(await place(late)).toEqual({ status: 422, body: FULL_REFUSAL });

    expect(await ordersFor(visit)).toBe(1);
    const unwritten = await testApp.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where email = 'too-late@example.com'`,
    );
    expect(unwritten.rows[0]?.n).toBe(0);
    expect((await readOutbox(testApp.outbox.mail)).filter((mail) => mail.to === 'too-late@example.com')).toEqual([]);
  });

  it('lets concurrent orders take only as many places as the window has', async () => {
    const visit = await freeVisit(3);
    await setCapacity(visit, 2);
    const payloads = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        confirmedByTheCart(testApp.app, atHome(visit, `rush-${index}@example.com`)),
      ),
    );

    const answers = await Promise.all(payloads.map((payload) => place(payload)));

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toEqual(Array.from({ length: 4 }, () => ({ status: 422, body: FULL_REFUSAL })));
    expect(await ordersFor(visit)).toBe(2);
    const orphans = await testApp.db.execute<{ n: number }>(
      sql`select count(*)::int as n from order_patients where order_id not in (select id from orders)`,
    );
    expect(orphans.rows[0]?.n).toBe(0);
    expect(await windowOf(visit)).toMatchObject({ full: true });
  });

  it('gives a place back when the order holding it is cancelled', async () => {
    const visit = await freeVisit(4);
    await setCapacity(visit, 1);
    const placed = await place(await confirmedByTheCart(testApp.app, atHome(visit, 'changed-mind@example.com')));
    const { order, accessToken } = expectShape(placed.body, PlaceOrderAnswer);
    expect(await windowOf(visit)).toMatchObject({ full: true });

    const cancelled = await testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel?token=${encodeURIComponent(accessToken)}`,
    });
    expect(cancelled.statusCode).toBe(200);

    expect(await windowOf(visit)).toMatchObject({ full: false });
    expect((await place(await confirmedByTheCart(testApp.app, atHome(visit, 'next-in-line@example.com')))).status).toBe(
      201,
    );
  });

  it('takes no place in a window whose capacity is none', async () => {
    const visit = await freeVisit(5);
    await setCapacity(visit, 0);

    expect(await windowOf(visit)).toMatchObject({ full: true });
    expect(await place(await confirmedByTheCart(testApp.app, atHome(visit, 'no-nurse@example.com')))).toEqual({
      status: 422,
      body: FULL_REFUSAL,
    });
  });
});
