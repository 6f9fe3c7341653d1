import { autorun } from 'mobx';
import { getEventBus, type EventBus } from '@labshop/shared-contracts/web';
import { showToast } from '@labshop/shared-contracts/web/ui';
import { createCartApi } from './cart-api';
import { registerCartModals } from './modals/cart-modals';
import { answerItemRequests } from './cart-requests';
import { createLocalCartStorage, loadClosedQuizAlerts, saveClosedQuizAlerts, type CartStorage } from './cart-storage';
import { CartStore } from './cart-store';
import { watchScreenings } from './screening-checks';
import { TOO_MANY_PATIENTS_MESSAGE } from './patient-rules';
import { RESULTS_ANALYSIS_TEXTS } from './results-analysis-texts';
import { createSavedCartApi } from './saved-cart-api';
import { createLocalCartOwner, followSignedInCart } from './saved-cart-sync';

/**
 * Connects a cart to the page: items other remotes request go in, the chosen location reprices it, a
 * patient deleted from the account leaves it, the account holder added as a patient joins it, and every
 * change is saved and published as `cart:summary` and `cart:contents` for the header. Returns a function that
 * disconnects it.
 */
export function connectCart(store: CartStore, bus: EventBus, storage: CartStorage): () => void {
  const subscriptions = [
    bus.on('config:loaded').subscribe((loaded) => store.setCurrency(loaded.currency)),
    bus.on('location:chosen').subscribe((location) => void store.chooseLocation(location)),
    // A result's page asks to buy the analysis of an earlier order's results: the cart says how that went.
    bus.on('cart:results-analysis-requested').subscribe((order) => {
      void store.requestResultsAnalysisFor(order).then((outcome) => {
        if (outcome === 'added') showToast(RESULTS_ANALYSIS_TEXTS.added, { type: 'success' });
        else if (outcome === 'already') showToast(RESULTS_ANALYSIS_TEXTS.already, { type: 'info' });
        else if (outcome === 'not-alone') showToast(RESULTS_ANALYSIS_TEXTS.notAlone, { type: 'warning' });
        else showToast(RESULTS_ANALYSIS_TEXTS.notOffered, { type: 'warning' });
      });
    }),
    // A patient deleted from the account leaves every item of the cart too.
    bus.on('patient:deleted').subscribe(({ patientId }) => store.deletePatient(patientId)),
    // The account holder added themselves from addCurrentPatientModal: they join the cart like any patient.
    // Their sex and date of birth, when given, let the cart check screening programmes against them.
    bus.on('patient:current-added').subscribe(({ patient, itemId }) => {
      if (!store.addCurrentPatient(patient, itemId)) {
        showToast(TOO_MANY_PATIENTS_MESSAGE, { type: 'warning' });
      }
    }),
  ];
  const stopAnswering = answerItemRequests(store, bus);
  const stopWatchingScreenings = watchScreenings(store, bus);
  void store.loadNursingServices();
  // A change to the tests, their patients, the fee or the location may end what the code was granted for.
  const stopCheckingCode = store.discountCode.watch();
  const publish = autorun(() => {
    storage.save(store.snapshot);
    bus.emit('cart:summary', store.summary);
  });
  // The list travels on a channel of its own, so the summary keeps the shape every part of the page knows.
  const publishContents = autorun(() => bus.emit('cart:contents', store.contents));
  return () => {
    subscriptions.forEach((subscription) => subscription.unsubscribe());
    publish();
    publishContents();
    stopCheckingCode();
    stopAnswering();
    stopWatchingScreenings();
  };
}

let pageCart: CartStore | undefined;
let connected = false;

/** The cart of this page, read from the browser's storage the first time it is asked for. */
export function getPageCart(): CartStore {
  pageCart ??= new CartStore({
    saved: createLocalCartStorage().load(),
    api: createCartApi(),
    closedQuizAlerts: loadClosedQuizAlerts(),
    onQuizAlertsChange: (ids) => saveClosedQuizAlerts(ids),
  });
  return pageCart;
}

/**
 * Connects the page's cart to the bus once, and keeps it connected while the page lives, so items
 * requested while the cart page is not shown are still counted.
 */
export function connectPageCart(): void {
  if (connected) return;
  connected = true;
  connectCart(getPageCart(), getEventBus(), createLocalCartStorage());
  registerCartModals();
  // A cart embedded in a partner's page follows that page's data instead of the account's saved cart.
  if (window.parent === window) {
    followSignedInCart(getPageCart(), getEventBus(), { api: createSavedCartApi(), owner: createLocalCartOwner() });
  }
}
