import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import {
  IDEMPOTENCY_KEY_REUSED,
  ORDER_NOT_CANCELLABLE,
  type OrderDetails,
  type OrderSummary,
  type PlaceOrderAnswer,
} from '@labshop/shared-contracts/api/orders';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AppConfig } from '../../platform/config';
import { HttpError, notFound, ValidationError } from '../../platform/errors';
import type { MessageOutbox } from '../../platform/messages/message-outbox';
import { sha256 } from '../../platform/secrets';
import { DiscountCodeError } from '../discount-codes/discount-code-error';
import { spendSingleUseCode } from '../discount-codes/discount-code-store';
import type { PricingLocation } from '../locations/chosen-location';
import type { LocationsService } from '../locations/service';
import { checkOrderReferrals, linkOrderReferrals } from '../referrals/order-referrals';
import { accessTokenHash, mayAccessOrder, orderAccessToken } from './order-access';
import { orderConfirmationMail } from './order-mail';
import { priceOrder, type ShopPrices } from './order-pricing';
import { orderQuoteOf, PriceChangedError } from './order-quote';
import { findOrder, findOrderByKey, listAccountOrders, readOrderDetails, type StoredOrder } from './order-queries';
import { cancelOrder, insertOrder, newOrderDetails } from './order-writes';
import type { PlaceOrderInput } from './place-order-request';

export interface OrdersDependencies {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'currency' | 'orderTokenSecret' | 'siteUrl'>;
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

  return {
    /**
     * Places an order exactly once per idempotency key: priced from the shop's own tables, written with its
     * patients and lines in one transaction, spending a single-use code and queueing the confirmation e-mail in
     * that same transaction, so the e-mail goes out if and only if the order stands.
     */
    async place(input: PlaceOrderInput, accountId: string | null): Promise<PlacedOrder> {
      const requestHash = sha256(JSON.stringify({ accountId, ...input, idempotencyKey: undefined }));
      const earlier = await findOrderByKey(db, input.idempotencyKey);
      if (earlier) return answerFor(earlier, requestHash);

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
      const details = await db.transaction(async (tx) => {
        const inserted = await insertOrder(tx, newOrder);
        if (!inserted) return null;
        await linkOrderReferrals(tx, id, referrals.referralIds);
        const code = priced.discountCode;
        if (code?.singleUse && !(await spendSingleUseCode(tx, code.id, now)))
          throw new DiscountCodeError('alreadyUsed');
        const placed = newOrderDetails(newOrder, inserted.number, location);
        await deps.outbox.queueMail(tx, orderConfirmationMail(placed, config.siteUrl, accessToken), {
          kind: 'order-confirmation',
          key: `order-confirmation:${id}`,
        });
        return placed;
      });
      if (!details) {
        // A concurrent submit with the same key won the insert; answer its order.
        const winner = await findOrderByKey(db, input.idempotencyKey);
        if (!winner) throw new Error('An order with a taken idempotency key could not be found');
        return answerFor(winner, requestHash);
      }
      return { created: true, answer: { order: details, accessToken } };
    },

    /** The order, for its owner account or the holder of its access token; 404 for anyone else. */
    async requireAccess(orderId: string, callerId: string | null, token: string | null): Promise<StoredOrder> {
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
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
  }
}

export default fp(
  async function ordersService(fastify) {
    fastify.decorate(
      'orders',
      createOrdersService({
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
      }),
    );
  },
  {
    name: 'orders-service',
    dependencies: [
      'database',
      'clock',
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
