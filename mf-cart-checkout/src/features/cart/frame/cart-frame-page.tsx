import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { getEventBus } from '@labshop/shared-contracts/web';
import { CartPage } from '../cart-page';
import type { CartStore } from '../cart-store';
import { FrameBridge, type FrameStatus } from './frame-bridge';

const STATUS_TEXT: Record<FrameStatus, string> = {
  'not-embedded': '',
  'not-allowed': 'This cart can only be shown inside the pages of our partner shops.',
  waiting: 'Connecting to the shop page…',
  connected: 'Connected to the shop page.',
};

/** /cart/frame: the cart inside a partner's page (the embedding frame), sharing its state by messages. */
export const CartFramePage = observer(function CartFramePage({ cart }: { cart: CartStore }) {
  const [bridge] = useState(() => new FrameBridge(cart, getEventBus(), window));
  useEffect(() => bridge.connect(), [bridge]);
  return (
    <>
      <p role="status">{STATUS_TEXT[bridge.status]}</p>
      {bridge.quiz ? <p>Tests suggested by your health questionnaire of {bridge.quiz.date}.</p> : null}
      <CartPage cart={cart} />
    </>
  );
});
