import { SITE_REDIRECT_PATHS, SiteRedirect, type SiteRedirectRequest } from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { Button, showToast } from '@labshop/shared-contracts/web/ui';
import {
  FocusFirstInvalid,
  Form,
  FormAlert,
  FormCheckbox,
  formMessages,
  FormRadioGroup,
  FormTextField,
  submitErrorsFrom,
} from '@labshop/shared-contracts/web/forms';
import { MESSAGES } from '../../lib/messages';

interface RedirectValues {
  fromPath?: string;
  to?: string;
  status?: string;
  active?: boolean;
  replacesPage?: boolean;
}

const FIELDS = ['fromPath', 'to', 'status', 'active', 'replacesPage'];

function valuesOf(redirect: SiteRedirect | null): RedirectValues {
  if (!redirect) return { status: '301', active: true, replacesPage: false };
  return { ...redirect, status: String(redirect.status) };
}

/**
 * Adds a redirect, or changes the one given. The API checks every rule (paths, addresses, loops, pages of the
 * site) and its words appear beside the field they concern.
 */
export function SiteRedirectForm({ redirect, onSaved }: { redirect: SiteRedirect | null; onSaved: () => void }) {
  const title = redirect ? `Change the redirect from ${redirect.fromPath}` : 'Add a redirect';
  return (
    <Form<RedirectValues>
      initialValues={valuesOf(redirect)}
      onSubmit={async (values, form) => {
        const body: SiteRedirectRequest = {
          fromPath: values.fromPath?.trim() ?? '',
          to: values.to?.trim() ?? '',
          status: values.status === '302' ? 302 : 301,
          active: values.active ?? false,
          replacesPage: values.replacesPage ?? false,
        };
        try {
          await getApiClient().request(redirect ? SITE_REDIRECT_PATHS.one(redirect.id) : SITE_REDIRECT_PATHS.admin, {
            method: redirect ? 'PUT' : 'POST',
            body,
            answer: SiteRedirect,
          });
          showToast(MESSAGES.saved, { type: 'success' });
          if (!redirect) setTimeout(() => form.restart(valuesOf(null)));
          onSaved();
          return undefined;
        } catch (error) {
          return submitErrorsFrom(error, { fields: FIELDS, failure: MESSAGES.saveFailed });
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={title}>
          <h3>{title}</h3>
          <FormAlert messages={formMessages(submitError)} />
          <FocusFirstInvalid />
          <FormTextField name="fromPath" label="From path" hint="A path of this site, e.g. /old-prices" required />
          <FormTextField
            name="to"
            label="To"
            hint="A path of this site, or a full address such as https://example.org/page"
            required
          />
          <FormRadioGroup
            name="status"
            legend="Kind"
            choices={[
              { value: '301', label: '301 Moved permanently' },
              { value: '302', label: '302 Found (temporary)' },
            ]}
          />
          <FormCheckbox name="active" label="Active" />
          <FormCheckbox
            name="replacesPage"
            label="Replace the page"
            hint="Only for a path where a page of the site lives: its visitors are sent to the new address instead."
          />
          <Button type="submit" disabled={submitting}>
            {redirect ? 'Save the redirect' : 'Add the redirect'}
          </Button>
        </form>
      )}
    />
  );
}
