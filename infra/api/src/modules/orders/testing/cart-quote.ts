import type { FastifyInstance } from 'fastify';
import {
  checkCodeRequestFor,
  CheckCodeAnswer,
  CustomerServicesAnswer,
  doctorDiscountPercentOf,
  ExaminationsDataAnswer,
  NursingServicesAnswer,
  quoteCart,
  repriceItems,
  repriceVisitServices,
  RESULTS_ANALYSIS_CODE,
  ReferralsOverview,
  VisitServicesAnswer,
  type LocationQuery,
  type PlaceOrderRequest,
  type PriceQuote,
  type PricedCartItem,
} from '@labshop/shared-contracts/core';
import { expectShape } from '../../../testing/expect-shape';

type Headers = Record<string, string>;

/**
 * What the cart and checkout show for a checkout request: the answers the browser reads from the API (prices with
 * their pricing attributes, visit services, nursing fees, additional services, the referral's discount, the checked
 * code), put together by the same shared steps and the same quoteCart the browser runs. Tests compare this with what
 * the order charges and the payment provider is asked for.
 */
export async function quoteAsTheCart(
  app: FastifyInstance,
  request: PlaceOrderRequest,
  headers: Headers = {},
): Promise<PriceQuote> {
  const location = locationOf(request);
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (response.statusCode !== 200) throw new Error(`${method} ${url} answered ${response.statusCode}`);
    return response.json<unknown>();
  };
  const percentOf = await referralPercents(request, async (url) => {
    const response = await app.inject({ method: 'GET', url, headers });
    return response.statusCode === 200 ? response.json<unknown>() : null;
  });
  const asked: (PricedCartItem & { doctor_discount_percent?: number })[] = request.items.map((item) => ({
    id: item.id,
    name: item.id,
    price: 0,
    patients: item.patients,
    ...(item.for_own_package ? { for_own_package: true } : {}),
    ...(item.referral_id
      ? { added_by_doctor: true, doctor_discount_percent: percentOf.get(item.referral_id) ?? 0 }
      : {}),
  }));
  const [answer, visitOffers, nursing, offered] = await Promise.all([
    call('POST', '/api/updated/examinations-data', { examinaitons: asked.map((item) => item.id), ...location }),
    call('GET', '/api/services/visit-services'),
    call('GET', '/api/services/nursing-services'),
    call('GET', `/api/services/customer-services?${new URLSearchParams(location).toString()}`),
  ]);
  const items = repriceItems(asked, expectShape(answer, ExaminationsDataAnswer)).kept;
  const visitServices = repriceVisitServices(
    (request.visitServices ?? []).map((service) => ({ ...service, price: 0 })),
    expectShape(visitOffers, VisitServicesAnswer),
  );
  const customerServices = expectShape(offered, CustomerServicesAnswer).filter(
    (service) => service.code === RESULTS_ANALYSIS_CODE && (request.customerServices ?? []).includes(service.code),
  );
  const input = {
    items,
    visitServices,
    locationKind: request.location.kind,
    nursingServices: expectShape(nursing, NursingServicesAnswer),
    customerServices,
    discountCodeMinor: 0,
    doctorDiscountPercent: doctorDiscountPercentOf(items),
  };
  const withoutCode = quoteCart(input);
  const code = request.discount_code?.trim();
  if (!code) return withoutCode;
  const checked = expectShape(
    await call('POST', '/api/check-code', checkCodeRequestFor(code, items, withoutCode, location)),
    CheckCodeAnswer,
  );
  return quoteCart({ ...input, discountCodeMinor: checked.discount, discountCode: checked.discount_code });
}

/** The checkout request as the browser sends it: with the total the cart showed, which the buyer confirmed. */
export async function confirmedByTheCart(
  app: FastifyInstance,
  request: PlaceOrderRequest,
  headers: Headers = {},
): Promise<PlaceOrderRequest> {
  const quote = await quoteAsTheCart(app, request, headers);
  return { ...request, expectedTotalMinor: quote.totalMinor };
}

function locationOf(request: PlaceOrderRequest): LocationQuery & Record<string, string> {
  return request.location.kind === 'home-service'
    ? { city_uuid: request.location.city_uuid }
    : { facility_id: request.location.facility_id };
}

/**
 * The doctor discount of each referral the items come from, as the patient's referral list gives it; none for a
 * caller who has no such list (a guest's cart never holds a referral's tests).
 */
async function referralPercents(
  request: PlaceOrderRequest,
  get: (url: string) => Promise<unknown>,
): Promise<Map<string, number>> {
  if (!request.items.some((item) => item.referral_id)) return new Map();
  const answer = await get('/api/referrals');
  if (answer === null) return new Map();
  const overview = expectShape(answer, ReferralsOverview);
  const referrals = overview.patients.flatMap((group) => group.referrals);
  return new Map(referrals.map((referral) => [referral.id, referral.discountPercent]));
}
