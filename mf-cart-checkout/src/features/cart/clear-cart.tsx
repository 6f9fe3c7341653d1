import { useCallback, useRef } from 'react';
import { getEventBus, useEventListener, type EventPayload } from '@labshop/shared-contracts/web';
import { Button } from '@labshop/shared-contracts/web/ui';
import type { CartStore } from './cart-store';
import { EMPTY_CART_HEADING_ID } from './empty-cart';

export const CLEAR_CART_TEXTS = {
  action: 'Clear the cart',
  title: 'Clear the cart?',
  message: 'Every test will be removed from your cart.',
  confirm: 'Remove all tests',
  cancel: 'Keep my tests',
} as const;

/**
 * Empties the cart once the visitor confirms in the site's confirmation dialog (confirmModal, drawn by the shell with
 * the kit's Modal: focus goes into it and back to this button). Cancelling leaves the cart as it was.
 */
export function ClearCartButton({ cart }: { cart: CartStore }) {
  // confirmModal is shared with the whole site: only an answer to this button's question clears the cart.
  const asking = useRef(false);

  useEventListener(
    'modal:settled',
    useCallback(
      ({ name, action }: EventPayload<'modal:settled'>) => {
        if (name !== 'confirmModal' || !asking.current) return;
        asking.current = false;
        if (action !== 'confirm') return;
        cart.clear();
        // This button leaves with the tests; the keyboard goes on from the empty cart's heading.
        setTimeout(() => document.getElementById(EMPTY_CART_HEADING_ID)?.focus());
      },
      [cart],
    ),
  );

  const ask = () => {
    asking.current = true;
    getEventBus().emit('modal:open', {
      name: 'confirmModal',
      props: {
        title: CLEAR_CART_TEXTS.title,
        message: CLEAR_CART_TEXTS.message,
        confirmLabel: CLEAR_CART_TEXTS.confirm,
        cancelLabel: CLEAR_CART_TEXTS.cancel,
      },
    });
  };

  return (
    <Button theme="link" size="sm" onClick={ask}>
      {CLEAR_CART_TEXTS.action}
    </Button>
  );
}
