import { useState } from 'react';
import {
  MessageAnswer,
  SITE_REDIRECT_PATHS,
  SiteRedirectList,
  type SiteRedirect,
} from '@labshop/shared-contracts/core';
import { getApiClient, useApiQuery } from '@labshop/shared-contracts/web';
import { Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Button, showToast, Table } from '@labshop/shared-contracts/web/ui';
import { toastIfForbidden } from '@labshop/shared-contracts/web/forms';
import { MESSAGES } from '../../lib/messages';
import { AdminLoadFailure } from './load-failure';
import { SiteRedirectForm } from './site-redirect-form';

/**
 * Server-defined redirects (spec §2): old or campaign paths sent on to a page of the site or another site. The
 * gateway applies an edit within seconds.
 */
export function SiteRedirects() {
  const redirects = useApiQuery(SITE_REDIRECT_PATHS.admin, { answer: SiteRedirectList });
  const [editing, setEditing] = useState<SiteRedirect | null>(null);
  const remove = async (redirect: SiteRedirect) => {
    try {
      await getApiClient().request(SITE_REDIRECT_PATHS.one(redirect.id), { method: 'DELETE', answer: MessageAnswer });
      showToast(MESSAGES.saved, { type: 'success' });
      if (editing?.id === redirect.id) setEditing(null);
      redirects.retry();
    } catch (error) {
      if (!toastIfForbidden(error)) showToast(MESSAGES.saveFailed, { type: 'error' });
    }
  };
  return (
    <section aria-labelledby="site-redirects">
      <h2 id="site-redirects">Redirects</h2>
      {redirects.status === 'loading' ? <Loading label="Loading the redirects…" /> : null}
      {redirects.status === 'error' ? <AdminLoadFailure error={redirects.error} onRetry={redirects.retry} /> : null}
      {redirects.status === 'success' && redirects.data.redirects.length === 0 ? <p>No redirects yet.</p> : null}
      {redirects.status === 'success' && redirects.data.redirects.length > 0 ? (
        <Table<SiteRedirect>
          caption="Redirects by path"
          captionHidden
          rowHeader="from"
          rows={redirects.data.redirects}
          rowKey={(redirect) => redirect.id}
          columns={[
            { id: 'from', header: 'From', cell: (redirect) => redirect.fromPath },
            { id: 'to', header: 'To', cell: (redirect) => redirect.to },
            { id: 'kind', header: 'Kind', cell: (redirect) => String(redirect.status) },
            {
              id: 'state',
              header: 'State',
              cell: (redirect) =>
                `${redirect.active ? 'Active' : 'Off'}${redirect.replacesPage ? ', replaces a page' : ''}`,
            },
            {
              id: 'actions',
              header: 'Actions',
              cell: (redirect) => (
                <>
                  <Button
                    size="sm"
                    theme="outline"
                    aria-label={`Change the redirect from ${redirect.fromPath}`}
                    onClick={() => setEditing(redirect)}
                  >
                    Change
                  </Button>{' '}
                  <Button
                    size="sm"
                    theme="outline"
                    aria-label={`Remove the redirect from ${redirect.fromPath}`}
                    onClick={() => void remove(redirect)}
                  >
                    Remove
                  </Button>
                </>
              ),
            },
          ]}
        />
      ) : null}
      <SiteRedirectForm
        key={editing?.id ?? 'new'}
        redirect={editing}
        onSaved={() => {
          setEditing(null);
          redirects.retry();
        }}
      />
    </section>
  );
}
