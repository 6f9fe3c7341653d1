import { Link, useSearchParams } from 'react-router-dom';
import {
  ORDER_PATHS,
  ORDER_STATUS_TEXTS,
  ORDER_STATUSES,
  OrderList,
  type OrderStatus,
  type OrderSummary,
} from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Loading, Page, routerLink } from '@labshop/shared-contracts/web/remote-kit';
import { EmptyState, formatDate, Inbox, Pagination, Price, Select, Table } from '@labshop/shared-contracts/web/ui';
import { OrderActions } from './order-actions';
import { OrderLoadError } from './order-load-error';
import { orderDetailsPath } from './order-paths';
import { OrderStatusBadge } from './order-status-badge';
import { ORDERS_TEXTS } from './orders-texts';
import { hasResult, useOrderResults, type OrderedTest } from './use-order-results';
import styles from './orders.module.css';

/** The filter and page of the list, kept in the address so it can be shared, reloaded and gone back to. */
function useListPlace() {
  const [params, setParams] = useSearchParams();
  const statusText = params.get('status');
  const status = ORDER_STATUSES.find((known): known is OrderStatus => known === statusText);
  const patient = params.get('patient') || undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const hrefFor = (changes: { status?: string; patient?: string; page?: number }) => {
    const next = new URLSearchParams();
    const values = { status, patient, page, ...changes };
    if (values.status) next.set('status', values.status);
    if (values.patient) next.set('patient', values.patient);
    if (values.page && values.page > 1) next.set('page', String(values.page));
    const search = next.toString();
    return `/account/orders${search ? `?${search}` : ''}`;
  };
  // A changed filter starts again at its first page.
  const choose = (changes: { status?: string; patient?: string }) =>
    setParams(new URLSearchParams(hrefFor({ ...changes, page: 1 }).split('?')[1] ?? ''));
  return { status, patient, page, hrefFor, choose };
}

/** /account/orders: every order of the account, newest first, filtered by status and person, a page at a time. */
export function OrdersPage() {
  const place = useListPlace();
  const query = useApiQuery(ORDER_PATHS.orders, {
    query: { status: place.status, patient: place.patient, page: place.page },
    answer: OrderList,
  });
  const results = useOrderResults();
  const filtered = place.status !== undefined || place.patient !== undefined;
  const data = query.data;
  return (
    <Page aria-busy={query.status === 'loading'}>
      <h1>Orders</h1>
      {data && (data.patientNames.length > 0 || filtered) ? (
        <div className={styles.filters} role="group" aria-label="Filter the orders">
          <Select
            label="Status"
            value={place.status ?? ''}
            onChange={(event) => place.choose({ status: event.target.value })}
            options={[
              { value: '', label: ORDERS_TEXTS.anyStatus },
              ...ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_TEXTS[value] })),
            ]}
          />
          <Select
            label="Patient"
            value={place.patient ?? ''}
            onChange={(event) => place.choose({ patient: event.target.value })}
            options={[
              { value: '', label: ORDERS_TEXTS.anyPatient },
              ...data.patientNames.map((name) => ({ value: name, label: name })),
            ]}
          />
        </div>
      ) : null}
      {query.status === 'loading' ? <Loading label={ORDERS_TEXTS.listLoading} /> : null}
      {query.status === 'error' ? <OrderLoadError error={query.error} onRetry={query.retry} /> : null}
      {data && data.orders.length === 0 ? (
        <EmptyState
          icon={Inbox}
          headingLevel={2}
          title={filtered ? ORDERS_TEXTS.listEmptyFiltered : ORDERS_TEXTS.listEmpty}
          action={
            filtered ? (
              <Link to="/account/orders">Show every order</Link>
            ) : (
              <a href="/lab-test-list/tests">Browse tests</a>
            )
          }
        />
      ) : null}
      {data && data.orders.length > 0 ? (
        <>
          <OrdersTable orders={data.orders} results={results.byOrder} onChanged={query.retry} />
          <Pagination
            label="Pages of orders"
            page={data.page}
            pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
            hrefFor={(page) => place.hrefFor({ page })}
            renderLink={routerLink}
          />
        </>
      ) : null}
    </Page>
  );
}

function OrdersTable({ orders, results, onChanged }: OrdersTableProps) {
  return (
    <Table
      caption="Your orders, newest first"
      captionHidden
      rows={orders}
      rowKey={(order) => order.id}
      rowHeader="number"
      columns={[
        {
          id: 'number',
          header: 'Order',
          cell: (order) => <Link to={orderDetailsPath(order.id)}>{order.number}</Link>,
        },
        { id: 'date', header: 'Date', cell: (order) => formatDate(order.createdAt) },
        { id: 'patients', header: 'Patients', cell: (order) => order.patients.join(', ') },
        { id: 'status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
        {
          id: 'total',
          header: 'Total',
          numeric: true,
          cell: (order) => <Price amountMinor={order.totalMinor} currency={order.currency} size="sm" align="end" />,
        },
        {
          id: 'actions',
          header: 'Actions',
          cell: (order) => (
            <OrderActions order={order} hasResults={hasResult(results.get(order.number))} onChanged={onChanged} />
          ),
        },
      ]}
    />
  );
}

interface OrdersTableProps {
  orders: readonly OrderSummary[];
  results: Map<string, OrderedTest[]>;
  onChanged: () => void;
}
