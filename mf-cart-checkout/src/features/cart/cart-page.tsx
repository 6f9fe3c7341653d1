import { observer } from 'mobx-react-lite';
import { formatMoney } from '@labshop/shared-contracts/core';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { Stepper } from '@labshop/shared-contracts/web/ui';
import { ActionBar } from '../../lib/action-bar';
import { PurchaseLayout } from '../../lib/purchase-layout';
import { PURCHASE_STEPS_LABEL, purchaseSteps } from '../../lib/purchase-steps';
import { RouterButtonLink } from '../../lib/router-button-link';
import { CartItems } from './cart-items';
import { CartLocationInfo } from './cart-location-info';
import { CartPatients } from './cart-patients';
import { DiscountCodeField } from './discount-code-field';
import type { CartStore } from './cart-store';
import { EmptyCart } from './empty-cart';
import { NursingFees } from './nursing-fees';
import { CART_TOTAL_LABEL, PriceBreakdown } from './price-breakdown';
import { QuizAlerts } from './quiz-alerts';
import { ResultsAnalysis } from './results-analysis';
import { VisitServicesSection } from './visit-services-section';
import styles from './cart.module.css';

const CART_STEP_STATES = { cart: 'current', samples: 'upcoming', patients: 'upcoming', payment: 'upcoming' } as const;

/** The cart's tests and people beside its price, with the way on to checkout. */
const CartContents = observer(function CartContents({ cart }: { cart: CartStore }) {
  const total = formatMoney(cart.totalMinor, cart.currency);
  return (
    <>
      <Stepper label={PURCHASE_STEPS_LABEL} steps={purchaseSteps(CART_STEP_STATES, cart.analysisFor !== null)} />
      <PurchaseLayout
        total={total}
        summary={
          <>
            <PriceBreakdown cart={cart} />
            <DiscountCodeField cart={cart} />
          </>
        }
        action={
          <ActionBar total={{ label: CART_TOTAL_LABEL, amount: total }}>
            <RouterButtonLink to="/checkout" size="lg" block>
              Go to checkout
            </RouterButtonLink>
          </ActionBar>
        }
      >
        <div className={styles.sections}>
          {cart.analysisFor === null ? (
            <>
              <CartLocationInfo cart={cart} />
              <CartItems cart={cart} />
              <CartPatients cart={cart} />
              <VisitServicesSection cart={cart} />
            </>
          ) : null}
          <ResultsAnalysis cart={cart} />
        </div>
      </PurchaseLayout>
    </>
  );
});

/** /cart: the tests per patient, where the samples are taken, and the price line by line beside them. */
export const CartPage = observer(function CartPage({ cart }: { cart: CartStore }) {
  return (
    <Page>
      <h1>Cart</h1>
      {cart.analysisFor === null ? <QuizAlerts cart={cart} /> : null}
      {cart.isEmpty ? <EmptyCart /> : <CartContents cart={cart} />}
      {/* Nobody takes a sample for the analysis of earlier results: the nurse's fees say nothing about it. */}
      {cart.analysisFor === null ? <NursingFees currency={cart.currency} /> : null}
    </Page>
  );
});
