import {
  HOME_VISIT_DAYS_AHEAD,
  HOME_VISIT_MESSAGES,
  HomeVisitDaysAnswer,
  type HomeVisit,
} from '@labshop/shared-contracts/core/api/home-visits';
import { OrderDetails, PlaceOrderAnswer, type PlaceOrderRequest } from '@labshop/shared-contracts/core/api/orders';
import { cityId } from '../../db/seed/cities';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { readOutbox } from '../../testing/outbox';
import { localNow } from '../locations/home-visit-days';
import { confirmedByTheCart } from './testing/cart-quote';
import { checkoutRequest } from './testing/checkout-factory';

const KRAKOW = cityId('krakow');
const ADDRESS = { street: 'Długa', houseNumber: '5', homeNumber: null, postCode: '31-147', city: 'Kraków' };

function daysAfter(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe("the day and time of a nurse's home visit", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function offered(cityUuid: string) {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/home-visit-windows?city_uuid=${cityUuid}` });
    return { status: response.statusCode, body: response.json() };
  }

  function atHome(visit: HomeVisit | undefined, email = 'visit@example.com'): PlaceOrderRequest {
    return checkoutRequest({
      email,
      location: { kind: 'home-service', city_uuid: KRAKOW, address: ADDRESS, ...(visit ? { visit } : {}) },
    });
  }

  async function place(request: PlaceOrderRequest) {
    const payload = await confirmedByTheCart(testApp.app, request);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/orders', payload });
    return { status: response.statusCode, body: response.json() };
  }

  it("offers a city's windows from tomorrow for two weeks, and none where nurses do not visit homes", async () => {
    const { status, body } = await offered(KRAKOW);
    expect(status).toBe(200);
    const { days } = expectShape(body, HomeVisitDaysAnswer);
    const today = localNow(new Date()).date;

    expect(days[0]?.date).toBe(daysAfter(today, 1));
    expect(days.at(-1)?.date).toBe(daysAfter(today, HOME_VISIT_DAYS_AHEAD));
    // Kraków's nurses come every day of the week, Sunday mornings included.
    expect(days).toHaveLength(HOME_VISIT_DAYS_AHEAD);
    const weekday = days.find((day) => ![0, 6].includes(new Date(`${day.date}T00:00:00Z`).getUTCDay()));
    expect(weekday?.windows).toEqual([
      { from: '07:00', to: '09:00', full: false },
      { from: '09:00', to: '11:00', full: false },
      { from: '11:00', to: '13:00', full: false },
      { from: '16:00', to: '18:00', full: false },
    ]);

    expect((await offered(cityId('katowice'))).status).toBe(422);
    expect((await offered('not-a-city')).status).toBe(422);
  });

  it('keeps the chosen window with the order and shows it on the order and in its e-mail', async () => {
    const { days } = expectShape((await offered(KRAKOW)).body, HomeVisitDaysAnswer);
    const day = days.find((offered) => offered.windows.length > 1);
    const window = day?.windows[1];
    if (!day || !window) throw new Error('Kraków offers no day with two windows');
    const visit = { date: day.date, from: window.from, to: window.to };

    const { status, body } = await place(atHome(visit, 'visit-kept@example.com'));

    expect(status).toBe(201);
    const { order, accessToken } = expectShape(body, PlaceOrderAnswer);
    expect(order.homeVisit).toEqual(visit);
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}?token=${encodeURIComponent(accessToken)}`,
    });
    expect(expectShape(read.json(), OrderDetails).homeVisit).toEqual(visit);
    const [mail] = (await readOutbox(testApp.outbox.mail)).filter((sent) => sent.to === 'visit-kept@example.com');
    expect(mail?.text).toContain(`Samples are taken at home in Kraków, on `);
    expect(mail?.text).toContain(`, ${visit.from}–${visit.to}.`);
  });

  it('refuses a missing, past or not offered window on the field, and places nothing', async () => {
    const today = localNow(new Date()).date;
    const refusal = (message: string) => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { 'location.visit': [message] } },
    });

    expect(await place(atHome(undefined))).toEqual(refusal(HOME_VISIT_MESSAGES.required));
    expect(await place(atHome({ date: daysAfter(today, -1), from: '09:00', to: '11:00' }))).toEqual(
      refusal(HOME_VISIT_MESSAGES.past),
    );
    expect(await place(atHome({ date: daysAfter(today, 3), from: '13:00', to: '15:00' }))).toEqual(
      refusal(HOME_VISIT_MESSAGES.notOffered),
    );
    expect(
      await place(atHome({ date: daysAfter(today, HOME_VISIT_DAYS_AHEAD + 7), from: '09:00', to: '11:00' })),
    ).toEqual(refusal(HOME_VISIT_MESSAGES.notOffered));
    expect(await place(atHome({ date: 'tomorrow', from: '9', to: '11' }))).toEqual(
      refusal(HOME_VISIT_MESSAGES.notOffered),
    );
  });
});
