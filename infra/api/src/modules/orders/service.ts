import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import {
  IDEMPOTENCY_KEY_REUSED,
  ORDER_NOT_CANCELLABLE,
  type OrderDetails,
  type OrderSummary,
  type PlaceOrderAnswer,
} from '@labshop/shared-contracts/core/api/orders';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AppConfig } from '../../platform/config';
import { HttpError, notFound, ValidationError } from '../../platform/errors';
import type { MessageOutbox } from '../../platform/messages/message-outbox';
import { sha256 } from '../../platform/secrets';
import { DiscountCodeError } from '../discount-codes/discount-code-error';
import { reserveSingleUseCode } from '../discount-codes/discount-code-store';
import type { PricingLocation } from '../locations/chosen-location';
import type { LocationsService } from '../locations/service';
import { checkOrderReferrals, linkOrderReferrals } from '../referrals/order-referrals';
import { accessTokenHash, mayAccessOrder, orderAccessToken } from './order-access';
import { orderConfirmationMail } from './order-mail';
import { priceOrder, type ShopPrices } from './order-pricing';
import { orderQuoteOf, PriceChangedError } from './order-quote';
import { findOrder, findOrderByKey, listAccountOrders, readOrderDetails, type StoredOrder } from './order-queries';
import { expireUnpaidOrders } from './order-lifecycle';
import { cancelOrder, insertOrder, newOrderDetails } from './order-writes';
import type { PlaceOrderInput } from './place-order-request';

export interface OrdersDependencies {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'currency' | 'orderTokenSecret' | 'siteUrl' | 'orderPaymentTtlMinutes'>;
  outbox: MessageOutbox;
  resolveLocation: (input: PlaceOrderInput['location']) => Promise<PricingLocation>;
  shopPrices: (location: PricingLocation) => Promise<ShopPrices>;
}

export interface PlacedOrder {
  /** False when the idempotency key named an order placed before: the same order is answered again. */
  created: boolean;
  answer: PlaceOrderAnswer;
}

export function createOrdersService(deps: OrdersDependencies) {
  const { db, clock, config } = deps;

  async function answerFor(order: StoredOrder, requestHash: string): Promise<PlacedOrder> {
    if (order.requestHash !== requestHash)
      throw new ValidationError({ idempotencyKey: [IDEMPOTENCY_KEY_REUSED] }, IDEMPOTENCY_KEY_REUSED);
    const details = await readOrderDetails(db, order.id);
    if (!details) throw new Error(`Order ${order.id} disappeared while being answered`);
    return {
      created: false,
      answer: { order: details, accessToken: orderAccessToken(config.orderTokenSecret, order.id) },
    };
  }

  /** Prices, writes and confirms an order whose idempotency key was not used yet. */
  async function placeNew(input: PlaceOrderInput, accountId: string | null, requestHash: string): Promise<PlacedOrder> {
    const now = clock();
    const location = await deps.resolveLocation(input.location);
    const referrals = await checkOrderReferrals(db, accountId, input.items);
    const priced = await priceOrder(db, input, location, now, await deps.shopPrices(location), referrals);
    if (priced.quote.totalMinor !== input.expectedTotalMinor) {
      throw new PriceChangedError(orderQuoteOf(priced.quote, config.currency));
    }
    const id = randomUUID();
    const accessToken = orderAccessToken(config.orderTokenSecret, id);
    const newOrder = {
      id,
      input,
      priced,
      requestHash,
      accountId,
      currency: config.currency,
      now,
      accessTokenHash: accessTokenHash(accessToken),
    };
    const written = await db.transaction(async (tx) => {
      const code = priced.discountCode;
      if (code?.singleUse && !(await reserveSingleUseCode(tx, code.id, id))) throw new DiscountCodeError('alreadyUsed');
      const inserted = await insertOrder(tx, newOrder);
      if (!inserted) return null;
      await linkOrderReferrals(tx, id, input.items, referrals.referralIds);
      const placed = newOrderDetails(newOrder, inserted.number, location);
      await deps.outbox.queueMail(tx, orderConfirmationMail(placed, config.siteUrl, accessToken), {
        kind: 'order-confirmation',
        key: `order-confirmation:${id}`,
      });
      return placed;
    });
    if (!written) throw new Error('An order with a taken idempotency key could not be written');
    return { created: true, answer: { order: written, accessToken } };
  }

  return {
    /**
     * Places an order exactly once per idempotency key: priced from the shop's own tables, written with its
     * patients and lines in one transaction, reserving its single-use code and its referrals (spent when it is
     * paid, free again if it is cancelled or expires) and queueing the confirmation e-mail in that same
     * transaction, so the e-mail goes out if and only if the order stands.
     */
    async place(input: PlaceOrderInput, accountId: string | null): Promise<PlacedOrder> {
      const requestHash = sha256(JSON.stringify({ accountId, ...input, idempotencyKey: undefined }));
      const earlier = await findOrderByKey(db, input.idempotencyKey);
      if (earlier) return answerFor(earlier, requestHash);
      try {
        return await placeNew(input, accountId, requestHash);
      } catch (error) {
        // A twin submit with the same key may have won meanwhile, taking what this one needed (its single-use code,
        // its referral): the buyer gets that order, as for any repeat.
        const winner = await findOrderByKey(db, input.idempotencyKey);
        if (winner) return answerFor(winner, requestHash);
        throw error;
      }
    },

    /**
     * The order, for its owner account or the holder of its access token; 404 for anyone else. An online order past
     * its time to be paid is expired first, so nobody reads it as still payable.
     */
    async requireAccess(orderId: string, callerId: string | null, token: string | null): Promise<StoredOrder> {
      await expireUnpaidOrders(db, clock(), config.orderPaymentTtlMinutes, orderId);
      const order = await findOrder(db, orderId);
      if (!order || !mayAccessOrder(order, callerId, token)) throw notFound();
      return order;
    },

    async details(orderId: string): Promise<OrderDetails> {
      const details = await readOrderDetails(db, orderId);
      if (!details) throw notFound();
      return details;
    },

    /** The buyer cancels an order not yet paid; a paid or cancelled one answers 409. */
    async cancel(order: StoredOrder): Promise<OrderDetails> {
      if (!(await cancelOrder(db, order.id, clock()))) throw new HttpError(409, ORDER_NOT_CANCELLABLE);
      const details = await readOrderDetails(db, order.id);
      if (!details) throw notFound();
      return details;
    },

    async list(accountId: string): Promise<OrderSummary[]> {
      return listAccountOrders(db, accountId);
    },

    /** Expires every online order past its time to be paid; run on a schedule. Answers how many expired. */
    async expireOverdue(): Promise<number> {
      return (await expireUnpaidOrders(db, clock(), config.orderPaymentTtlMinutes)).length;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
  }
}

/** How often unpaid online orders past their time are expired (each is also expired as soon as it is read). */
export const EXPIRE_UNPAID_ORDERS_CRON = '*/5 * * * *';

export default fp(
  async function ordersService(fastify) {
    const service = createOrdersService({
      db: fastify.db,
      clock: fastify.clock,
      config: fastify.config,
      outbox: fastify.outbox,
      resolveLocation: (location) => resolveOrderLocation(fastify.locations, location),
      shopPrices: async (location) => {
        const [nursing, customerServices] = await Promise.all([
          fastify.nursingServices.currentPrices(),
          fastify.locationPrices.customerServices(location),
        ]);
        return { nursing, customerServices };
      },
    });
    fastify.decorate('orders', service);
    fastify.jobs.define<Record<string, never>>({
      name: 'expire-unpaid-orders',
      handle: async () => {
        await service.expireOverdue();
      },
      schedule: { cron: EXPIRE_UNPAID_ORDERS_CRON, data: {} },
    });
  },
  {
    name: 'orders-service',
    dependencies: [
      'database',
      'clock',
      'jobs',
      'messaging',
      'locations-service',
      'nursing-services-service',
      'location-prices-service',
    ],
  },
);

/** The order's location, with a location that does not exist refused on the request's own field names. */
async function resolveOrderLocation(
  locations: LocationsService,
  location: PlaceOrderInput['location'],
): Promise<PricingLocation> {
  try {
    const resolved = await locations.resolve(
      location.kind === 'home-service' ? { city_uuid: location.cityUuid } : { facility_id: location.facilityId },
    );
    if (!resolved) throw new Error('An order location resolved to none');
    return resolved;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = Object.fromEntries(
      Object.entries(error.errors).map(([field, messages]) => [`location.${field}`, messages]),
    );
    throw new ValidationError(errors);
  }
}
