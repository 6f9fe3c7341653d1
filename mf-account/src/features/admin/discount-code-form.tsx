import {
  ADMIN_DISCOUNT_CODE_PATHS,
  AdminDiscountCode,
  ApiError,
  toMinorUnits,
  type DiscountCodeForm as DiscountCodeSettings,
} from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { Button, showToast } from '@labshop/shared-contracts/web/ui';
import {
  FocusFirstInvalid,
  Form,
  FORM_ERROR,
  FormAlert,
  FormCheckbox,
  formMessages,
  FormRadioGroup,
  FormTextField,
  submitErrorsFrom,
} from '@labshop/shared-contracts/web/forms';
import { MESSAGES } from '../../lib/messages';

interface CodeValues {
  code?: string;
  kind?: string;
  value?: string;
  minimumOrder?: string;
  testIds?: string;
  categoryIds?: string;
  singleUse?: boolean;
  maxUses?: string;
  perAccountLimit?: string;
  startsAt?: string;
  endsAt?: string;
  active?: boolean;
}

/** The API's field names, by the form's where they differ (money is typed in pounds, sent in minor units). */
const NAMES = { minimumOrderMinor: 'minimumOrder' };
const FIELDS = Object.keys({
  code: 1,
  kind: 1,
  value: 1,
  minimumOrder: 1,
  testIds: 1,
  categoryIds: 1,
  maxUses: 1,
  perAccountLimit: 1,
  startsAt: 1,
  endsAt: 1,
});

const major = (minor: number) => (minor / 100).toFixed(2);
/** A local date and time as the field shows it (its own time zone), from an ISO moment. */
const localOf = (iso: string | null) => {
  if (iso === null) return '';
  const moment = new Date(iso);
  return new Date(moment.getTime() - moment.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const idsOf = (text: string | undefined) =>
  (text ?? '')
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter((id) => id !== '');
/** A whole number typed, or null when the field was left empty (no limit); NaN lets the API name a bad one. */
const countOf = (text: string | undefined) => (text?.trim() ? Number(text.trim()) : null);
/** Amounts typed in pounds; anything unreadable is sent as -1 so the API answers on the field. */
const minorOf = (text: string | undefined) => {
  const amount = Number((text ?? '').replace(',', '.'));
  return Number.isFinite(amount) ? toMinorUnits(amount) : -1;
};

function valuesOf(code: AdminDiscountCode | null): CodeValues {
  if (!code) return { kind: 'percentage', minimumOrder: '0.00', singleUse: false, active: true };
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === 'percentage' ? String(code.value) : major(code.value),
    minimumOrder: major(code.minimumOrderMinor),
    testIds: code.testIds.join(', '),
    categoryIds: code.categoryIds.join(', '),
    singleUse: code.singleUse,
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    perAccountLimit: code.perAccountLimit === null ? '' : String(code.perAccountLimit),
    startsAt: localOf(code.startsAt),
    endsAt: localOf(code.endsAt),
    active: code.active,
  };
}

function settingsOf(values: CodeValues): DiscountCodeSettings {
  const percentage = values.kind !== 'fixed';
  const value = values.value?.trim() ?? '';
  // An unreadable moment is sent as typed, so the API answers on its field.
  const moment = (text: string | undefined) => {
    if (!text?.trim()) return null;
    const parsed = new Date(text);
    return Number.isNaN(parsed.getTime()) ? text : parsed.toISOString();
  };
  return {
    code: values.code ?? '',
    kind: percentage ? 'percentage' : 'fixed',
    value: percentage ? Math.trunc(Number(value) || 0) : minorOf(value),
    minimumOrderMinor: minorOf(values.minimumOrder),
    testIds: idsOf(values.testIds),
    categoryIds: idsOf(values.categoryIds),
    singleUse: values.singleUse ?? false,
    maxUses: countOf(values.maxUses),
    perAccountLimit: countOf(values.perAccountLimit),
    startsAt: moment(values.startsAt),
    endsAt: moment(values.endsAt),
    active: values.active ?? false,
  };
}

/**
 * Creates a discount code, or changes the one given from the version it was read at: when someone else changed it
 * meanwhile, the API's 409 is shown and the administrator reloads it. Every rule is the API's, its words shown
 * beside the field they concern.
 */
export function DiscountCodeForm({
  code,
  onSaved,
  onStale,
}: {
  code: AdminDiscountCode | null;
  onSaved: () => void;
  onStale: () => void;
}) {
  const title = code ? `Change the code ${code.code}` : 'Create a discount code';
  return (
    <Form<CodeValues>
      initialValues={valuesOf(code)}
      onSubmit={async (values, form) => {
        const settings = settingsOf(values);
        try {
          await getApiClient().request(code ? ADMIN_DISCOUNT_CODE_PATHS.one(code.id) : ADMIN_DISCOUNT_CODE_PATHS.list, {
            method: code ? 'PUT' : 'POST',
            body: code ? { ...settings, version: code.version } : settings,
            answer: AdminDiscountCode,
          });
          showToast(MESSAGES.saved, { type: 'success' });
          if (!code) setTimeout(() => form.restart(valuesOf(null)));
          onSaved();
          return undefined;
        } catch (error) {
          if (error instanceof ApiError && error.code === 409) {
            onStale();
            return { [FORM_ERROR]: [error.message] };
          }
          return submitErrorsFrom(error, { fields: FIELDS, names: NAMES, failure: MESSAGES.saveFailed });
        }
      }}
      render={({ handleSubmit, submitting, submitError, values }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={title}>
          <h3>{title}</h3>
          <FormAlert messages={formMessages(submitError)} />
          <FocusFirstInvalid />
          <FormTextField name="code" label="Code" hint="3-64 letters, digits, dashes or underscores" required />
          <FormRadioGroup
            name="kind"
            legend="Discount"
            choices={[
              { value: 'percentage', label: 'A percent of the tests' },
              { value: 'fixed', label: 'An amount off the order' },
            ]}
          />
          <FormTextField
            name="value"
            label={values.kind === 'fixed' ? 'Amount (£)' : 'Percent'}
            inputMode="decimal"
            required
          />
          <FormTextField name="minimumOrder" label="Minimum order (£)" inputMode="decimal" hint="0 for none" />
          <FormTextField
            name="testIds"
            label="Only these tests (ids)"
            hint="Separated by commas; empty for every test"
          />
          <FormTextField name="categoryIds" label="Only these categories (ids)" hint="Separated by commas" />
          <FormCheckbox name="singleUse" label="Single use" hint="Spent by the first order paid with it." />
          {values.singleUse ? null : (
            <FormTextField name="maxUses" label="Number of uses" inputMode="numeric" hint="Empty for no limit" />
          )}
          <FormTextField
            name="perAccountLimit"
            label="Uses per account"
            inputMode="numeric"
            hint="Empty for no limit"
          />
          <FormTextField name="startsAt" label="Starts" type="datetime-local" />
          <FormTextField name="endsAt" label="Ends" type="datetime-local" />
          <FormCheckbox name="active" label="Active" />
          <Button type="submit" disabled={submitting}>
            {code ? 'Save the code' : 'Create the code'}
          </Button>
        </form>
      )}
    />
  );
}
