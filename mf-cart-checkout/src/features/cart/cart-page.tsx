import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { Button } from '@labshop/shared-contracts/web/ui';
import { CartItems } from './cart-items';
import { CartLocationInfo } from './cart-location-info';
import { CartPatients } from './cart-patients';
import { DiscountCodeField } from './discount-code-field';
import type { CartStore } from './cart-store';
import { EmptyCart } from './empty-cart';
import { NursingFees } from './nursing-fees';
import { PriceBreakdown } from './price-breakdown';
import { ResultsAnalysis } from './results-analysis';

/** /cart: the tests per patient, where the samples are taken, and the price line by line. */
export const CartPage = observer(function CartPage({ cart }: { cart: CartStore }) {
  return (
    <Page>
      <h1>Cart</h1>
      {cart.itemCount === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <CartLocationInfo cart={cart} />
          <CartItems cart={cart} />
          <CartPatients cart={cart} />
          <ResultsAnalysis cart={cart} />
          <DiscountCodeField cart={cart} />
          <PriceBreakdown cart={cart} />
          <p>
            <Link to="/checkout">Go to checkout</Link>
          </p>
          <Button theme="secondary" size="sm" onClick={() => cart.clear()}>
            Clear the cart
          </Button>
        </>
      )}
      <NursingFees currency={cart.currency} />
    </Page>
  );
});
