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
import { validateCheckout } from './checkout-rules';
import {
  EMPTY_ADDRESS,
  emptyPatientDetails,
  type CheckoutConsents,
  type CheckoutErrors,
  type CheckoutValues,
  type HomeAddress,
  type PatientDetails,
} from './checkout-values';
import type { IdempotencyKeys } from './idempotency-key';
import { buildOrderRequest, mapOrderErrors } from './order-request';
import { priceChangeOf } from './price-change';

/** The details of the person tests are for while the cart has no patient yet (the buyer, usually). */
export const FIRST_PATIENT_ID = 'first-patient';

export const CHECK_THE_FORM_MESSAGE = 'Check the highlighted fields.';

/** Where the page goes once the order is placed. */
export type CheckoutOutcome =
  { kind: 'pay'; orderId: string; redirectUrl: string } | { kind: 'status'; orderId: string } | { kind: 'not-sent' };

export interface CheckoutStoreOptions {
  cart: CheckoutCart;
  api: OrdersApi;
  keys: IdempotencyKeys;
  /** The discount code applied in the cart, sent with the order so the API checks it again. */
  discountCode?: () => string | null;
  today?: () => string;
}

/**
 * The checkout form and its one submission. The cart stays the source of what is bought; this store
 * holds who it is for, where, how it is paid, and the state of sending it.
 */
export class CheckoutStore {
  /** The way of taking samples the buyer picked here, before a city or centre of that kind is chosen. */
  pickedMode: SamplingLocationKind | null = null;
  address: HomeAddress = { ...EMPTY_ADDRESS };
  email = '';
  paymentMethod: PaymentMethod = 'online';
  consents: CheckoutConsents = { terms: false, dataProcessing: false };
  /** Details typed per patient id; a cart patient without an entry starts from the cart's names. */
  details = new Map<string, PatientDetails>();
  /** Fields left at least once, whose messages show before the first submit. */
  touched = new Set<string>();
  submitAttempted = false;
  submitting = false;
  serverErrors: Record<string, string> = {};
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

  /** One entry per person the order is for: each cart patient, or one person while there is none. */
  get patients(): PatientDetails[] {
    const cartPatients = this.cart.patients;
    if (cartPatients.length === 0) {
      return [this.details.get(FIRST_PATIENT_ID) ?? emptyPatientDetails(FIRST_PATIENT_ID)];
    }
    return cartPatients.map(
      (patient) =>
        this.details.get(patient.id) ?? emptyPatientDetails(patient.id, patient.first_name, patient.last_name),
    );
  }

  get values(): CheckoutValues {
    return {
      address: this.address,
      patients: this.patients,
      email: this.email,
      paymentMethod: this.effectivePaymentMethod,
      consents: this.consents,
    };
  }

  /** Payment at the centre exists only at a collection point; a home visit is paid online. */
  get effectivePaymentMethod(): PaymentMethod {
    return this.locationMode === 'home-service' ? 'online' : this.paymentMethod;
  }

  get errors(): CheckoutErrors {
    const hasUnassignedItems =
      this.cart.patients.length > 0 && this.cart.items.some((item) => item.patients.length === 0);
    const local = validateCheckout(this.values, {
      locationKind: this.location?.mode ?? null,
      hasUnassignedItems,
      today: (this.options.today ?? todayIsoDate)(),
    });
    return { ...this.serverErrors, ...local };
  }

  /** The message a field shows now: after it was left once, or after a submit was tried. */
  errorFor(field: string): string | undefined {
    if (!this.submitAttempted && !this.touched.has(field) && !(field in this.serverErrors)) return undefined;
    return this.errors[field];
  }

  touch(field: string): void {
    this.touched.add(field);
  }

  setAddress(field: keyof HomeAddress, value: string): void {
    this.address = { ...this.address, [field]: value };
    this.forgetServerError(`address.${field}`);
  }

  setEmail(value: string): void {
    this.email = value;
    this.forgetServerError('email');
  }

  setPaymentMethod(method: PaymentMethod): void {
    this.paymentMethod = method;
    this.forgetServerError('paymentMethod');
  }

  setConsent(consent: keyof CheckoutConsents, given: boolean): void {
    this.consents = { ...this.consents, [consent]: given };
    this.forgetServerError(`consents.${consent}`);
  }

  setPatient<K extends keyof Omit<PatientDetails, 'patientId'>>(
    patientId: string,
    field: K,
    value: PatientDetails[K],
  ): void {
    const current = this.patients.find((patient) => patient.patientId === patientId);
    if (!current) return;
    this.details.set(patientId, { ...current, [field]: value });
    this.forgetServerError(`patients.${patientId}.${field}`);
  }

  /**
   * Sends the order once: while a submit is running another does nothing, and every submit of this
   * attempt carries the same idempotency key, so the API never makes two orders of it.
   */
  async submit(): Promise<CheckoutOutcome> {
    // While prices are on their way the total is not final, and an order is placed only at a total the buyer saw.
    if (this.submitting || this.placedOrderId !== null || this.cart.loading) return { kind: 'not-sent' };
    this.submitAttempted = true;
    this.formError = null;
    this.unavailableItems = [];
    this.priceChange = null;
    const location = this.location;
    if (Object.keys(this.errors).length > 0 || location === null) {
      this.formError = CHECK_THE_FORM_MESSAGE;
      return { kind: 'not-sent' };
    }
    this.submitting = true;
    this.adoptFirstPatient();
    const values = this.values;
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
      runInAction(() => this.showRefusal(error, values.patients));
      return { kind: 'not-sent' };
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
   * the patient of every test.
   */
  private adoptFirstPatient(): void {
    if (this.cart.patients.length > 0) return;
    const first = this.details.get(FIRST_PATIENT_ID);
    if (!first) return;
    const id = `patient-${Date.now().toString(36)}`;
    if (!this.cart.addPatient({ id, first_name: first.firstName.trim(), last_name: first.lastName.trim() })) return;
    this.details.delete(FIRST_PATIENT_ID);
    this.details.set(id, { ...first, patientId: id });
  }

  private showRefusal(error: unknown, patients: readonly PatientDetails[]): void {
    const body = errorBodyOf(error);
    if (statusOf(error) === 422 && body) {
      const mapped = mapOrderErrors(body.errors ?? {}, patients);
      // Unavailable tests are fixed in the cart, not on a field of this form.
      const { items, ...fields } = mapped.fields;
      const others = mapped.others;
      this.serverErrors = fields;
      const unavailable = body.message === TEST_NOT_AVAILABLE_AT_CHECKOUT || items !== undefined;
      this.unavailableItems = unavailable ? (body.errors?.items ?? []).filter((name) => name !== body.message) : [];
      this.formError = unavailable
        ? TEST_NOT_AVAILABLE_AT_CHECKOUT
        : others.length > 0
          ? others.join(' ')
          : Object.keys(fields).length > 0
            ? CHECK_THE_FORM_MESSAGE
            : body.message;
      return;
    }
    this.formError = body?.message ?? UNEXPECTED_ERROR_MESSAGE;
  }

  private forgetServerError(field: string): void {
    if (!(field in this.serverErrors)) return;
    this.serverErrors = Object.fromEntries(Object.entries(this.serverErrors).filter(([name]) => name !== field));
  }
}
