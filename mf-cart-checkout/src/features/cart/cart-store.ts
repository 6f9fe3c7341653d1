import { makeAutoObservable, runInAction } from 'mobx';
import {
  DEFAULT_CURRENCY,
  doctorDiscountPercentOf,
  quoteCart,
  QUOTE_LABELS,
  repriceItems,
  repriceVisitServices,
  RESULTS_ANALYSIS_CODE,
  screeningMismatch,
  type ScreeningMismatchReason,
  type ScreeningService,
  type ExaminationsDataAnswer,
  type CustomerServicesAnswer,
  type NursingPrices,
  type PriceQuote,
  type PricedCustomerService,
  type VisitServiceOffer,
  type VisitServicesAnswer,
} from '@labshop/shared-contracts/core';
import type { EventPayload } from '@labshop/shared-contracts/web';
import { showToast } from '@labshop/shared-contracts/web/ui';
import type { CartApi } from './cart-api';
import type { CartItem, CartPatient, VisitService } from './cart-item';
import { cartLines, linePriceMinor, OWN_PACKAGE_NAME, type CartLine } from './cart-lines';
import { changeBetween, locationKind, type CartLocation } from './cart-location';
import { EMPTY_CART, type AnalysisForOrder, type SavedCart } from './cart-storage';
import { DiscountCodeStore } from './discount-code-store';
import { PRICE_UPDATE_FLAG_MS, TEST_UNAVAILABLE_MESSAGE } from './location-prices';
import { assignToEveryone, MAX_PATIENTS, visitServicesWithoutPatient, withoutPatient } from './patient-rules';
import { RESULTS_ANALYSIS_TEXTS } from './results-analysis-texts';

/** The id of a screening package's other variant (basic ↔ extended), or null for any other item. */
export function otherScreeningVariantId(item: CartItem): string | null {
  if (item.screening_type === 'basic') return item.extended_service_id ?? null;
  if (item.screening_type === 'extended') return item.basic_service_id ?? null;
  return null;
}

export interface ScreeningMismatches {
  item: CartItem;
  screening: ScreeningService;
  patients: { patient: CartPatient; reasons: ScreeningMismatchReason[] }[];
}

/** Until the fees arrive they add nothing, rather than a guess. */
const NO_NURSING_PRICES: NursingPrices = { nursing_service: { price: 0 }, mobile_nursing_service: { price: 0 } };

export const PRICES_NOT_UPDATED_MESSAGE = 'The prices could not be updated. Please try again.';

export interface CartStoreOptions {
  saved?: SavedCart;
  api?: CartApi;
  closedQuizAlerts?: readonly string[];
  onQuizAlertsChange?: (ids: readonly string[]) => void;
}

/** The cart: items for patients, priced for the chosen location by the one pricing module. */
export class CartStore {
  items: CartItem[];
  /** Items asked for before a city or collection point is chosen (temporary items). */
  temporaryItems: CartItem[];
  patients: CartPatient[];
  /** Patients being entered, kept in memory until saved into the cart. */
  temporaryPatients: CartPatient[] = [];
  visitServices: VisitService[];
  customerServices: PricedCustomerService[];
  availableCustomerServices: CustomerServicesAnswer = [];
  /**
   * The earlier order whose results the cart buys the results analysis for (from a result's page); the analysis is
   * then the cart's one line, ordered on its own.
   */
  analysisFor: AnalysisForOrder | null;
  location: CartLocation | null;
  nursingServices: NursingPrices | null = null;
  currency = DEFAULT_CURRENCY;
  loading = false;
  priceUpdating = false;
  closedQuizAlerts: string[];
  /** The discount code, applied once the server accepts it for this cart. */
  readonly discountCode: DiscountCodeStore;

  private readonly api: CartApi | undefined;
  private readonly onQuizAlertsChange: (ids: readonly string[]) => void;
  private priceRequest = 0;
  private priceFlagTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: CartStoreOptions = {}) {
    const saved = options.saved ?? EMPTY_CART;
    this.items = [...saved.items];
    this.temporaryItems = [...saved.temporaryItems];
    this.patients = [...saved.patients];
    this.visitServices = [...saved.visitServices];
    this.customerServices = [...saved.customerServices];
    this.analysisFor = saved.analysisFor ?? null;
    this.location = saved.location;
    this.api = options.api;
    this.closedQuizAlerts = [...(options.closedQuizAlerts ?? [])];
    this.onQuizAlertsChange = options.onQuizAlertsChange ?? (() => undefined);
    this.discountCode = new DiscountCodeStore(this, options.api, saved.discountCode ?? null);
    makeAutoObservable<CartStore, 'api' | 'priceRequest' | 'priceFlagTimer' | 'onQuizAlertsChange'>(this, {
      discountCode: false,
      api: false,
      priceRequest: false,
      priceFlagTimer: false,
      onQuizAlertsChange: false,
    });
  }

  /** Every item, the temporary ones included: they are what the visitor asked for and are counted. */
  get allItems(): CartItem[] {
    return [...this.items, ...this.temporaryItems];
  }

  /** The cart's lines as the buyer sees them: a custom package is one line, however many tests it holds. */
  get lines(): CartLine[] {
    return cartLines(this.allItems);
  }

  /** The lines of tests and packages: a custom package counts once, however many tests it holds. */
  get itemCount(): number {
    return this.lines.length;
  }

  /** What the header's badge counts: every line the cart shows, its visits (consultations) included. */
  get lineCount(): number {
    return this.itemCount + this.visitServices.length + (this.analysisFor === null ? 0 : 1);
  }

  /** Nothing to buy: no tests, and no analysis of earlier results. */
  get isEmpty(): boolean {
    return this.itemCount === 0 && this.analysisFor === null;
  }

  get quote(): PriceQuote {
    return quoteCart({
      items: this.allItems,
      visitServices: this.visitServices,
      locationKind: locationKind(this.location),
      nursingServices: this.nursingServices ?? NO_NURSING_PRICES,
      customerServices: this.customerServices,
      discountCodeMinor: this.discountCode.amountMinor,
      ...(this.discountCode.applied ? { discountCode: this.discountCode.applied.code } : {}),
      // The referral's discount, as checkout will charge it (one order takes one doctor discount).
      doctorDiscountPercent: doctorDiscountPercentOf(this.allItems),
      ...(this.analysisFor === null ? {} : { analysisOfEarlierResults: true }),
    });
  }

  get totalMinor(): number {
    return this.quote.totalMinor;
  }

  get summary(): EventPayload<'cart:summary'> {
    return { itemCount: this.lineCount, totalMinor: this.totalMinor, currency: this.currency };
  }

  /** The items as the header's mini-cart lists them, each at its price for one patient. */
  get contents(): EventPayload<'cart:contents'> {
    return {
      items: this.lines
        .map((line) =>
          line.kind === 'item'
            ? { id: line.item.id, name: line.item.name, priceMinor: line.item.price }
            : { id: line.id, name: OWN_PACKAGE_NAME, priceMinor: linePriceMinor(line) },
        )
        .concat(
          this.visitServices.map((service) => ({
            id: service.id,
            name: service.name ?? QUOTE_LABELS.visitService,
            priceMinor: service.price,
          })),
        )
        .concat(
          this.analysisFor === null
            ? []
            : [
                {
                  id: `results-analysis:${this.analysisFor.orderId}`,
                  name: RESULTS_ANALYSIS_TEXTS.line(this.analysisFor.orderNumber),
                  priceMinor: this.resultsAnalysisPriceMinor,
                },
              ],
        ),
    };
  }

  get snapshot(): SavedCart {
    return {
      items: this.items,
      temporaryItems: this.temporaryItems,
      patients: this.patients,
      visitServices: this.visitServices,
      customerServices: this.customerServices,
      location: this.location,
      discountCode: this.discountCode.applied,
      analysisFor: this.analysisFor,
    };
  }

  get canAddPatient(): boolean {
    return this.patients.length < MAX_PATIENTS;
  }

  get hasResultsAnalysis(): boolean {
    return this.customerServices.some((service) => service.code === RESULTS_ANALYSIS_CODE);
  }

  get resultsAnalysisOffer(): PricedCustomerService | undefined {
    return this.availableCustomerServices.find((service) => service.code === RESULTS_ANALYSIS_CODE);
  }

  /** The price of the results analysis the cart holds, as it charges it; 0 without one. */
  get resultsAnalysisPriceMinor(): number {
    return this.customerServices.find((service) => service.code === RESULTS_ANALYSIS_CODE)?.price ?? 0;
  }

  /**
   * The results analysis for the results of an earlier order, asked for from a result's page, priced where the cart
   * is (the place of that order, chosen just before). It is ordered on its own: 'not-alone' while the cart holds
   * tests or visits, 'not-offered' where the place does not offer it, and nothing changes then.
   */
  async requestResultsAnalysisFor(order: AnalysisForOrder): Promise<'added' | 'already' | 'not-alone' | 'not-offered'> {
    if (this.analysisFor?.orderId === order.orderId) return 'already';
    if (this.allItems.length > 0 || this.visitServices.length > 0 || this.analysisFor !== null) return 'not-alone';
    await this.loadCustomerServices();
    const offer = this.resultsAnalysisOffer;
    if (!offer) return 'not-offered';
    runInAction(() => {
      this.analysisFor = { orderId: order.orderId, orderNumber: order.orderNumber };
      this.customerServices = [offer];
    });
    return 'added';
  }

  /** The analysis of earlier results leaves the cart. */
  removeResultsAnalysisFor(): void {
    this.analysisFor = null;
    this.customerServices = this.customerServices.filter((service) => service.code !== RESULTS_ANALYSIS_CODE);
  }

  /**
   * The screening programmes given to patients they are not meant for (by the sex and date of birth the cart knows
   * of them) on `today`: per item, each such patient with the reasons.
   */
  screeningMismatchesOn(today: string): ScreeningMismatches[] {
    return this.allItems.flatMap((item) => {
      const screening = item.screening_service;
      if (!screening) return [];
      const patients = item.patients.flatMap((patientId) => {
        const patient = this.patients.find((held) => held.id === patientId);
        const reasons = patient ? screeningMismatch(screening, patient, today) : [];
        return patient && reasons.length > 0 ? [{ patient, reasons }] : [];
      });
      return patients.length > 0 ? [{ item, screening, patients }] : [];
    });
  }

  /**
   * A screening package changes to its programme's other variant (basic ↔ extended) in place, for the same patients,
   * at the other variant's price where the cart is priced. False when it cannot (no other variant, already in the
   * cart, not offered here, or the shop did not answer).
   */
  async switchScreeningVariant(itemId: string): Promise<boolean> {
    const item = this.allItems.find((held) => held.id === itemId);
    const otherId = item ? otherScreeningVariantId(item) : null;
    if (!this.api || !otherId || this.has(otherId)) return false;
    try {
      const data = (await this.api.examinationsData([otherId], this.location))[otherId];
      if (!data?.isAvailable) {
        showToast(TEST_UNAVAILABLE_MESSAGE, { type: 'warning' });
        return false;
      }
      const swap = (items: CartItem[]) =>
        items.map((held) =>
          held.id === itemId
            ? {
                ...held,
                ...data.attributes,
                id: otherId,
                service_id: otherId,
                name: data.name,
                price: Math.max(0, data.price),
                available: true,
              }
            : held,
        );
      runInAction(() => {
        this.items = swap(this.items);
        this.temporaryItems = swap(this.temporaryItems);
      });
      return true;
    } catch {
      showToast(PRICES_NOT_UPDATED_MESSAGE, { type: 'error' });
      return false;
    }
  }

  /** Whether the cart holds the item already (for any patient). */
  has(itemId: string): boolean {
    return this.allItems.some((held) => held.id === itemId);
  }

  /**
   * Adds items once each. Before a location is chosen they wait as temporary items. Returns the items that were
   * not in the cart yet, so the caller can say what happened.
   */
  addItems(requested: readonly CartItem[]): CartItem[] {
    this.markOwnPackage(requested.filter((item) => item.for_own_package).map((item) => item.id));
    const fresh = requested.filter((item) => !this.has(item.id));
    if (fresh.length === 0) return [];
    const firstPatient = this.patients[0];
    const assigned = fresh.map((item) =>
      firstPatient && item.patients.length === 0 ? { ...item, patients: [firstPatient.id] } : item,
    );
    if (this.location === null) {
      this.temporaryItems.push(...assigned);
      return fresh;
    }
    this.items.push(...assigned);
    void this.refreshPrices();
    return fresh;
  }

  /** Adds one item; false when it was in the cart already and nothing changed. */
  add(item: CartItem): boolean {
    return this.addItems([item]).length > 0;
  }

  /**
   * The single tests of the cart among `testIds` that a new item would share a patient with: it goes to the first
   * patient, so their tests and the tests nobody is assigned to yet.
   */
  testsFor(testIds: readonly string[]): CartItem[] {
    const target = this.patients[0]?.id;
    return this.allItems.filter(
      (item) =>
        testIds.includes(item.id) &&
        item.package !== true &&
        (target === undefined || item.patients.length === 0 || item.patients.includes(target)),
    );
  }

  /** A package takes the place of tests it includes: they leave the first patient (or the cart), then it comes in. */
  replaceWithPackage(pack: CartItem, testIds: readonly string[]): boolean {
    const target = this.patients[0]?.id;
    for (const test of this.testsFor(testIds)) {
      if (target === undefined || test.patients.length === 0) this.remove(test.id);
      else this.removePatientFromItem(test.id, target);
    }
    return this.add(pack);
  }

  remove(itemId: string): void {
    this.items = this.items.filter((item) => item.id !== itemId);
    this.temporaryItems = this.temporaryItems.filter((item) => item.id !== itemId);
  }

  clear(): void {
    this.items = [];
    this.temporaryItems = [];
    this.visitServices = [];
    this.customerServices = [];
    this.analysisFor = null;
    this.discountCode.remove();
  }

  /**
   * Takes over a whole cart kept elsewhere (the account's saved cart, the embedding page's data). The
   * applied discount code comes along and is checked again by the watcher of `discountCode`.
   */
  load(saved: SavedCart): void {
    this.items = [...saved.items];
    this.temporaryItems = [...saved.temporaryItems];
    this.patients = [...saved.patients];
    this.visitServices = [...saved.visitServices];
    this.customerServices = [...saved.customerServices];
    this.analysisFor = saved.analysisFor ?? null;
    this.location = saved.location;
    this.discountCode.restore(saved.discountCode ?? null);
  }

  /** An item whose last patient is removed is deleted. */
  removePatientFromItem(itemId: string, patientId: string): void {
    const only = (items: CartItem[]) =>
      items.flatMap((item) => (item.id === itemId ? withoutPatient([item], patientId) : [item]));
    this.items = only(this.items);
    this.temporaryItems = only(this.temporaryItems);
  }

  addPatientToItem(itemId: string, patientId: string): void {
    const assign = (items: CartItem[]) =>
      items.map((item) =>
        item.id === itemId && !item.patients.includes(patientId)
          ? { ...item, patients: [...item.patients, patientId] }
          : item,
      );
    this.items = assign(this.items);
    this.temporaryItems = assign(this.temporaryItems);
  }

  /** The first patient added is assigned to every item and visit service. At most 5 patients. */
  addPatient(patient: CartPatient): boolean {
    if (!this.canAddPatient || this.patients.some((held) => held.id === patient.id)) return false;
    const isFirst = this.patients.length === 0;
    this.patients.push(patient);
    if (isFirst) {
      this.items = assignToEveryone(this.items, patient.id);
      this.temporaryItems = assignToEveryone(this.temporaryItems, patient.id);
      this.visitServices = assignToEveryone(this.visitServices, patient.id);
    }
    return true;
  }

  /**
   * The account holder added themselves (addCurrentPatientModal): they join like any patient, so the first takes
   * every item and visit service, and also take the item they were added for. Already in the cart (with names
   * only, say), they keep their place and take the sex and date of birth now given. False when the cart is full.
   */
  addCurrentPatient(patient: CartPatient, itemId?: string): boolean {
    const heldAt = this.patients.findIndex((candidate) => candidate.id === patient.id);
    const held = this.patients[heldAt];
    if (held) {
      this.patients[heldAt] = {
        ...held,
        ...(patient.sex === undefined ? {} : { sex: patient.sex }),
        ...(patient.birth_date === undefined ? {} : { birth_date: patient.birth_date }),
      };
    } else if (!this.addPatient(patient)) return false;
    if (itemId !== undefined) this.addPatientToItem(itemId, patient.id);
    return true;
  }

  /** A deleted patient leaves every item and visit service. */
  deletePatient(patientId: string): void {
    this.patients = this.patients.filter((patient) => patient.id !== patientId);
    this.items = withoutPatient(this.items, patientId);
    this.temporaryItems = withoutPatient(this.temporaryItems, patientId);
    this.visitServices = visitServicesWithoutPatient(this.visitServices, patientId);
  }

  addTemporaryPatient(patient: CartPatient): void {
    this.temporaryPatients.push(patient);
  }

  discardTemporaryPatient(patientId: string): void {
    this.temporaryPatients = this.temporaryPatients.filter((patient) => patient.id !== patientId);
  }

  /** Moves a temporary patient into the cart, under the same rules as every patient added. */
  saveTemporaryPatient(patientId: string): boolean {
    const patient = this.temporaryPatients.find((held) => held.id === patientId);
    if (!patient || !this.addPatient(patient)) return false;
    this.discardTemporaryPatient(patientId);
    return true;
  }

  /**
   * A visit service for the chosen patients, charged once for each; with none chosen it leaves the cart. A cart
   * without patients holds it for the buyer (charged once), and the first patient added takes it.
   */
  setVisitServicePatients(service: VisitServiceOffer, patientIds: readonly string[]): void {
    const others = this.visitServices.filter((held) => held.id !== service.id);
    const known = patientIds.filter((id) => this.patients.some((patient) => patient.id === id));
    if (this.patients.length > 0 && known.length === 0) {
      this.visitServices = others;
      return;
    }
    const entry = { id: service.id, name: service.name, price: service.price, patients: [...new Set(known)] };
    const index = this.visitServices.findIndex((held) => held.id === service.id);
    this.visitServices =
      index === -1
        ? [...this.visitServices, entry]
        : this.visitServices.map((held, at) => (at === index ? entry : held));
  }

  removeVisitService(serviceId: string): void {
    this.visitServices = this.visitServices.filter((held) => held.id !== serviceId);
  }

  setVisitServices(services: readonly VisitService[]): void {
    this.visitServices = [...services];
  }

  setResultsAnalysis(wanted: boolean): void {
    const others = this.customerServices.filter((service) => service.code !== RESULTS_ANALYSIS_CODE);
    const offer = this.resultsAnalysisOffer;
    this.customerServices = wanted && offer ? [...others, offer] : others;
  }

  setCurrency(currency: string): void {
    this.currency = currency;
  }

  setNursingServices(prices: NursingPrices): void {
    this.nursingServices = prices;
  }

  closeQuizAlert(alertId: string): void {
    if (this.closedQuizAlerts.includes(alertId)) return;
    this.closedQuizAlerts.push(alertId);
    this.onQuizAlertsChange(this.closedQuizAlerts);
  }

  isQuizAlertClosed(alertId: string): boolean {
    return this.closedQuizAlerts.includes(alertId);
  }

  /**
   * Choosing a city or collection point moves the temporary items into the cart; switching
   * between home service and collection point reloads prices and additional services, another facility
   * reloads prices.
   */
  chooseLocation(location: CartLocation): Promise<void> {
    const change = changeBetween(this.location, location);
    const hadTemporary = this.temporaryItems.length > 0;
    this.location = location;
    this.items.push(...this.temporaryItems);
    this.temporaryItems = [];
    const work: Promise<void>[] = [];
    if (change !== 'none' || hadTemporary) work.push(this.refreshPrices());
    if (change === 'prices-and-services') work.push(this.loadCustomerServices());
    return Promise.all(work).then(() => undefined);
  }

  /**
   * Asks the location's prices for every item, with their pricing attributes, and the shop's prices of the visit
   * services; the answer of an older request is ignored.
   */
  async refreshPrices(): Promise<void> {
    const location = this.location;
    const api = this.api;
    if (!api || location === null || this.items.length === 0) return;
    const request = ++this.priceRequest;
    clearTimeout(this.priceFlagTimer);
    this.loading = true;
    this.priceUpdating = true;
    try {
      const [answer, visitOffers] = await Promise.all([
        api.examinationsData(
          this.items.map((item) => item.id),
          location,
        ),
        this.visitServices.length > 0 ? api.visitServices() : Promise.resolve(null),
      ]);
      if (request === this.priceRequest) this.applyPrices(answer, visitOffers);
    } catch {
      if (request === this.priceRequest) showToast(PRICES_NOT_UPDATED_MESSAGE, { type: 'error' });
    } finally {
      if (request === this.priceRequest) this.settlePriceUpdate();
    }
  }

  async loadCustomerServices(): Promise<void> {
    const location = this.location;
    if (!this.api || location === null) return;
    try {
      const offered = await this.api.customerServices(location);
      runInAction(() => {
        this.availableCustomerServices = offered;
        // Chosen services take the new location's price, or leave the cart where it does not offer them.
        this.customerServices = this.customerServices.flatMap((chosen) => {
          const offer = offered.find((service) => service.code === chosen.code);
          return offer ? [offer] : [];
        });
        // The analysis of earlier results is nothing without its service: where it is not offered, it leaves too.
        if (this.analysisFor !== null && !this.hasResultsAnalysis) this.analysisFor = null;
      });
    } catch {
      // Additional services are optional; without them the cart still prices its tests.
    }
  }

  /**
   * Everything the total is made of, from the shop again: item and visit service prices, the additional services
   * and the nursing fees. Checkout does this before the buyer confirms, so the total shown is the one charged.
   */
  refreshAll(): Promise<void> {
    return Promise.all([this.refreshPrices(), this.loadCustomerServices(), this.loadNursingServices(true)]).then(
      () => undefined,
    );
  }

  /** The nursing fees, read once per page unless asked again (`fresh`). */
  async loadNursingServices(fresh = false): Promise<void> {
    if (!this.api || (this.nursingServices && !fresh)) return;
    try {
      const prices = await this.api.nursingServices();
      this.setNursingServices(prices);
    } catch {
      // The fees section of the cart page reports its own failure and offers a retry.
    }
  }

  /** A test already in the cart that is chosen again for an own package counts towards the package. */
  private markOwnPackage(itemIds: readonly string[]): void {
    const mark = (items: CartItem[]) =>
      items.map((item) => (itemIds.includes(item.id) ? { ...item, for_own_package: true } : item));
    this.items = mark(this.items);
    this.temporaryItems = mark(this.temporaryItems);
  }

  private applyPrices(answer: ExaminationsDataAnswer, visitOffers: VisitServicesAnswer | null): void {
    const { kept, dropped } = repriceItems(this.items, answer);
    this.items = kept;
    if (visitOffers) this.visitServices = repriceVisitServices(this.visitServices, visitOffers);
    if (dropped.length > 0) showToast(TEST_UNAVAILABLE_MESSAGE, { type: 'warning' });
  }

  private settlePriceUpdate(): void {
    this.loading = false;
    this.priceFlagTimer = setTimeout(() => runInAction(() => (this.priceUpdating = false)), PRICE_UPDATE_FLAG_MS);
  }
}
