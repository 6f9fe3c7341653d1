import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import {
  IDEMPOTENCY_KEY_REUSED,
  ORDER_LINK_EXPIRED,
  ORDER_NOT_CANCELLABLE,
  type OrderDetails,
  type OrderList,
  type PlaceOrderAnswer,
} from '@labshop/shared-contracts/core/api/orders';
import type { ResultAnalysisOffer } from '@labshop/shared-contracts/core/api/results';
import type { OrderStatus } from '@labshop/shared-contracts/core/api/orders';
import { HOME_VISIT_MESSAGES } from '@labshop/shared-contracts/core/api/home-visits';
import type { Database, DatabaseExecutor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AppConfig } from '../../platform/config';
import { HttpError, notFound, ValidationError } from '../../platform/errors';
import type { MessageOutbox } from '../../platform/messages/message-outbox';
import { accountOf, systemPrincipal, type Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import { sha256 } from '../../platform/secrets';
import { DiscountCodeError } from '../discount-codes/discount-code-error';
import type { DiscountCodesService } from '../discount-codes/service';
import { describeLocation, type PricingLocation } from '../locations/chosen-location';
import type { LocationPricesService } from '../location-prices/service';
import type { LocationsService } from '../locations/service';
import type { NursingServicesService } from '../nursing-services/service';
import type { DoctorCommissionService } from '../doctor-commission/service';
import type { ReferralsService } from '../referrals/service';
import type { SavedCartService } from '../saved-cart/service';
import type { CatalogueService } from '../catalogue/service';
import type { VisitServicesService } from '../visit-services/service';
import { accessTokenHash, checkOrderLinkToken, orderAccessToken, orderLinkToken } from './access-token';
import { orderConfirmationMail } from './order-mail';
import { orderNumber } from './order-number';
import { priceOrder, type OrderPriceSources, type ShopPrices } from './order-pricing';
import { orderQuoteOf, PriceChangedError } from './order-quote';
import {
  checkPlaceOrder,
  RESULTS_ANALYSIS_ONLY_MESSAGES,
  type PlaceOrderBody,
  type PlaceOrderInput,
} from './place-order-request';
import {
  analysisOrderedWith,
  analysisPurchaseRefusal,
  analysisStandingOf,
  cancelOrder,
  countBookedVisit,
  countBookedVisits,
  chargedLinesOf,
  paidItemsOf,
  expireUnpaidOrders,
  findOrder,
  findOrderedPerson,
  findOrderedTest,
  findOrderNumberOfLine,
  findOrderByKey,
  findOrderByNumber,
  findSamePersonOnOrders,
  insertOrder,
  listOrders,
  listPaidOrderedTests,
  lockOrderStatus,
  moveOrderStatus,
  newOrderDetails,
  openOrderHoldsCode,
  discountCodeUses,
  accountUsesOfCode,
  ordersPlacedWithCode,
  openOrderIdsAmong,
  insertVisitOrder,
  readOrderDetails,
  tokenOpensOrder,
  visitOrderKey,
  type OrderListFilter,
  type PersonOnOrders,
  type StoredOrder,
} from './store';

export interface OrdersDependencies {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'currency' | 'orderTokenSecret' | 'siteUrl' | 'orderPaymentTtlMinutes'>;
  outbox: MessageOutbox;
  resolveLocation: (input: PlaceOrderInput['location']) => Promise<PricingLocation>;
  /** A home visit's window locked in the order's transaction, with its capacity: asked of the locations service. */
  lockHomeVisitWindow: LocationsService['lockHomeVisitWindow'];
  /** The place an order keeps, named as it is now: asked of the locations service. */
  placesOf: LocationsService['placesOf'];
  shopPrices: (location: PricingLocation) => Promise<ShopPrices>;
  /** The items' and visit services' prices, asked of the catalogue and visit services. */
  priceSources: OrderPriceSources;
  /** The discount code a buyer typed: found, reserved and spent by its own service. */
  discountCodes: Pick<DiscountCodesService, 'named' | 'reserveForOrder' | 'spendForPaidOrder'>;
  /** The referrals a buyer's items come with: checked, reserved and settled by their own service. */
  referrals: Pick<ReferralsService, 'checkForOrder' | 'reserveForOrder' | 'settlePaidOrder' | 'cancelForUnpaidOrder'>;
  /** The doctors' commission on the referrals an order pays for: written and reversed by its own service. */
  commission: Pick<DoctorCommissionService, 'recordForPaidOrder' | 'reverseForOrder'>;
  /** The signed-in buyer's saved cart, emptied by its own service as the order is placed. */
  savedCart: Pick<SavedCartService, 'emptyForPlacedOrder'>;
  /** A new order's id; random, except for demo orders whose ids are fixed. */
  newOrderId?: () => string;
}

/**
 * A checkout sent again with its idempotency key is answered the order it placed, whoever sends it: the order is
 * answered only to a request identical to the first (its hash names the account and every detail sent).
 */
const REPEATED_CHECKOUT = systemPrincipal('answer a repeated checkout');

/**
 * Whether another order still holds a referral or a single-use code, and how many orders used up a code's uses, is
 * the shop's to say, whoever those other orders' buyers are.
 */
const HOLDING = systemPrincipal('find the open orders holding a referral or a code');

/** A nurse's window is full or not for every buyer alike, whoever holds its places. */
/** The back-office's count of the orders placed with each discount code. */
const CODE_USAGE = systemPrincipal('count and list the orders placed with a discount code for the back-office');

const VISIT_BOOKINGS = systemPrincipal('count the home visits booked in a window');

/** The shop expires an overdue order for everyone alike, whoever happens to read it first. */
const EXPIRING = systemPrincipal('expire unpaid orders');

export interface PlacedOrder {
  /** False when the idempotency key named an order placed before: the same order is answered again. */
  created: boolean;
  answer: PlaceOrderAnswer;
}

/** Told in the payment's transaction that an order is now paid (another module settling what the order paid for). */
/** An item line of a paid order, with the person it was bought for. */
export interface PaidItem {
  testId: string;
  orderPatientId: string | null;
  patientName: string;
}

/** A paid order as its listeners hear of it: read once, in the paying transaction. */
export interface PaidOrder {
  orderId: string;
  accountId: string | null;
  items: readonly PaidItem[];
  now: Date;
}

export type OrderPaidListener = (tx: DatabaseExecutor, paid: PaidOrder) => Promise<void>;

/**
 * Asked, in the payment's transaction, whether what an expired order was for can still be had now that its money
 * arrived late (a doctor's slot still free is held again for it): true when it was taken back for the order.
 */
export type LatePaymentListener = (tx: DatabaseExecutor, late: { orderId: string; now: Date }) => Promise<boolean>;

export function createOrdersService(deps: OrdersDependencies) {
  const { db, clock, config } = deps;
  const paidListeners: OrderPaidListener[] = [];
  const latePaymentListeners: LatePaymentListener[] = [];

  /** The order's details with its place named by the locations service; null for one the principal may not see. */
  async function readDetails(principal: Principal, orderId: string): Promise<OrderDetails | null> {
    const stored = await readOrderDetails(db, principal, orderId);
    if (!stored) return null;
    const places = await deps.placesOf([stored.location]);
    return { ...stored, location: describeLocation(places.of(stored.location)) };
  }

  async function answerFor(order: StoredOrder, requestHash: string): Promise<PlacedOrder> {
    if (order.requestHash !== requestHash)
      throw new ValidationError({ idempotencyKey: [IDEMPOTENCY_KEY_REUSED] }, IDEMPOTENCY_KEY_REUSED);
    // The request is the very one that placed the order, so its sender holds the order as its buyer did.
    const details = await readDetails({ kind: 'guest', orderId: order.id }, order.id);
    if (!details) throw new Error(`Order ${order.id} disappeared while being answered`);
    return {
      created: false,
      answer: { order: details, accessToken: orderAccessToken(config.orderTokenSecret, order.id) },
    };
  }

  /**
   * Refuses, in the order's transaction `tx`, a home visit whose window is full: the window stays locked until the
   * transaction ends, so of two orders for its last place the second counts the first and is refused (422 on
   * `location.visit`), and nothing of it is written.
   */
  async function holdVisitPlace(tx: DatabaseExecutor, location: PlaceOrderInput['location'], now: Date) {
    // An analysis of earlier results is bought for a home-visit place without a visit: it takes no nurse's time.
    if (location.kind !== 'home-service' || location.visit === null) return;
    const capacity = await deps.lockHomeVisitWindow(tx, location.cityUuid, location.visit);
    if (capacity === null) throw new ValidationError({ 'location.visit': [HOME_VISIT_MESSAGES.notOffered] });
    const booked = await countBookedVisit(tx, VISIT_BOOKINGS, {
      cityId: location.cityUuid,
      visit: location.visit,
      now,
      ttlMinutes: config.orderPaymentTtlMinutes,
    });
    if (booked >= capacity) throw new ValidationError({ 'location.visit': [HOME_VISIT_MESSAGES.full] });
  }

  /** Prices, writes and confirms an order whose idempotency key was not used yet. */
  async function placeNew(principal: Principal, input: PlaceOrderInput, requestHash: string): Promise<PlacedOrder> {
    const accountId = accountOf(principal);
    const now = clock();
    const location = await deps.resolveLocation(input.location);
    const referrals = await deps.referrals.checkForOrder(principal, input.items);
    const prices = await deps.shopPrices(location);
    const priced = await priceOrder(
      deps.priceSources,
      input,
      location,
      now,
      prices,
      deps.discountCodes.named,
      referrals,
    );
    if (priced.quote.totalMinor !== input.expectedTotalMinor) {
      throw new PriceChangedError(orderQuoteOf(priced.quote, config.currency));
    }
    const id = (deps.newOrderId ?? randomUUID)();
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
    const analysisFor = input.resultsAnalysisFor;
    if (analysisFor !== null && (accountId === null || !isRecordId(analysisFor))) {
      throw new ValidationError({ resultsAnalysisFor: [RESULTS_ANALYSIS_ONLY_MESSAGES.notOrderable] });
    }
    const written = await db.transaction(async (tx) => {
      if (analysisFor !== null && accountId !== null) {
        const refusal = await analysisPurchaseRefusal(tx, accountId, analysisFor);
        if (refusal !== null) {
          const message =
            refusal === 'awaiting-payment'
              ? RESULTS_ANALYSIS_ONLY_MESSAGES.awaitingPayment
              : RESULTS_ANALYSIS_ONLY_MESSAGES.notOrderable;
          throw new ValidationError({ resultsAnalysisFor: [message] });
        }
      }
      await holdVisitPlace(tx, input.location, now);
      const code = priced.discountCode;
      if (code && !(await deps.discountCodes.reserveForOrder(tx, code.id, { orderId: id, accountId }))) {
        throw new DiscountCodeError('alreadyUsed');
      }
      const inserted = await insertOrder(tx, newOrder);
      if (!inserted) return null;
      await deps.referrals.reserveForOrder(tx, id, input.items, referrals.referralIds, (among, orderIds) =>
        openOrderIdsAmong(among, HOLDING, orderIds),
      );
      await deps.savedCart.emptyForPlacedOrder(tx, principal);
      const placed = newOrderDetails(newOrder, inserted.number, location);
      const linkToken = orderLinkToken(config.orderTokenSecret, id, now);
      await deps.outbox.queueMail(tx, orderConfirmationMail(placed, config.siteUrl, linkToken), {
        kind: 'order-confirmation',
        key: `order-confirmation:${id}`,
      });
      return placed;
    });
    if (!written) throw new Error('An order with a taken idempotency key could not be written');
    return { created: true, answer: { order: written, accessToken } };
  }

  /** The order the principal may see, after expiring it if it waited too long for its payment; 404 otherwise. */
  async function visibleOrder(principal: Principal, orderId: string): Promise<StoredOrder> {
    await expireUnpaidOrders(db, EXPIRING, clock(), config.orderPaymentTtlMinutes, orderId);
    const order = await findOrder(db, principal, orderId);
    if (!order) throw notFound();
    return order;
  }

  async function detailsFor(principal: Principal, orderId: string): Promise<OrderDetails> {
    const details = await readDetails(principal, orderId);
    if (!details) throw notFound();
    return details;
  }

  return {
    /**
     * Places an order exactly once per idempotency key: priced from the shop's own tables, written with its
     * patients and lines in one transaction, reserving its limited discount code and its referrals (spent when it is
     * paid, free again if it is cancelled or expires) and queueing the confirmation e-mail in that same
     * transaction, so the e-mail goes out if and only if the order stands. A signed-in account buys for itself,
     * and its saved cart is emptied in that same transaction; anyone else buys as a guest.
     */
    async place(principal: Principal, checkout: PlaceOrderBody): Promise<PlacedOrder> {
      const input = checkPlaceOrder(checkout, clock().toISOString().slice(0, 10));
      const accountId = accountOf(principal);
      const requestHash = sha256(JSON.stringify({ accountId, ...input, idempotencyKey: undefined }));
      const earlier = await findOrderByKey(db, REPEATED_CHECKOUT, input.idempotencyKey);
      if (earlier) return answerFor(earlier, requestHash);
      try {
        return await placeNew(principal, input, requestHash);
      } catch (error) {
        // A twin submit with the same key may have won meanwhile, taking what this one needed (its single-use code,
        // its referral): the buyer gets that order, as for any repeat.
        const winner = await findOrderByKey(db, REPEATED_CHECKOUT, input.idempotencyKey);
        if (winner) return answerFor(winner, requestHash);
        throw error;
      }
    },

    /**
     * Who asks for one order: whoever holds its access token (a guest's browser) or an unexpired signed link to it
     * (the e-mails') asks as its guest; anyone else as the principal they are. A wrong token is no token. A link
     * past its time answers 410 with a message saying so, unless the caller may see the order anyway (its account).
     */
    async callerFor(principal: Principal, orderId: string, token: string | null): Promise<Principal> {
      if (token === null || token === '') return principal;
      const link = checkOrderLinkToken(config.orderTokenSecret, orderId, token, clock());
      if (link === 'valid') return { kind: 'guest', orderId };
      if (link === 'expired') {
        if (await findOrder(db, principal, orderId)) return principal;
        throw new HttpError(410, ORDER_LINK_EXPIRED);
      }
      if (await tokenOpensOrder(db, orderId, token)) return { kind: 'guest', orderId };
      return principal;
    },

    /**
     * The order, for a principal that may see it; 404 for anyone else. An online order past its time to be paid
     * is expired first, so nobody reads it as still payable.
     */
    find: visibleOrder,

    async details(principal: Principal, orderId: string): Promise<OrderDetails> {
      await visibleOrder(principal, orderId);
      return detailsFor(principal, orderId);
    },

    /** The buyer cancels an order not yet paid; a paid or cancelled one answers 409. */
    async cancel(principal: Principal, orderId: string): Promise<OrderDetails> {
      await visibleOrder(principal, orderId);
      if (!(await cancelOrder(db, principal, orderId, clock()))) throw new HttpError(409, ORDER_NOT_CANCELLABLE);
      return detailsFor(principal, orderId);
    },

    /**
     * Every test ordered on the paid orders the principal may see, each with the person it is for, its order's
     * number and date: what the results pages pair with what the labs sent.
     */
    paidOrderedTests: (principal: Principal) => listPaidOrderedTests(db, principal),

    /** The same, of the paid orders one account placed (among those the principal may see). */
    paidOrderedTestsOf: (principal: Principal, accountId: string) => listPaidOrderedTests(db, principal, accountId),

    /** A person as named on an order the principal may see (each order names its people anew); null otherwise. */
    orderedPerson: (principal: Principal, orderPatientId: string) => findOrderedPerson(db, principal, orderPatientId),

    /** The same, only on an order the account placed: another account's person is null. */
    orderedPersonOf: (principal: Principal, orderPatientId: string, accountId: string) =>
      findOrderedPerson(db, principal, orderPatientId, accountId),

    /**
     * The ids by which the orders the account placed (among those the principal may see) name the same person as
     * `person`: by PESEL, or by name and date of birth when there is none, as each order names its people anew.
     */
    orderPatientIdsOfPerson: (principal: Principal, person: PersonOnOrders, accountId: string) =>
      findSamePersonOnOrders(db, principal, person, accountId),

    /**
     * The order with the number a lab echoes, read in the caller's transaction `tx`: none (or one the principal may
     * not see), not paid, or paid with every item ordered on it and the person each is for.
     */
    byNumber: (tx: DatabaseExecutor, principal: Principal, number: number) => findOrderByNumber(tx, principal, number),

    /**
     * An ordered test on an order the principal may see, read in the caller's transaction `tx`: when its order was
     * placed and the person `orderPatientId` names on it; null otherwise.
     */
    orderedTestIn: (tx: DatabaseExecutor, principal: Principal, orderLineId: string, orderPatientId: string) =>
      findOrderedTest(tx, principal, orderLineId, orderPatientId),

    /** The number of the order holding this ordered test, as the buyer sees it; null for one the principal may not see. */
    orderNumberOf: (principal: Principal, orderLineId: string) => findOrderNumberOfLine(db, principal, orderLineId),

    /** Whether the results of the order of this ordered test, one the principal may see, have a paid analysis. */
    analysisOrderedWith: (principal: Principal, orderLineId: string) => analysisOrderedWith(db, principal, orderLineId),

    /**
     * Where the results analysis stands for the order of this ordered test (one the principal may see), with that
     * order's place named as it is now, where the analysis is priced and bought; null otherwise.
     */
    async analysisOfferOf(principal: Principal, orderLineId: string): Promise<ResultAnalysisOffer | null> {
      const standing = await analysisStandingOf(db, principal, orderLineId);
      if (standing === null) return null;
      const places = await deps.placesOf([standing.place]);
      return {
        state: standing.state,
        orderId: standing.orderId,
        orderNumber: standing.orderNumber,
        pendingOrderId: standing.pendingOrderId,
        location: describeLocation(places.of(standing.place)),
      };
    },

    /** The order the principal placed with an idempotency key, if it did: a checkout sent again finds it. */
    async placedWithKey(principal: Principal, idempotencyKey: string): Promise<OrderDetails | null> {
      const order = await findOrderByKey(db, principal, idempotencyKey);
      return order === null ? null : readDetails(principal, order.id);
    },

    /**
     * A page of the orders the principal may see (a signed-in account's own), newest first, filtered by status and
     * by a person named on them. Overdue unpaid orders are expired first, so none is listed as still payable.
     */
    async list(principal: Principal, filter: OrderListFilter): Promise<OrderList> {
      // Only the orders this principal sees are looked at: the schedule expires everyone else's.
      await expireUnpaidOrders(db, principal, clock(), config.orderPaymentTtlMinutes);
      const listed = await listOrders(db, principal, filter);
      return { ...listed, page: filter.page, pageSize: filter.pageSize };
    },

    /**
     * How many orders hold each of a city's home-visit windows on the days from `first` to `last`: the locations
     * service marks the full ones.
     */
    bookedVisits: (cityId: string, days: { first: string; last: string }) =>
      countBookedVisits(db, VISIT_BOOKINGS, {
        cityId,
        ...days,
        now: clock(),
        ttlMinutes: config.orderPaymentTtlMinutes,
      }),

    /** Expires every online order past its time to be paid; run on a schedule. Answers how many expired. */
    async expireOverdue(): Promise<number> {
      return (await expireUnpaidOrders(db, EXPIRING, clock(), config.orderPaymentTtlMinutes)).length;
    },

    /**
     * The order's status, its row locked until the payment's transaction `tx` ends; null for an order the
     * principal may not see.
     */
    lockStatus: (tx: DatabaseExecutor, principal: Principal, orderId: string) =>
      lockOrderStatus(tx, principal, orderId),

    /**
     * Moves the order to a new status in the payment's transaction `tx`, if it is in one of `from`. Moving it to
     * paid settles, in that same transaction, what paying settles (once per order): its referrals move on to the
     * doctor's commission, its single-use code is spent and a weight-loss package starts its programme. Answers whether it moved.
     */
    async moveStatus(
      tx: DatabaseExecutor,
      principal: Principal,
      change: { orderId: string; status: OrderStatus; from?: readonly OrderStatus[]; now: Date },
    ): Promise<boolean> {
      const moved = await moveOrderStatus(tx, principal, change);
      if (moved === null) return false;
      if (change.status === 'paid') {
        const paidReferrals = await deps.referrals.settlePaidOrder(
          tx,
          { orderId: change.orderId, accountId: moved.accountId },
          change.now,
        );
        if (paidReferrals.length > 0) {
          const charged = await chargedLinesOf(tx, principal, change.orderId);
          if (!charged) throw new Error(`The paid order ${change.orderId} could not be read`);
          await deps.commission.recordForPaidOrder(
            tx,
            { orderId: change.orderId, ...charged, referrals: paidReferrals },
            change.now,
          );
        }
        if (moved.discountCodeId !== null) {
          await deps.discountCodes.spendForPaidOrder(tx, moved.discountCodeId, change.now);
        }
        const items = await paidItemsOf(tx, principal, change.orderId);
        if (!items) throw new Error(`The paid order ${change.orderId} could not be read`);
        const paid: PaidOrder = { orderId: change.orderId, accountId: moved.accountId, items, now: change.now };
        for (const listener of paidListeners) await listener(tx, paid);
      }
      if (change.status === 'cancelled') {
        // A paid order refunded or cancelled takes back what its payment settled: the referrals and their commission.
        await deps.referrals.cancelForUnpaidOrder(tx, change.orderId, change.now);
        await deps.commission.reverseForOrder(tx, change.orderId, change.now);
      }
      return true;
    },

    /**
     * Whether an open order other than `exceptOrderId` was placed with the discount code, read in `tx`: such an
     * order holds a single-use code until it is paid, cancelled or expires.
     */
    holdsCode: (tx: DatabaseExecutor, codeId: string, exceptOrderId: string | null) =>
      openOrderHoldsCode(tx, HOLDING, codeId, exceptOrderId),

    /**
     * Each code's paid and open orders, for the back-office's list of codes: the discount codes service lets only
     * an administrator at work ask.
     */
    discountCodeUses: (codeIds: readonly string[]) => discountCodeUses(db, CODE_USAGE, codeIds),

    /** How many orders (paid or still open) were placed with the code, read in `tx`, whoever placed them. */
    async usesOfCode(tx: DatabaseExecutor, codeId: string): Promise<number> {
      const uses = (await discountCodeUses(tx, HOLDING, [codeId])).get(codeId);
      return (uses?.paid ?? 0) + (uses?.open ?? 0);
    },

    /** How many orders (paid or still open) the account placed with the code, read in `tx`. */
    accountUsesOfCode: (tx: DatabaseExecutor, accountId: string, codeId: string) =>
      accountUsesOfCode(tx, accountId, codeId),

    /** The orders placed with a code, for the back-office (asked only for an administrator at work). */
    async ordersWithCode(codeId: string) {
      const rows = await ordersPlacedWithCode(db, CODE_USAGE, codeId);
      return rows.map((row) => ({ ...row, number: orderNumber(row.number), placedAt: row.placedAt.toISOString() }));
    },

    /**
     * Calls `listener` in the payment's transaction whenever an order becomes paid: a module whose sale rides on an
     * order (a doctor's visit) settles it there, so the two never disagree.
     */
    whenPaid(listener: OrderPaidListener): void {
      paidListeners.push(listener);
    },

    /** Calls `listener` when money arrives for an expired order, to take back what the order was for if it can. */
    whenPaidLate(listener: LatePaymentListener): void {
      latePaymentListeners.push(listener);
    },

    /**
     * Money arrived, in the payment's transaction `tx`, for an expired order: if a module takes back what the order
     * was for, the order waits for its payment again (and the payment then pays it); otherwise it stays expired and
     * the money goes back. Answers whether the order takes the payment.
     */
    async reopenForLatePayment(
      tx: DatabaseExecutor,
      principal: Principal,
      late: { orderId: string; now: Date },
    ): Promise<boolean> {
      for (const listener of latePaymentListeners) {
        if (!(await listener(tx, late))) continue;
        return moveOrderStatus(tx, principal, {
          orderId: late.orderId,
          status: 'pending_payment',
          from: ['expired'],
          now: late.now,
        }).then((moved) => moved !== null);
      }
      return false;
    },

    /**
     * Writes, in the caller's transaction `tx`, the order that carries the payment of a doctor's visit: one line at
     * the service's price, for the booking account, at the visit's facility. Paid online: pending payment, expired
     * by its owner when its hold runs out.
     */
    async placeForVisit(
      tx: DatabaseExecutor,
      visit: {
        visitId: string;
        accountId: string;
        email: string;
        facilityId: string;
        label: string;
        priceMinor: number;
        now: Date;
      },
    ): Promise<string> {
      const id = randomUUID();
      await insertVisitOrder(tx, {
        id,
        idempotencyKey: visitOrderKey(visit.visitId),
        accountId: visit.accountId,
        accessTokenHash: accessTokenHash(orderAccessToken(config.orderTokenSecret, id)),
        email: visit.email,
        facilityId: visit.facilityId,
        label: visit.label,
        priceMinor: visit.priceMinor,
        currency: config.currency,
        now: visit.now,
      });
      return id;
    },

    /** The order as stored, read in the caller's transaction `tx`; null for one the principal may not see. */
    findIn: (tx: DatabaseExecutor, principal: Principal, orderId: string) => findOrder(tx, principal, orderId),
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
      placesOf: fastify.locations.placesOf,
      discountCodes: fastify.discountCodes,
      referrals: fastify.referrals,
      commission: fastify.doctorCommission,
      savedCart: fastify.savedCart,
      ...orderPricingFrom(fastify),
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
      'catalogue-service',
      'visit-services-service',
      'referrals-service',
      'doctor-commission-service',
      'discount-codes-service',
      'saved-cart-service',
    ],
  },
);

/** The services an order's location and prices come from (the app's, or the demo data's own). */
export interface OrderPricingServices {
  locations: LocationsService;
  nursingServices: NursingServicesService;
  locationPrices: LocationPricesService;
  catalogue: Pick<CatalogueService, 'shopItems'>;
  visitServices: Pick<VisitServicesService, 'list'>;
}

/** Where an order's location and the shop's prices for it come from: the locations and prices services. */
export function orderPricingFrom(
  services: OrderPricingServices,
): Pick<OrdersDependencies, 'resolveLocation' | 'lockHomeVisitWindow' | 'shopPrices' | 'priceSources'> {
  return {
    lockHomeVisitWindow: services.locations.lockHomeVisitWindow,
    priceSources: { shopItems: services.catalogue.shopItems, visitServices: services.visitServices.list },
    resolveLocation: (location) => resolveOrderLocation(services.locations, location),
    shopPrices: async (location) => {
      const [nursing, customerServices] = await Promise.all([
        services.nursingServices.currentPrices(),
        services.locationPrices.customerServices(location),
      ]);
      return { nursing, customerServices };
    },
  };
}

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
    if (location.kind === 'home-service' && resolved.kind === 'home-service' && location.visit !== null) {
      const problem = await locations.homeVisitProblem(resolved.cityId, location.visit);
      if (problem !== null) throw new ValidationError({ visit: [problem] });
    }
    return resolved;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = Object.fromEntries(
      Object.entries(error.errors).map(([field, messages]) => [`location.${field}`, messages]),
    );
    throw new ValidationError(errors);
  }
}
