import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLatestEvent } from '@labshop/shared-contracts/web';
import { useForm } from '@labshop/shared-contracts/web/forms';
import { loadAccountPeople, prefilledDetails, type AccountPeople } from './account-prefill';
import { completeTyped } from './checkout-fields';
import { FIRST_PATIENT_ID, type CheckoutStore } from './checkout-store';
import type { CheckoutFields } from './checkout-values';

/**
 * A signed-in buyer's checkout starts from the account: the holder's and the chosen patients' names, PESEL numbers,
 * dates of birth and sex fill the fields still empty, and stay editable. Without the account's answer the buyer
 * types them, as a guest does.
 */
export const AccountDetailsInForm = observer(function AccountDetailsInForm({ store }: { store: CheckoutStore }) {
  const form = useForm<CheckoutFields>();
  const session = useLatestEvent('session:changed');
  const userId = session?.token ? (session.user?.id ?? null) : null;
  const [people, setPeople] = useState<AccountPeople | null>(null);
  const ids = store.cart.patients.map((patient) => patient.id).join(' ');

  useEffect(() => {
    setPeople(null);
    if (userId === null) return undefined;
    let current = true;
    loadAccountPeople(userId).then(
      (loaded) => current && setPeople(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [userId]);

  useEffect(() => {
    if (people === null) return;
    const typed = completeTyped(form.getState().values);
    const filled = Object.values(typed).flatMap((details) => {
      const prefilled = prefilledDetails(details, people, FIRST_PATIENT_ID);
      return prefilled ? [prefilled] : [];
    });
    if (filled.length === 0) return;
    form.change('patients', {
      ...(form.getState().values.patients ?? {}),
      ...Object.fromEntries(filled.map((details) => [details.patientId, details])),
    });
    // The cart's people (ids) are read through the form, which the other part keeps in step with them.
  }, [people, ids, form]);

  return null;
});
