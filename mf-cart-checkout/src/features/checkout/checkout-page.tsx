import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { formatMoney, paymentStatusPath } from '@labshop/shared-contracts/core';
import { useLatestEvent } from '@labshop/shared-contracts/web';
import { Form, setIn, useForm, type SubmissionErrors } from '@labshop/shared-contracts/web/forms';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { Button, EmptyState, ShoppingCart, Stepper } from '@labshop/shared-contracts/web/ui';
import { ActionBar } from '../../lib/action-bar';
import type { OrdersApi } from '../../lib/orders-api';
import type { GoToPaymentPage } from '../../lib/payment-page';
import { PurchaseLayout } from '../../lib/purchase-layout';
import { PURCHASE_STEPS_LABEL } from '../../lib/purchase-steps';
import type { CheckoutCart, ChosenLocation } from './checkout-cart';
import { AccountDetailsInForm } from './account-details-in-form';
import { CheckoutAlert } from './checkout-alert';
import { checkoutErrors } from './checkout-rules';
import { checkoutSteps } from './checkout-steps';
import { CheckoutStore, FIRST_PATIENT_ID, type CheckoutOutcome } from './checkout-store';
import { checkedValues, completeTyped, keyedPatients } from './checkout-fields';
import { EMPTY_ADDRESS, type CheckoutFields } from './checkout-values';
import type { IdempotencyKeys } from './idempotency-key';
import { LocationSection } from './location-section';
import { OrderSummary, TOTAL_TO_PAY_LABEL } from './order-summary';
import { PatientDetailsSection } from './patient-details-section';
import { PaymentSection } from './payment-section';
import styles from './checkout.module.css';

export interface CheckoutPageProps {
  cart: CheckoutCart;
  api: OrdersApi;
  keys: IdempotencyKeys;
  goToPaymentPage: GoToPaymentPage;
  /** Announces the city or centre chosen here to the whole page (the cart reprices for it). */
  onChooseLocation: (location: ChosenLocation) => void;
  discountCode?: () => string | null;
}

function EmptyCheckout() {
  return (
    <EmptyState icon={ShoppingCart} title="Your cart is empty" headingLevel={2}>
      <p>
        Add tests from the <Link to="/lab-test-list/tests">tests catalogue</Link> before checking out.
      </p>
    </EmptyState>
  );
}

/**
 * Keeps the form's people in step with the cart's: a patient added to the cart starts from the cart's names, and the
 * person typed in before the cart had any patient stays typed in once the order makes them its first patient.
 */
const CartPatientsInForm = observer(function CartPatientsInForm({ store }: { store: CheckoutStore }) {
  const form = useForm<CheckoutFields>();
  const ids = store.cart.patients.map((patient) => patient.id).join(' ');
  useEffect(() => {
    const held = form.getState().values.patients ?? {};
    const typed = completeTyped(form.getState().values);
    const [only, ...others] = store.cart.patients;
    const first = typed[FIRST_PATIENT_ID];
    const adopted =
      first && only && others.length === 0 && !typed[only.id] ? { [only.id]: { ...first, patientId: only.id } } : {};
    const people = store.patientsFrom({ ...typed, ...adopted });
    if (people.every((patient) => held[patient.patientId] !== undefined)) return;
    form.change('patients', { ...held, ...keyedPatients(people) });
  }, [ids, form, store]);
  return null;
});

/** A signed-in buyer's confirmation goes to their account's address unless they type another. */
function SessionEmailInForm() {
  const form = useForm<CheckoutFields>();
  const session = useLatestEvent('session:changed');
  useEffect(() => {
    const email = session?.user?.email;
    if (email && !form.getState().values.email) form.change('email', email);
  }, [session, form]);
  return null;
}

/** /checkout: where, for whom and how the cart is bought; the order is placed once, then paid. */
export const CheckoutPage = observer(function CheckoutPage(props: CheckoutPageProps) {
  const { cart, api, keys, goToPaymentPage, onChooseLocation, discountCode } = props;
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [store] = useState(() => new CheckoutStore({ cart, api, keys, ...(discountCode ? { discountCode } : {}) }));
  const session = useLatestEvent('session:changed');
  const [initialValues] = useState<CheckoutFields>(() => ({
    address: { ...EMPTY_ADDRESS },
    visit: { date: '', window: '' },
    patients: keyedPatients(store.patientsFrom()),
    email: session?.user?.email ?? '',
    paymentMethod: 'online',
    consents: { terms: false, dataProcessing: false },
  }));

  // Every price is read again as checkout opens, so the total the buyer confirms is the shop's price now.
  useEffect(() => {
    void cart.refreshAll();
  }, [cart]);

  // The rules read the cart too (where the samples are taken, tests without a patient, its people): when it changes
  // the form is checked again.
  const { locationKind, hasUnassignedItems, today } = store.context;
  const patientIds = cart.patients.map((patient) => patient.id).join(' ');
  const validate = useMemo(
    () => (fields: CheckoutFields) =>
      checkoutErrors(checkedValues(store, fields), { locationKind, hasUnassignedItems, today }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the cart's people are read through the store
    [locationKind, hasUnassignedItems, today, patientIds],
  );

  function follow(outcome: CheckoutOutcome) {
    if (outcome.kind === 'pay') goToPaymentPage(outcome.redirectUrl);
    else if (outcome.kind === 'status') void navigate(paymentStatusPath(outcome.orderId));
    else focusFirstProblem(formRef.current);
  }

  async function placeOrder(fields: CheckoutFields): Promise<SubmissionErrors> {
    const outcome = await store.submit(checkedValues(store, fields));
    follow(outcome);
    if (outcome.kind !== 'not-sent' || !outcome.fieldErrors) return undefined;
    return Object.entries(outcome.fieldErrors).reduce<object>(
      (errors, [path, message]) => setIn(errors, path, message),
      {},
    );
  }

  const placed = store.placedOrderId !== null;
  return (
    <Page>
      <h1 id="checkout-title">Checkout</h1>
      {cart.isEmpty && !placed ? (
        <EmptyCheckout />
      ) : (
        <Form<CheckoutFields>
          initialValues={initialValues}
          validate={validate}
          onSubmit={placeOrder}
          render={({ handleSubmit, form, values, errors, submitFailed }) => {
            const submit = (event: FormEvent<HTMLFormElement>) => {
              event.preventDefault();
              // While prices are on their way the total is not final; a running or finished order is not sent again.
              if (store.submitting || placed || cart.loading) return;
              void handleSubmit(event);
              if (form.getState().hasValidationErrors) {
                store.refuseUnchecked();
                focusFirstProblem(formRef.current);
              }
            };
            const payLabel =
              store.effectivePaymentMethod(values.paymentMethod ?? 'online') === 'online'
                ? 'Order and pay'
                : 'Place the order';
            const locationError = submitFailed && typeof errors?.location === 'string' ? errors.location : undefined;
            const total = formatMoney(cart.quote.totalMinor, cart.currency);
            const checkoutForm = (
              <form ref={formRef} aria-labelledby="checkout-title" noValidate onSubmit={submit}>
                <CartPatientsInForm store={store} />
                <SessionEmailInForm />
                <AccountDetailsInForm store={store} />
                {placed ? null : (
                  <>
                    {store.analysisOnly ? null : (
                      <>
                        <LocationSection store={store} onChoose={onChooseLocation} locationError={locationError} />
                        <PatientDetailsSection store={store} />
                      </>
                    )}
                    <PaymentSection store={store} />
                  </>
                )}
                <CheckoutAlert
                  store={store}
                  onRetryPayment={(orderId) => void store.startPayment(orderId).then(follow)}
                />
                {placed ? null : (
                  <>
                    <ActionBar total={{ label: TOTAL_TO_PAY_LABEL, amount: total }}>
                      <Button
                        type="submit"
                        size="lg"
                        block
                        aria-disabled={store.submitting || cart.loading || undefined}
                      >
                        {store.submitting ? 'Placing the order…' : payLabel}
                      </Button>
                    </ActionBar>
                    <p className={styles.back}>
                      <Link to="/cart">Back to the cart</Link>
                    </p>
                  </>
                )}
              </form>
            );
            return (
              <>
                <Stepper label={PURCHASE_STEPS_LABEL} steps={checkoutSteps(errors, placed, store.analysisOnly)} />
                {placed ? (
                  checkoutForm
                ) : (
                  <PurchaseLayout total={total} summary={<OrderSummary cart={cart} />}>
                    {checkoutForm}
                  </PurchaseLayout>
                )}
              </>
            );
          }}
        />
      )}
    </Page>
  );
});

/** After a refused submit the keyboard lands on the first field to fix, or on the message. */
function focusFirstProblem(form: HTMLFormElement | null): void {
  setTimeout(() => {
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[data-checkout-alert]');
    target?.focus();
  });
}
