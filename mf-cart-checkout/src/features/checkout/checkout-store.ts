import { makeAutoObservable, runInAction } from 'mobx';
import {
  IDEMPOTENCY_KEY_REUSED,
  PAYMENT_START_FAILED_MESSAGE,
  TEST_NOT_AVAILABLE_AT_CHECKOUT,
  todayIsoDate,
  type OrderQuote,
  type PaymentMethod,
  type SamplingLocationKind,
} from '@labshop/shared-contracts/core';
import { errorBodyOf, statusOf, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api-errors';
import type { OrdersApi } from '../../lib/orders-api';
import type { CheckoutCart, ChosenLocation } from './checkout-cart';
import type { CheckoutContext } from './checkout-rules';
import { emptyPatientDetails, type CheckoutValues, type PatientDetails } from './checkout-values';
import type { IdempotencyKeys } from './idempotency-key';
import { buildOrderRequest, mapOrderErrors } from './order-request';
import { priceChangeOf } from './price-change';

/** The details of the person tests are for while the cart has no patient yet (the buyer, usually). */
export const FIRST_PATIENT_ID = 'first-patient';

export const CHECK_THE_FORM_MESSAGE = 'Check the highlighted fields.';

/** Where the page goes once the order is placed; a refusal names the fields it is about, by field path. */
export type CheckoutOutcome =
  | { kind: 'pay'; orderId: string; redirectUrl: string }
  | { kind: 'status'; orderId: string }
  | { kind: 'not-sent'; fieldErrors?: Record<string, string> };

export interface CheckoutStoreOptions {
  cart: CheckoutCart;
  api: OrdersApi;
  keys: IdempotencyKeys;
  /** The discount code applied in the cart, sent with the order so the API checks it again. */
  discountCode?: () => string | null;
  today?: () => string;
}

/**
 * The checkout's one submission. The cart stays the source of what is bought; the form holds who it is for and how
 * it is paid; this store holds where the samples are taken and the state of sending the order.
 */
export class CheckoutStore {
  /** The way of taking samples the buyer picked here, before a city or centre of that kind is chosen. */
  pickedMode: SamplingLocationKind | null = null;
  submitting = false;
  /** A message about the whole order (unavailable tests, a failure without fields). */
  formError: string | null = null;
  /** What the API named when it refused tests the location does not offer. */
  unavailableItems: string[] = [];
  /** The order this checkout placed; nothing more is sent once it exists. */
  placedOrderId: string | null = null;
  /** The order is placed but its online payment did not start: the buyer may start it again. */
  unpaidOrderId: string | null = null;
  /**
   * The shop's breakdown when it refused the order because its price had changed since the buyer saw the total:
   * shown to the buyer, who confirms the new total by placing the order again.
   */
  priceChange: OrderQuote | null = null;

  private readonly options: CheckoutStoreOptions;

  constructor(options: CheckoutStoreOptions) {
    this.options = options;
    makeAutoObservable<CheckoutStore, 'options'>(this, { options: false });
  }

  get cart(): CheckoutCart {
    return this.options.cart;
  }

  /** Home service or a test centre: as picked here, else as the cart's location is. */
  get locationMode(): SamplingLocationKind | null {
    return this.pickedMode ?? this.cart.location?.mode ?? null;
  }

  /** The cart's location when it is of the kind picked; otherwise none is chosen yet. */
  get location(): ChosenLocation | null {
    const location = this.cart.location;
    return location && location.mode === this.locationMode ? location : null;
  }

  pickMode(mode: SamplingLocationKind): void {
    this.pickedMode = mode;
  }

  /**
   * One entry per person the order is for: each cart patient, or one person while there is none, with the details
   * typed for them (by patient id); a cart patient with none typed yet starts from the cart's names.
   */
  patientsFrom(typed: Readonly<Record<string, PatientDetails | undefined>> = {}): PatientDetails[] {
    // The analysis of earlier results is for the people of that order: nobody new is asked for.
    if (this.analysisOnly) return [];
    const cartPatients = this.cart.patients;
    if (cartPatients.length === 0) return [typed[FIRST_PATIENT_ID] ?? emptyPatientDetails(FIRST_PATIENT_ID)];
    return cartPatients.map(
      (patient) =>
        typed[patient.id] ?? {
          ...emptyPatientDetails(patient.id, patient.first_name, patient.last_name),
          // What the cart was told of them for its screening checks is where checkout starts, too.
          birthDate: patient.birth_date ?? '',
          sex: patient.sex ?? '',
        },
    );
  }

  /**
   * The cart buys only the analysis of an earlier order's results: no samples are taken, so checkout asks neither a
   * place, nor people, nor an address, and it is paid online.
   */
  get analysisOnly(): boolean {
    return this.cart.analysisFor !== null;
  }

  /** Payment at the centre exists only at a collection point; a home visit, or the analysis alone, is paid online. */
  effectivePaymentMethod(chosen: PaymentMethod): PaymentMethod {
    return this.locationMode === 'home-service' || this.analysisOnly ? 'online' : chosen;
  }

  /** What the checkout's rules read from the cart rather than from the form. */
  get context(): CheckoutContext {
    return {
      // The analysis alone is priced where its order was: a place is chosen, and no address is asked for.
      locationKind: this.analysisOnly && this.location !== null ? 'collection-point' : (this.location?.mode ?? null),
      hasUnassignedItems: this.cart.patients.length > 0 && this.cart.items.some((item) => item.patients.length === 0),
      today: (this.options.today ?? todayIsoDate)(),
    };
  }

  /** A submit the form's own rules refused: the message above the button says to check the fields. */
  refuseUnchecked(): void {
    this.formError = CHECK_THE_FORM_MESSAGE;
    this.unavailableItems = [];
    this.priceChange = null;
  }

  /**
   * Sends the order once: while a submit is running another does nothing, and every submit of this
   * attempt carries the same idempotency key, so the API never makes two orders of it. The values have passed the
   * checkout's rules.
   */
  async submit(checked: CheckoutValues): Promise<CheckoutOutcome> {
    // While prices are on their way the total is not final, and an order is placed only at a total the buyer saw.
    if (this.submitting || this.placedOrderId !== null || this.cart.loading) return { kind: 'not-sent' };
    this.formError = null;
    this.unavailableItems = [];
    this.priceChange = null;
    const location = this.location;
    if (location === null) {
      this.formError = CHECK_THE_FORM_MESSAGE;
      return { kind: 'not-sent' };
    }
    this.submitting = true;
    const values = { ...checked, paymentMethod: this.effectivePaymentMethod(checked.paymentMethod) };
    values.patients = this.adoptFirstPatient(values.patients);
    const request = buildOrderRequest(this.cart, location, values, {
      idempotencyKey: this.options.keys.current(),
      discountCode: this.options.discountCode?.() ?? null,
      expectedTotalMinor: this.cart.quote.totalMinor,
    });
    try {
      const placed = await this.options.api.placeOrder(request);
      this.options.keys.finish();
      runInAction(() => {
        this.placedOrderId = placed.order.id;
        this.cart.clear();
      });
      if (placed.order.paymentMethod === 'at_centre' || !placed.order.canPay) {
        return { kind: 'status', orderId: placed.order.id };
      }
      return await this.startPayment(placed.order.id);
    } catch (error) {
      // The key already placed an order with other details: sending again is a new attempt of its own.
      if (errorBodyOf(error)?.message === IDEMPOTENCY_KEY_REUSED) this.options.keys.finish();
      const priceChange = priceChangeOf(error);
      if (priceChange) {
        runInAction(() => {
          this.priceChange = priceChange.quote;
          this.formError = priceChange.message;
        });
        // The summary then shows the cart priced again from the shop, which the buyer confirms by ordering again.
        void this.cart.refreshAll();
        return { kind: 'not-sent' };
      }
      const fieldErrors = runInAction(() => this.showRefusal(error, values.patients));
      return { kind: 'not-sent', fieldErrors };
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** Starts the online payment of a placed order; a failure keeps the order and offers to try again. */
  async startPayment(orderId: string): Promise<CheckoutOutcome> {
    runInAction(() => {
      this.submitting = true;
      this.formError = null;
    });
    try {
      const payment = await this.options.api.startPayment(orderId);
      runInAction(() => (this.unpaidOrderId = null));
      return { kind: 'pay', orderId, redirectUrl: payment.redirectUrl };
    } catch {
      runInAction(() => {
        this.unpaidOrderId = orderId;
        this.formError = PAYMENT_START_FAILED_MESSAGE;
      });
      return { kind: 'not-sent' };
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /**
   * With no patient in the cart, the person whose details were typed becomes its first patient, and so
   * the patient of every test. Answers the people of the order with their ids in the cart.
   */
  private adoptFirstPatient(patients: PatientDetails[]): PatientDetails[] {
    const [first] = patients;
    if (this.cart.patients.length > 0 || first?.patientId !== FIRST_PATIENT_ID) return patients;
    const id = `patient-${Date.now().toString(36)}`;
    if (!this.cart.addPatient({ id, first_name: first.firstName.trim(), last_name: first.lastName.trim() })) {
      return patients;
    }
    return [{ ...first, patientId: id }];
  }

  /** Says why the API refused the order; answers the messages that belong on the form's fields, by field path. */
  private showRefusal(error: unknown, patients: readonly PatientDetails[]): Record<string, string> {
    const body = errorBodyOf(error);
    if (statusOf(error) === 422 && body) {
      const mapped = mapOrderErrors(body.errors ?? {}, patients);
      // Unavailable tests are fixed in the cart, not on a field of this form.
      const { items, ...fields } = mapped.fields;
      const others = mapped.others;
      const unavailable = body.message === TEST_NOT_AVAILABLE_AT_CHECKOUT || items !== undefined;
      this.unavailableItems = unavailable ? (body.errors?.items ?? []).filter((name) => name !== body.message) : [];
      this.formError = unavailable
        ? TEST_NOT_AVAILABLE_AT_CHECKOUT
        : others.length > 0
          ? others.join(' ')
          : Object.keys(fields).length > 0
            ? CHECK_THE_FORM_MESSAGE
            : body.message;
      return fields;
    }
    this.formError = body?.message ?? UNEXPECTED_ERROR_MESSAGE;
    return {};
  }
}
