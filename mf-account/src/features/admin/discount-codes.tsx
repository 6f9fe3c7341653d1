import { useState } from 'react';
import {
  ADMIN_DISCOUNT_CODE_PATHS,
  AdminDiscountCode,
  AdminDiscountCodeList,
  ApiError,
  DiscountCodeOrders,
  formatMoney,
} from '@labshop/shared-contracts/core';
import { getApiClient, useApiQuery } from '@labshop/shared-contracts/web';
import { Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Button, showToast, Table } from '@labshop/shared-contracts/web/ui';
import { toastIfForbidden } from '@labshop/shared-contracts/web/forms';
import { MESSAGES } from '../../lib/messages';
import { DiscountCodeForm } from './discount-code-form';
import { formatReceived } from './lab-delivery-texts';
import { AdminLoadFailure } from './load-failure';

const discountOf = (code: AdminDiscountCode) =>
  code.kind === 'percentage' ? `${code.value}%` : `${formatMoney(code.value)} off`;

function limitsOf(code: AdminDiscountCode): string {
  const parts = [code.singleUse ? 'single use' : code.maxUses === null ? 'no use limit' : `${code.maxUses} uses`];
  if (code.perAccountLimit !== null) parts.push(`${code.perAccountLimit} per account`);
  if (code.minimumOrderMinor > 0) parts.push(`minimum ${formatMoney(code.minimumOrderMinor)}`);
  if (code.testIds.length > 0) parts.push(`${code.testIds.length} tests`);
  if (code.categoryIds.length > 0) parts.push(`${code.categoryIds.length} categories`);
  return parts.join(', ');
}

function periodOf(code: AdminDiscountCode): string {
  if (code.startsAt === null && code.endsAt === null) return 'Always';
  return `${code.startsAt ? formatReceived(code.startsAt) : 'now'} – ${code.endsAt ? formatReceived(code.endsAt) : 'no end'}`;
}

/** The orders placed with one code, the newest first. */
function CodeOrders({ code }: { code: AdminDiscountCode }) {
  const orders = useApiQuery(ADMIN_DISCOUNT_CODE_PATHS.orders(code.id), { answer: DiscountCodeOrders });
  const title = `Orders placed with ${code.code}`;
  if (orders.status === 'loading') return <Loading label="Loading the orders…" />;
  if (orders.status === 'error') return <AdminLoadFailure error={orders.error} onRetry={orders.retry} />;
  if (orders.data.orders.length === 0) return <p>No order has used {code.code} yet.</p>;
  return (
    <Table
      caption={title}
      rowHeader="number"
      rows={orders.data.orders}
      rowKey={(order) => order.id}
      columns={[
        { id: 'number', header: 'Order', cell: (order) => order.number },
        { id: 'status', header: 'Status', cell: (order) => order.status.replaceAll('_', ' ') },
        { id: 'email', header: 'E-mail', cell: (order) => order.email },
        { id: 'total', header: 'Total', cell: (order) => formatMoney(order.totalMinor, orders.data.currency) },
        { id: 'placed', header: 'Placed', cell: (order) => formatReceived(order.placedAt) },
      ]}
    />
  );
}

/**
 * The back-office's discount codes: each with its discount, limits, period, state and uses; created and changed
 * with a form, switched on and off, and opened to see the orders that used it. A change someone else made meanwhile
 * is a 409: the list is read again so the administrator sees it before changing anything.
 */
export function DiscountCodes() {
  const codes = useApiQuery(ADMIN_DISCOUNT_CODE_PATHS.list, { answer: AdminDiscountCodeList });
  const [editing, setEditing] = useState<AdminDiscountCode | null>(null);
  const [showingOrders, setShowingOrders] = useState<AdminDiscountCode | null>(null);

  const reload = () => {
    setEditing(null);
    codes.retry();
  };
  const switchActivity = async (code: AdminDiscountCode) => {
    try {
      await getApiClient().request(ADMIN_DISCOUNT_CODE_PATHS.activity(code.id), {
        method: 'PUT',
        body: { active: !code.active, version: code.version },
        answer: AdminDiscountCode,
      });
      showToast(MESSAGES.saved, { type: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 409) showToast(error.message, { type: 'error' });
      else if (!toastIfForbidden(error)) showToast(MESSAGES.saveFailed, { type: 'error' });
    }
    codes.retry();
  };

  return (
    <section aria-labelledby="discount-codes">
      <h2 id="discount-codes">Discount codes</h2>
      {codes.status === 'loading' ? <Loading label="Loading the discount codes…" /> : null}
      {codes.status === 'error' ? <AdminLoadFailure error={codes.error} onRetry={codes.retry} /> : null}
      {codes.status === 'success' && codes.data.codes.length === 0 ? <p>No discount codes yet.</p> : null}
      {codes.status === 'success' && codes.data.codes.length > 0 ? (
        <Table<AdminDiscountCode>
          caption="Discount codes, the newest first"
          captionHidden
          rowHeader="code"
          rows={codes.data.codes}
          rowKey={(code) => code.id}
          columns={[
            { id: 'code', header: 'Code', cell: (code) => code.code },
            { id: 'discount', header: 'Discount', cell: discountOf },
            { id: 'limits', header: 'Limits', cell: limitsOf },
            { id: 'period', header: 'Period', cell: periodOf },
            { id: 'state', header: 'State', cell: (code) => (code.active ? 'Active' : 'Off') },
            {
              id: 'uses',
              header: 'Uses',
              cell: (code) => `${code.uses.paid} paid, ${code.uses.open} awaiting payment`,
            },
            {
              id: 'actions',
              header: 'Actions',
              cell: (code) => (
                <>
                  <Button
                    size="sm"
                    theme="secondary"
                    onClick={() => setEditing(code)}
                    aria-label={`Change ${code.code}`}
                  >
                    Change
                  </Button>{' '}
                  <Button
                    size="sm"
                    theme="secondary"
                    onClick={() => void switchActivity(code)}
                    aria-label={`${code.active ? 'Deactivate' : 'Activate'} ${code.code}`}
                  >
                    {code.active ? 'Deactivate' : 'Activate'}
                  </Button>{' '}
                  <Button
                    size="sm"
                    theme="link"
                    onClick={() => setShowingOrders(code)}
                    aria-label={`Orders placed with ${code.code}`}
                  >
                    Orders
                  </Button>
                </>
              ),
            },
          ]}
        />
      ) : null}
      {showingOrders ? <CodeOrders key={showingOrders.id} code={showingOrders} /> : null}
      <DiscountCodeForm key={editing?.id ?? 'new'} code={editing} onSaved={reload} onStale={() => codes.retry()} />
    </section>
  );
}
