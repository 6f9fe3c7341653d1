import { is } from 'superstruct';
import { CART_TEXTS, ReplaceServiceChoice, type ReplaceServiceProps } from '@labshop/shared-contracts/core';
import type { EventBus, EventPayload } from '@labshop/shared-contracts/web';
import { showToast } from '@labshop/shared-contracts/web/ui';
import { cartItemFromRequest, patientName, type CartItem } from './cart-item';
import type { CartStore } from './cart-store';
import { RESULTS_ANALYSIS_TEXTS } from './results-analysis-texts';

type Request = EventPayload<'cart:item-requested'>;

/** A package waiting for the buyer's answer in replaceServiceModal. */
interface PendingReplace {
  pack: CartItem;
  testIds: string[];
}

/**
 * Answers the items other pages ask for. The cart is the one that knows what it holds, so it says whether the item
 * was added or was there already; a package that includes a test already there for the same patient waits for the
 * buyer to choose in replaceServiceModal: the package in place of the test, or both. Returns the disconnection.
 */
export function answerItemRequests(store: CartStore, bus: EventBus): () => void {
  let pending: PendingReplace | null = null;

  const requests = bus.on('cart:item-requested').subscribe((request) => {
    const item = cartItemFromRequest(request);
    // The analysis of earlier results is ordered on its own; the tests wait until it is ordered or removed.
    if (store.analysisFor !== null) {
      showToast(RESULTS_ANALYSIS_TEXTS.itemsWait, { type: 'warning' });
      return;
    }
    if (store.has(item.id)) {
      showToast(CART_TEXTS.alreadyInCart(item.name), { type: 'info' });
      return;
    }
    const inside = store.testsFor((request.includes ?? []).map((test) => test.id));
    if (inside.length === 0) {
      added(store.add(item), item);
      return;
    }
    pending = { pack: item, testIds: inside.map((test) => test.id) };
    bus.emit('modal:open', { name: 'replaceServiceModal', props: replaceProps(store, request, inside) });
  });

  const answers = bus.on('modal:settled').subscribe(({ name, action, value }) => {
    if (name !== 'replaceServiceModal' || pending === null) return;
    const { pack, testIds } = pending;
    pending = null;
    // Closing the dialog without choosing leaves the cart as it was.
    if (action !== 'confirm' || !is(value, ReplaceServiceChoice)) return;
    added(value.choice === 'replace' ? store.replaceWithPackage(pack, testIds) : store.add(pack), pack);
  });

  return () => {
    requests.unsubscribe();
    answers.unsubscribe();
  };
}

function added(changed: boolean, item: CartItem): void {
  if (changed) showToast(CART_TEXTS.added, { type: 'success' });
  else showToast(CART_TEXTS.alreadyInCart(item.name), { type: 'info' });
}

function replaceProps(store: CartStore, request: Request, inside: readonly CartItem[]): ReplaceServiceProps {
  const patient = store.patients[0];
  return {
    package: { id: request.serviceId, name: request.name },
    tests: inside.map((test) => ({ id: test.id, name: test.name })),
    ...(patient ? { patientName: patientName(patient) } : {}),
  };
}
