import { useId } from 'react';
import { Link } from 'react-router-dom';
import { RESULT_STATUS_WORDS, type ChosenLocation, type OrderDetails } from '@labshop/shared-contracts/core';
import { Badge, Table, type Tone } from '@labshop/shared-contracts/web/ui';
import type { OrderedTest } from './use-order-results';
import styles from './orders.module.css';

const TONES = { awaiting_sample: 'warning', in_lab: 'info', ready: 'success' } as const satisfies Record<
  OrderedTest['entry']['status'],
  Tone
>;

/** Where the sample of an order is given: the nurse's visit at the address, or the collection point. */
export function placeOfSample(location: ChosenLocation, order: Pick<OrderDetails, 'address'>): string {
  if (location.kind === 'collection-point') return `at ${location.facilityName}`;
  const address = order.address;
  return address
    ? `at the nurse's visit, ${address.street} ${address.houseNumber}, ${address.city}`
    : `at the nurse's visit in ${location.cityName}`;
}

/**
 * The named screen 'collect results': for each test of the order, whether its sample is awaited, in the lab, or its
 * result is ready, and where that is: the place the sample is given, the lab, or the result's own page.
 */
export function CollectResults({ order, tests, status }: CollectResultsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <h2 id={headingId}>Collect results</h2>
      {order.status !== 'paid' && order.status !== 'awaiting_payment_at_visit' ? (
        <p className={styles.muted}>Each test is followed here once the order is paid.</p>
      ) : status === 'error' ? (
        <p role="alert">The state of the tests could not be read. Reload the page to try again.</p>
      ) : tests.length === 0 ? (
        <p className={styles.muted}>
          {status === 'loading' ? 'Loading the tests…' : `Give the samples ${placeOfSample(order.location, order)}.`}
        </p>
      ) : (
        <Table
          caption="The tests of this order and where each stands"
          captionHidden
          rows={tests}
          rowKey={(test) => test.entry.orderLineId}
          rowHeader="test"
          columns={[
            { id: 'test', header: 'Test', cell: (test) => test.entry.testName },
            { id: 'patient', header: 'Patient', cell: (test) => `${test.patient.firstName} ${test.patient.lastName}` },
            {
              id: 'status',
              header: 'Status',
              cell: (test) => <Badge tone={TONES[test.entry.status]}>{RESULT_STATUS_WORDS[test.entry.status]}</Badge>,
            },
            { id: 'where', header: 'Where', cell: (test) => <Where test={test} order={order} /> },
          ]}
        />
      )}
    </section>
  );
}

function Where({ test, order }: { test: OrderedTest; order: OrderDetails }) {
  if (test.entry.resultId !== null && test.entry.status === 'ready') {
    return (
      <Link to={`/account/results/${encodeURIComponent(test.entry.resultId)}`}>
        Open the result<span className={styles.muted}> of {test.entry.testName}</span>
      </Link>
    );
  }
  if (test.entry.status === 'in_lab') return <>At the lab; the result will appear here</>;
  return <>Give the sample {placeOfSample(order.location, order)}</>;
}

interface CollectResultsProps {
  order: OrderDetails;
  tests: readonly OrderedTest[];
  status: 'loading' | 'error' | 'success';
}
