import { randomBytes, randomUUID } from 'node:crypto';
import type { PlaceOrderRequest } from '@labshop/shared-contracts/core/api/orders';
import { createCatalogueService } from '../../modules/catalogue/service';
import { createDiscountCodesService } from '../../modules/discount-codes/service';
import { createLocationPricesService } from '../../modules/location-prices/service';
import { createLocationsService } from '../../modules/locations/service';
import { createNursingServicesService } from '../../modules/nursing-services/service';
import { PriceChangedError } from '../../modules/orders/order-quote';
import { PlaceOrderBody } from '../../modules/orders/place-order-request';
import {
  createOrdersService,
  orderPricingFrom,
  type OrdersService,
  type PlacedOrder,
} from '../../modules/orders/service';
import { createDoctorCommissionService } from '../../modules/doctor-commission/service';
import { createWeightLossService } from '../../modules/weight-loss/service';
import { payoutDetailsOf } from '../../modules/doctors/store';
import { createReferralsService } from '../../modules/referrals/service';
import { createSavedCartService } from '../../modules/saved-cart/service';
import { createVisitServicesService } from '../../modules/visit-services/service';
import { createSandboxProvider } from '../../modules/payments/sandbox-provider';
import { signSandboxCallback } from '../../modules/payments/sandbox-signature';
import { createPaymentsService } from '../../modules/payments/service';
import type { MessageOutbox } from '../../platform/messages/message-outbox';
import type { Principal } from '../../platform/principal';
import { validateInput } from '../../platform/validation';
import type { Database } from '../client';
import { testId } from './catalogue';
import { demoReferralDeps } from './demo-referral-deps';
import { facilityId } from './facilities';
import { seedId } from './seed-id';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo orders are paid a few minutes after they are placed, as a buyer would at checkout. */
const PAID_AFTER_MS = 5 * 60 * 1000;
/** The shop's default currency; the demo catalogue's prices are in it. */
const DEMO_CURRENCY = 'GBP';
export const DEMO_FACILITY = facilityId('warszawa-marszalkowska');

/** Someone an order is for, with the id the cart gave them. */
export interface DemoOrderPatient {
  cartId: string;
  firstName: string;
  lastName: string;
  pesel: string;
  birthDate: string;
  sex: 'm' | 'f';
}

export interface DemoOrder {
  /** Names the order for good: its id and idempotency key are derived from it. */
  key: string;
  daysAgo: number;
  email: string;
  patients: DemoOrderPatient[];
  /** Catalogue slugs per cart patient id. */
  tests: Record<string, string[]>;
}

export interface PlacedDemoOrder {
  id: string;
  /** As labs echo it: 'LS-000042'. */
  number: string;
  placedAt: Date;
}

/** The address links in messages would point to; no message about a demo order is sent. */
const NO_SITE = 'http://localhost';

/** The demo's orders lie in the past: nobody is e-mailed about them. */
const NO_MESSAGES: MessageOutbox = {
  queueSms: async () => false,
  queueMail: async () => false,
  deliveryQueues: [],
};

/**
 * An order placed and paid as checkout and the sandbox payment would leave it: placed by the orders service for
 * the account at the collection point on the day it was placed (priced from the shop's tables there), then paid
 * through the payments service, the sandbox page's Pay answered by a signed callback. Its idempotency key makes a
 * second run find it instead.
 */
export async function placePaidDemoOrder(
  db: Database,
  accountId: string,
  order: DemoOrder,
  now: Date,
): Promise<PlacedDemoOrder> {
  const placedAt = new Date(now.getTime() - order.daysAgo * DAY_MS);
  let at = placedAt;
  const clock = () => at;
  // Fresh secrets each run: the account reads its own orders, so no guest link's token or payment page is needed,
  // and nobody can make one.
  const secrets = { orderTokenSecret: randomBytes(32).toString('base64url'), paymentSecret: randomUUID() };
  const orders = createDemoOrdersService(db, clock, secrets.orderTokenSecret, () => seedId('demo-order', order.key));
  const buyer: Principal = { kind: 'account', accountId, role: 'patient' };
  const idempotencyKey = `labshop-demo-order-${order.key}`;
  const earlier = await orders.placedWithKey(buyer, idempotencyKey);
  if (earlier) return { id: earlier.id, number: earlier.number, placedAt };

  const checkout = validateInput(PlaceOrderBody, checkoutOf(order, idempotencyKey));
  const placed = (await placeAtItsOwnTotal(orders, buyer, checkout)).answer.order;
  const demoOrder = { id: placed.id, number: placed.number, placedAt };

  const provider = createSandboxProvider(secrets.paymentSecret);
  const payments = createPaymentsService({
    db,
    clock,
    config: { currency: DEMO_CURRENCY, paymentSecret: secrets.paymentSecret },
    provider,
    outbox: NO_MESSAGES,
    log: { info: () => undefined, error: () => undefined },
    orders,
  });
  const { payment } = await payments.start(buyer, demoOrder.id);
  at = new Date(placedAt.getTime() + PAID_AFTER_MS);
  const callback = { paymentId: payment.paymentId, outcome: 'paid', eventId: randomUUID() } as const;
  await payments.notify({
    rawBody: null,
    fields: { ...callback, signature: signSandboxCallback(secrets.paymentSecret, callback) },
    headers: {},
  });
  return demoOrder;
}

/**
 * No buyer confirms a demo order: it is placed at the total the shop's own pricing gives, which the first try
 * answers as a changed price, as checkout does when a price moved.
 */
async function placeAtItsOwnTotal(
  orders: OrdersService,
  buyer: Principal,
  checkout: PlaceOrderBody,
): Promise<PlacedOrder> {
  try {
    return await orders.place(buyer, checkout);
  } catch (error) {
    if (!(error instanceof PriceChangedError)) throw error;
    return orders.place(buyer, { ...checkout, expectedTotalMinor: error.quote.totalMinor });
  }
}

function checkoutOf(order: DemoOrder, idempotencyKey: string): PlaceOrderRequest {
  const patientsOf = new Map<string, string[]>();
  for (const [cartId, slugs] of Object.entries(order.tests)) {
    for (const slug of slugs) patientsOf.set(slug, [...(patientsOf.get(slug) ?? []), cartId]);
  }
  return {
    idempotencyKey,
    expectedTotalMinor: 0,
    location: { kind: 'collection-point', facility_id: DEMO_FACILITY },
    items: [...patientsOf].map(([slug, patients]) => ({ id: testId(slug), patients })),
    visitServices: [],
    customerServices: [],
    patients: order.patients.map((patient) => ({
      id: patient.cartId,
      firstName: patient.firstName,
      lastName: patient.lastName,
      pesel: patient.pesel,
      birthDate: patient.birthDate,
      sex: patient.sex,
      phone: null,
    })),
    email: order.email,
    paymentMethod: 'online',
    consents: { terms: true, dataProcessing: true },
    discount_code: null,
  };
}

/**
 * The orders service as the demo uses it: prices from the shop's tables, no message sent, and each new order's id
 * from `newOrderId`.
 */
export function createDemoOrdersService(
  db: Database,
  clock: () => Date,
  orderTokenSecret: string,
  newOrderId: () => string,
): OrdersService {
  const catalogue = createCatalogueService(db);
  const locations = createLocationsService(db, clock);
  const discountCodes = createDiscountCodesService({
    db,
    clock,
    // Asked only while an order is placed, once the orders service below exists.
    codeHeldByAnOpenOrder: (tx, codeId, exceptOrderId) => orders.holdsCode(tx, codeId, exceptOrderId),
    shopItems: catalogue.shopItems,
    testIdsInCategories: catalogue.testIdsInCategories,
    codeUses: (codeIds) => orders.discountCodeUses(codeIds),
    usesOfCode: (tx, codeId) => orders.usesOfCode(tx, codeId),
    accountUsesOfCode: (tx, accountId, codeId) => orders.accountUsesOfCode(tx, accountId, codeId),
  });
  const referralDeps = demoReferralDeps(db);
  const referrals = createReferralsService({
    db,
    clock,
    config: { currency: DEMO_CURRENCY, siteUrl: NO_SITE },
    outbox: NO_MESSAGES,
    ...referralDeps,
    salariesOf: (doctorAccountId, referralIds) => commission.netCommissionsOf(doctorAccountId, referralIds),
  });
  const commission = createDoctorCommissionService({
    db,
    clock,
    config: { currency: DEMO_CURRENCY },
    people: referralDeps.people,
    referrals,
    payoutDetailsOf: (doctorAccountId) => payoutDetailsOf(db, doctorAccountId),
  });
  const orders: OrdersService = createOrdersService({
    db,
    clock,
    config: {
      currency: DEMO_CURRENCY,
      orderTokenSecret,
      siteUrl: NO_SITE,
      orderPaymentTtlMinutes: 60,
    },
    outbox: NO_MESSAGES,
    placesOf: locations.placesOf,
    discountCodes,
    referrals,
    commission,
    savedCart: createSavedCartService(db, clock),
    ...orderPricingFrom({
      locations,
      nursingServices: createNursingServicesService(db),
      locationPrices: createLocationPricesService(db, catalogue),
      catalogue,
      visitServices: createVisitServicesService(db),
    }),
    newOrderId,
  });
  // As in the app: a paid order starts the weight-loss programme its package was bought for.
  // It only starts programmes here: the demo data neither sends nor reads a check-in.
  const noCheckIns = {
    keepCheckIn: () => Promise.reject(new Error('The demo data sends no check-in')),
    checkIns: () => Promise.resolve([]),
  };
  const noCheckInPatients = { list: () => Promise.reject(new Error('The demo data sends no check-in')) };
  const weightLoss = createWeightLossService({
    db,
    clock,
    config: { currency: DEMO_CURRENCY },
    catalogue,
    quiz: noCheckIns,
    accounts: { patients: noCheckInPatients },
    orders,
  });
  orders.whenPaid((tx, paid) => weightLoss.startForPaidOrder(tx, paid, paid.now).then(() => undefined));
  return orders;
}
